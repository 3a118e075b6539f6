"""The fast canonical form writes exactly the bytes of ``rfc8785.dumps``, or raises as it does.

``audit.chain`` uses orjson where it has proved, shape by shape, that orjson writes RFC 8785's
bytes, and rfc8785 elsewhere. These tests hold it to that: every code point, generated payloads
of the shapes the product stores and adversarial ones, documents as PostgreSQL writes jsonb,
and every row the demo writes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import io
import json
import string
from typing import Any

import orjson
import pytest
import rfc8785
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import connection, connections
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from audit import chain
from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.models import Tenant
from governance.selectors import subject_for_user
from tests.factories import make_tenant

# --- the reference: the canonical form as audit/chain.py wrote it before orjson ----------------


def reference_json(value: Any) -> bytes | type[Exception]:
    """rfc8785's bytes, or the kind of error it raises."""
    try:
        return rfc8785.dumps(value)
    except (rfc8785.CanonicalizationError, UnicodeError) as exc:
        return type(exc)


def fast_json(value: Any) -> bytes | type[Exception]:
    try:
        return chain.canonical_json(value)
    except (rfc8785.CanonicalizationError, UnicodeError) as exc:
        return type(exc)


def reference_row_hash(entry: AuditEntry) -> str:
    """The stored row's hash recomputed with rfc8785 alone, from the model as Django reads it."""
    row = rfc8785.dumps(
        {
            "hash_version": entry.hash_version,
            "tenant_id": str(entry.tenant_id).lower(),
            "seq": entry.seq,
            "kind": entry.kind,
            "payload": entry.payload,
            "actor_subject_id": str(entry.actor_subject_id).lower()
            if entry.actor_subject_id
            else None,
            "trace_id": entry.trace_id,
            "created_at": entry.created_at.astimezone(dt.UTC).isoformat(timespec="microseconds"),
        }
    )
    return hashlib.sha256(entry.prev_hash.encode("ascii") + row).hexdigest()


# --- strings: every code point ---------------------------------------------------------------


def test_every_code_point_is_written_as_rfc8785_writes_it() -> None:
    """Escaping is per character, so this covers every string: as values and as keys."""
    scalars = [chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]
    assert chain.canonical_json(scalars) == rfc8785.dumps(scalars)
    # …and orjson really is the writer here (the fast path, not the fallback).
    assert chain._orjson_writes_rfc8785(scalars)
    keyed = {f"k{c:06x}{chr(c)}": c for c in range(0, 0x110000, 7) if not 0xD800 <= c <= 0xDFFF}
    assert chain.canonical_json(keyed) == rfc8785.dumps(keyed)


def test_lone_surrogates_are_refused_as_rfc8785_refuses_them() -> None:
    for value in ["\ud800", {"\udfff": 1}, ["a\udc00b"]]:
        refused = reference_json(value)
        assert isinstance(refused, type) and issubclass(refused, ValueError)
        assert fast_json(value) is refused


# --- generated payloads ----------------------------------------------------------------------

VIETNAMESE = "Người lao động phải giữ bí mật thông tin; Điều 4 Khoản 2 a) — «Bảo mật» ĐđƯư"
SPECIALS = '\x00\x01\x08\t\n\x0b\x0c\r\x1b\x1f\x7f"\\/\u2028\u2029\u00a0\ufeff\ue000\uffff'
ASTRAL = "😀🇻🇳𝄞𠀀\U0010ffff"

texts = st.one_of(
    st.text(alphabet=VIETNAMESE + string.ascii_letters + string.digits + " .,-§"),
    st.text(alphabet=SPECIALS + ASTRAL + "a"),
    st.text(),  # any code point but lone surrogates
)
keys = st.one_of(
    st.from_regex(r"[a-z][a-z0-9_]{0,20}", fullmatch=True),  # what receivers write
    texts,  # adversarial: non-BMP keys beside U+E000-U+FFFF ones
    st.sampled_from(["\ue000", "\uffff", "😀", "\U00010000", "a😀", "a\uffff", "ab"]),
)
safe_ints = st.integers(min_value=-(2**53) + 1, max_value=2**53 - 1)
leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-1000, max_value=100_000),
    safe_ints,
    st.integers(),  # adversarial: beyond 2**53
    texts,
    st.decimals(allow_nan=False, allow_infinity=False).map(str),  # decimals as strings
    st.uuids().map(str),
    st.floats(min_value=0, max_value=1),  # GENIE's confidence
    st.floats(),  # adversarial: any float, NaN and infinities included
    st.sampled_from([1.0, -0.0, 1e16, 1e21, 1e-7, 5e-324, 0.1, 2.5, 1e300, 123456789.125]),
)
payloads = st.recursive(
    leaves,
    lambda children: st.one_of(
        st.lists(children, max_size=6),
        st.dictionaries(keys, children, max_size=8),
    ),
    max_leaves=40,
)


@settings(max_examples=3000, deadline=None)
@given(payloads)
@example({"\ue000": 1, "😀": 2})
@example({"b": 1.0, "a": [-0.0, 1e16, 2**53, -(2**53)]})
def test_canonical_json_is_rfc8785(value: Any) -> None:
    assert fast_json(value) == reference_json(value)


def test_nesting_deeper_than_orjson_allows_falls_back() -> None:
    deep: Any = "leaf"
    for _ in range(300):
        deep = {"a": [deep]}
    assert chain.canonical_json(deep) == rfc8785.dumps(deep)


json_documents = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        texts,
        st.floats(allow_nan=False, allow_infinity=False),
    ),
    lambda children: st.one_of(
        st.lists(children, max_size=6), st.dictionaries(keys, children, max_size=8)
    ),
    max_leaves=40,
)


def document(text: str) -> bytes | type[Exception]:
    try:
        return chain.canonical_document(text.encode())
    except (rfc8785.CanonicalizationError, UnicodeError) as exc:
        return type(exc)


def reference_document(text: str) -> bytes | type[Exception]:
    return reference_json(json.loads(text))  # as Django's JSONField reads it back


@settings(max_examples=3000, deadline=None)
@given(json_documents, st.booleans(), st.sampled_from([(", ", ": "), (",", ":"), (" , ", " :\n")]))
@example({"\ue000": 1, "😀": 2}, True, (", ", ": "))  # escaped: \ue000 and \ud83d\ude00
@example({"n": 9007199254740993, "f": [1.0, 1e16, -0.0]}, False, (", ", ": "))
@example({"big": 2**64, "small": -(2**63) - 1}, False, (",", ":"))  # orjson reads these as floats
def test_a_json_document_canonicalises_as_rfc8785(
    value: Any, ensure_ascii: bool, separators: tuple[str, str]
) -> None:
    text = json.dumps(value, ensure_ascii=ensure_ascii, separators=separators)
    assert document(text) == reference_document(text)


@pytest.mark.parametrize(
    "text",
    [
        '{"a": 1, "a": 2}',  # duplicate keys: both readers keep the last
        '{"b": {"x": 1}, "b": {"y": [2]}}',
        ' {"a": 1}',  # leading whitespace
        '"just a string"',
        "12",
        "1.0",
        "1E2",
        "1e400",  # infinity once read: rfc8785 refuses it
        "-0",
        "[1e2, 1E-7, 0.1, 100000000000000000000]",
        '{"n": 18446744073709551616}',  # beyond 64 bits: orjson would read a float
        '{"n": -9223372036854775809}',
        '{"n": 9223372036854775807}',  # within 64 bits but beyond 2**53
        '{"s": "\\ud83d\\ude00", "\\ue000": "\\u0000\\u001f\\u007f"}',
        '{"s": "\\ud800"}',  # a lone surrogate, escaped
        "[" * 300 + "]" * 300,  # deeper than orjson writes
    ],
)
def test_edge_documents_canonicalise_as_rfc8785(text: str) -> None:
    assert document(text) == reference_document(text)


@pytest.mark.django_db
@settings(
    max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(json_documents)
def test_postgresql_jsonb_text_canonicalises_as_rfc8785(value: Any) -> None:
    """The text verify_audit_chain reads: PostgreSQL's jsonb output (numbers as numeric)."""
    text = stored_text(value)
    if text is not None:
        assert document(text) == reference_document(text)


def stored_text(value: Any) -> str | None:
    """``value`` as PostgreSQL stores and prints jsonb (None if it cannot: NUL characters)."""
    written = json.dumps(value)
    if "\\u0000" in written:
        return None
    with connection.cursor() as cursor:
        cursor.execute("SELECT %s::jsonb::text", [written])
        (text,) = cursor.fetchone()
    return text


@pytest.mark.django_db
@pytest.mark.parametrize(
    "moment",
    [
        dt.datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=dt.UTC),
        dt.datetime(2026, 1, 2, 3, 4, 5, tzinfo=dt.UTC),  # no microseconds: still six zeros
        dt.datetime(2026, 1, 2, 3, 4, 5, 120000, tzinfo=dt.UTC),  # PostgreSQL writes ".12"
        dt.datetime(2026, 1, 2, 3, 4, 5, 100, tzinfo=dt.UTC),
        dt.datetime(2026, 12, 31, 23, 59, 59, 999999, tzinfo=dt.timezone(dt.timedelta(hours=7))),
        dt.datetime(2026, 3, 29, 1, 30, 0, 500000, tzinfo=dt.timezone(dt.timedelta(hours=-9))),
        dt.datetime(1, 1, 1, 0, 0, 0, 1, tzinfo=dt.UTC),
        dt.datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=dt.UTC),
        dt.datetime(999, 3, 4, 5, 6, 7, 80, tzinfo=dt.UTC),
    ],
)
@pytest.mark.parametrize("session_datestyle", ["ISO, MDY", "German, DMY", "SQL, DMY"])
def test_postgresql_writes_the_canonical_timestamp(
    moment: dt.datetime, session_datestyle: str
) -> None:
    """verify_audit_chain reads created_at formatted by PostgreSQL, append hashes Python's;
    verify sets the ISO DateStyle for its walk, whatever the session's."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT set_config('DateStyle', %s, true)", [session_datestyle])
        cursor.execute(chain.ISO_DATES)
        cursor.execute(
            f"SELECT ({chain.UTC_TIMESTAMP_SQL})::text "
            "FROM (SELECT %s::timestamptz AS created_at) t",
            [moment],
        )
        (text,) = cursor.fetchone()
    assert chain.canonical_timestamp_from_sql(text.encode()).decode() == (
        chain.canonical_timestamp(moment)
    )


@pytest.mark.parametrize(
    "text",
    [
        b"10000-01-02 03:04:05.12345",
        b"0044-03-15 12:00:00 BC",
        b"0044-03-15 12:00:00.123 BC",  # 26 bytes, a space at 10: the fast path's shape
        b"infinity",
        b"2026-01-02T03:04:05",
        b"",
    ],
)
def test_a_time_python_cannot_have_written_is_left_to_fail_its_hash(text: bytes) -> None:
    written = chain.canonical_timestamp_from_sql(text).decode()
    with pytest.raises(ValueError):
        parsed = dt.datetime.fromisoformat(written)
        if chain.canonical_timestamp(parsed) != written:
            raise ValueError("not a form canonical_timestamp writes")


# --- real rows -------------------------------------------------------------------------------


def test_the_fast_path_is_taken_for_the_shapes_receivers_write() -> None:
    """Not a proof (the tests above are), but the reason for the exercise: no fallback here."""
    payload = {
        "actor_subject_id": "6f9619ff-8b86-d011-b42d-00c04fc964ff",
        "actor": "subject",
        "basis": VIETNAMESE + " 😀",
        "valid_from": "2026-01-01T00:00:00.000000+00:00",
        "weight": "10.50",
        "version_no": 2,
        "needs_clause_ref": False,
        "files": [{"filename": "hợp đồng.docx", "size": 18342}],
        "changes": {"require_separate_approver": [False, True]},
    }
    assert chain._orjson_writes_rfc8785(payload)
    text = json.dumps(payload, ensure_ascii=False).encode()
    assert chain._parsed_orjson_safe(orjson.loads(text), floats=False)


def test_a_float_is_read_by_json_loads_and_written_by_orjson_when_alike() -> None:
    assert not chain._parsed_orjson_safe(orjson.loads(b'{"c": 0.875}'), floats=False)
    assert chain._parsed_orjson_safe(json.loads(b'{"c": 0.875}'), floats=True)
    assert not chain._parsed_orjson_safe(json.loads(b'{"c": 1.0}'), floats=True)
    assert chain.canonical_document(b'{"c": 1.0, "d": 0.875}') == b'{"c":1,"d":0.875}'


# --- real rows -------------------------------------------------------------------------------


@pytest.mark.django_db
def test_every_row_the_demo_writes_rehashes_identically() -> None:
    call_command("demo_setup", stdout=io.StringIO())
    founder = subject_for_user(get_user_model().objects.get(username="founder"))
    assert founder is not None
    tenant_ids = [founder.tenant_id]
    checked = fast = 0
    for tenant_id in tenant_ids:
        with tenant_context(tenant_id):
            entries = list(AuditEntry.objects.order_by("seq"))
            with connection.cursor() as cursor:
                cursor.execute("SELECT seq, payload::text FROM l1_audit_log ORDER BY seq")
                stored = dict(cursor.fetchall())
            for entry in entries:
                assert reference_row_hash(entry) == entry.hash, entry.seq
                assert chain.entry_hash(entry) == entry.hash, entry.seq
                text = stored[entry.seq].encode()
                assert chain.canonical_document(text) == rfc8785.dumps(entry.payload), text
                # What verify hashes: every writer stored the payload's RFC 8785 bytes.
                assert entry.payload_canonical.encode() == rfc8785.dumps(entry.payload), entry.seq
                fast += chain._parsed_orjson_safe(orjson.loads(text), floats=False)
                checked += 1
            result = chain.verify(tenant_id)
            assert result.ok, result.reason
            assert result.rows == len(entries)
    assert checked > 50
    assert fast > checked // 2  # most demo rows take orjson's path


@pytest.fixture
def chain_tenant(committed: None) -> Tenant:
    return make_tenant()


kinds = st.one_of(
    st.sampled_from(["governance.grant_issued", "eval.rubric_drafted"]),
    st.text(alphabet=st.characters(exclude_characters="\x00"), max_size=64),
)
trace_ids = st.one_of(
    st.none(),
    st.from_regex(r"[0-9a-f]{32}", fullmatch=True),
    st.text(alphabet=st.characters(exclude_characters="\x00"), max_size=32),
)
moments = st.datetimes(  # hypothesis takes naive bounds and adds the zone
    min_value=dt.datetime(1970, 1, 1),  # noqa: DTZ001
    max_value=dt.datetime(2200, 1, 1),  # noqa: DTZ001
    timezones=st.just(dt.UTC),
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(kinds, json_documents, st.one_of(st.none(), st.uuids()), trace_ids, moments)
def test_verify_accepts_exactly_the_rows_rfc8785_hashes(
    chain_tenant: Tenant,
    kind: str,
    payload: Any,
    actor: Any,
    trace_id: str | None,
    created_at: dt.datetime,
) -> None:
    """Rows hashed by rfc8785 alone, over the values as read back, pass verify's fast path;
    the same row with its hash computed from one character more does not."""
    text = stored_text(payload)
    if text is None:
        return
    stored = json.loads(text)
    row = {
        "hash_version": 1,
        "tenant_id": str(chain_tenant.pk),
        "kind": kind,
        "payload": stored,
        "actor_subject_id": str(actor) if actor else None,
        "trace_id": trace_id,
        "created_at": created_at.isoformat(timespec="microseconds"),
    }
    try:
        rfc8785.dumps(row)
    except rfc8785.CanonicalizationError:
        return  # no writer stores it: append refuses it (test_chain.py)
    with tenant_context(chain_tenant, using="owner"), connections["owner"].cursor() as cursor:
        cursor.execute("SELECT last_seq, last_hash FROM l1_audit_chain_head")
        last_seq, prev_hash = cursor.fetchone()
        seq = last_seq + 1
        row_hash = hashlib.sha256(
            prev_hash.encode() + rfc8785.dumps({**row, "seq": seq})
        ).hexdigest()
        # The payload's canonical bytes as rfc8785 writes them (the CHECK holds them to the
        # payload): verify hashes them as stored, whatever COPY has to escape on the way.
        cursor.execute(
            "INSERT INTO l1_audit_log (tenant_id, seq, kind, payload, payload_canonical, "
            "actor_subject_id, trace_id, created_at, hash_version, prev_hash, hash) "
            "VALUES (%s, %s, %s, %s::jsonb, %s, %s, %s, %s, 1, %s, %s)",
            [
                chain_tenant.pk,
                seq,
                kind,
                text,
                rfc8785.dumps(stored).decode(),
                actor,
                trace_id,
                created_at,
                prev_hash,
                row_hash,
            ],
        )
        cursor.execute(
            "UPDATE l1_audit_chain_head SET last_seq = %s, last_hash = %s", [seq, row_hash]
        )
    with tenant_context(chain_tenant):
        result = chain.verify(chain_tenant.pk)
    assert result.ok, (result.reason, row)
    assert result.last_seq == seq


@pytest.mark.parametrize("rehashed", [False, True])
def test_payload_bytes_no_writer_stores_are_hashed_as_stored(
    chain_tenant: Tenant, rehashed: bool
) -> None:
    """An integer beyond 2**53, which RFC 8785 cannot write, stored by someone with database
    access: the walk hashes the bytes as they are, without crashing. With a wrong hash the row
    is reported; re-hashed over those bytes it links like any rewritten row — which only a
    checkpoint exposes (test_chain.py), exactly as for a canonical rewrite."""
    payload_text = '{"n":9007199254740993}'
    with tenant_context(chain_tenant, using="owner"), connections["owner"].cursor() as cursor:
        cursor.execute("SELECT last_seq, last_hash FROM l1_audit_chain_head")
        last_seq, prev_hash = cursor.fetchone()
        created_at = dt.datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=dt.UTC)
        row = chain.row_around_payload(
            payload_text.encode(),
            tenant_id=chain_tenant.pk,
            seq=last_seq + 1,
            kind="probe",
            actor_subject_id=None,
            trace_id=None,
            created_at=chain.canonical_timestamp(created_at),
            hash_version=1,
        )
        row_hash = chain.link_hash(prev_hash, row) if rehashed else "0" * 64
        cursor.execute(
            "INSERT INTO l1_audit_log (tenant_id, seq, kind, payload, payload_canonical, "
            "created_at, hash_version, prev_hash, hash) "
            "VALUES (%s, %s, 'probe', %s::jsonb, %s, %s, 1, %s, %s)",
            [
                chain_tenant.pk,
                last_seq + 1,
                payload_text,
                payload_text,
                created_at,
                prev_hash,
                row_hash,
            ],
        )
        cursor.execute(
            "UPDATE l1_audit_chain_head SET last_seq = %s, last_hash = %s", [last_seq + 1, row_hash]
        )
    with tenant_context(chain_tenant):
        result = chain.verify(chain_tenant.pk)
    if rehashed:
        assert result.ok, result.reason
        assert result.last_seq == last_seq + 1
    else:
        assert result.broken_seq == last_seq + 1
        assert "hash does not match" in (result.reason or ""), result.reason

"""The fast rendering sends exactly the bytes DRF's serializers and JSONRenderer would."""

from __future__ import annotations

import datetime as dt
import decimal
import json
import uuid
from typing import Any

import pytest
from django.utils import timezone
from hypothesis import given, settings
from hypothesis import strategies as st
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response

from cyberos_eval.tenancy import tenant_context
from rubric.api import rendering
from rubric.api.rendering import RENDERED_ITEMS, BytesLru, item_dicts
from rubric.api.serializers import (
    EffectiveVersionSerializer,
    RubricItemSerializer,
    RubricVersionDetailSerializer,
)
from rubric.api.views import rendered
from rubric.models import AuthoredBy, RubricItem, RubricVersion, SignedDocument, VersionState
from rubric.selectors import load_items
from rubric.services import start_revision, withdraw_scheduled_version
from tests.admin.conftest import demo  # noqa: F401 - a fixture
from tests.api.conftest import Api, api_as
from tests.rubric.conftest import fill, good_kpi, publish
from tests.rubric.test_immutability import committed_published  # noqa: F401 - a fixture
from tests.rubric.test_immutability import run as run_command

TODAY = dt.date(2026, 12, 3)
ODD_TEXT = 'Điều 5\u2028line\u2029sep \x00\x01\x1f\x7f "quoted" \\ / 😀 \ufeff\u200b tab\t'
STORABLE_ODD_TEXT = ODD_TEXT.replace("\x00", "")  # the database refuses NUL


def drf_detail(version: RubricVersion, today: dt.date) -> bytes:
    data = RubricVersionDetailSerializer(load_items(version), context={"today": today}).data
    return JSONRenderer().render(data)


def drf_effective(version: RubricVersion, at: dt.date, today: dt.date) -> bytes:
    data = EffectiveVersionSerializer(
        {"at": at, "version": load_items(version)}, context={"today": today}
    ).data
    return JSONRenderer().render(data)


def assert_same_bytes(version: RubricVersion, today: dt.date = TODAY) -> None:
    at = version.effective_from or today
    with tenant_context(version.tenant_id):
        version = RubricVersion.objects.get(pk=version.pk)
        for _ in range(2):  # rendered, then (published) from the cache
            assert rendering.render_version_detail(version, today=today) == drf_detail(
                version, today
            )
            assert rendering.render_effective(version, at=at, today=today) == drf_effective(
                version, at, today
            )


def test_every_demo_version_renders_as_drf_does_in_any_timezone(demo) -> None:  # noqa: F811
    founder, v1, v2 = demo
    assert v1.state == VersionState.PUBLISHED and v2.state == VersionState.DRAFT
    with tenant_context(founder.tenant_id):
        kinds = set(v2.items.values_list("authored_by", "needs_clause_ref"))
    assert (AuthoredBy.GENIE, True) in kinds  # GENIE's confidence, needs_clause_ref, …
    RENDERED_ITEMS.clear()
    for zone in ("Asia/Ho_Chi_Minh", "UTC", "America/St_Johns"):
        with timezone.override(zone):
            for version in (v1, v2):
                assert_same_bytes(version)


def test_superseded_and_withdrawn_versions_render_as_drf_does(founder, published) -> None:
    revision = start_revision(actor=founder, version=published)
    fill(
        revision,
        founder,
        good_kpi(clause_ref="§9", title_vi=STORABLE_ODD_TEXT, title_en=STORABLE_ODD_TEXT),
    )
    later = publish(revision, founder, "2027-01-01")
    with tenant_context(founder.tenant_id):
        published.refresh_from_db()
    assert published.state == VersionState.SUPERSEDED
    assert_same_bytes(published)
    assert_same_bytes(later, today=dt.date(2026, 6, 1))  # scheduled
    withdrawn = withdraw_scheduled_version(actor=founder, version=later, reason=STORABLE_ODD_TEXT)
    assert withdrawn.state == VersionState.WITHDRAWN
    assert_same_bytes(withdrawn)


def odd_item(**overrides: Any) -> RubricItem:
    now = dt.datetime(2026, 1, 1, 0, 0, tzinfo=dt.UTC)
    fields: dict[str, Any] = {
        "id": uuid.uuid4(),
        "rubric_version_id": uuid.uuid4(),
        "lineage_id": uuid.uuid4(),
        "position": 1,
        "source_doc": "labor_contract",
        "clause_ref": "§4.2(a)",
        "source_quote_vi": ODD_TEXT,
        "source_quote_en": None,
        "item_kind": "kpi",
        "obligation_kind": None,
        "check_type": "threshold",
        "check_params": {"metric": ODD_TEXT, "op": ">=", "value": 0.95},
        "weight": decimal.Decimal("12.50"),
        "title_vi": ODD_TEXT,
        "title_en": "",
        "description_vi": None,
        "description_en": "x",
        "authored_by": AuthoredBy.GENIE,
        "genie_confidence": decimal.Decimal("0.875"),
        "needs_clause_ref": False,
        "created_by_subject_id": None,
        "edited_by_subject_id": uuid.uuid4(),
        "accepted_by_subject_id": None,
        "accepted_at": None,
        "machine_edited_by_subject_id": None,
        "created_at": now,
        "updated_at": now.replace(microsecond=123456),
    }
    return RubricItem(**(fields | overrides))


def driver_row(item: RubricItem) -> tuple[Any, ...]:
    """The item's columns as the database driver returns them: jsonb as text, the pinned
    document's version and fingerprint through the left join (NULL without one)."""
    document = item.cited_document
    related = {
        "document_version": document.version_no if document else None,
        "document_sha256": document.sha256 if document else None,
    }
    values = {
        column: related[column] if column in related else getattr(item, column)
        for column in rendering._ITEM_COLUMNS
    }
    values["check_params"] = json.dumps(values["check_params"])
    return tuple(values.values())


ODD_PARAMS = [
    {"value": 1e-05},  # Python writes 1e-05, orjson 0.00001
    {"value": 1e16},
    {"value": 2**70},  # beyond orjson's integers
    {"value": -(2**63) - 1},
    {"nested": [{"deep": [1.5e300, -0.0, 0.0001]}], "s": ODD_TEXT},
    {},
]


@pytest.mark.parametrize("params", ODD_PARAMS)
def test_odd_items_render_as_drf_does(params) -> None:
    pinned = SignedDocument(id=uuid.uuid4(), kind="labor_contract", version_no=14, sha256="f" * 64)
    items = [
        odd_item(check_params=params, cited_document=pinned),
        odd_item(authored_by=AuthoredBy.HUMAN, genie_confidence=None, weight=decimal.Decimal(1)),
        odd_item(machine_edited_by_subject_id=uuid.uuid4(), accepted_at=dt.datetime.now(dt.UTC)),
    ]
    rows = [driver_row(item) for item in items]
    for zone in ("Asia/Ho_Chi_Minh", "UTC"):
        with timezone.override(zone):
            expected = JSONRenderer().render(RubricItemSerializer(items, many=True).data)
            fast = rendering._escaped(
                rendering.orjson.dumps(item_dicts(rows, timezone.get_current_timezone()))
            )
            assert fast == expected


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**80), max_value=2**80)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=400, deadline=None)
@given(JSON_VALUES)
def test_check_params_of_any_json_shape_render_as_the_stdlib_does(value) -> None:
    expected = json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    fast = rendering.orjson.dumps([rendering._encodable(value)])
    assert fast == f"[{expected}]".encode()
    # Read from the text the database returns (PostgreSQL writes it with spaces).
    text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    assert rendering.orjson.dumps([rendering._check_params(text)]) == f"[{expected}]".encode()


def test_the_api_sends_drfs_bytes_and_indents_on_request(admin_api, founder, published) -> None:
    url = f"/api/v1/rubrics/{published.rubric_id}/effective/?at=2026-03-15"
    response = admin_api.get(url)
    assert response.status_code == 200 and response["Content-Type"] == "application/json"
    with tenant_context(founder.tenant_id):
        version = RubricVersion.objects.get(pk=published.pk)
        expected = drf_effective(version, dt.date(2026, 3, 15), timezone.localdate())
    assert response.content == expected
    indented = admin_api.get(url, Accept="application/json; indent=2")
    assert indented.status_code == 200 and indented.content.startswith(b'{\n  "at"')
    assert indented.json() == response.json()


def test_a_revoked_token_reads_nothing_even_from_the_cache(founder, published) -> None:
    api: Api = api_as(founder)
    url = f"/api/v1/rubric-versions/{published.pk}/"
    assert api.get(url).status_code == 200  # now cached
    from governance.actors import OPERATOR
    from governance.models import ApiToken
    from governance.services import revoke_api_token

    with tenant_context(founder.tenant_id):
        token = ApiToken.objects.get(subject=founder)
    revoke_api_token(actor=OPERATOR, token=token)
    assert api.get(url).status_code == 401


def test_the_cache_is_bounded_by_bytes_and_forgets_the_least_recent() -> None:
    cache = BytesLru(max_bytes=10)
    cache.put(("a",), b"1234")
    cache.put(("b",), b"5678")
    assert cache.get(("a",)) == b"1234"  # now the most recent
    cache.put(("c",), b"90ab")  # 12 bytes: "b" goes
    assert (cache.get(("b",)), cache.get(("a",)), cache.get(("c",))) == (None, b"1234", b"90ab")
    cache.put(("huge",), b"x" * 11)  # larger than the whole cache: not kept
    assert cache.get(("huge",)) is None and len(cache) == 2


def test_items_read_after_a_correction_are_not_kept_under_the_hash_from_before(
    committed_published,  # noqa: F811 - the fixture imported above
) -> None:
    """The version row and its items are two statements: a correction-of-record committed
    between them (simulated by reading the row first) must not be cached under the old hash."""
    version, founder = committed_published
    with tenant_context(founder.tenant_id):
        before = RubricVersion.objects.get(pk=version.pk)  # the row as a read saw it first
        item = before.items.order_by("position").first()
    run_command(
        "correct_rubric_item",
        str(item.pk),
        "--tenant",
        str(founder.tenant_id),
        "--field",
        "title_en",
        "--value",
        "Corrected wording",
        "--reason",
        "Typo reported by legal",
        "--operator",
        "ops-on-call",
    )
    RENDERED_ITEMS.clear()
    zone = timezone.get_current_timezone()
    with tenant_context(founder.tenant_id):
        body = rendering.render_version_detail(before, today=TODAY)
        after = RubricVersion.objects.get(pk=version.pk)
    assert b"Corrected wording" in body  # the items as committed now
    assert after.content_hash != before.content_hash
    assert RENDERED_ITEMS.get((before.pk, before.content_hash, str(zone))) is None
    with tenant_context(founder.tenant_id):
        rendering.render_version_detail(after, today=TODAY)
    assert RENDERED_ITEMS.get((after.pk, after.content_hash, str(zone))) is not None


def test_the_indented_form_keeps_every_number_as_rendered() -> None:
    """Asked for ``; indent=…``, DRF re-renders the data read back from the bytes: integers
    beyond 64 bits stay integers (orjson would have read them as floats)."""

    class IndentedRequest:
        accepted_media_type = "application/json; indent=2"

    body = b'{"target":100000000000000000000,"ratio":1e-05}'
    response = rendered(IndentedRequest(), body)  # type: ignore[arg-type]
    assert isinstance(response, Response)
    assert response.data == {"target": 10**20, "ratio": 1e-05}
    assert isinstance(response.data["target"], int)

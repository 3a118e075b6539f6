"""verify_audit_chain --since CHECKPOINT: only the rows written after a checkpoint are read."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.db import connection
from psycopg import OperationalError

from audit import chain
from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Tenant
from tests.audit.test_chain import as_owner, change_payload, entries, rewrite_and_rehash
from tests.factories import make_founder, make_grant, make_subject, make_tenant


@pytest.fixture
def checkpoint(busy_tenant: Tenant, tmp_path: Path) -> Path:
    """A checkpoint of the busy tenant, then three more rows written after it."""
    path = tmp_path / "checkpoint.json"
    call_command("audit_checkpoint", "--output", str(path), stdout=io.StringIO())
    for _ in range(3):
        make_grant(make_subject(busy_tenant), Role.RUBRIC_READER)
    return path


def checkpoint_seq(path: Path) -> int:
    (anchor,) = json.loads(path.read_text())["tenants"]
    return int(anchor["seq"])


def verify(*arguments: str) -> str:
    out = io.StringIO()
    call_command("verify_audit_chain", *arguments, stdout=out, stderr=io.StringIO())
    return out.getvalue()


def verify_failure(*arguments: str) -> str:
    with pytest.raises(CommandError) as caught:
        verify(*arguments)
    return str(caught.value)


def forge_payload(tenant: Tenant, seq: int) -> None:
    change_payload(tenant, seq, {"basis": "forged"})


def test_since_reads_only_the_rows_from_the_checkpoint_on(
    busy_tenant: Tenant, checkpoint: Path
) -> None:
    seq = checkpoint_seq(checkpoint)
    last = len(entries(busy_tenant))
    out = verify("--since", str(checkpoint))
    assert f"tenant {busy_tenant.pk}: {last - seq + 1} rows verified (from row {seq}" in out
    assert "OK" in out
    assert f"tenant {busy_tenant.pk}: {last} rows verified" in verify("--against", str(checkpoint))


def test_a_row_changed_after_the_checkpoint_is_caught(
    busy_tenant: Tenant, checkpoint: Path
) -> None:
    seq = checkpoint_seq(checkpoint)
    forge_payload(busy_tenant, seq + 2)
    message = verify_failure("--since", str(checkpoint))
    assert "audit_chain_broken" in message
    assert f"row {seq + 2}" in message and "hash does not match" in message


def test_the_checkpoint_row_itself_is_rehashed(busy_tenant: Tenant, checkpoint: Path) -> None:
    seq = checkpoint_seq(checkpoint)
    forge_payload(busy_tenant, seq)
    assert f"row {seq}: hash does not match" in verify_failure("--since", str(checkpoint))


def test_a_row_changed_before_the_checkpoint_is_not_read_by_since(
    busy_tenant: Tenant, checkpoint: Path
) -> None:
    """Documented: --since trusts the checkpoint for what lies before it; a full run (or
    --against) still catches the change."""
    forge_payload(busy_tenant, 2)
    assert "OK" in verify("--since", str(checkpoint))
    assert "row 2" in verify_failure("--against", str(checkpoint))
    assert "row 2" in verify_failure()


def test_a_rewritten_checkpoint_row_fails_since(busy_tenant: Tenant, checkpoint: Path) -> None:
    """Someone with database access rewrites row 2 and re-hashes every row after it: the
    chain is consistent again, but the checkpoint's row no longer has the checkpoint's hash."""
    seq = checkpoint_seq(checkpoint)
    rewrite_and_rehash(busy_tenant, seq=2)

    assert "OK" in verify()  # internally consistent again…
    for flag in ("--since", "--against"):  # …but it no longer holds the checkpoint
        message = verify_failure(flag, str(checkpoint))
        assert f"row {seq} no longer has the checkpoint's hash" in message, flag


def test_a_deleted_checkpoint_row_fails_since(busy_tenant: Tenant, checkpoint: Path) -> None:
    seq = checkpoint_seq(checkpoint)
    as_owner(busy_tenant, "DELETE FROM l1_audit_log WHERE seq = %s", [seq])
    assert f"row {seq} of the checkpoint is gone" in verify_failure("--since", str(checkpoint))


def test_rows_deleted_from_the_end_after_the_checkpoint_fail_since(
    busy_tenant: Tenant, checkpoint: Path
) -> None:
    as_owner(
        busy_tenant, "DELETE FROM l1_audit_log WHERE seq = (SELECT max(seq) FROM l1_audit_log)"
    )
    assert "rows deleted from the end" in verify_failure("--since", str(checkpoint))


def test_a_checkpoint_ahead_of_the_chain_fails_since(
    busy_tenant: Tenant, checkpoint: Path, tmp_path: Path
) -> None:
    ahead = tmp_path / "ahead.json"
    ahead.write_text(
        json.dumps({"tenants": [{"tenant_id": str(busy_tenant.pk), "seq": 999, "hash": "a" * 64}]})
    )
    assert "row 999 of the checkpoint is gone" in verify_failure("--since", str(ahead))


def test_a_tenant_the_checkpoint_does_not_list_is_verified_from_its_first_row(
    busy_tenant: Tenant, checkpoint: Path
) -> None:
    newcomer = make_tenant()
    make_founder(newcomer)
    count = len(entries(newcomer))
    assert f"tenant {newcomer.pk}: {count} rows verified\n" in verify("--since", str(checkpoint))
    forge_payload(newcomer, 1)
    message = verify_failure("--since", str(checkpoint))
    assert f"tenant {newcomer.pk}: row 1: hash does not match" in message
    assert str(busy_tenant.pk) not in message


def test_since_and_against_are_one_or_the_other(checkpoint: Path) -> None:
    with pytest.raises(CommandError, match="not allowed with"):
        verify("--since", str(checkpoint), "--against", str(checkpoint))


@pytest.mark.parametrize("flag", ["--since", "--against"])
def test_a_malformed_checkpoint_is_refused_for_either_flag(
    busy_tenant: Tenant, tmp_path: Path, flag: str
) -> None:
    path = tmp_path / "checkpoint.json"
    path.write_text('{"tenants": [{"tenant_id": "nope", "seq": 1, "hash": "00"}]}')
    assert "checkpoint_unreadable" in verify_failure(flag, str(path))
    assert "checkpoint_unreadable" in verify_failure(flag, str(tmp_path / "missing.json"))


# --- progress --------------------------------------------------------------------------------


def test_long_runs_report_progress_on_stderr(busy_tenant: Tenant) -> None:
    rows = len(entries(busy_tenant))
    out, err = io.StringIO(), io.StringIO()
    call_command(
        "verify_audit_chain",
        "--tenant",
        str(busy_tenant.pk),
        "--progress-rows",
        "2",
        stdout=out,
        stderr=err,
    )
    lines = err.getvalue().splitlines()
    assert len(lines) == rows // 2
    assert lines[0].startswith(f"tenant {busy_tenant.pk}: 2 rows verified so far (")
    assert lines[0].endswith(" rows/s)")
    assert "so far" not in out.getvalue()


def test_quiet_runs_report_no_progress(busy_tenant: Tenant) -> None:
    err = io.StringIO()
    call_command(
        "verify_audit_chain",
        "--progress-rows",
        "1",
        verbosity=0,
        stdout=io.StringIO(),
        stderr=err,
    )
    assert err.getvalue() == ""


def test_progress_is_called_every_n_rows_of_the_walk(busy_tenant: Tenant) -> None:
    seen: list[int] = []
    with tenant_context(busy_tenant):
        result = chain.verify(busy_tenant.pk, progress=seen.append, progress_every=3)
    assert result.ok
    assert seen == list(range(3, result.rows + 1, 3))


# --- long runs ---------------------------------------------------------------------------------


def test_operator_runs_are_not_cut_short_by_the_web_statement_timeout(committed: None) -> None:
    """A chain is read by one statement: the commands lift the app role's statement timeout for
    it (and put it back); chain.verify elsewhere (the admin's history page) keeps the bound."""
    tenant = make_tenant()
    chain.append_many(
        tenant_id=tenant.pk,
        entries=(("test.bulk", {"i": i, "basis": "Người lao động"}, None) for i in range(1500)),
    )
    with connection.cursor() as cursor:
        cursor.execute("SET statement_timeout = '1ms'")  # this session, as a tight web bound
    try:
        with pytest.raises(OperationalError, match="statement timeout"), tenant_context(tenant):
            chain.verify(tenant.pk)
        assert "1501 rows verified" in verify("--tenant", str(tenant.pk))
        with connection.cursor() as cursor:
            cursor.execute("SHOW statement_timeout")
            assert cursor.fetchone() == ("1ms",)
    finally:
        with connection.cursor() as cursor:
            cursor.execute("RESET statement_timeout")

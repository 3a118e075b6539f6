"""Operators manage tenants, people, service accounts and grants from the command line."""

from __future__ import annotations

import getpass
import io

import pytest
from django.core.management import CommandError, call_command

from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.models import ApiToken, Grant, Role, Subject, Tenant
from governance.services import create_founder, hash_api_secret
from tests.factories import make_rubric

pytestmark = pytest.mark.django_db


def run(*args: str) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out, stderr=io.StringIO())
    return out.getvalue().strip()


@pytest.fixture
def tenant_id(monkeypatch) -> str:
    monkeypatch.setenv("FOUNDER_PASSWORD", "a long founder password")
    tenant_id = run("create_tenant", "Acme Vietnam")
    run("create_founder", "--tenant", tenant_id, "--username", "stephen")
    return tenant_id


def test_create_tenant_and_founder(tenant_id: str) -> None:
    with tenant_context(tenant_id):
        tenant = Tenant.objects.get()
        assert (tenant.name, tenant.timezone, tenant.language) == (
            "Acme Vietnam",
            "Asia/Ho_Chi_Minh",
            "vi",
        )
        founder = Subject.objects.get(user__username="stephen")
        assert founder.is_human and founder.user.is_staff and not founder.user.is_superuser
        grant = Grant.objects.get(subject=founder)
        assert (grant.role, grant.scope, grant.granted_by) == ("rubric_admin", "tenant", None)


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def create_founder_command(tenant_id: str, username: str, stdin: io.StringIO) -> None:
    call_command(
        "create_founder",
        "--tenant",
        tenant_id,
        "--username",
        username,
        stdin=stdin,
        stdout=io.StringIO(),
    )


def test_create_founder_without_a_password_or_a_terminal_says_how_to_give_one(
    tenant_id: str, monkeypatch
) -> None:
    monkeypatch.delenv("FOUNDER_PASSWORD")
    with pytest.raises(CommandError, match=r"^founder_password_required: set FOUNDER_PASSWORD"):
        create_founder_command(tenant_id, "linh", stdin=io.StringIO())  # as < /dev/null

    def end_of_input(prompt: str) -> str:
        raise EOFError  # Ctrl-D at the prompt

    monkeypatch.setattr(getpass, "getpass", end_of_input)
    with pytest.raises(CommandError, match=r"^founder_password_required"):
        create_founder_command(tenant_id, "linh", stdin=Terminal())
    with tenant_context(tenant_id):
        assert not Subject.objects.filter(username="linh").exists()


def test_create_founder_refuses_a_taken_name_before_asking_for_a_password(
    tenant_id: str, monkeypatch
) -> None:
    monkeypatch.delenv("FOUNDER_PASSWORD")

    def prompt(prompt: str) -> str:
        pytest.fail("asked for a password for a name that is taken")

    monkeypatch.setattr(getpass, "getpass", prompt)
    other_id = run("create_tenant", "Other company")
    with pytest.raises(CommandError, match=r"^subject_username_taken"):
        create_founder_command(tenant_id, "stephen", stdin=Terminal())
    with pytest.raises(CommandError, match=r"^subject_login_taken"):  # another tenant's person
        create_founder_command(other_id, "stephen", stdin=Terminal())
    with pytest.raises(CommandError, match=r"^subject_username_invalid"):
        create_founder_command(tenant_id, "a/b", stdin=Terminal())


def test_a_name_taken_while_the_password_is_typed_is_still_refused(
    tenant_id: str, monkeypatch
) -> None:
    monkeypatch.delenv("FOUNDER_PASSWORD")

    def another_operator_takes_the_name(prompt: str) -> str:
        with tenant_context(tenant_id):
            tenant = Tenant.objects.get()
        create_founder(tenant=tenant, username="linh", password="another long password")
        return "a long founder password"

    monkeypatch.setattr(getpass, "getpass", another_operator_takes_the_name)
    with pytest.raises(CommandError, match=r"^subject_username_taken"):
        create_founder_command(tenant_id, "linh", stdin=Terminal())
    with tenant_context(tenant_id):
        assert Subject.objects.filter(username="linh").count() == 1


def test_create_tenant_refuses_an_unknown_timezone() -> None:
    with pytest.raises(CommandError, match="tenant_timezone_invalid"):
        run("create_tenant", "X", "--timezone", "Mars/Olympus")


def test_service_account_token_is_printed_once_and_stored_only_as_a_hash(tenant_id: str) -> None:
    secret = run("create_service_account", "--tenant", tenant_id, "--username", "eval-svc")
    assert secret.startswith("cye_") and len(secret) > 40
    with tenant_context(tenant_id):
        token = ApiToken.objects.get()
        assert token.key_hash == hash_api_secret(secret)
        assert secret not in str(ApiToken.objects.values().get())
        service = Subject.objects.get(username="eval-svc")
        assert service.kind == "service" and not service.user.is_staff


def test_grant_and_revoke_from_the_command_line_are_audited(tenant_id: str) -> None:
    run("create_service_account", "--tenant", tenant_id, "--username", "eval-svc")
    tenant = Tenant(pk=tenant_id)
    rubric = make_rubric(tenant)
    grant_id = run(
        "grant",
        "--tenant",
        tenant_id,
        "--to",
        "eval-svc",
        "--role",
        "rubric_reader",
        "--rubric",
        str(rubric.pk),
        "--basis",
        "Evaluation service, Q3 reviews",
        "--actor",
        "stephen",
    )
    run("revoke_grant", grant_id, "--tenant", tenant_id, "--reason", "contract ended")
    with tenant_context(tenant_id):
        grant = Grant.objects.get(pk=grant_id)
        assert grant.revoked_at is not None and grant.scope == "object"
        kinds = list(AuditEntry.objects.order_by("seq").values_list("kind", "actor_subject_id"))
        founder_id = Subject.objects.get(user__username="stephen").pk
    assert kinds[-2:] == [
        ("governance.grant_issued", founder_id),
        ("governance.grant_revoked", None),  # revoked by the operator (no --actor)
    ]


def test_grant_errors_print_the_stable_code(tenant_id: str) -> None:
    with pytest.raises(CommandError, match="subject_not_found"):
        run(
            "grant",
            "--tenant",
            tenant_id,
            "--to",
            "nobody",
            "--role",
            Role.RUBRIC_READER,
            "--basis",
            "x",
        )
    with pytest.raises(CommandError, match="grant_basis_required"):
        run(
            "grant",
            "--tenant",
            tenant_id,
            "--to",
            "stephen",
            "--role",
            Role.RUBRIC_READER,
            "--basis",
            " ",
        )
    with pytest.raises(CommandError, match="invalid_tenant_id"):
        run(
            "grant",
            "--tenant",
            "nope",
            "--to",
            "stephen",
            "--role",
            Role.RUBRIC_READER,
            "--basis",
            "x",
        )


def test_tenant_policy_command_switches_separation_of_duties(tenant_id: str) -> None:
    assert run("tenant_policy", "--tenant", tenant_id) == "Acme Vietnam: separate approver off"
    out = run(
        "tenant_policy", "--tenant", tenant_id, "--separate-approver", "on", "--actor", "stephen"
    )
    assert out == "Acme Vietnam: separate approver on"
    with tenant_context(tenant_id):
        entry = AuditEntry.objects.order_by("-seq")[0]
    assert entry.kind == "governance.tenant_policy_changed"


def test_a_person_may_get_an_api_token_too(tenant_id: str) -> None:
    secret = run(
        "create_api_token", "--tenant", tenant_id, "--username", "stephen", "--label", "laptop"
    )
    with tenant_context(tenant_id):
        token = ApiToken.objects.get(key_hash=hash_api_secret(secret))
        assert (token.subject.user.username, token.label) == ("stephen", "laptop")
    with pytest.raises(CommandError, match="subject_not_found"):
        run("create_api_token", "--tenant", tenant_id, "--username", "nobody")


def test_an_operator_lists_and_revokes_api_tokens(tenant_id: str) -> None:
    # (a token could only be revoked from Python: every `make demo` minted one for good)
    secret = run(
        "create_api_token", "--tenant", tenant_id, "--username", "stephen", "--label", "laptop"
    )
    with tenant_context(tenant_id):
        token = ApiToken.objects.get(key_hash=hash_api_secret(secret))
    listed = run("api_tokens", "--tenant", tenant_id)
    assert f"{token.pk}  stephen 'laptop'  issued " in listed and listed.endswith("active")
    assert run("revoke_api_token", str(token.pk), "--tenant", tenant_id) == f"revoked {token.pk}"
    with tenant_context(tenant_id):
        token.refresh_from_db()
        assert token.revoked_at is not None
        entry = AuditEntry.objects.order_by("-seq")[0]
    assert entry.kind == "governance.api_token_revoked"
    assert "  revoked " in run("api_tokens", "--tenant", tenant_id, "--username", "stephen")
    with pytest.raises(CommandError, match="api_token_already_revoked"):
        run("revoke_api_token", str(token.pk), "--tenant", tenant_id)
    with pytest.raises(CommandError, match="api_token_not_found"):
        run("revoke_api_token", "00000000-0000-0000-0000-000000000001", "--tenant", tenant_id)


@pytest.mark.parametrize(
    "command",
    [
        ("create_api_token", "--username", "stephen"),
        ("api_tokens",),
        ("revoke_api_token", "00000000-0000-0000-0000-000000000001"),
        ("revoke_grant", "00000000-0000-0000-0000-000000000001", "--reason", "x"),
        ("grant", "--to", "stephen", "--role", "rubric_reader", "--basis", "x"),
        ("tenant_policy", "--actor", "stephen"),
        ("create_service_account", "--username", "svc", "--actor", "stephen"),
        ("create_rubric", "--name", "R", "--actor", "stephen"),
        ("withdraw_signed_document", "00000000-0000-0000-0000-000000000001", "--reason", "x"),
        (
            "import_signed_document",
            "--kind",
            "labor_contract",
            "--signed-on",
            "2026-01-01",
            "--file",
            "contract.md",
            "--actor",
            "stephen",
        ),
    ],
)
def test_an_unknown_tenant_is_said_to_be_unknown(tenant_id: str, command: tuple[str, ...]) -> None:
    # (it had been "subject_not_found: no subject 'stephen' in this tenant")
    unknown = "00000000-0000-0000-0000-00000000abcd"
    with pytest.raises(CommandError, match=f"tenant_not_found: no tenant {unknown}"):
        run(command[0], "--tenant", unknown, *command[1:])


def test_service_account_names_are_unique_per_tenant_not_globally(tenant_id: str) -> None:
    """Another tenant's eval-svc neither blocks nor is revealed; names resolve in the tenant."""
    other_id = run("create_tenant", "Other company")
    first = run("create_service_account", "--tenant", tenant_id, "--username", "eval-svc")
    second = run("create_service_account", "--tenant", other_id, "--username", "eval-svc")
    assert first != second
    grant_id = run(
        "grant",
        "--tenant",
        other_id,
        "--to",
        "eval-svc",
        "--role",
        Role.RUBRIC_READER,
        "--basis",
        "Evaluation service",
    )
    with tenant_context(other_id):
        grant = Grant.objects.select_related("subject").get(pk=grant_id)
        assert grant.subject.username == "eval-svc"
        assert ApiToken.objects.get(key_hash=hash_api_secret(second)).subject == grant.subject
        # The Django login behind it is internal and tenant-qualified; it never signs in.
        assert grant.subject.user.username == f"{other_id}/eval-svc"
    with tenant_context(tenant_id):
        assert not Grant.objects.filter(subject__username="eval-svc").exists()
        assert Subject.objects.filter(username="eval-svc").count() == 1

    with pytest.raises(CommandError, match="subject_username_taken"):
        run("create_service_account", "--tenant", other_id, "--username", "eval-svc")
    # A service account may not take a person's name within the tenant either.
    with pytest.raises(CommandError, match="subject_username_taken"):
        run("create_service_account", "--tenant", tenant_id, "--username", "stephen")
    with pytest.raises(CommandError, match="subject_username_invalid"):
        run("create_service_account", "--tenant", tenant_id, "--username", "a/b")


def test_a_person_s_username_is_their_sign_in_name_unique_across_tenants(
    tenant_id: str,
) -> None:
    """People sign in with a plain username and no tenant, so it names one login only."""
    other_id = run("create_tenant", "Other company")
    run("create_service_account", "--tenant", tenant_id, "--username", "eval-svc")
    # A person may take a name that is only another tenant's service account.
    run("create_founder", "--tenant", other_id, "--username", "eval-svc")
    with tenant_context(other_id):
        assert Subject.objects.get(username="eval-svc", kind="human").user.username == "eval-svc"
    with pytest.raises(CommandError, match="subject_login_taken"):
        run("create_founder", "--tenant", other_id, "--username", "stephen")

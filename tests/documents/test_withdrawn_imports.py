"""An import withdrawn as a mistake: a founder imported the wrong file as the next version of a
document, every draft citation of it went stale, and nothing brought the right text back (the
same file twice is refused). Withdrawing the import makes the version before it the text
citations are checked against again."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.db import ProgrammingError, connection, transaction
from django.utils import translation

from audit.models import AuditEntry
from cyberos_eval.errors import AccessDenied, Conflict, ValidationFailed
from cyberos_eval.tenancy import tenant_context
from governance.actors import OPERATOR
from rubric.documents.selectors import latest_documents
from rubric.models import SignedDocument, SignedDocumentWithdrawal
from rubric.selectors import tenant_today
from rubric.services import add_item, approve_version, publish_version, revert_to_draft
from rubric.services.documents import withdraw_signed_document
from tests.admin.conftest import client_for
from tests.documents.test_import import LEAVE, WORKING_TIME
from tests.factories import SMALL_LABOR_CONTRACT, import_document

pytestmark = pytest.mark.django_db

# The wrong employee's contract: another number of hours, and a clause of its own.
WRONG_CONTRACT = SMALL_LABOR_CONTRACT.replace("40 giờ/tuần", "48 giờ/tuần").replace(
    "40 hours per week", "48 hours per week"
)


def _mistaken(founder, tmp_path, draft):
    first = import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    hours = add_item(actor=founder, version=draft, data=WORKING_TIME)
    leave = add_item(actor=founder, version=draft, data=LEAVE)
    wrong = import_document(
        founder.tenant, tmp_path, "labor_contract", WRONG_CONTRACT, name="wrong.md"
    )
    with tenant_context(founder.tenant):
        hours.refresh_from_db()
        leave.refresh_from_db()
    assert hours.citation_stale and not leave.citation_stale  # the wrong text's doing
    assert leave.cited_document_id == wrong.document.pk
    return first.document, wrong.document, hours, leave


def test_withdrawing_the_wrong_import_restores_the_text_and_its_citations(
    draft, founder, tmp_path
) -> None:
    first, wrong, hours, leave = _mistaken(founder, tmp_path, draft)
    result = withdraw_signed_document(actor=founder, document=wrong, reason="Nhầm hợp đồng")
    assert result.restored == first
    assert [item.pk for item in result.lifted_items] == [hours.pk]
    with tenant_context(founder.tenant):
        assert latest_documents(["labor_contract"])["labor_contract"] == first
        hours.refresh_from_db()
        leave.refresh_from_db()
        assert SignedDocument.objects.filter(pk=wrong.pk).exists()  # kept, as imported
        (row,) = AuditEntry.objects.filter(kind="eval.signed_document_withdrawn")
    assert (hours.citation_stale, hours.cited_document_id) == (False, first.pk)
    assert (leave.citation_stale, leave.cited_document_id) == (False, first.pk)
    assert row.payload["version_no"] == 2 and row.payload["restored_version_no"] == 1
    assert row.payload["reason"] == "Nhầm hợp đồng"
    assert [entry["rubric_item_id"] for entry in row.payload["lifted_items"]] == [str(hours.pk)]
    assert {"reworded_items", "still_stale_items", "approved_versions"} <= set(row.payload)
    # The next import is version 3: numbers are never reused.
    amended = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        SMALL_LABOR_CONTRACT.replace("12 ngày", "14 ngày").replace("12 working", "14 working"),
        name="v3.md",
    )
    assert amended.document.version_no == 3


def test_only_the_latest_uncited_import_is_withdrawn_by_a_person_with_a_reason(
    draft, founder, service_account, tmp_path
) -> None:
    first, wrong, _hours, _leave = _mistaken(founder, tmp_path, draft)
    with pytest.raises(ValidationFailed) as caught:
        withdraw_signed_document(actor=founder, document=wrong, reason="  ")
    assert caught.value.code == "signed_document_withdrawal_reason_required"
    with pytest.raises(AccessDenied) as denied:
        withdraw_signed_document(actor=service_account, document=wrong, reason="mistake")
    assert denied.value.code == "rubric_requires_human_approver"
    with pytest.raises(Conflict) as conflict:
        withdraw_signed_document(actor=founder, document=first, reason="mistake")
    assert conflict.value.code == "signed_document_not_latest"
    withdraw_signed_document(actor=OPERATOR, document=wrong, reason="mistake")
    with pytest.raises(Conflict) as twice:
        withdraw_signed_document(actor=founder, document=wrong, reason="mistake")
    assert twice.value.code == "signed_document_already_withdrawn"
    with tenant_context(founder.tenant):
        assert SignedDocumentWithdrawal.objects.count() == 1


def test_a_version_an_approved_rubric_cites_is_not_withdrawn(draft, founder, tmp_path) -> None:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    add_item(actor=founder, version=draft, data=LEAVE)
    second = import_document(
        founder.tenant, tmp_path, "labor_contract", WRONG_CONTRACT, name="wrong.md"
    ).document
    approve_version(actor=founder, version=draft)
    with pytest.raises(Conflict) as caught:
        withdraw_signed_document(actor=founder, document=second, reason="mistake")
    assert caught.value.code == "signed_document_cited"
    with translation.override("en"):
        assert str(caught.value.detail) == (
            "Version 2 is cited by CyberSkill employment rubric v1 (approved). Revert the "
            "approved version to draft first, then withdraw this import."
        )
    revert_to_draft(actor=founder, version=draft, reason="withdraw the wrong contract")
    assert withdraw_signed_document(actor=founder, document=second, reason="mistake").restored


def test_a_version_a_published_rubric_cites_stays_and_the_advice_says_so(
    draft, founder, tmp_path
) -> None:
    """The advice had been to revert the version to draft first, which a published version
    cannot do: its citations never change, so the corrected text comes as the next version."""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    add_item(actor=founder, version=draft, data=LEAVE)
    second = import_document(
        founder.tenant, tmp_path, "labor_contract", WRONG_CONTRACT, name="wrong.md"
    ).document
    approve_version(actor=founder, version=draft)
    with tenant_context(founder.tenant):
        publish_version(actor=founder, version=draft, effective_from=tenant_today(founder.tenant))
    with pytest.raises(Conflict) as caught:
        withdraw_signed_document(actor=founder, document=second, reason="mistake")
    assert caught.value.code == "signed_document_cited"
    with translation.override("en"):
        assert str(caught.value.detail) == (
            "Version 2 is cited by CyberSkill employment rubric v1 (published). A published "
            "version's citations cannot change, so this import cannot be withdrawn; import the "
            "corrected text as the next version instead."
        )
    with translation.override("vi"):
        advice = str(caught.value.detail)
    assert "không thể rút lại lần nhập này" in advice and "bản nháp" not in advice
    with tenant_context(founder.tenant):
        assert not SignedDocumentWithdrawal.objects.exists()


def test_withdrawing_the_only_version_flags_the_drafts_citing_it(draft, founder, tmp_path) -> None:
    only = import_document(
        founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT
    ).document
    hours = add_item(actor=founder, version=draft, data=WORKING_TIME)
    result = withdraw_signed_document(actor=founder, document=only, reason="wrong employee")
    assert result.restored is None and [item.pk for item in result.stale_items] == [hours.pk]
    with tenant_context(founder.tenant):
        assert latest_documents(["labor_contract"]) == {}
        hours.refresh_from_db()
    assert hours.citation_stale


def test_a_withdrawal_is_kept_as_recorded(draft, founder, tmp_path) -> None:
    _first, wrong, _hours, _leave = _mistaken(founder, tmp_path, draft)
    withdraw_signed_document(actor=founder, document=wrong, reason="mistake")
    with tenant_context(founder.tenant):
        for statement in (
            "UPDATE signed_document_withdrawal SET reason = 'changed'",
            "DELETE FROM signed_document_withdrawal",
        ):
            with (
                pytest.raises(ProgrammingError),
                transaction.atomic(),
                connection.cursor() as cursor,
            ):
                cursor.execute(statement)


def test_withdraw_from_the_command_line_and_the_admin(draft, founder, tmp_path) -> None:
    first, wrong, hours, _leave = _mistaken(founder, tmp_path, draft)
    out = io.StringIO()
    call_command(
        "withdraw_signed_document",
        str(wrong.pk),
        "--tenant",
        str(founder.tenant_id),
        "--reason",
        "wrong employee",
        stdout=out,
    )
    assert "withdrew labor_contract v2: v1 is again the text citations are checked against" in (
        out.getvalue()
    )
    assert f"no longer stale: item {hours.pk} cites §4.1" in out.getvalue()
    client = client_for(founder)
    page = client.get(f"/admin/rubric/signeddocument/{wrong.pk}/change/").text
    assert 'data-testid="withdrawn"' in page and "wrong employee" in page
    latest = client.get(f"/admin/rubric/signeddocument/{first.pk}/change/").text
    assert 'data-testid="withdraw"' in latest
    assert "v2</a> <small>(" in latest  # the withdrawn version marked in the list of versions
    listed = client.get("/admin/rubric/signeddocument/").text
    assert "icon-yes.svg" in listed and "icon-no.svg" in listed


def test_withdraw_in_the_admin_says_what_it_did(draft, founder, tmp_path) -> None:
    first, wrong, _hours, _leave = _mistaken(founder, tmp_path, draft)
    client = client_for(founder)
    url = f"/admin/rubric/signeddocument/{wrong.pk}/withdraw/"
    assert 'name="reason"' in client.get(url).text
    refused = client.post(url, {"reason": ""})
    assert refused.status_code == 200
    response = client.post(url, {"reason": "Nhầm tệp"}, follow=True)
    assert response.redirect_chain[-1][0] == f"/admin/rubric/signeddocument/{first.pk}/change/"
    shown = [str(m) for m in response.context["messages"]]
    assert any("v1" in line for line in shown), shown


def test_a_file_whose_import_was_withdrawn_may_be_imported_again(draft, founder, tmp_path) -> None:
    """The review of the day's changes: an amendment imported with a date typed wrong was
    withdrawn, and the same file, dated right, was then refused as already imported."""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    amended = SMALL_LABOR_CONTRACT.replace("12 ngày", "14 ngày").replace("12 working", "14 working")
    mistyped = import_document(
        founder.tenant, tmp_path, "labor_contract", amended, signed_on="2026-11-26", name="v2.md"
    ).document
    withdraw_signed_document(actor=founder, document=mistyped, reason="signed 2026-06-01")
    again = import_document(
        founder.tenant, tmp_path, "labor_contract", amended, signed_on="2026-06-01", name="v2.md"
    ).document
    assert (again.version_no, again.sha256) == (3, mistyped.sha256)
    with pytest.raises(Conflict) as caught:
        import_document(
            founder.tenant, tmp_path, "labor_contract", amended, signed_on="2026-06-02", name="x.md"
        )
    assert caught.value.code == "signed_document_already_imported"


@pytest.mark.parametrize(
    ("reason", "code"),
    [
        ("  \t\u200b\u00a0 ", "signed_document_withdrawal_reason_required"),
        ("\u200b\u2060\ufeff", "signed_document_withdrawal_reason_required"),
        ("x" * 2001, "signed_document_withdrawal_reason_too_long"),
    ],
)
def test_a_reason_is_visible_and_of_a_readable_length(
    draft, founder, tmp_path, reason, code
) -> None:
    """A red team withdrew an import with a reason of one zero-width space, and with two
    million characters (the audit row carried them all)."""
    _first, wrong, _hours, _leave = _mistaken(founder, tmp_path, draft)
    with pytest.raises(ValidationFailed) as caught:
        withdraw_signed_document(actor=founder, document=wrong, reason=reason)
    assert caught.value.code == code
    with tenant_context(founder.tenant):
        assert not SignedDocumentWithdrawal.objects.exists()


def test_the_withdraw_page_of_a_version_not_withdrawable_says_so(draft, founder, tmp_path) -> None:
    first, wrong, _hours, _leave = _mistaken(founder, tmp_path, draft)
    client = client_for(founder)
    page = client.get(f"/admin/rubric/signeddocument/{first.pk}/withdraw/", follow=True)
    assert page.redirect_chain == [(f"/admin/rubric/signeddocument/{first.pk}/change/", 302)]
    assert 'name="reason"' not in page.text
    withdraw_signed_document(actor=founder, document=wrong, reason="mistake")
    again = client.get(f"/admin/rubric/signeddocument/{wrong.pk}/withdraw/", follow=True)
    assert 'name="reason"' not in again.text and len(again.context["messages"]) == 1

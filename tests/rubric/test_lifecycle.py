"""Approval, publication, back-dating, separation of duties, races and text normalisation."""

from __future__ import annotations

import datetime as dt
import threading
import unicodedata

import pytest
from django.db import connections

from audit.models import AuditEntry
from cyberos_eval.errors import Conflict, DomainError, ValidationFailed
from cyberos_eval.tenancy import tenant_context
from governance.models import Role
from governance.services import set_separation_of_duties
from rubric.models import RubricVersion
from rubric.selectors import resolve_effective
from rubric.services import (
    add_item,
    approve_version,
    create_draft_version,
    create_rubric,
    publish_version,
    revert_to_draft,
    start_revision,
    update_item,
)
from tests.factories import make_founder, make_grant, make_subject, make_tenant
from tests.rubric.conftest import fill, good_kpi, good_obligation, publish


def last_entry(tenant) -> AuditEntry:
    with tenant_context(tenant):
        return AuditEntry.objects.order_by("-seq")[0]


@pytest.mark.django_db
def test_approval_records_who_when_and_the_fingerprint(draft, founder) -> None:
    fill(draft, founder, good_obligation())
    approved = approve_version(actor=founder, version=draft)
    assert approved.state == "approved" and approved.approver_subject_id == founder.pk
    assert len(approved.approved_fingerprint) == 64
    published = publish(approved, founder, "2026-01-01")
    assert published.content_hash == approved.approved_fingerprint


@pytest.mark.django_db
def test_approved_version_can_be_reverted_to_draft_with_a_reason(draft, founder) -> None:
    fill(draft, founder, good_obligation())
    approve_version(actor=founder, version=draft)
    with pytest.raises(ValidationFailed) as caught:
        revert_to_draft(actor=founder, version=draft, reason=" ")
    assert caught.value.code == "rubric_revert_reason_required"
    reverted = revert_to_draft(actor=founder, version=draft, reason="Legal asked for changes")
    assert (reverted.state, reverted.approver_subject_id, reverted.approved_fingerprint) == (
        "draft",
        None,
        "",
    )
    entry = last_entry(founder.tenant)
    assert (entry.kind, entry.payload["action"], entry.payload["reason"]) == (
        "eval.rubric_edited",
        "reverted_to_draft",
        "Legal asked for changes",
    )
    assert add_item(actor=founder, version=reverted, data=good_kpi()).pk  # editable again


@pytest.mark.django_db
def test_incoherent_drafts_cannot_be_approved(draft, founder) -> None:
    fill(draft, founder, good_obligation(title_en=None))
    with pytest.raises(ValidationFailed) as caught:
        approve_version(actor=founder, version=draft)
    assert caught.value.code == "rubric_item_missing_en"


@pytest.mark.django_db
def test_publishing_lists_every_problem(draft, founder) -> None:
    fill(
        draft,
        founder,
        good_obligation(title_en=None),
        good_kpi(description_vi="Mô tả", description_en=None),
    )
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, "2026-01-01")
    assert caught.value.status == 422
    codes = sorted((p.code, p.field) for p in caught.value.problems)
    assert codes == [
        ("rubric_item_missing_en", "title_en"),
        ("rubric_item_translation_incomplete", "description_en"),
    ]


def quote_problems(error: ValidationFailed) -> list[tuple[str, str | None, str | None]]:
    return sorted((p.code, p.field, p.item_id) for p in error.problems)


@pytest.mark.django_db
def test_an_item_is_quoted_verbatim_in_both_languages_to_be_approved_or_published(
    draft, founder
) -> None:
    """Citing "Article 2.2" with no quote was approved and published, both quotes null. A draft
    may be worked on unquoted; approving and publishing name the item and each missing
    language."""
    unquoted = good_obligation(clause_ref="Article 2.2", source_quote_vi=None, source_quote_en=None)
    (item,) = fill(draft, founder, unquoted)
    assert (item.source_quote_vi, item.source_quote_en) == (None, None)  # a draft may lack them
    both_missing = [
        ("rubric_item_quote_missing", "source_quote_en", str(item.pk)),
        ("rubric_item_quote_missing", "source_quote_vi", str(item.pk)),
    ]
    with pytest.raises(ValidationFailed) as refused:
        approve_version(actor=founder, version=draft)
    assert (refused.value.status, refused.value.code) == (422, "rubric_item_quote_missing")
    assert quote_problems(refused.value) == both_missing
    with pytest.raises(ValidationFailed) as refused:
        publish(draft, founder, "2026-01-01")
    assert (refused.value.status, refused.value.code) == (422, "rubric_item_quote_missing")
    assert quote_problems(refused.value) == both_missing

    # One language quoted: the other is named (not reported as an incomplete translation too).
    update_item(
        actor=founder, item=item, changes={"source_quote_vi": "Người lao động phải giữ bí mật"}
    )
    with pytest.raises(ValidationFailed) as refused:
        publish(draft, founder, "2026-01-01")
    assert quote_problems(refused.value) == [
        ("rubric_item_quote_missing", "source_quote_en", str(item.pk))
    ]
    update_item(
        actor=founder, item=item, changes={"source_quote_en": "The employee shall keep secret"}
    )
    assert reload(draft).state == "draft"
    assert publish(draft, founder, "2026-01-01").state == "published"


def reload(version: RubricVersion) -> RubricVersion:
    with tenant_context(version.tenant_id):
        return RubricVersion.objects.get(pk=version.pk)


@pytest.mark.django_db
def test_separation_of_duties_when_the_tenant_requires_it(draft, founder) -> None:
    (item,) = fill(draft, founder, good_obligation())
    set_separation_of_duties(actor=founder, tenant=founder.tenant, required=True)
    entry = last_entry(founder.tenant)
    assert (entry.kind, entry.payload["changes"]) == (
        "governance.tenant_policy_changed",
        {"require_separate_approver": [False, True]},
    )
    with pytest.raises(DomainError) as caught:
        approve_version(actor=founder, version=draft)
    assert (caught.value.status, caught.value.code) == (403, "rubric_separation_of_duties")
    second_admin, third_admin = make_subject(founder.tenant), make_subject(founder.tenant)
    make_grant(second_admin, Role.RUBRIC_ADMIN)
    make_grant(third_admin, Role.RUBRIC_ADMIN)
    # An intermediate editor stays an author even after someone else edits the item again.
    update_item(actor=second_admin, item=item, changes={"weight": "11"})
    update_item(actor=founder, item=item, changes={"weight": "12"})
    with pytest.raises(DomainError):
        approve_version(actor=second_admin, version=draft)
    assert approve_version(actor=third_admin, version=draft).state == "approved"


@pytest.mark.django_db
def test_separation_of_duties_is_off_by_default(draft, founder) -> None:
    fill(draft, founder, good_obligation())
    assert approve_version(actor=founder, version=draft).state == "approved"


@pytest.mark.django_db
def test_backdating_over_a_version_in_force_needs_a_reason_which_is_audited(draft, founder) -> None:
    fill(draft, founder, good_obligation())
    v1 = publish(draft, founder, "2026-01-01")  # first publish: nothing is cut short
    v2 = start_revision(actor=founder, version=v1)
    with pytest.raises(ValidationFailed) as caught:
        publish(v2, founder, "2026-07-01")
    assert caught.value.code == "rubric_backdating_reason_required"
    publish(v2, founder, "2026-07-01", reason="Appendix amendment signed 2026-07-01")
    entry = last_entry(founder.tenant)
    assert entry.kind == "eval.rubric_published"
    assert entry.payload["backdated"] is True
    assert entry.payload["reason"] == "Appendix amendment signed 2026-07-01"


@pytest.mark.django_db
def test_future_dated_publish_needs_no_reason_and_history_stays_resolvable(draft, founder) -> None:
    fill(draft, founder, good_obligation())
    v1 = publish(draft, founder, "2026-01-01")
    v2 = publish(start_revision(actor=founder, version=v1), founder, "2027-01-01")
    with tenant_context(founder.tenant):
        assert resolve_effective(v1.rubric, dt.date(2026, 12, 31)).pk == v1.pk
        assert resolve_effective(v1.rubric, dt.date(2027, 1, 1)).pk == v2.pk


@pytest.mark.django_db
def test_publishing_twice_is_refused(draft, founder) -> None:
    fill(draft, founder, good_obligation())
    publish(draft, founder, "2026-01-01")
    with pytest.raises(Conflict) as caught:
        publish(draft, founder, "2027-01-01")
    assert caught.value.code == "rubric_version_transition_invalid"


@pytest.mark.django_db
def test_vietnamese_nfd_input_is_stored_nfc(draft, founder) -> None:
    nfd = unicodedata.normalize("NFD", "Bảo mật thông tin")
    assert nfd != "Bảo mật thông tin"
    item = add_item(
        actor=founder, version=draft, data=good_obligation(title_vi=nfd, source_quote_vi=nfd)
    )
    with tenant_context(founder.tenant):
        item.refresh_from_db()
    assert item.title_vi == "Bảo mật thông tin" == unicodedata.normalize("NFC", item.title_vi)
    assert item.source_quote_vi == "Bảo mật thông tin"


@pytest.mark.django_db
def test_write_time_rules_have_stable_codes(draft, founder) -> None:
    cases = {
        "rubric_item_weight_negative": good_obligation(weight="-1"),
        "rubric_item_weight_invalid": good_obligation(weight="abc"),
        "rubric_item_obligation_kind_unexpected": good_kpi(obligation_kind="non_compete"),
        "rubric_item_check_type_invalid": good_kpi(check_type="vibes"),
        "rubric_item_kind_invalid": good_kpi(item_kind="wish"),
        "rubric_item_field_unknown": good_kpi(employee_id="e-1"),
        "rubric_item_clause_ref_too_long": good_kpi(clause_ref="§" * 65),
    }
    for code, data in cases.items():
        with pytest.raises(ValidationFailed) as caught:
            add_item(actor=founder, version=draft, data=data)
        assert caught.value.code == code, data
    with tenant_context(founder.tenant):
        assert draft.items.count() == 0


@pytest.mark.django_db
@pytest.mark.parametrize("weight", ["năm", "abc", "1e999", "-1"])
def test_a_weight_that_is_no_number_is_one_problem_not_also_a_missing_weight(
    draft, founder, weight
) -> None:
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=good_obligation(weight=weight))
    assert [problem.field for problem in caught.value.problems] == ["weight"]
    assert "required" not in str(caught.value.problems[0].detail)


@pytest.mark.django_db
def test_only_published_or_superseded_versions_are_revised(draft, founder) -> None:
    with pytest.raises(Conflict) as caught:
        start_revision(actor=founder, version=draft)
    assert caught.value.code == "rubric_revision_source_invalid"


def test_concurrent_overlapping_publishes_exactly_one_wins(committed) -> None:
    founder = make_founder(make_tenant())
    base = create_rubric(actor=founder, tenant=founder.tenant, name="Race")
    fill(base, founder, good_obligation())
    v1 = publish(base, founder, "2026-01-01")
    contenders = [
        start_revision(actor=founder, version=v1),
        create_draft_version(actor=founder, rubric=v1.rubric),
    ]
    fill(contenders[1], founder, good_kpi())
    start = threading.Barrier(len(contenders))
    outcomes: list[str] = []

    def race(version: RubricVersion) -> None:
        try:
            start.wait()
            publish_version(actor=founder, version=version, effective_from=dt.date(2027, 3, 1))
            outcomes.append("published")
        except DomainError as error:
            outcomes.append(error.code)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=race, args=(v,)) for v in contenders]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == ["published", "rubric_effective_overlap"]
    with tenant_context(founder.tenant):
        states = sorted(RubricVersion.objects.values_list("state", flat=True))
    assert states == ["draft", "published", "superseded"]


@pytest.mark.django_db
@pytest.mark.parametrize("day", ["1999-12-31", "2062-01-01"])
def test_an_implausible_effective_date_is_refused(draft, founder, day) -> None:
    fill(draft, founder, good_obligation())
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, day)
    assert caught.value.code == "rubric_effective_from_out_of_range"

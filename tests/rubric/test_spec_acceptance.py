"""The 18 acceptance criteria of TASK-EVAL-002 §4, against real PostgreSQL as cyberos_app."""

from __future__ import annotations

import datetime as dt

import pytest
from django.db import IntegrityError, connection, transaction
from django.db.utils import ProgrammingError

from audit.models import AuditEntry
from cyberos_eval.errors import AccessDenied, Conflict, ValidationFailed
from cyberos_eval.tenancy import tenant_context
from governance.models import Role
from rubric.genie.proposer import Proposal
from rubric.genie.service import propose_items
from rubric.models import Rubric, RubricItem, RubricVersion
from rubric.selectors import NoEffectiveVersion, effective_items, resolve_effective
from rubric.services import add_item, approve_version, create_rubric, start_revision, update_item
from tests.factories import make_grant, make_subject, make_tenant
from tests.rubric.conftest import fill, good_kpi, good_obligation, publish

pytestmark = pytest.mark.django_db
# Today is after 2026-07-01, so publishing from then cuts v1 short in the past: say why.
AMENDED = "Total rewards appendix amended on 2026-07-01"


def code_of(excinfo) -> str:
    return excinfo.value.code


# AC1 -----------------------------------------------------------------------------------------
def test_ac1_tables_are_tenant_scoped_under_rls_and_isolated(draft, founder) -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT relname, relrowsecurity, relforcerowsecurity FROM pg_class "
            "WHERE relname IN ('rubric', 'rubric_version', 'rubric_item') ORDER BY relname"
        )
        assert cursor.fetchall() == [
            ("rubric", True, True),
            ("rubric_item", True, True),
            ("rubric_version", True, True),
        ]
    fill(draft, founder, good_obligation())
    other = make_tenant()
    with tenant_context(other):
        assert Rubric.objects.count() == 0
        assert RubricVersion.objects.count() == 0
        assert RubricItem.objects.filter(rubric_version=draft).count() == 0


# AC2 -----------------------------------------------------------------------------------------
def test_ac2_uncited_item_is_rejected_cited_item_accepted(draft, founder) -> None:
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=good_obligation(clause_ref=""))
    assert (caught.value.status, code_of(caught)) == (422, "rubric_item_uncited")
    with tenant_context(founder.tenant):
        assert not RubricItem.objects.exists()
    item = add_item(actor=founder, version=draft, data=good_obligation(clause_ref="§4.2"))
    assert item.clause_ref == "§4.2"


# AC3 -----------------------------------------------------------------------------------------
def test_ac3_source_doc_is_one_of_the_three(draft, founder) -> None:
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=good_obligation(source_doc="handbook"))
    assert code_of(caught) == "rubric_item_source_doc_invalid"
    # The database's CHECK refuses it too, whatever the Python path.
    with (
        tenant_context(founder.tenant),
        pytest.raises(IntegrityError, match="source_doc_valid"),
        transaction.atomic(),
    ):
        RubricItem.objects.create(
            tenant=founder.tenant,
            rubric_version=draft,
            source_doc="handbook",
            clause_ref="§1",
            item_kind="kpi",
            check_type="attestation",
            weight=1,
            title_vi="x",
        )
    assert add_item(actor=founder, version=draft, data=good_obligation(source_doc="nda_ip")).pk


# AC4 -----------------------------------------------------------------------------------------
def test_ac4_obligation_requires_its_kind(draft, founder) -> None:
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=good_obligation(obligation_kind=None))
    assert code_of(caught) == "rubric_item_obligation_kind_required"
    item = add_item(
        actor=founder, version=draft, data=good_obligation(obligation_kind="confidentiality")
    )
    assert item.obligation_kind == "confidentiality"


# AC5 -----------------------------------------------------------------------------------------
def test_ac5_check_params_are_validated_per_check_type(draft, founder) -> None:
    item = add_item(actor=founder, version=draft, data=good_kpi())
    assert item.check_params == {"target": 0.9, "operator": ">="}
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=good_kpi(check_params={}))
    assert (caught.value.status, code_of(caught)) == (422, "rubric_item_check_params_invalid")


# AC6 -----------------------------------------------------------------------------------------
def test_ac6_vietnamese_is_required_english_may_be_absent(draft, founder) -> None:
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=good_obligation(title_vi=""))
    assert (caught.value.status, code_of(caught)) == (422, "rubric_item_missing_vi")
    item = add_item(
        actor=founder,
        version=draft,
        data=good_obligation(title_en=None, source_quote_en=None, description_en=None),
    )
    assert item.title_en is None


# AC7 -----------------------------------------------------------------------------------------
def test_ac7_published_item_cannot_be_updated_by_the_application_role(draft, founder) -> None:
    fill(draft, founder, good_obligation())
    publish(draft, founder, "2026-01-01")
    with tenant_context(founder.tenant), connection.cursor() as cursor:
        assert connection.settings_dict["USER"] == "cyberos_app"
        with (
            pytest.raises(ProgrammingError, match="rubric_version_immutable") as caught,
            transaction.atomic(),
        ):
            cursor.execute(
                "UPDATE rubric_item SET weight = 99 WHERE rubric_version_id = %s", [draft.pk]
            )
        assert getattr(caught.value.__cause__, "sqlstate", None) == "42501"  # permission denied


# AC8 -----------------------------------------------------------------------------------------
def test_ac8_recuration_makes_a_new_version_and_supersedes_the_old(draft, founder) -> None:
    (item,) = fill(draft, founder, good_obligation())
    v1 = publish(draft, founder, "2026-01-01")
    v2 = start_revision(actor=founder, version=v1)
    assert (v2.version_no, v2.state, v2.revised_from_id) == (2, "draft", v1.pk)
    with tenant_context(founder.tenant):
        (copy,) = v2.items.all()
    assert copy.lineage_id == item.lineage_id and copy.pk != item.pk
    update_item(actor=founder, item=copy, changes={"weight": "15"})
    publish(v2, founder, "2026-07-01", reason=AMENDED)
    with tenant_context(founder.tenant):
        v1.refresh_from_db()
        item.refresh_from_db()
    assert (v1.state, v1.effective_to) == ("superseded", dt.date(2026, 7, 1))
    assert str(item.weight) == "10.00"  # the published original never changed


# AC9 -----------------------------------------------------------------------------------------
def test_ac9_resolve_effective_returns_the_version_in_force(draft, founder) -> None:
    fill(draft, founder, good_obligation())
    v1 = publish(draft, founder, "2026-01-01")
    v2 = publish(start_revision(actor=founder, version=v1), founder, "2026-07-01", reason=AMENDED)
    rubric = v1.rubric
    with tenant_context(founder.tenant):
        assert resolve_effective(rubric, dt.date(2026, 3, 15)).pk == v1.pk
        assert resolve_effective(rubric, dt.date(2026, 6, 30)).pk == v1.pk
        assert resolve_effective(rubric, dt.date(2026, 7, 1)).pk == v2.pk
        assert resolve_effective(rubric, dt.date(2026, 9, 1)).version_no == 2
        with pytest.raises(NoEffectiveVersion) as caught:
            resolve_effective(rubric, dt.date(2025, 12, 31))
        assert (caught.value.code, caught.value.status) == ("no_effective_version", 404)


# AC10 ----------------------------------------------------------------------------------------
def test_ac10_a_service_account_cannot_publish_a_human_can(draft, founder, service_account) -> None:
    fill(draft, founder, good_obligation())
    with pytest.raises(AccessDenied) as caught:
        publish(draft, service_account, "2026-01-01")
    assert (caught.value.status, code_of(caught)) == (403, "rubric_requires_human_approver")
    with tenant_context(founder.tenant):
        draft.refresh_from_db()
    assert draft.state == "draft"
    assert publish(draft, founder, "2026-01-01").state == "published"


# AC11 ----------------------------------------------------------------------------------------
def test_ac11_draft_items_are_never_evaluable(draft, founder) -> None:
    (published_item,) = fill(draft, founder, good_obligation())
    v1 = publish(draft, founder, "2026-01-01")
    v2 = start_revision(actor=founder, version=v1)
    (draft_item,) = fill(v2, founder, good_kpi())
    with tenant_context(founder.tenant):
        ids = set(effective_items(v1.rubric, dt.date(2026, 12, 1)).values_list("pk", flat=True))
    assert published_item.pk in ids and draft_item.pk not in ids
    lone = create_rubric(actor=founder, tenant=founder.tenant, name="Only a draft")
    fill(lone, founder, good_kpi())
    with tenant_context(founder.tenant), pytest.raises(NoEffectiveVersion) as caught:
        effective_items(lone.rubric, dt.date(2026, 12, 1))
    assert caught.value.code == "no_effective_version"


# AC14 ----------------------------------------------------------------------------------------
def test_ac14_authoring_and_reading_are_gated_by_grants(draft, founder) -> None:
    tenant = founder.tenant
    nobody, reader = make_subject(tenant), make_subject(tenant)
    make_grant(reader, Role.RUBRIC_READER)
    for outsider in (nobody, reader):
        with pytest.raises(AccessDenied) as caught:
            add_item(actor=outsider, version=draft, data=good_obligation())
        assert code_of(caught) == "rubric_access_denied"
    from governance.access import require

    with tenant_context(tenant):
        with pytest.raises(AccessDenied) as caught:
            require(nobody, Role.RUBRIC_READER, draft.rubric)
        assert code_of(caught) == "rubric_access_denied"
        require(reader, Role.RUBRIC_READER, draft.rubric)


# AC15 ----------------------------------------------------------------------------------------
def test_ac15_every_mutation_writes_its_chained_audit_row(draft, founder) -> None:
    def kinds_since(seq: int) -> list[AuditEntry]:
        with tenant_context(founder.tenant):
            return list(AuditEntry.objects.filter(seq__gt=seq).order_by("seq"))

    def last_seq() -> int:
        with tenant_context(founder.tenant):
            return AuditEntry.objects.order_by("-seq").values_list("seq", flat=True)[0]

    start = last_seq()
    (item,) = fill(draft, founder, good_obligation())
    update_item(actor=founder, item=item, changes={"weight": "12"})
    approve_version(actor=founder, version=draft)
    v1 = publish(draft, founder, "2026-01-01")
    v2 = start_revision(actor=founder, version=v1)
    publish(v2, founder, "2026-07-01", reason=AMENDED)
    rows = kinds_since(start)
    assert [r.kind for r in rows] == [
        "eval.rubric_drafted",  # item added
        "eval.rubric_edited",  # weight changed
        "eval.rubric_approved",
        "eval.rubric_published",  # v1
        "eval.rubric_drafted",  # revision v2
        "eval.rubric_superseded",  # v1
        "eval.rubric_published",  # v2
    ]
    for row in rows:
        assert row.actor_subject_id == founder.pk
        assert row.payload["actor_subject_id"] == str(founder.pk)
        assert row.payload["rubric_id"] == str(draft.rubric_id)
        assert {"rubric_version_id", "version_no", "trace_id"} <= set(row.payload)
    added = rows[0].payload
    assert (added["item_id"], added["source_doc"], added["clause_ref"], added["authored_by"]) == (
        str(item.pk),
        "nda_ip",
        "§4.2",
        "human",
    )
    assert rows[3].payload["effective_from"] == "2026-01-01"
    assert rows[3].payload["content_hash"] == v1.content_hash
    assert rows[5].payload["rubric_version_id"] == str(v1.pk)
    from audit import chain

    with tenant_context(founder.tenant):
        assert chain.verify(founder.tenant_id).ok


# AC16 ----------------------------------------------------------------------------------------
def test_ac16_publish_blocks_on_incoherence(draft, founder) -> None:
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, "2026-01-01")
    assert code_of(caught) == "rubric_version_empty"

    (cited,) = fill(draft, founder, good_obligation())

    ungrounded = Proposal("labor_contract", "", {**good_kpi(), "title_vi": "Đề xuất"}, 0.4)
    report = propose_items(actor=founder, version=draft, proposals=[ungrounded])
    (uncited,) = report.items
    with pytest.raises(ValidationFailed) as caught:
        publish(draft, founder, "2026-01-01")
    assert (caught.value.status, code_of(caught)) in {
        (422, "rubric_item_not_accepted"),
        (422, "rubric_item_uncited"),
    }
    named = {(p.code, p.item_id) for p in caught.value.problems}
    assert ("rubric_item_uncited", str(uncited.pk)) in named
    assert all(p.item_id != str(cited.pk) for p in caught.value.problems)


def test_ac16_overlapping_effective_from_is_a_conflict(draft, founder) -> None:
    fill(draft, founder, good_obligation())
    v1 = publish(draft, founder, "2026-01-01")
    v2 = start_revision(actor=founder, version=v1)
    with pytest.raises(Conflict) as caught:
        publish(v2, founder, "2026-01-01")
    assert (caught.value.status, code_of(caught)) == (409, "rubric_effective_overlap")
    with pytest.raises(Conflict):
        publish(v2, founder, "2025-06-01")


# AC17 ----------------------------------------------------------------------------------------
def test_ac17_no_per_person_data_in_the_rubric_schema() -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT table_name, column_name FROM information_schema.columns "
            "WHERE table_name IN ('rubric', 'rubric_version', 'rubric_item')"
        )
        columns = cursor.fetchall()
    assert len(columns) > 30
    forbidden = ("employee", "score", "evidence", "assessment", "assessee", "person", "staff")
    offending = [(t, c) for t, c in columns if any(word in c for word in forbidden)]
    assert offending == []


# AC18 ----------------------------------------------------------------------------------------
def test_ac18_metrics_are_emitted(draft, founder, django_capture_on_commit_callbacks) -> None:
    from tests.rubric.metrics import metric_points

    rejected_before = metric_points("eval_rubric_publishes_total").get((("result", "rejected"),), 0)
    with pytest.raises(ValidationFailed):
        publish(draft, founder, "2026-01-01")  # empty: rejected
    assert (
        metric_points("eval_rubric_publishes_total")[(("result", "rejected"),)]
        == rejected_before + 1
    )

    fill(
        draft,
        founder,
        good_obligation(),
        good_obligation(clause_ref="§4.3"),
        good_kpi(),
        good_kpi(clause_ref="§3.2", source_doc="labor_contract"),
    )
    with django_capture_on_commit_callbacks(execute=True):
        publish(draft, founder, "2026-01-01")
    gauge = {
        (dict(k)["item_kind"], dict(k)["source_doc"]): v
        for k, v in metric_points("eval_rubric_items_total").items()
        if dict(k)["rubric_id"] == str(draft.rubric_id)
    }
    assert gauge[("obligation", "nda_ip")] == 2
    assert gauge[("kpi", "total_rewards_appendix")] == 1
    assert gauge[("kpi", "labor_contract")] == 1
    assert sum(gauge.values()) == 4

"""Approved, published and superseded content cannot change through any path of the app role."""

from __future__ import annotations

import io
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.db import IntegrityError, connection, connections, transaction
from django.db.utils import ProgrammingError

from audit.models import AuditEntry
from cyberos_eval.errors import Conflict
from cyberos_eval.tenancy import tenant_context
from rubric.models import RubricItem, RubricVersion
from rubric.services import approve_version, start_revision, update_item
from tests.rubric.conftest import fill, good_kpi, good_obligation, publish


def raw(statement: str, *params: Any) -> None:
    with connection.cursor() as cursor:
        cursor.execute(statement, list(params))


def assert_refused(action) -> None:
    with pytest.raises(ProgrammingError) as caught, transaction.atomic():
        action()
    assert getattr(caught.value.__cause__, "sqlstate", None) == "42501"
    assert "rubric_version_immutable" in str(caught.value)


@pytest.fixture
def published(draft, founder):
    fill(draft, founder, good_obligation(), good_kpi())
    return publish(draft, founder, "2026-01-01")


@pytest.mark.django_db
@pytest.mark.parametrize("state", ["approved", "published", "superseded"])
def test_items_are_frozen_through_every_orm_and_sql_path(draft, founder, state) -> None:
    fill(draft, founder, good_obligation(), good_kpi())
    if state == "approved":
        approve_version(actor=founder, version=draft)
    else:
        v1 = publish(draft, founder, "2026-01-01")
        if state == "superseded":
            publish(start_revision(actor=founder, version=v1), founder, "2027-01-01")
    with tenant_context(founder.tenant):
        assert RubricVersion.objects.get(pk=draft.pk).state == state
        items = list(RubricItem.objects.filter(rubric_version=draft))
        one = items[0]

        def save() -> None:
            one.weight = 99
            one.save()

        def bulk_update() -> None:
            for item in items:
                item.weight = 1
            RubricItem.objects.bulk_update(items, ["weight"])

        def raw_sql() -> None:
            with connection.cursor() as cursor:
                cursor.execute("UPDATE rubric_item SET title_vi = 'x' WHERE id = %s", [one.pk])

        def insert() -> None:
            RubricItem.objects.create(
                tenant=founder.tenant,
                rubric_version=draft,
                source_doc="nda_ip",
                clause_ref="§9",
                item_kind="kpi",
                check_type="attestation",
                weight=1,
                title_vi="thêm",
            )

        assert_refused(save)
        assert_refused(lambda: RubricItem.objects.filter(pk=one.pk).update(weight=50))
        assert_refused(bulk_update)
        assert_refused(raw_sql)
        assert_refused(lambda: RubricItem.objects.filter(pk=one.pk).delete())
        assert_refused(insert)


@pytest.mark.django_db
def test_a_published_version_row_allows_only_the_supersede_step(published, founder) -> None:
    with tenant_context(founder.tenant):
        version = RubricVersion.objects.get(pk=published.pk)
        assert_refused(
            lambda: RubricVersion.objects.filter(pk=version.pk).update(effective_from="2025-01-01")
        )
        assert_refused(lambda: RubricVersion.objects.filter(pk=version.pk).update(state="draft"))
        assert_refused(
            lambda: RubricVersion.objects.filter(pk=version.pk).update(
                state="superseded", effective_to="2027-01-01", content_hash="0" * 64
            )
        )
        assert_refused(lambda: raw("DELETE FROM rubric_version WHERE id = %s", version.pk))


@pytest.mark.django_db
def test_services_refuse_with_a_stable_code_before_the_database_does(published, founder) -> None:
    with tenant_context(founder.tenant):
        item = RubricItem.objects.filter(rubric_version=published)[0]
    with pytest.raises(Conflict) as caught:
        update_item(actor=founder, item=item, changes={"weight": "1"})
    assert (caught.value.status, caught.value.code) == (409, "rubric_version_immutable")


# --- corrections of record, and detecting silent changes ---------------------------------


def run(*args: str) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


@pytest.fixture
def committed_published(committed):
    from rubric.services import create_rubric
    from tests.factories import make_founder, make_tenant

    founder = make_founder(make_tenant())
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")
    fill(draft, founder, good_obligation(), good_kpi())
    return publish(draft, founder, "2026-01-01"), founder


def test_integrity_check_passes_on_untouched_content(committed_published) -> None:
    assert "OK: 1 published versions intact" in run("verify_rubric_integrity")


def test_a_silent_change_by_the_owner_is_detected(committed_published) -> None:
    version, founder = committed_published
    with tenant_context(founder.tenant, using="owner"), connections["owner"].cursor() as cursor:
        # Even the owner must switch the guard off to do this; integrity still notices.
        cursor.execute("ALTER TABLE rubric_item DISABLE TRIGGER rubric_item_guard")
        cursor.execute(
            "UPDATE rubric_item SET weight = 99 WHERE rubric_version_id = %s", [version.pk]
        )
        cursor.execute("ALTER TABLE rubric_item ENABLE TRIGGER rubric_item_guard")
    with pytest.raises(CommandError, match="rubric_integrity_broken"):
        run("verify_rubric_integrity")


def test_a_correction_of_record_is_audited_and_keeps_integrity(committed_published) -> None:
    version, founder = committed_published
    with tenant_context(founder.tenant):
        item = RubricItem.objects.filter(rubric_version=version, clause_ref="§4.2").get()
    out = run(
        "correct_rubric_item",
        str(item.pk),
        "--tenant",
        str(founder.tenant_id),
        "--field",
        "source_quote_en",
        "--value",
        "The employee shall keep all business information confidential.",
        "--reason",
        "Translation typo reported by legal",
        "--operator",
        "ops-on-call",
    )
    assert "corrected source_quote_en" in out
    with tenant_context(founder.tenant):
        item.refresh_from_db()
        entry = AuditEntry.objects.order_by("-seq").first()
    assert item.source_quote_en.startswith("The employee shall keep all business")
    assert entry.kind == "eval.rubric_edited"
    assert entry.payload["reason"] == "Translation typo reported by legal"
    assert entry.payload["old_value"] == "The employee shall keep confidential..."
    assert run("verify_rubric_integrity").startswith("OK")
    assert "OK" in run("verify_audit_chain")  # the SQL-written row chains like the others


def test_a_correction_needs_a_reason(committed_published) -> None:
    version, founder = committed_published
    with tenant_context(founder.tenant):
        item = RubricItem.objects.filter(rubric_version=version).first()
    with pytest.raises(CommandError, match="rubric_correction_reason_required"):
        run(
            "correct_rubric_item",
            str(item.pk),
            "--tenant",
            str(founder.tenant_id),
            "--field",
            "title_en",
            "--value",
            "x",
            "--reason",
            " ",
            "--operator",
            "me",
        )


def test_only_the_ops_role_may_run_the_correction_function(committed_published) -> None:
    version, founder = committed_published
    with tenant_context(founder.tenant):
        item = RubricItem.objects.filter(rubric_version=version).first()
        with (
            pytest.raises(ProgrammingError, match="permission denied for function"),
            connection.cursor() as cursor,
        ):
            cursor.execute(
                "SELECT rubric_correct_item(%s, %s, 'title_en', 'x', 'why', 'me')",
                [founder.tenant_id, item.pk],
            )


@pytest.mark.django_db
def test_the_database_refuses_a_publish_that_skips_the_rules(
    draft, founder, service_account
) -> None:
    fill(draft, founder, good_obligation())
    with tenant_context(founder.tenant):
        forged = RubricVersion.objects.filter(pk=draft.pk)
        base = {
            "state": "published",
            "effective_from": "2026-01-01",
            "published_at": "2026-01-01T00:00Z",
        }
        # A service account as approver and publisher, with any hash: refused.
        assert_refused(
            lambda: forged.update(
                **base,
                approver_subject=service_account,
                published_by_subject=service_account,
                content_hash="0" * 64,
            )
        )
        # A person, but a hash that is not the content's: refused.
        assert_refused(
            lambda: forged.update(
                **base,
                approver_subject=founder,
                published_by_subject=founder,
                content_hash="0" * 64,
            )
        )


@pytest.mark.django_db
def test_a_publish_that_leaves_the_hash_blank_records_the_contents_own(draft, founder) -> None:
    """The row guard computes the content hash of every publish: it refuses a wrong one (above)
    and records the right one when none is given — what the services rely on."""
    from rubric.selectors import content_hash

    fill(draft, founder, good_obligation())
    with tenant_context(founder.tenant):
        RubricVersion.objects.filter(pk=draft.pk).update(
            state="published",
            effective_from="2026-01-01",
            published_at="2026-01-01T00:00Z",
            approved_at="2026-01-01T00:00Z",
            approver_subject=founder,
            published_by_subject=founder,
        )
        published = RubricVersion.objects.get(pk=draft.pk)
        assert published.content_hash == published.approved_fingerprint == content_hash(draft)


@pytest.mark.django_db
def test_an_approved_version_row_is_frozen_too(draft, founder) -> None:
    fill(draft, founder, good_obligation())
    approve_version(actor=founder, version=draft)
    with tenant_context(founder.tenant):
        assert_refused(
            lambda: RubricVersion.objects.filter(pk=draft.pk).update(approved_fingerprint="f" * 64)
        )


@pytest.mark.django_db
def test_the_database_refuses_overlapping_intervals_even_past_the_services(draft, founder) -> None:
    from rubric.selectors import content_hash
    from rubric.services import create_draft_version

    fill(draft, founder, good_obligation())
    publish(draft, founder, "2026-01-01")
    second = create_draft_version(actor=founder, rubric=draft.rubric)
    fill(second, founder, good_kpi())
    with tenant_context(founder.tenant):
        overlapping = RubricVersion.objects.filter(pk=second.pk)
        with pytest.raises(IntegrityError) as caught, transaction.atomic():
            overlapping.update(
                state="published",
                effective_from="2026-06-01",
                published_at="2026-06-01T00:00Z",
                approver_subject=founder,
                published_by_subject=founder,
                content_hash=content_hash(second),
            )
    assert getattr(caught.value.__cause__, "sqlstate", None) == "23P01"
    assert "rubric_effective_overlap" in str(caught.value)


def test_content_changed_after_approval_cannot_be_published(committed) -> None:
    from rubric.services import create_rubric
    from tests.factories import make_founder, make_tenant

    founder = make_founder(make_tenant())
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")
    fill(draft, founder, good_obligation())
    approve_version(actor=founder, version=draft)
    with tenant_context(founder.tenant, using="owner"), connections["owner"].cursor() as cursor:
        cursor.execute("ALTER TABLE rubric_item DISABLE TRIGGER rubric_item_guard")
        cursor.execute("UPDATE rubric_item SET weight = 1 WHERE rubric_version_id = %s", [draft.pk])
        cursor.execute("ALTER TABLE rubric_item ENABLE TRIGGER rubric_item_guard")
    with pytest.raises(Conflict) as caught:
        publish(draft, founder, "2026-01-01")
    assert caught.value.code == "rubric_version_changed_since_approval"


def test_a_silently_moved_interval_is_detected(committed_published) -> None:
    version, founder = committed_published
    with tenant_context(founder.tenant, using="owner"), connections["owner"].cursor() as cursor:
        cursor.execute("ALTER TABLE rubric_version DISABLE TRIGGER rubric_version_guard")
        cursor.execute(
            "UPDATE rubric_version SET effective_from = '2030-01-01' WHERE id = %s", [version.pk]
        )
        cursor.execute("ALTER TABLE rubric_version ENABLE TRIGGER rubric_version_guard")
    with pytest.raises(CommandError, match="rubric_integrity_broken"):
        run("verify_rubric_integrity")


def test_a_correction_cannot_blank_the_text(committed_published) -> None:
    version, founder = committed_published
    with tenant_context(founder.tenant):
        item = RubricItem.objects.filter(rubric_version=version)[0]
    with pytest.raises(CommandError, match="rubric_correction_value_required"):
        run(
            "correct_rubric_item",
            str(item.pk),
            "--tenant",
            str(founder.tenant_id),
            "--field",
            "title_en",
            "--value",
            "   ",
            "--reason",
            "typo",
            "--operator",
            "me",
        )

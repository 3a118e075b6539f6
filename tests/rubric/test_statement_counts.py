"""Revising and publishing cost a constant number of SQL statements, whatever the number of
items, and a publish computes the content hash once (issue 12). Counted on the real database,
with a signed document and an amendment of it, so that every path runs: the copy, the review of
each citation, the checks, the audit rows."""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest
from django.conf import settings
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext
from psycopg import sql

from audit.models import AuditEntry
from cyberos_eval.db.bootstrap import connect_admin
from cyberos_eval.db.config import APP_ROLE, admin_conninfo
from cyberos_eval.tenancy import tenant_context
from governance.models import Subject
from rubric.models import RubricItem, RubricVersion, SignedDocument
from rubric.selectors import content_hash
from rubric.services import (
    approve_version,
    create_rubric,
    publish_version,
    start_revision,
    update_item,
)
from tests.factories import (
    SMALL_NDA,
    import_document,
    make_founder,
    make_published_version,
    make_tenant,
)
from tests.rubric.conftest import fill, good_obligation, publish

# §3.1 reads the same after the amendment (its citations move to the new text); §4.2 changes
# (its citations are flagged for a person to review).
AMENDED_NDA = SMALL_NDA.replace("24 tháng", "36 tháng").replace("24 months", "36 months")
CONFIDENTIALITY = good_obligation(
    clause_ref="§3.1",
    source_quote_vi="giữ bí mật mọi thông tin kinh doanh",
    source_quote_en="keep all business information of the Company confidential",
)
AFTER_LEAVING = good_obligation(
    clause_ref="§4.2",
    source_quote_vi="giữ bí mật thông tin trong 24 tháng",
    source_quote_en="keep information confidential for 24 months",
)


def statements(service: Callable[..., Any], **arguments: Any) -> tuple[Any, int]:
    """What ``service(**arguments)`` returns, and how many SQL statements it sent."""
    with CaptureQueriesContext(connection) as captured:
        result = service(**arguments)
    return result, len(captured.captured_queries)


@dataclass
class Amended:
    founder: Subject
    published: RubricVersion
    original: SignedDocument
    amendment: SignedDocument


def published_then_amended(directory: Path, items: int) -> Amended:
    """A tenant of its own (so that each case starts with the same cached clause trees): a
    version of ``items`` items citing the NDA, published, then the NDA amended."""
    directory.mkdir()
    founder = make_founder(make_tenant())
    original = import_document(founder.tenant, directory, "nda_ip", SMALL_NDA).document
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")
    added = fill(
        draft,
        founder,
        *[
            (AFTER_LEAVING if n % 2 else CONFIDENTIALITY) | {"title_vi": f"Mục {n}"}
            for n in range(items)
        ],
    )
    for item in added[::2]:  # edited by someone: one more related row per item to copy
        update_item(actor=founder, item=item, changes={"weight": "5"})
    published = publish(draft, founder, "2026-01-01")
    amendment = import_document(
        founder.tenant, directory, "nda_ip", AMENDED_NDA, signed_on="2026-06-01", name="v2.md"
    ).document
    return Amended(founder, published, original, amendment)


@pytest.mark.django_db
def test_a_revision_costs_the_same_statements_for_3_and_40_items(tmp_path) -> None:
    counts = {}
    for items in (3, 40):
        case = published_then_amended(tmp_path / str(items), items)
        _, counts[items] = statements(start_revision, actor=case.founder, version=case.published)
    assert counts[3] == counts[40], counts


@pytest.mark.django_db
def test_a_revision_copies_every_item_and_reviews_each_citation(tmp_path) -> None:
    case = published_then_amended(tmp_path / "case", 6)
    draft = start_revision(actor=case.founder, version=case.published)
    with tenant_context(case.founder.tenant):
        before = {i.lineage_id: i for i in RubricItem.objects.filter(rubric_version=case.published)}
        after = {i.lineage_id: i for i in RubricItem.objects.filter(rubric_version=draft)}
        (row,) = AuditEntry.objects.filter(kind="eval.rubric_drafted", payload__version_no=2)
    assert after.keys() == before.keys()
    renewed = {"id", "rubric_version", "created_at", "updated_at"}
    reviewed = {"cited_document", "citation_stale"}
    stale = []
    for lineage_id, copy in after.items():
        source = before[lineage_id]
        for field in RubricItem._meta.concrete_fields:
            if field.name not in renewed | reviewed:
                assert getattr(copy, field.attname) == getattr(source, field.attname), field.name
        assert copy.pk != source.pk and source.cited_document_id == case.original.pk
        if copy.clause_ref == "§3.1":  # reads the same: moved to the amended text
            assert (copy.cited_document_id, copy.citation_stale) == (case.amendment.pk, False)
        else:  # changed: still pinned to what it was checked against, flagged for review
            assert (copy.cited_document_id, copy.citation_stale) == (case.original.pk, True)
            stale.append(str(copy.pk))
    assert row.payload["action"] == "revision_started"
    assert row.payload["items_copied"] == 6
    assert row.payload["citations_moved_to_latest_text"] == 3
    assert sorted(row.payload["citations_stale"]) == sorted(stale)


def draft_of(directory: Path, items: int) -> tuple[Subject, RubricVersion]:
    """A tenant of its own with a draft of ``items`` items citing its signed NDA."""
    directory.mkdir()
    founder = make_founder(make_tenant())
    import_document(founder.tenant, directory, "nda_ip", SMALL_NDA)
    draft = create_rubric(actor=founder, tenant=founder.tenant, name="Rubric")
    fill(
        draft,
        founder,
        *[
            (CONFIDENTIALITY if n % 2 else AFTER_LEAVING) | {"title_vi": f"Mục {n}"}
            for n in range(items)
        ],
    )
    return founder, draft


@pytest.mark.django_db
@pytest.mark.parametrize("approved_first", [False, True], ids=["draft", "approved"])
def test_publishing_costs_the_same_statements_for_3_and_40_items(tmp_path, approved_first) -> None:
    counts = {}
    for items in (3, 40):
        founder, version = draft_of(tmp_path / str(items), items)
        if approved_first:
            version = approve_version(actor=founder, version=version)
        published, counts[items] = statements(
            publish_version, actor=founder, version=version, effective_from=dt.date(2026, 1, 1)
        )
        assert published.state == "published"
    assert counts[3] == counts[40], counts


@pytest.fixture
def function_calls(committed: None) -> Iterator[Callable[[str], int]]:
    """How often the database ran one of its functions in the current transaction, triggers
    included (``pg_stat_xact_user_functions``). Tracking functions is a superuser setting: it
    is switched on for the application role in the test database only, for this test."""
    dbname = connection.settings_dict["NAME"]
    setting = "ALTER ROLE {role} IN DATABASE {db} {change}"
    names = {"role": sql.Identifier(APP_ROLE), "db": sql.Identifier(dbname)}
    admin = admin_conninfo(os.environ, settings.PGDATA)
    with connect_admin(admin, dbname) as conn:
        try:
            conn.execute(
                sql.SQL(setting).format(**names, change=sql.SQL("SET track_functions = 'all'"))
            )
        except psycopg.errors.InsufficientPrivilege:
            pytest.skip("counting function calls needs a superuser as the administrative login")
    connection.close()  # the next session starts with the setting

    def calls(function: str) -> int:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT coalesce(sum(calls), 0) FROM pg_stat_xact_user_functions "
                "WHERE funcname = %s",
                [function],
            )
            row = cursor.fetchone()
        assert row is not None
        return int(row[0])

    try:
        yield calls
    finally:
        with connect_admin(admin, dbname) as conn:
            conn.execute(sql.SQL(setting).format(**names, change=sql.SQL("RESET track_functions")))
        connection.close()


@pytest.mark.parametrize("approved_first", [False, True], ids=["draft", "approved"])
def test_a_publish_computes_the_content_hash_once(tmp_path, function_calls, approved_first) -> None:
    founder, version = draft_of(tmp_path / "case", 3)
    with transaction.atomic():
        if approved_first:
            version = approve_version(actor=founder, version=version)
            assert function_calls("rubric_version_content_hash") == 1  # the approval's own
        before = function_calls("rubric_version_content_hash")
        published = publish_version(
            actor=founder, version=version, effective_from=dt.date(2026, 1, 1)
        )
        assert function_calls("rubric_version_content_hash") - before == 1
    with tenant_context(founder.tenant):
        recomputed = content_hash(published)
        (row,) = AuditEntry.objects.filter(kind="eval.rubric_published")
        stored = RubricVersion.objects.get(pk=published.pk)
    assert published.content_hash == stored.content_hash == recomputed
    assert stored.approved_fingerprint == recomputed
    assert row.payload["content_hash"] == recomputed


@pytest.mark.django_db
def test_the_benchmarks_factory_publishes_a_version_of_n_coherent_items(founder) -> None:
    published = make_published_version(founder, 25)
    with tenant_context(founder.tenant):
        items = list(RubricItem.objects.filter(rubric_version=published).order_by("position"))
        (row,) = AuditEntry.objects.filter(kind="eval.rubric_published")
        assert published.content_hash == content_hash(published)
    assert [item.position for item in items] == list(range(1, 26))
    assert len({item.lineage_id for item in items}) == len({item.title_vi for item in items}) == 25
    assert {item.item_kind for item in items} == {"obligation", "kpi"}
    assert row.payload["item_count"] == 25

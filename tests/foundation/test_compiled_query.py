"""A queryset compiled once answers exactly as the queryset built afresh each time."""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

import pytest

from cyberos_eval.db.compiled import CompiledQuery
from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric import selectors
from rubric.models import RubricVersion
from tests.api.conftest import publish_rubric
from tests.factories import make_grant, make_subject

DAYS = ["2025-12-31", "2026-01-01", "2026-06-30", "2027-01-01"]


def test_the_compiled_effective_read_agrees_with_the_orm_on_every_date_and_grant(
    founder,
) -> None:
    published = publish_rubric(founder, "Rubric", day="2026-01-01")
    other = publish_rubric(founder, "Other", day="2026-01-01")
    granted = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(granted, Role.RUBRIC_READER, obj=published.rubric)
    stranger = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    now = dt.datetime.now(dt.UTC)
    with tenant_context(founder.tenant_id):
        for subject in (founder, granted, stranger):
            for rubric_id in (published.rubric_id, other.rubric_id, uuid.uuid4()):
                for day in map(dt.date.fromisoformat, DAYS):
                    arguments: dict[str, Any] = {
                        "subject_id": subject.pk,
                        "rubric_id": rubric_id,
                        "at_date": day,
                        "now": now,
                    }
                    built = selectors._effective_for_reader(**arguments).first()
                    compiled = selectors._EFFECTIVE_FOR_READER.first(**arguments)
                    assert (getattr(built, "pk", None), getattr(built, "may_read", None)) == (
                        getattr(compiled, "pk", None),
                        getattr(compiled, "may_read", None),
                    )
        # The answers differ where they should: the test would see a mix-up of arguments.
        readable = selectors._EFFECTIVE_FOR_READER.first(
            subject_id=granted.pk,
            rubric_id=published.rubric_id,
            at_date=dt.date(2026, 3, 1),
            now=now,
        )
        unreadable = selectors._EFFECTIVE_FOR_READER.first(
            subject_id=granted.pk, rubric_id=other.rubric_id, at_date=dt.date(2026, 3, 1), now=now
        )
    assert readable.pk == published.pk and readable.may_read is True
    assert unreadable.pk == other.pk and unreadable.may_read is False


def test_an_argument_the_query_does_not_use_is_refused_when_compiled(db) -> None:
    def build(version_id: uuid.UUID, unused: uuid.UUID):
        return RubricVersion.objects.filter(pk=version_id)

    query = CompiledQuery(build, {"version_id": uuid.UUID, "unused": uuid.UUID})
    with pytest.raises(TypeError, match="unused"):
        query.first(version_id=uuid.uuid4(), unused=uuid.uuid4())

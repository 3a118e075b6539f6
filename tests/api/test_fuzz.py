"""Schema-driven fuzzing of every API operation with schemathesis, against real data.

For each operation of /api/schema/, schemathesis generates requests from the schema (valid and
invalid bodies, query strings and headers) and sends them through the whole WSGI stack as a
rubric admin with a bearer token. Half of the path ids are real objects, so that requests reach
the services rather than stopping at 404. Every response must not be a server error and must
match the schema: a documented status, media type, headers and body.

Bounded to stay quick on two cores: a few dozen examples per operation, no deadline.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
import schemathesis
from django.core.handlers.wsgi import WSGIHandler
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from governance.actors import OPERATOR
from governance.services import create_api_token
from rubric.services import start_revision
from tests.api.conftest import propose_ungrounded, publish_rubric
from tests.factories import make_founder, make_tenant
from tests.rubric.conftest import fill, good_kpi

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]


@dataclass
class FuzzWorld:
    secret: str
    ids: dict[str, list[str]]  # path parameter name -> real ids to aim at


@pytest.fixture
def fuzz_world(committed: None) -> FuzzWorld:
    founder = make_founder(make_tenant())
    published = publish_rubric(founder, "Fuzzed rubric", day="2026-01-01")
    draft = start_revision(actor=founder, version=published)
    items = fill(draft, founder, good_kpi(clause_ref="§3.2"), good_kpi(clause_ref="§3.3"))
    proposal = propose_ungrounded(founder, draft)
    return FuzzWorld(
        secret=create_api_token(actor=OPERATOR, subject=founder).secret,
        ids={
            "rubric_id": [str(published.rubric_id)],
            "version_id": [str(published.pk), str(draft.pk)],
            "item_id": [str(item.pk) for item in (*items, proposal)],
        },
    )


# Loaded at collection, through the app itself (serving the schema needs no database).
schema = schemathesis.openapi.from_wsgi("/api/schema/?format=json", WSGIHandler())


@schema.parametrize()
@schema.given(data=st.data())
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_operation_answers_as_its_schema_says(case: Any, data: Any, fuzz_world) -> None:
    for name in list(case.path_parameters or {}):
        real = st.sampled_from([True, True, True, False])  # mostly real: past the 404s
        if name in fuzz_world.ids and data.draw(real, label=f"real {name}"):
            case.path_parameters[name] = data.draw(st.sampled_from(fuzz_world.ids[name]))
    case.call_and_validate(headers={"Authorization": f"Bearer {fuzz_world.secret}"}, checks=CHECKS)

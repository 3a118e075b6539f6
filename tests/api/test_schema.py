"""The OpenAPI 3 schema documents the whole contract, and its docs work with no internet."""

from __future__ import annotations

import re

import pytest
from django.contrib.staticfiles import finders
from django.test import Client
from drf_spectacular.validation import validate_schema

from rubric.checks import CHECK_PARAMS_SCHEMAS

CONTRACT = {
    "/api/v1/rubrics/": {"get", "post"},
    "/api/v1/rubrics/{rubric_id}/": {"get"},
    "/api/v1/rubrics/{rubric_id}/versions/": {"get", "post"},
    "/api/v1/rubrics/{rubric_id}/effective/": {"get"},
    "/api/v1/rubric-versions/{version_id}/": {"get"},
    "/api/v1/rubric-versions/{version_id}/items/": {"post"},
    "/api/v1/rubric-versions/{version_id}/approve/": {"post"},
    "/api/v1/rubric-versions/{version_id}/publish/": {"post"},
    "/api/v1/rubric-versions/{version_id}/withdraw/": {"post"},
    "/api/v1/rubric-items/{item_id}/": {"patch", "delete"},
    "/api/v1/rubric-items/{item_id}/accept/": {"post"},
    "/api/v1/check-types/": {"get"},
}


@pytest.fixture(scope="module")
def schema() -> dict:
    response = Client().get("/api/schema/?format=json")  # no credentials needed
    assert response.status_code == 200
    return response.json()


def test_the_schema_is_valid_openapi_3_with_exactly_the_contracts_paths(schema) -> None:
    validate_schema(schema)
    assert schema["openapi"].startswith("3.")
    assert {path: set(ops) for path, ops in schema["paths"].items()} == CONTRACT
    assert schema["components"]["securitySchemes"]["bearerAuth"] == {
        "type": "http",
        "scheme": "bearer",
        "description": schema["components"]["securitySchemes"]["bearerAuth"]["description"],
    }


def test_every_operation_documents_its_errors_as_problem_json(schema) -> None:
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            responses = operation["responses"]
            errors = {status for status in responses if status.startswith(("4", "5"))}
            assert {"401", "403", "406"} <= errors, (method, path)
            if "{" in path:
                assert "404" in errors, (method, path)
            for status in errors:
                content = responses[status]["content"]
                assert list(content) == ["application/problem+json"], (method, path, status)
    publish = schema["paths"]["/api/v1/rubric-versions/{version_id}/publish/"]["post"]
    assert {"400", "409", "413", "415", "422"} <= set(publish["responses"])


def test_reads_document_etag_and_304(schema) -> None:
    for path in ("/api/v1/rubric-versions/{version_id}/", "/api/v1/rubrics/{rubric_id}/effective/"):
        operation = schema["paths"][path]["get"]
        assert "304" in operation["responses"]
        assert {"ETag", "Cache-Control"} <= set(operation["responses"]["200"]["headers"])
        assert "If-None-Match" in {p["name"] for p in operation["parameters"]}


def test_items_are_documented_with_the_check_params_schemas(schema) -> None:
    item = schema["components"]["schemas"]["RubricItem"]["properties"]
    assert item["check_params"]["anyOf"] == list(CHECK_PARAMS_SCHEMAS.values())
    assert item["weight"]["type"] == "string"  # a decimal string, never a float
    source_docs = schema["components"]["schemas"]["SourceDocEnum"]["enum"]
    assert source_docs == ["labor_contract", "nda_ip", "total_rewards_appendix"]


def test_the_docs_page_loads_only_bundled_assets() -> None:
    response = Client().get("/api/docs/")
    assert response.status_code == 200
    html = response.content.decode()
    sources = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert sources, html[:500]
    assert not [url for url in sources if "//" in url]  # nothing from another host
    for url in sources:
        assert url.startswith("/static/"), url
        assert finders.find(url.removeprefix("/static/")), f"{url} is not bundled"
    assert "/api/schema/" in html
    assert '"validatorUrl": null' in html  # no call to an online validator either

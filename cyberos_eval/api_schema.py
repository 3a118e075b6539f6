"""The error half of the OpenAPI schema: every operation documents its problem+json answers.

A drf-spectacular postprocessing hook adds, to each operation, the errors any operation of its
shape can give (401, 403 and 406 always; 404 with a path id; 400, 413 and 415 with a body) and
the domain errors its view declares with ``error_statuses(409, 422)``. One ``Problem``
component describes them all (see ``cyberos_eval.api_errors``).
"""

from __future__ import annotations

from typing import Any

from cyberos_eval.api_errors import PROBLEM_CONTENT_TYPE

_EXTENSION = "x-error-statuses"
_METHODS = {"get", "put", "post", "patch", "delete", "head", "options", "trace"}
_DESCRIPTIONS = {
    400: "`malformed_json`, `json_too_deep`, `invalid_request` (every problem listed) or "
    "`invalid_date`.",
    401: "`not_authenticated` (no credentials) or `api_token_invalid` (unknown or revoked).",
    403: "`rubric_access_denied` (no grant for this) or `rubric_requires_human_approver`.",
    404: "Not found — ids of other tenants included (`rubric_not_found`, "
    "`rubric_version_not_found`, `rubric_item_not_found`, `no_effective_version`, `not_found`).",
    406: "`not_acceptable`: the API answers application/json only.",
    409: "Conflicts with the current state (`rubric_version_immutable`, "
    "`rubric_effective_overlap`, `rubric_name_taken`, …).",
    412: "`rubric_item_changed`: the item changed since the ETag sent in If-Match was read; "
    "nothing was changed.",
    413: "`request_too_large`.",
    415: "`unsupported_media_type`: send application/json.",
    422: "A rubric rule refused the input; `problems` lists every problem (`rubric_item_uncited`, "
    "`rubric_item_missing_vi`, `rubric_version_empty`, …).",
    502: "The language-model proposer failed (`genie_llm_unreachable`, `genie_llm_malformed`, "
    "`genie_llm_refused`, `genie_llm_not_configured`); nothing was stored.",
    504: "`genie_llm_timeout`: the language-model proposer did not answer in time; nothing was "
    "stored.",
}
PROBLEM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "description": "RFC 9457 problem details with a stable `code`; match on `code`, not text.",
    "properties": {
        "status": {"type": "integer"},
        "title": {"type": "string", "description": "The HTTP status phrase."},
        "detail": {"type": "string"},
        "code": {"type": "string", "description": "Stable machine-readable code."},
        "problems": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "code": {"type": "string"},
                    "field": {"type": "string"},
                    "item_id": {"type": "string"},
                    "detail": {"type": "string"},
                    "reason": {"type": "string", "description": "A finer stable code."},
                },
                "required": ["code"],
            },
        },
    },
    "required": ["status", "title", "detail", "code", "problems"],
}


def error_statuses(*statuses: int) -> dict[str, list[int]]:
    """``extend_schema(extensions=…)`` for the domain errors a view can answer with."""
    return {_EXTENSION: list(statuses)}


def _statuses(path: str, operation: dict[str, Any]) -> set[int]:
    statuses = {401, 403, 406, *operation.pop(_EXTENSION, [])}
    if "{" in path:
        statuses.add(404)
    if "requestBody" in operation:
        statuses |= {400, 413, 415}
    if any(parameter.get("in") == "query" for parameter in operation.get("parameters", [])):
        statuses.add(400)
    return statuses


def add_problem_responses(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    result.setdefault("components", {}).setdefault("schemas", {})["Problem"] = PROBLEM_SCHEMA
    problem = {PROBLEM_CONTENT_TYPE: {"schema": {"$ref": "#/components/schemas/Problem"}}}
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            if method not in _METHODS:
                continue
            for status in sorted(_statuses(path, operation)):
                operation["responses"].setdefault(
                    str(status), {"description": _DESCRIPTIONS[status], "content": problem}
                )
    return result

"""The floor: the product's effective read, written by hand with raw psycopg and no Django.

``GET /api/v1/rubrics/{id}/effective/?at=YYYY-MM-DD`` with ``Authorization: Bearer …`` does the
same work as the product's view, as the same role, under the same row-level security:

1. the token's SHA-256 (``governance.services.hash_api_secret``'s hashing) is looked up with
   ``app.api_key_hash`` set transaction-locally — the only way RLS lets a role read a token row
   before the tenant is known;
2. ``app.tenant_id`` is set transaction-locally to the token's tenant;
3. one statement checks that the subject's login is active, that the rubric exists, that the
   subject holds a valid reader grant on it (tenant-wide or on that rubric; ``valid_from``,
   ``valid_until``, ``revoked_at``; ``rubric_admin`` counts), and resolves the version in force on
   the date (today in the tenant's timezone by default);
4. its items are read in order and the answer rendered with orjson, with an ETag computed from
   the version row and its content hash; ``If-None-Match`` gets a 304 before any item is read.

All in one transaction on one persistent connection per process, with psycopg's defaults
(server-side parameters, statements prepared after five uses). No cache of any kind. The JSON
is the product's (the bench compares the two bodies parsed). It is a yardstick, not a product:
no logging, no telemetry, no problem+json bodies beyond a code.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import re
import threading
import uuid
from collections.abc import Callable, Iterable
from typing import Any
from zoneinfo import ZoneInfo

import orjson
import psycopg

PATH = re.compile(r"^/api/v1/rubrics/([0-9a-fA-F-]{36})/effective/$")
AT = re.compile(r"^at=(\d{4}-\d{2}-\d{2})$")
REPRESENTATION = "1"
# Django's TIME_ZONE: the product renders timestamps in it (DRF's DateTimeField).
RENDER_TIMEZONE = "Asia/Ho_Chi_Minh"

KEY_LOOKUP_SQL = (
    "SELECT tenant_id, subject_id FROM governance_apitoken "
    "WHERE key_hash = %s AND revoked_at IS NULL"
)
TENANT_SQL = (
    "SELECT set_config('app.tenant_id', %s, true), set_config('app.api_key_hash', '', true)"
)
# One round trip: who asks, may they, and which version applies. The grant rule is
# governance.access.has_access's; the version rule is rubric.selectors.resolve_effective's.
RESOLVE_SQL = (
    "SELECT t.timezone, (now() AT TIME ZONE t.timezone)::date AS today, "
    "EXISTS (SELECT 1 FROM rubric r WHERE r.id = %(rubric)s) AS rubric_exists, "
    "EXISTS (SELECT 1 FROM governance_grant g WHERE g.subject_id = s.id "
    "AND g.role IN ('rubric_reader', 'rubric_admin') AND g.revoked_at IS NULL "
    "AND g.valid_from <= now() AND (g.valid_until IS NULL OR g.valid_until > now()) "
    "AND (g.scope = 'tenant' OR EXISTS (SELECT 1 FROM rubric_grant_permission p "
    "WHERE p.grant_id = g.id AND p.content_object_id = %(rubric)s))) AS granted, "
    "v.id, v.rubric_id, v.version_no, v.state, v.effective_from, v.effective_to, "
    "v.revised_from_id, v.created_by_subject_id, v.created_at, v.approver_subject_id, "
    "v.approved_at, v.published_by_subject_id, v.published_at, v.content_hash, "
    "v.withdrawn_by_subject_id, v.withdrawn_at, v.withdrawal_reason "
    "FROM governance_subject s "
    "JOIN auth_user u ON u.id = s.user_id AND u.is_active "
    "JOIN governance_tenant t ON t.id = s.tenant_id "
    "LEFT JOIN LATERAL (SELECT * FROM rubric_version v WHERE v.rubric_id = %(rubric)s "
    "AND v.state IN ('published', 'superseded') "
    "AND v.effective_from <= coalesce(%(at)s::date, (now() AT TIME ZONE t.timezone)::date) "
    "AND (v.effective_to IS NULL "
    "OR v.effective_to > coalesce(%(at)s::date, (now() AT TIME ZONE t.timezone)::date)) "
    "ORDER BY v.version_no DESC LIMIT 1) v ON true "
    "WHERE s.id = %(subject)s"
)
ITEMS_SQL = (
    "SELECT i.id, i.rubric_version_id, i.lineage_id, i.position, i.source_doc, i.clause_ref, "
    "i.source_quote_vi, i.source_quote_en, i.item_kind, i.obligation_kind, i.check_type, "
    "i.check_params::text, i.weight::text, i.title_vi, i.title_en, i.description_vi, "
    "i.description_en, i.authored_by, i.genie_confidence::text, i.needs_clause_ref, "
    "i.created_by_subject_id, i.edited_by_subject_id, i.accepted_by_subject_id, i.accepted_at, "
    "i.machine_edited_by_subject_id, i.created_at, i.updated_at, d.version_no, d.sha256 "
    "FROM rubric_item i LEFT JOIN signed_document d ON d.id = i.cited_document_id "
    "WHERE i.rubric_version_id = %s ORDER BY i.position, i.created_at"
)
VERSION_FIELDS = (
    "id",
    "rubric_id",
    "version_no",
    "state",
    "effective_from",
    "effective_to",
    "revised_from_id",
    "created_by_subject_id",
    "created_at",
    "approver_subject_id",
    "approved_at",
    "published_by_subject_id",
    "published_at",
    "content_hash",
    "withdrawn_by_subject_id",
    "withdrawn_at",
    "withdrawal_reason",
)
FINAL = "private, max-age=86400, immutable"
REVALIDATE = "private, no-cache"

StartResponse = Callable[[str, list[tuple[str, str]]], Any]


def _problem(start_response: StartResponse, status: str, code: str) -> list[bytes]:
    body = orjson.dumps({"code": code, "status": int(status[:3])})
    start_response(status, [("Content-Type", "application/problem+json")])
    return [body]


def _status(state: str, start: dt.date, end: dt.date | None, today: dt.date) -> str | None:
    if state not in ("published", "superseded"):
        return None
    if today < start:
        return "scheduled"
    if end is not None and today >= end:
        return "ended"
    return "in_force"


def _render_items(rows: Iterable[tuple[Any, ...]]) -> list[dict[str, Any]]:
    return [
        {
            "id": row[0],
            "rubric_version_id": row[1],
            "lineage_id": row[2],
            "position": row[3],
            "source_doc": row[4],
            "clause_ref": row[5],
            "source_quote_vi": row[6],
            "source_quote_en": row[7],
            "document_version": row[27],
            "document_sha256": row[28],
            "item_kind": row[8],
            "obligation_kind": row[9],
            "check_type": row[10],
            "check_params": orjson.Fragment(row[11]),
            "weight": row[12],
            "title_vi": row[13],
            "title_en": row[14],
            "description_vi": row[15],
            "description_en": row[16],
            "authored_by": row[17],
            "genie_confidence": row[18],
            "needs_clause_ref": row[19],
            "created_by_subject_id": row[20],
            "edited_by_subject_id": row[21],
            "accepted_by_subject_id": row[22],
            "accepted_at": row[23],
            "machine_edited_by_subject_id": row[24],
            "needs_acceptance": (row[17] == "genie" or row[24] is not None) and row[22] is None,
            "created_at": row[25],
            "updated_at": row[26],
        }
        for row in rows
    ]


class FloorApp:
    """A WSGI application; one connection per thread (gunicorn's sync workers: per process)."""

    def __init__(self, conninfo: str) -> None:
        self.conninfo = conninfo
        self._local = threading.local()

    @property
    def connection(self) -> psycopg.Connection[Any]:
        connection: psycopg.Connection[Any] | None = getattr(self._local, "connection", None)
        if connection is None or connection.closed:
            connection = psycopg.connect(
                self.conninfo,
                autocommit=True,
                # Timestamps come back in the zone they are rendered in, as the product shows.
                options=f"-c TimeZone={RENDER_TIMEZONE}",
            )
            self._local.connection = connection
        return connection

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> list[bytes]:
        path = PATH.match(environ.get("PATH_INFO", ""))
        if path is None or environ.get("REQUEST_METHOD") not in ("GET", "HEAD"):
            return _problem(start_response, "404 Not Found", "not_found")
        scheme, _, secret = environ.get("HTTP_AUTHORIZATION", "").partition(" ")
        secret = secret.strip()
        if scheme.lower() != "bearer" or not secret:
            return _problem(start_response, "401 Unauthorized", "api_token_invalid")
        query = environ.get("QUERY_STRING", "")
        at: dt.date | None = None
        if query:
            match = AT.match(query)
            try:
                at = dt.date.fromisoformat(match.group(1)) if match else None
            except ValueError:
                at = None
            if at is None:
                return _problem(start_response, "400 Bad Request", "invalid_date")
        rubric_id = uuid.UUID(path.group(1))
        key_hash = hashlib.sha256(secret.encode("utf-8")).hexdigest()
        connection = self.connection
        with connection.transaction(), connection.cursor() as cursor:
            cursor.execute("SELECT set_config('app.api_key_hash', %s, true)", [key_hash])
            token = cursor.execute(KEY_LOOKUP_SQL, [key_hash]).fetchone()
            if token is None:
                return _problem(start_response, "401 Unauthorized", "api_token_invalid")
            cursor.execute(TENANT_SQL, [str(token[0])])
            row = cursor.execute(
                RESOLVE_SQL, {"rubric": rubric_id, "at": at, "subject": token[1]}
            ).fetchone()
            if row is None:  # the subject or its login is gone
                return _problem(start_response, "401 Unauthorized", "api_token_invalid")
            timezone, db_today, rubric_exists, granted, *version_row = row
            if not rubric_exists:
                return _problem(start_response, "404 Not Found", "rubric_not_found")
            if not granted:
                return _problem(start_response, "403 Forbidden", "rubric_access_denied")
            if version_row[0] is None:
                return _problem(start_response, "404 Not Found", "no_effective_version")
            # Today as the product computes it (the process's clock in the tenant's zone).
            today = dt.datetime.now(ZoneInfo(timezone)).date() if timezone else db_today
            version = dict(zip(VERSION_FIELDS, version_row, strict=True))
            status = _status(
                version["state"], version["effective_from"], version["effective_to"], today
            )
            represented = {
                "id": version["id"],
                "rubric_id": version["rubric_id"],
                "version_no": version["version_no"],
                "state": version["state"],
                "status": status,
                "status_on": today,
                "effective_from": version["effective_from"],
                "effective_to": version["effective_to"],
                "revised_from_id": version["revised_from_id"],
                "created_by_subject_id": version["created_by_subject_id"],
                "created_at": version["created_at"],
                "approver_subject_id": version["approver_subject_id"],
                "approved_at": version["approved_at"],
                "published_by_subject_id": version["published_by_subject_id"],
                "published_at": version["published_at"],
                "content_hash": version["content_hash"] or None,
                "withdrawn_by_subject_id": version["withdrawn_by_subject_id"],
                "withdrawn_at": version["withdrawn_at"],
                "withdrawal_reason": version["withdrawal_reason"] or None,
            }
            effective_at = at or today
            etag = (
                '"'
                + hashlib.sha256(
                    orjson.dumps(
                        [REPRESENTATION, represented, version["content_hash"], at],
                        option=orjson.OPT_SORT_KEYS,
                    )
                ).hexdigest()
                + '"'
            )
            control = FINAL if at is not None and status == "ended" else REVALIDATE
            validators = [("ETag", etag), ("Cache-Control", control), ("Vary", "Authorization")]
            presented = environ.get("HTTP_IF_NONE_MATCH", "")
            if presented and (etag in presented or presented.strip() == "*"):
                start_response("304 Not Modified", validators)
                return []
            items = _render_items(cursor.execute(ITEMS_SQL, [version["id"]]))
        body = orjson.dumps({"at": effective_at, "version": {**represented, "items": items}})
        start_response(
            "200 OK",
            [("Content-Type", "application/json"), ("Content-Length", str(len(body))), *validators],
        )
        return [body]


def _application() -> FloorApp:
    conninfo = os.environ.get("BENCH_FLOOR_CONNINFO", "")
    if not conninfo:
        raise RuntimeError("BENCH_FLOOR_CONNINFO names the bench database (bench/run.py sets it)")
    return FloorApp(conninfo)


# For gunicorn: `gunicorn bench.floor:application` (the bench starts it with the conninfo).
application = _application() if os.environ.get("BENCH_FLOOR_CONNINFO") else None

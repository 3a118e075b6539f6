"""Strong ETags and honest Cache-Control for version representations.

The ETag is computed from the version row and a content marker, never from the items
themselves, so a conditional request answers 304 without loading them:

- published and superseded versions: the publish-time ``content_hash`` (their items change only
  by an audited correction-of-record, which records a new hash);
- drafts and approved versions: ``items_fingerprint`` (one aggregate query over the items).

The version row's own fields (state, effective_to, approval, …) are part of the seed, so a
published version that becomes superseded gets a new ETag.

Cache-Control: only an *ended* version is final — its interval lies in the past, which no
publish, backdating or withdrawal can change any more — so it may be cached as immutable. Any
other version can still change its interval (superseded, or a scheduled successor withdrawn)
or, as a draft, its content: those are ``no-cache``, revalidated every time, which the ETag
makes cheap. The effective version for an explicit date is final when it has ended; without
``at`` the answer moves with today's date.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json

from django.http import HttpRequest, HttpResponseBase, HttpResponseNotModified
from django.utils import timezone
from django.utils.cache import patch_vary_headers
from django.utils.http import parse_etags

from ..models import RubricVersion, VersionStatus
from ..selectors import items_fingerprint, version_status
from ..transitions import PUBLISHED_STATES
from .rendering import version_dict

# Bump when the JSON of a version changes shape, so that no client keeps an old one as current.
REPRESENTATION = "2"  # 2: items name the document version their citation is pinned to
FINAL = "private, max-age=86400, immutable"
REVALIDATE = "private, no-cache"


def version_etag(version: RubricVersion, *, today: dt.date, at: dt.date | None = None) -> str:
    content = (
        version.content_hash if version.state in PUBLISHED_STATES else items_fingerprint(version)
    )
    seed = json.dumps(
        [
            REPRESENTATION,
            version_dict(version, today=today, zone=timezone.get_current_timezone()),
            content,
            at.isoformat() if at else None,
        ],
        sort_keys=True,
    )
    return '"' + hashlib.sha256(seed.encode("utf-8")).hexdigest() + '"'


def cache_control(version: RubricVersion, *, today: dt.date, may_be_final: bool = True) -> str:
    if may_be_final and version_status(version, today) == VersionStatus.ENDED:
        return FINAL
    return REVALIDATE


def not_modified(request: HttpRequest, etag: str) -> bool:
    """Whether ``If-None-Match`` names this ETag (weak comparison, as RFC 9110 asks)."""
    header = request.headers.get("If-None-Match")
    if not header:
        return False
    tags = {tag.removeprefix("W/") for tag in parse_etags(header)}
    return "*" in tags or etag in tags


def with_validators(response: HttpResponseBase, etag: str, control: str) -> HttpResponseBase:
    response["ETag"] = etag
    response["Cache-Control"] = control
    patch_vary_headers(response, ["Authorization"])
    return response


def not_modified_response(etag: str, control: str) -> HttpResponseBase:
    return with_validators(HttpResponseNotModified(), etag, control)

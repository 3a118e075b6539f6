"""How rubric data reads to a person: check descriptors, review status (used by admin pages)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import Any

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, gettext_lazy, ngettext, pgettext_lazy
from django.utils.translation import gettext as _

from .citations import glyph_folded, normalized
from .models import AuthoredBy, RubricItem

_OPERATORS = {">=": "≥", ">": ">", "<=": "≤", "<": "<", "==": "="}


# The closed vocabularies of check parameters (rubric.checks), in the reader's language; a value
# not listed (a unit typed by hand) is shown as written.
PERIODS: dict[str, Any] = {
    "monthly": pgettext_lazy("period", "monthly"),
    "quarterly": pgettext_lazy("period", "quarterly"),
    "semiannual": pgettext_lazy("period", "half-yearly"),
    "annual": pgettext_lazy("period", "yearly"),
}
PARTIES: dict[str, Any] = {
    "employee": pgettext_lazy("party", "the employee"),
    "manager": pgettext_lazy("party", "the manager"),
    "both": pgettext_lazy("party", "the employee and the manager"),
    "hr": pgettext_lazy("party", "HR"),
    "founder": pgettext_lazy("party", "the founder"),
    "peer": pgettext_lazy("party", "a peer"),
}
# Units GENIE and people write (rubric.genie.rules), machine names and plain words alike.
UNITS: dict[str, Any] = {
    "percent": "%",
    "%": "%",
    "hours/week": pgettext_lazy("unit", "hours/week"),
    "hours/day": pgettext_lazy("unit", "hours/day"),
    "hours/month": pgettext_lazy("unit", "hours/month"),
    "hours/year": pgettext_lazy("unit", "hours/year"),
    "days/week": pgettext_lazy("unit", "days/week"),
    "days/month": pgettext_lazy("unit", "days/month"),
    "days/year": pgettext_lazy("unit", "days/year"),
    "working_days": pgettext_lazy("unit", "working days"),
    "working days": pgettext_lazy("unit", "working days"),
    "working hours": pgettext_lazy("unit", "working hours"),
    "days": pgettext_lazy("unit", "days"),
    "months": pgettext_lazy("unit", "months"),
    "years": pgettext_lazy("unit", "years"),
    "hours": pgettext_lazy("unit", "hours"),
    "minutes": pgettext_lazy("unit", "minutes"),
    "score": pgettext_lazy("unit", "points"),
    "points": pgettext_lazy("unit", "points"),
    "times": pgettext_lazy("unit", "times"),
    "sessions": pgettext_lazy("unit", "sessions"),
    "defects": pgettext_lazy("unit", "defects"),
    "km/h": pgettext_lazy("unit", "km/h"),
    "VND": pgettext_lazy("unit", "VND"),
    "thousand VND": pgettext_lazy("unit", "thousand VND"),
    "million VND": pgettext_lazy("unit", "million VND"),
    "billion VND": pgettext_lazy("unit", "billion VND"),
    "per_hour": pgettext_lazy("unit", "per hour"),
    "count": "",
    "rate": "",
}


def _word(vocabulary: dict[str, Any], value: Any) -> str:
    return str(vocabulary.get(value, value)) if value is not None else ""


def describe_check(check_type: str, params: dict[str, Any]) -> str:
    """A one-line reading of a check descriptor in the reader's language, e.g.
    "goal_completion ≥ 0.9", "đánh giá hằng tháng bởi quản lý"."""
    if check_type == "threshold_numeric":
        metric = params.get("metric", _("value"))
        unit = _word(UNITS, params.get("unit")) if params.get("unit") else ""
        spaced = f"{unit}" if unit in ("", "%") else f" {unit}"
        operator = _OPERATORS.get(params.get("operator", ""), "?")
        return f"{metric} {operator} {params.get('target')}{spaced}"
    if check_type == "evidence_presence":
        window = params.get("window_days")
        suffix = (
            ngettext(" within %(days)s day", " within %(days)s days", window) % {"days": window}
            if isinstance(window, int) and window
            else ""
        )
        return _("evidence “%(signal)s” present") % {"signal": params.get("signal")} + suffix
    if check_type == "periodic_review":
        reviewer = params.get("reviewer")
        by = _(" by %(reviewer)s") % {"reviewer": _word(PARTIES, reviewer)} if reviewer else ""
        return _("%(period)s review") % {"period": _word(PERIODS, params.get("period"))} + by
    if check_type == "milestone_reached":
        within = params.get("within_months")
        suffix = (
            ngettext(" within %(months)s month", " within %(months)s months", within)
            % {"months": within}
            if isinstance(within, int) and within
            else ""
        )
        return (
            _("milestone “%(milestone)s” reached") % {"milestone": params.get("milestone_id")}
            + suffix
        )
    if check_type == "attestation":
        parts = [
            _word(PARTIES, params.get("attested_by")),
            _word(PERIODS, params.get("period")),
        ]
        detail = ", ".join(part for part in parts if part)
        return _("attestation") + (f" ({detail})" if detail else "")
    return check_type


def item_title(item: RubricItem) -> str:
    """The item's title in the active language (the Vietnamese one when English is missing)."""
    english = (get_language() or "").startswith("en")
    return (item.title_en if english and item.title_en else item.title_vi) or ""


def item_numbers(items: Iterable[RubricItem]) -> dict[str, int]:
    """Each item's number in its version, 1-based, in the version's order (pass all of them,
    ordered by position then creation)."""
    return {str(item.pk): number for number, item in enumerate(items, start=1)}


def item_labels(items: Iterable[RubricItem]) -> dict[str, str]:
    """How a person names an item: its number and title, e.g. "Mục 3 «Bảo mật thông tin»"."""
    ordered = list(items)
    numbers = item_numbers(ordered)
    return {
        str(item.pk): _("Item %(number)d “%(title)s”")
        % {"number": numbers[str(item.pk)], "title": item_title(item)}
        for item in ordered
    }


def review_status(item: RubricItem) -> str:
    """``pending`` (written or changed by a machine — GENIE, a service account — and not yet
    accepted by a person), ``accepted``, or ``human``."""
    if item.needs_acceptance:
        return "pending"
    if item.authored_by == AuthoredBy.GENIE or item.machine_edited_by_subject_id is not None:
        return "accepted"
    return "human"


def highlighted(text: str, quote: str | None) -> SafeString:
    """``text`` escaped, with ``quote`` marked wherever it occurs — matched the way citations are
    verified (``rubric.citations``: any run of whitespace, two-glyph characters alike), so a
    quote across a line break is marked too."""
    text = unicodedata.normalize("NFC", text or "")
    words = glyph_folded(normalized(quote or "")).split()
    if not words:
        return escape(text)
    pattern = re.compile(r"\s+".join(re.escape(word) for word in words))
    folded = glyph_folded(text)
    parts, last = [], 0
    for match in pattern.finditer(folded):  # same positions as in ``text``
        parts.append(escape(text[last : match.start()]))
        parts.append(format_html("<mark>{}</mark>", text[match.start() : match.end()]))
        last = match.end()
    parts.append(escape(text[last:]))
    return mark_safe("".join(str(part) for part in parts))  # noqa: S308 - every part escaped


# What each problem found at import means, in the reader's language: its message (the clause,
# the words, the numbers) is written in English when the document is parsed and stored so.
IMPORT_PROBLEM_MEANINGS: dict[str, Any] = {
    "missing_english": gettext_lazy("A clause has no English text."),
    "missing_vietnamese": gettext_lazy("A clause has no Vietnamese text."),
    "numbering_gap": gettext_lazy(
        "The numbering skips a number: a clause may be missing or misread."
    ),
    "duplicate_ref": gettext_lazy("Two clauses have the same number."),
    "unlabelled_text": gettext_lazy("Text that belongs to no numbered clause."),
    "english_numbering_differs": gettext_lazy(
        "The English numbers its clauses differently from the Vietnamese."
    ),
    "numbers_differ": gettext_lazy(
        "The two languages state different numbers, dates or periods: the English may be "
        "another clause's, or wrong."
    ),
    "amount_words_differ": gettext_lazy(
        "An amount written in words says another number than its figure: which was agreed is "
        "not written."
    ),
    "page_without_text": gettext_lazy(
        "A page is an image without text (a scan): the clauses on it are missing."
    ),
    "unmapped_glyphs": gettext_lazy(
        "Some characters are glyphs the PDF's font gives no letter for: the text there is not "
        "what the page shows."
    ),
    "legacy_font_text": gettext_lazy(
        "Some lines were typed in a legacy Vietnamese font (TCVN3, VNI) and read as look-alikes."
    ),
    "modified_after_signing": gettext_lazy(
        "The PDF was changed after it was signed: what was read is not what was signed."
    ),
    "note_over_page": gettext_lazy(
        "A note was typed over a page; it is no text of the document and was not read."
    ),
    "text_covered": gettext_lazy(
        "Text on a page is covered by a white box: what it covers was not read. A signed page "
        "is sometimes changed so."
    ),
    "text_too_small": gettext_lazy(
        "Text too small to read when printed was left out of the clause."
    ),
    "text_beyond_page": gettext_lazy(
        "A line runs past the page's edge, which does not print the rest: the clause was read "
        "as far as the page prints it."
    ),
    "field_shown_otherwise": gettext_lazy(
        "A form field prints a value other than the one it holds; the printed one was read."
    ),
    "unprinted_text": gettext_lazy(
        "Some text does not show on paper (white on the page, the colour of its shading, or "
        "under 2 pt): it was left out, or read where that is unsure."
    ),
    "field_result_may_change": gettext_lazy(
        "A field's text is worked out again when Word opens or prints the document (a date, "
        "a reference): the text read is the one saved, which the signed copy may not show."
    ),
    "other_language_text": gettext_lazy(
        "Text in a third language (Korean, Japanese, Chinese, …) was left out: a clause holds "
        "only the signed Vietnamese and English."
    ),
}


def import_problems_shown(problems: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The problems stored at import, each with what its code means (None for a code this
    release does not know)."""
    return [
        {**problem, "meaning": IMPORT_PROBLEM_MEANINGS.get(str(problem.get("code")))}
        for problem in problems
    ]


# What an applied appendix did to a clause, in the reader's language (the admin) or English (the
# import command): one wording for both.
_AMENDED_HOW = {
    "replace": gettext_lazy("reworded by the appendix's %(ref)s"),
    "insert": gettext_lazy("added by the appendix's %(ref)s"),
    "reword": gettext_lazy("amended by the appendix's %(ref)s"),
    "repeal": gettext_lazy("repealed by the appendix's %(ref)s"),
    "renumber": gettext_lazy("renumbered from %(was)s by the appendix's %(ref)s"),
}


def amended_how(change: dict[str, str]) -> str:
    """ "reworded by the appendix's §1" for one change of ``SignedDocument.amendment``."""
    return str(
        _AMENDED_HOW[change["op"]]
        % {"ref": change["appendix_ref"], "was": change.get("renumbered_from", "")}
    )

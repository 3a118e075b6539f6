"""Admin forms parse input only; the rules (and their error codes) are the services'."""

from __future__ import annotations

from typing import Any

from django import forms
from django.template.defaultfilters import filesizeformat
from django.utils import formats
from django.utils.html import format_html
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from cyberos_eval.errors import DomainError
from cyberos_eval.json_input import MAX_DEPTH, UnreadableJSON, read_json

from ..checks import CHECK_PARAMS_SCHEMAS
from ..models import CheckType, ItemKind, ObligationKind, SourceDoc
from ..services.documents import MAX_FILE_BYTES

_TEXT = {"rows": 3, "cols": 60}


def _check_params_help() -> Any:
    """Translated when the form is shown, in the person's language (it had been fixed in the
    language the server started in)."""
    lines = []
    for name, schema in CHECK_PARAMS_SCHEMAS.items():
        required = ", ".join(schema.get("required", [])) or "—"
        lines.append(f"{name}: {required}")
    return format_lazy("{}{}", _("JSON object. Required keys per check type — "), "; ".join(lines))


QUOTE_NEEDED_TO_PUBLISH = _(
    "The clause's words, exactly as signed. Needed in both languages to approve and publish; a "
    "draft may leave it empty for now."
)


# What Python's json reader says (its message starts so), in the person's language.
_JSON_SYNTAX = (
    (
        "Expecting property name enclosed in double quotes",
        _(
            'a key in double quotes was expected, e.g. "target" (single quotes, or a comma '
            "before “}”?)"
        ),
    ),
    (
        "Expecting value",
        _('a value was expected: a number, "text", true, false, null, […] or {…}'),
    ),
    ("Expecting ':' delimiter", _("a colon “:” was expected after the key")),
    ("Expecting ',' delimiter", _("a comma “,” was expected between two entries")),
    ("Unterminated string", _("a text in double quotes is not closed")),
    ("Invalid control character", _("a line break or tab inside a text in quotes")),
    ("Invalid \\uXXXX escape", _("a “\\u” escape without four hexadecimal digits")),
    ("Invalid \\escape", _("a backslash “\\” not followed by a valid escape")),
    ("Extra data", _("more text after the end of the JSON value")),
    ("Illegal trailing comma", _("a comma before the closing bracket")),
)


def unreadable_json(error: UnreadableJSON) -> str:
    """Why the text is no JSON, in the person's language, with where it stops being JSON."""
    what: Any = next((text for start, text in _JSON_SYNTAX if error.kind.startswith(start)), None)
    if what is None:
        what = {
            "constant": _("%(value)s is not a JSON number"),
            "too_many_digits": _("the number %(value)s… has too many digits"),
            "too_large": _("the number %(value)s… is too large"),
            "too_deep": _("arrays and objects nest deeper than %(max)d levels"),
        }.get(error.kind, error.reason)
        what = str(what) % {"value": error.value, "max": MAX_DEPTH} if "%(" in str(what) else what
    if error.line is not None and error.column is not None:
        return str(
            _("Not valid JSON at line %(line)d, column %(column)d: %(error)s")
            % {"line": error.line, "column": error.column, "error": what}
        )
    return str(_("Not valid JSON: %(error)s") % {"error": what})


class ItemForm(forms.Form):
    title_vi = forms.CharField(label=_("Title (Vietnamese)"), widget=forms.Textarea(attrs=_TEXT))
    title_en = forms.CharField(
        label=_("Title (English)"), required=False, widget=forms.Textarea(attrs=_TEXT)
    )
    description_vi = forms.CharField(
        label=_("Description (Vietnamese)"), required=False, widget=forms.Textarea(attrs=_TEXT)
    )
    description_en = forms.CharField(
        label=_("Description (English)"), required=False, widget=forms.Textarea(attrs=_TEXT)
    )
    source_doc = forms.ChoiceField(label=_("Source document"), choices=SourceDoc.choices)
    clause_ref = forms.CharField(label=_("Clause"), required=False, max_length=200)
    # Not required here: a draft may be saved while its quotes are still being looked up;
    # approving and publishing refuse an item without both (rubric_item_quote_missing).
    source_quote_vi = forms.CharField(
        label=_("Verbatim quote (Vietnamese)"),
        required=False,
        widget=forms.Textarea(attrs=_TEXT),
        help_text=QUOTE_NEEDED_TO_PUBLISH,
    )
    source_quote_en = forms.CharField(
        label=_("Verbatim quote (English)"),
        required=False,
        widget=forms.Textarea(attrs=_TEXT),
        help_text=QUOTE_NEEDED_TO_PUBLISH,
    )
    item_kind = forms.ChoiceField(label=_("Kind"), choices=ItemKind.choices)
    obligation_kind = forms.ChoiceField(
        label=_("Obligation kind"), required=False, choices=[("", "—"), *ObligationKind.choices]
    )
    check_type = forms.ChoiceField(label=_("Check type"), choices=CheckType.choices)
    check_params = forms.CharField(
        label=_("Check parameters"),
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        initial="{}",
        help_text=_check_params_help(),
    )
    weight = forms.CharField(label=_("Weight"), max_length=20)
    # The item as this form showed it (JSON of ``item_snapshot``): saving refuses to undo a
    # change someone made meanwhile (409 rubric_item_changed).
    opened_with = forms.CharField(required=False, widget=forms.HiddenInput)

    def clean_weight(self) -> str:
        """The number as the person's language writes it: ``0,5`` in Vietnamese is 0.5 (the
        decimal separator of the active locale; a dot is accepted too). Its range is the
        service's rule."""
        return str(formats.sanitize_separators(self.cleaned_data["weight"].strip()))

    def clean_check_params(self) -> Any:
        raw = self.cleaned_data["check_params"] or "{}"
        try:
            return read_json(raw)
        except UnreadableJSON as exc:
            code = "rubric_item_check_params_invalid"
            raise forms.ValidationError(
                format_html(
                    '{} <small class="error-code">({})</small>', unreadable_json(exc), code
                ),
                code=code,
            ) from exc

    def clean_opened_with(self) -> dict[str, Any] | None:
        raw = self.cleaned_data["opened_with"]
        if not raw:
            return None
        try:
            opened_with = read_json(raw)
        except UnreadableJSON:
            opened_with = None
        if not isinstance(opened_with, dict):
            # Not what this form wrote: nothing to compare the item with, so nothing is saved.
            raise forms.ValidationError(
                _("The form was altered; open the item again."), code="rubric_item_changed"
            )
        return opened_with

    def service_data(self) -> dict[str, Any]:
        return {k: v for k, v in self.cleaned_data.items() if k != "opened_with"}

    def show_error(self, error: DomainError) -> None:
        """Put each problem of a service error next to its field, in the person's language with
        its stable code in small print."""
        for problem in error.problems or []:
            message = format_html(
                '{} <small class="error-code">({})</small>',
                problem.detail or problem.code,
                problem.code,
            )
            field = problem.field if problem.field in self.fields else None
            self.add_error(field, forms.ValidationError(message, code=problem.code))
        if not error.problems:
            message = format_html(
                '{} <small class="error-code">({})</small>', error.detail, error.code
            )
            self.add_error(None, forms.ValidationError(message, code=error.code))


class PublishForm(forms.Form):
    effective_from = forms.DateField(
        label=_("Effective from"), widget=forms.DateInput(attrs={"type": "date"})
    )
    reason = forms.CharField(
        label=_("Reason (required when back-dating over a version in force)"),
        required=False,
        widget=forms.Textarea(attrs={"rows": 2, "cols": 60}),
    )


class ReasonForm(forms.Form):
    reason = forms.CharField(
        label=_("Reason"), widget=forms.Textarea(attrs={"rows": 2, "cols": 60})
    )


class RubricForm(forms.Form):
    name = forms.CharField(label=_("Name"), max_length=200)


class SignedDocumentImportForm(forms.Form):
    """A signed document, or the amendment of one, uploaded to import (what it reads and what it
    changes is ``import_signed_document``'s)."""

    kind = forms.ChoiceField(label=_("Document"), choices=SourceDoc.choices)
    signed_on = forms.DateField(
        label=_("Signed on"),
        help_text=_("The day it was signed: an amendment is in force from then on."),
        widget=forms.DateInput(attrs={"type": "date"}),
    )
    file = forms.FileField(
        label=_("Signed file"),
        help_text=_(
            ".docx, .md, .txt or a PDF with a text layer: both languages, or the Vietnamese "
            "when the English is a second file."
        ),
    )
    file_en = forms.FileField(
        label=_("English file"),
        required=False,
        help_text=_("Only when the English translation is a file of its own."),
    )
    kind_confirmed = forms.BooleanField(
        label=_("Import as this kind even if its title names another"),
        required=False,
        help_text=_(
            "A file whose title names another kind of document is refused: most often the "
            "wrong kind was chosen."
        ),
    )

    whole_text_confirmed = forms.BooleanField(
        label=_("It is the whole text, signed anew, though much shorter than the version before"),
        required=False,
        help_text=_(
            "A file of fewer than half the clauses of the version before, in which no change "
            "is read, is refused: most often it is an appendix whose changes were not understood."
        ),
    )

    def clean(self) -> dict[str, Any]:
        """A file larger than any signed document is refused before it is copied to be read."""
        cleaned = super().clean() or {}
        for name in ("file", "file_en"):
            upload = cleaned.get(name)
            if upload is not None and upload.size > MAX_FILE_BYTES:
                self.add_error(
                    name,
                    _(
                        "%(file)s is %(size)s; a signed document is at most %(max)s "
                        "(signed_document_too_large)."
                    )
                    % {
                        "file": upload.name,
                        "size": filesizeformat(upload.size),
                        "max": filesizeformat(MAX_FILE_BYTES),
                    },
                )
        return cleaned

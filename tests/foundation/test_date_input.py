"""A date typed day first is read day first, in Vietnamese and in English: "01/07/2026" is 1 July.

A user trial posted the publish form's "Effective from" as 01/07/2026 in the Vietnamese admin;
Django's US-first defaults read it as 7 January."""

from __future__ import annotations

from datetime import date

import pytest
from django.utils import translation

from rubric.admin.forms import PublishForm, SignedDocumentImportForm


@pytest.mark.parametrize("language", ["vi", "en"])
@pytest.mark.parametrize("typed", ["01/07/2026", "01-07-2026", "01.07.2026", "2026-07-01"])
def test_a_date_typed_day_first_is_that_day(language: str, typed: str) -> None:
    with translation.override(language):
        form = PublishForm(data={"effective_from": typed})
        assert form.is_valid(), form.errors
        assert form.cleaned_data["effective_from"] == date(2026, 7, 1)


@pytest.mark.parametrize("language", ["vi", "en"])
def test_a_date_typed_month_first_is_refused_not_guessed(language: str) -> None:
    with translation.override(language):
        form = PublishForm(data={"effective_from": "07/13/2026"})
        assert not form.is_valid()
        assert "effective_from" in form.errors


@pytest.mark.parametrize("language", ["vi", "en"])
def test_the_date_picker_still_shows_and_sends_iso(language: str) -> None:
    """``<input type="date">`` takes only ISO: the value it is given stays ISO."""
    with translation.override(language):
        form = SignedDocumentImportForm(initial={"signed_on": date(2026, 7, 1)})
        assert 'value="2026-07-01"' in str(form["signed_on"])

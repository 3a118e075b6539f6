"""The founder's whole review in a browser: accept GENIE items, cite, approve, publish."""

from __future__ import annotations

import datetime as dt
from typing import Any
from zoneinfo import ZoneInfo

from cyberos_eval.management.commands.demo_setup import (
    DEMO_FOUNDER_PASSWORD_DEFAULT,
    DEMO_FOUNDER_USERNAME,
)
from governance.models import DEFAULT_TIMEZONE
from tests.admin.conftest import CITE_LABOR_5_1
from tests.e2e.conftest import ARTIFACTS


def test_founder_reviews_approves_and_publishes_the_demo_draft(
    live_url: str, browser_page: Any
) -> None:
    page = browser_page
    page.goto(f"{live_url}/admin/login/")
    page.fill("#id_username", DEMO_FOUNDER_USERNAME)
    page.fill("#id_password", DEMO_FOUNDER_PASSWORD_DEFAULT)
    page.click("input[type=submit]")

    page.goto(f"{live_url}/admin/rubric/rubric/")
    page.click("a.badge-draft")  # the draft v2 waiting for review
    assert page.locator("[data-testid=state]").get_attribute("class") == "badge badge-draft"
    assert page.locator("[data-testid=problems]").is_visible()
    # No horizontal scrolling at 1366 px.
    assert page.evaluate("document.documentElement.scrollWidth") <= 1366
    page.screenshot(path=str(ARTIFACTS / "version-page-draft.png"), full_page=True)

    # Fill the clause the drafter could not ground (bulk acceptance skips uncited proposals),
    # quoted word for word in both languages as publishing requires.
    page.fill("[data-testid=cite-input]", CITE_LABOR_5_1["clause_ref"])
    page.fill("[data-testid=cite-quote-vi]", CITE_LABOR_5_1["source_quote_vi"])
    page.fill("[data-testid=cite-quote-en]", CITE_LABOR_5_1["source_quote_en"])
    page.click("[data-testid=cite]")
    page.wait_for_load_state()

    # Accept every GENIE proposal in bulk (each acceptance is audited on its own).
    page.check("[data-testid=select-all]")
    page.click("[data-testid=accept-selected]")
    page.wait_for_load_state()
    assert page.locator("tr[data-review=pending]").count() == 0
    assert page.locator("[data-testid=coherent]").is_visible()

    # Approve, then publish with an effective date.
    page.click("[data-testid=approve]")
    page.wait_for_load_state()
    assert page.locator("[data-testid=state]").get_attribute("class") == "badge badge-approved"
    page.click("[data-testid=publish]")
    today = dt.datetime.now(tz=ZoneInfo(DEFAULT_TIMEZONE)).date()
    starts = (today + dt.timedelta(days=30)).isoformat()
    page.fill("#id_effective_from", starts)
    page.click("[data-testid=confirm-publish]")
    page.wait_for_load_state()
    assert page.locator("[data-testid=state]").get_attribute("class") == "badge badge-published"
    assert page.locator("[data-testid=interval]").inner_text() == f"[{starts}, …)"
    # Published, but not in force before its date: v1 still is, and the page says so.
    assert page.locator("[data-testid=status]").get_attribute("class") == "badge badge-scheduled"
    assert page.locator("[data-testid=in-force-link]").is_visible()
    page.screenshot(path=str(ARTIFACTS / "version-page-published.png"), full_page=True)

    page.click("[data-testid=diff]")
    page.wait_for_load_state()
    assert page.locator("[data-testid=added]").is_visible()
    assert page.locator("[data-testid=changed]").first.is_visible()
    page.screenshot(path=str(ARTIFACTS / "diff-view.png"), full_page=True)

    # The previous version is now superseded, its interval closed by the new one — and it is
    # still the one in force today, which the rubric's own link opens.
    page.goto(f"{live_url}/admin/rubric/rubricversion/?state__exact=superseded")
    page.click("text=v1")
    assert page.locator("[data-testid=state]").get_attribute("class") == "badge badge-superseded"
    assert page.locator("[data-testid=status]").get_attribute("class") == "badge badge-in_force"
    assert page.locator("[data-testid=interval]").inner_text() == f"[2026-01-01, {starts})"


def test_the_workbench_is_usable_from_the_keyboard(live_url: str, browser_page: Any) -> None:
    page = browser_page
    page.goto(f"{live_url}/admin/login/")
    page.fill("#id_username", DEMO_FOUNDER_USERNAME)
    page.fill("#id_password", DEMO_FOUNDER_PASSWORD_DEFAULT)
    page.keyboard.press("Enter")
    page.wait_for_url(f"{live_url}/admin/")
    page.goto(f"{live_url}/admin/rubric/rubric/")
    page.click("a.badge-draft")
    focused = set()
    for _ in range(60):
        page.keyboard.press("Tab")
        focused.add(page.evaluate("document.activeElement.dataset.testid || ''"))
    assert {"approve", "publish", "diff"} <= focused

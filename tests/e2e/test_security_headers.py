"""The admin works in a real browser under the Content-Security-Policy, with no violation."""

from __future__ import annotations

from typing import Any

from cyberos_eval.management.commands.demo_setup import (
    DEMO_FOUNDER_PASSWORD_DEFAULT,
    DEMO_FOUNDER_USERNAME,
)


def test_admin_pages_render_and_work_under_the_csp(live_url: str, browser_page: Any) -> None:
    page = browser_page
    violations: list[str] = []
    page.on(
        "console",
        lambda message: (
            violations.append(message.text) if "Content Security Policy" in message.text else None
        ),
    )
    page.goto(f"{live_url}/admin/login/")
    page.fill("#id_username", DEMO_FOUNDER_USERNAME)
    page.fill("#id_password", DEMO_FOUNDER_PASSWORD_DEFAULT)
    page.click("input[type=submit]")
    listing = page.goto(f"{live_url}/admin/rubric/rubric/")
    assert "script-src 'self';" in listing.headers["content-security-policy"]
    page.click("a.badge-draft")
    assert page.locator("[data-testid=problems]").is_visible()

    # Scripted behaviour now comes from a file: select-all and the language switcher.
    page.check("[data-testid=select-all]")
    boxes = page.locator("input[name=item][form=bulk-accept]")
    assert boxes.count() > 0
    assert all(boxes.nth(i).is_checked() for i in range(boxes.count()))
    with page.expect_navigation():
        page.select_option("#language-select", "en")
    assert page.locator("html").get_attribute("lang") == "en"

    for path in ("/admin/", "/admin/rubric/rubricversion/", "/admin/audit/auditentry/"):
        page.goto(f"{live_url}{path}")
        assert page.locator("#content").is_visible()
    page.goto(f"{live_url}/api/docs/")
    page.wait_for_selector(".swagger-ui .info", timeout=15_000)  # Swagger UI started
    assert violations == []

"""A real browser against a real server: headless Chromium from the OS, driven by Playwright."""

from __future__ import annotations

import io
import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from django.contrib.staticfiles.handlers import StaticFilesHandler
from django.core.management import call_command
from django.test.testcases import LiveServerThread

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_path() -> str:
    path = (
        os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    )
    if not path:
        pytest.fail(
            "Chromium is not installed: `make test` installs it (apt-get install chromium)."
        )
    return path


@contextmanager
def serving() -> Iterator[int]:
    """The product served on 127.0.0.1 by a thread; yields its port."""
    server = LiveServerThread("127.0.0.1", StaticFilesHandler, port=0)
    server.daemon = True
    server.start()
    server.is_ready.wait()
    if server.error:
        raise server.error
    try:
        yield server.port
    finally:
        server.terminate()


@pytest.fixture
def live_url(committed: None) -> Iterator[str]:
    """The product served on 127.0.0.1 by a thread, with the demo data committed."""
    call_command("demo_setup", stdout=io.StringIO())
    with serving() as port:
        yield f"http://127.0.0.1:{port}"


@pytest.fixture
def browser_page() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport={"width": 1366, "height": 900}, locale="vi-VN")
        page.set_default_timeout(15_000)
        try:
            yield page
        finally:
            browser.close()

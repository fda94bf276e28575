"""Real-browser fixtures: the site served once per test session, Debian's Chromium driven by Playwright.

Never a downloaded browser: Chromium comes from the system (``make test`` installs
Debian's package). If it is missing the tests fail and say how to install it.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
IDLE = "[data-testid='stApp'][data-test-script-state='notRunning']"
# the site's list of pages in the sidebar (lessons/site/sidebar.py)
NAV_LINKS = "[data-testid='stSidebar'] .cp-nav a"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def site_url():
    port = _free_port()
    log = open(ROOT / ".pytest-site.log", "w")  # noqa: SIM115 - closed at teardown
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "streamlit_app.py", "--server.headless", "true",
         "--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
         "--server.fileWatcherType", "none"], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            if urllib.request.urlopen(f"{url}/_stcore/health", timeout=2).read() == b"ok":
                break
        except OSError:
            time.sleep(0.3)
    else:
        proc.kill()
        pytest.fail("the site did not start within 60 s (see .pytest-site.log)")
    yield url
    proc.terminate()
    proc.wait(10)
    log.close()


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium is not at {CHROMIUM}: install Debian's package (apt-get install chromium) "
                    "or set CHROMIUM=/path/to/chromium. `make test` does this for you.")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        yield b
        b.close()


@contextmanager
def new_page(browser, viewport: dict | None = None, **options):
    """A page in a browser context of its own (``viewport`` and Playwright's context ``options``), waiting up to 30 s
    for what it is asked to find; the context closed after."""
    context = browser.new_context(viewport=viewport or {"width": 1366, "height": 768}, **options)
    p = context.new_page()
    p.set_default_timeout(30_000)
    try:
        yield p
    finally:
        context.close()


@pytest.fixture
def page(browser):
    with new_page(browser, {"width": 1400, "height": 1000}) as p:
        yield p


def wait_idle(page, timeout: float = 30_000) -> None:
    """Wait until Streamlit has finished running the script after a load or a click.

    As Streamlit's own end-to-end helpers do: the script is not running, and no element
    is still stale from the run before (a rerun that has not started yet leaves none)."""
    page.wait_for_selector(IDLE, timeout=timeout)
    page.wait_for_timeout(60)
    page.wait_for_selector(IDLE, timeout=timeout)
    page.wait_for_function("() => document.querySelectorAll('[data-stale=\"true\"]').length === 0", timeout=timeout)


def open_page(page, base_url: str, url_path: str = "") -> None:
    page.goto(f"{base_url}/{url_path}")
    page.wait_for_selector("[data-testid='stApp']")
    wait_idle(page, timeout=60_000)   # a first visit imports a page's libraries: slow on a loaded machine


def click_button(page, text: str) -> None:
    page.get_by_role("button", name=text).first.click()
    wait_idle(page)


def assert_no_exception(page) -> None:
    errors = page.locator("[data-testid='stException']")
    assert errors.count() == 0, errors.first.inner_text()

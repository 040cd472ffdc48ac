"""Browser tests: Playwright driving Debian's Chromium against a live server holding the seeds.

Chromium comes from apt (scripts/ensure-chromium.sh), never from `playwright install`. Without it
the tests are skipped on a workstation, and fail in CI (the CI variable is set).
"""

import os
from pathlib import Path

import pytest

from tests.pages.helpers import link_cards

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"
PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 800}


def pytest_collection_modifyitems(items):
    # One worker runs every browser test, so they share one Chromium.
    for item in items:
        if item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.xdist_group("browser"))


@pytest.fixture(scope="session")
def chromium():
    if not CHROMIUM.exists():
        message = f"{CHROMIUM} is missing: install Debian's chromium (scripts/ensure-chromium.sh)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    # Playwright's sync API keeps an event loop in this thread; Django's ORM would take the
    # test's database calls for async ones. They are not: allow them while the browser lives.
    before = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
            )
            yield browser
            browser.close()
    finally:
        if before is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = before


@pytest.fixture(autouse=True)
def _own_search_index(isolated_search_index):
    # The live server's imports and searches use an index of their own, outside var/.
    return isolated_search_index


@pytest.fixture
def live_site(live_server, seeded, settings):
    """The live server with the seeds, their card mentions and the search page."""
    settings.ROOT_URLCONF = "tests.pages.urls"
    link_cards()
    return live_server


@pytest.fixture
def open_page(chromium, live_site):
    """open_page(path, size=PHONE, scheme="light", javascript=True) → a Playwright page at that path."""
    contexts = []

    def open_page(path, *, size=PHONE, scheme="light", javascript=True):
        context = chromium.new_context(
            viewport=size, color_scheme=scheme, java_script_enabled=javascript, reduced_motion="reduce"
        )
        context.set_default_timeout(10_000)
        contexts.append(context)
        page = context.new_page()
        page.goto(live_site.url + path)
        return page

    yield open_page
    for context in contexts:
        context.close()


def screenshot(page, name: str) -> Path:
    """The whole page as name.png, and what the first screen shows as name-fold.png."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}-fold.png"))
    return path

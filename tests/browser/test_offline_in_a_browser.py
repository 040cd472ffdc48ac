"""A judge keeps games on the phone, loses the network, and still finds rules and cards."""

import datetime as dt
import re

import pytest
from playwright.sync_api import expect

from rulings.models import DocumentVersion
from rulings.services.events import create_event
from tests.pages.helpers import import_second_dcg_edition

pytestmark = pytest.mark.browser


@pytest.fixture(autouse=True)
def _offline_files_in_a_temporary_folder(settings, tmp_path):
    settings.OFFLINE_DIR = tmp_path / "offline"


def keep_offline(page, slug):
    widget = page.locator(f'[data-offline-game="{slug}"]')
    button = widget.locator("button.offline-keep-button")
    expect(button).to_have_text(re.compile(r"Keep offline \(\d+ KB download\)"))  # the size first
    button.click()
    expect(widget.locator(".offline-status")).to_contain_text("Kept offline")


def installed(open_page, *slugs):
    page = open_page("/offline/")
    assert page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    for slug in slugs:
        keep_offline(page, slug)
    expect(page.locator("[data-offline-total]")).to_contain_text(f"{len(slugs)} games kept offline")
    page.reload()  # the service worker now controls the page
    assert page.evaluate("Boolean(navigator.serviceWorker.controller)")
    return page


def search(page, words):
    page.fill("#q", words)
    page.press("#q", "Enter")
    page.wait_for_load_state()


def test_offline_a_rule_number_opens_the_rule_and_words_find_it(open_page, live_site):
    page = installed(open_page, "mtg", "dbe")
    page.context.set_offline(True)

    search(page, "712.8e")
    page.wait_for_url(re.compile(r"/rules/mtg/712\.8e/$"))
    expect(page.locator("h1")).to_have_text(re.compile(r"^712\.8e"))
    expect(page.locator(".rule-text")).not_to_be_empty()

    search(page, "transform")
    results = page.locator("ol.results li.result > a")
    expect(results.first).to_be_visible()
    search(page, "melde")  # a word's prefix finds "melded"
    expect(page.locator("ol.results li.result").first).to_be_visible()
    search(page, "evo-bonus flip")
    first = page.locator("ol.results li.result > a").first
    title = first.inner_text()
    first.click()
    page.wait_for_load_state()
    expect(page.locator("h1")).to_have_text(title)


def test_offline_a_card_shows_its_faces_and_rulings(open_page, live_site):
    page = installed(open_page, "mtg", "dbe")
    page.context.set_offline(True)
    page.goto(live_site.url + "/cards/dbe/XB-006/")
    expect(page.locator("section.face#star")).to_contain_text("Antiramon")
    expect(page.locator("section.face#moon")).to_contain_text("Moon")
    expect(page.locator("section.rulings")).to_be_visible()


def test_offline_a_page_not_stored_says_so_plainly(open_page, live_site):
    page = installed(open_page, "mtg", "dbe")
    page.context.set_offline(True)
    page.goto(live_site.url + "/rules/dcg/3-2-3/")
    expect(page.locator("h1")).to_have_text("Not stored on this phone")
    expect(page.locator(".offline-missing")).to_contain_text("is not stored on this phone")


def test_removing_a_game_frees_its_space(open_page, live_site):
    page = installed(open_page, "mtg", "dbe")
    page.locator('[data-offline-game="mtg"] button.offline-remove').click()
    expect(page.locator("[data-offline-total]")).to_contain_text("1 game kept offline")
    assert page.evaluate("caches.open('flipside-games').then(c => c.keys()).then(k => k.length)") == 2


def test_back_online_after_a_new_edition_the_app_says_the_rules_were_updated(open_page, live_site):
    page = open_page("/games/dcg/")
    keep_offline(page, "dcg")
    new = DocumentVersion.objects.get(pk=import_second_dcg_edition().version_id)
    page.reload()
    notice = page.locator(".offline-update")
    expect(notice).to_contain_text(f"rules updated on {new.effective_date.isoformat()}")
    notice.get_by_role("button", name="refresh").click()
    expect(notice).to_contain_text("now holds the rules of")


def test_an_event_page_shows_the_versions_in_force_on_its_date(open_page, live_site):
    first = DocumentVersion.objects.get(document__game__slug="dcg")
    import_second_dcg_edition()
    create_event("Store Championship", first.effective_date + dt.timedelta(days=1), ["dcg"], slug="store")
    page = open_page("/events/store/")
    pinned = page.locator('[data-document="comprehensive-rules"]')
    expect(pinned.locator(".version-label")).to_have_text(first.label)
    link = pinned.locator("ul.rule-list a").first
    assert link.get_attribute("href").endswith(f"?version={first.label}")
    link.click()
    expect(page.locator("h1")).to_be_visible()
    assert f"version={first.label}" in page.url

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


def test_back_online_after_a_new_edition_the_new_rules_download_in_the_background(open_page, live_site):
    page = open_page("/games/dcg/")
    keep_offline(page, "dcg")
    new = DocumentVersion.objects.get(pk=import_second_dcg_edition().version_id)
    page.reload()
    notice = page.locator(".offline-update")  # shown once the new bundle is stored
    expect(notice).to_contain_text(f"Rules updated on {new.effective_date.isoformat()} — refresh")
    stored = page.evaluate("FlipsideOffline.stored().dcg.versions.map(v => v.label)")
    assert stored == [new.label]
    notice.get_by_role("button", name="refresh").click()
    page.wait_for_load_state("networkidle")
    expect(page.locator(".offline-update")).to_have_count(0)  # the stored copy is current now


def test_offline_the_persistence_table_shows_its_cells_citations_and_assumed_marks(open_page, live_site):
    page = installed(open_page, "mtg", "dbe")
    page.context.set_offline(True)
    page.goto(live_site.url + "/scenarios/mtg/table/")
    expect(page.locator("h1")).to_have_text("What a card keeps: mtg")
    table = page.locator("table.scn-table")
    expect(table.locator("thead th").nth(1)).to_have_text("transform")
    expect(table.locator("td.scn-cell .scn-outcome").first).not_to_be_empty()
    expect(table.locator("td.scn-cell a[href^='/rules/mtg/712.']").first).to_be_visible()
    expect(table.locator(".scn-assumed").first).to_have_text("assumed")
    expect(page.locator("ol.scn-citations li blockquote").first).not_to_be_empty()
    expect(page.locator(".offline-copy")).to_contain_text("Offline copy")
    table.locator("td.scn-cell a[href='/rules/mtg/712.2/']").first.click()  # a cited rule, also offline
    expect(page.locator("h1")).to_have_text(re.compile(r"^712\.2"))


def test_offline_search_forgives_two_swapped_letters(open_page, live_site):
    page = installed(open_page, "mtg", "dbe")
    assert page.evaluate("FlipsideSearch.oneEditApart('trnasform', 'transform')")
    assert page.evaluate("FlipsideSearch.oneEditApart('transfrom', 'transform')")
    assert not page.evaluate("FlipsideSearch.oneEditApart('trnasfrom', 'transform')")  # two edits
    page.context.set_offline(True)
    search(page, "trnasform")
    expect(page.locator("ol.results li.result").first).to_be_visible()
    expect(page.locator("ol.results")).to_contain_text("712.")


def test_an_event_kept_offline_keeps_the_rules_it_pins_after_a_new_edition(open_page, live_site):
    first = DocumentVersion.objects.get(document__game__slug="dcg")
    import_second_dcg_edition()
    create_event("Store Championship", first.effective_date + dt.timedelta(days=1), ["dcg"], slug="store")
    page = open_page("/events/store/")
    assert page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    widget = page.locator("[data-offline-event='store']")
    button = widget.locator("button.offline-keep-button")
    expect(button).to_have_text(re.compile(r"Keep this event offline \(\d+ KB download\)"))
    button.click()
    expect(widget.locator(".offline-status")).to_contain_text("Kept offline for this event")
    page.reload()
    page.wait_for_load_state("networkidle")
    expect(page.locator(".offline-update")).to_have_count(0)  # a pinned game is never updated
    assert page.evaluate("FlipsideOffline.stored().dcg.versions[0].label") == first.label

    # Online, the current rule is newer than the event pins: the page says so.
    page.goto(live_site.url + "/rules/dcg/3-2-3/")
    expect(page.locator(".offline-newer")).to_contain_text(f"the event pins version {first.label}")

    page.context.set_offline(True)
    page.goto(live_site.url + "/events/store/")  # the event page is stored with its games
    expect(page.locator("h1")).to_have_text("Store Championship")
    page.locator('[data-document="comprehensive-rules"] ul.rule-list a').first.click()
    expect(page.locator(".offline-pinned")).to_be_visible()  # its links open the event's copy
    expect(page.locator(".notice")).to_have_count(0)  # the version the link asks for is the one stored
    page.goto(live_site.url + f"/rules/dcg/3-2-3/?version={first.label}")
    expect(page.locator(".rule-text")).to_contain_text("change the order of cards")
    expect(page.locator(".rule-text")).not_to_contain_text("look at")
    expect(page.locator(".offline-pinned")).to_contain_text("Offline copy for Store Championship")
    page.goto(live_site.url + "/rules/dcg/3-2-5/")  # only in the newer edition
    expect(page.locator("h1")).to_have_text("Not stored on this phone")


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

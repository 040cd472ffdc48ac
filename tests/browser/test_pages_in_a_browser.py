"""What a judge does with the pages on a phone, in a real browser (Chromium through Playwright)."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import DESKTOP, PHONE, screenshot
from tests.pages.helpers import NEW_323, OLD_323, import_second_dcg_edition

pytestmark = pytest.mark.browser


def focused_id(page) -> str:
    return page.evaluate("document.activeElement && document.activeElement.id")


def test_searching_from_the_home_page_opens_a_result(open_page, live_site):
    page = open_page("/")
    assert focused_id(page) == "q"  # the box is focused: a judge types at once
    page.keyboard.type("evo-bonus flip")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/search/\?q=evo-bonus\+flip$"))
    results = page.locator("ol.results li.result > a")
    assert results.count() > 0
    title = results.first.inner_text()
    results.first.click()
    page.wait_for_load_state()
    assert page.url.startswith(live_site.url + "/") and "/search/" not in page.url
    assert page.locator("h1").inner_text()
    assert title


def test_the_slash_key_focuses_the_search_box_from_any_page(open_page):
    page = open_page("/rules/mtg/712.8e/")
    assert focused_id(page) != "q"
    page.keyboard.press("/")
    assert focused_id(page) == "q"
    page.keyboard.type("meld")
    assert page.input_value("#q") == "meld"  # the slash itself is not typed


def test_following_a_reference_and_coming_back_through_cited_by(open_page, live_site):
    page = open_page("/rules/mtg/712.11d/")
    page.locator(".rule-text a", has_text="712.11c").click()
    page.wait_for_url(live_site.url + "/rules/mtg/712.11c/")
    assert page.locator("h1").inner_text().startswith("712.11c")
    page.locator(".cited-by a", has_text="712.11d").click()
    page.wait_for_url(live_site.url + "/rules/mtg/712.11d/")
    assert page.locator("h1").inner_text().startswith("712.11d")


def test_a_card_shows_both_faces_side_by_side_on_a_desktop_and_stacked_on_a_phone(open_page):
    page = open_page("/cards/dbe/XB-006/", size=DESKTOP)
    star, moon = page.locator("section.face#star"), page.locator("section.face#moon")
    assert "Star" in star.inner_text() and "Antiramon" in star.inner_text()
    assert "Moon" in moon.inner_text() and "Nightmare" in moon.inner_text()
    a, b = star.bounding_box(), moon.bounding_box()
    assert a["y"] == b["y"] and b["x"] > a["x"] + a["width"] - 1
    phone = open_page("/cards/dbe/XB-006/", size=PHONE)
    a, b = (
        phone.locator("section.face#star").bounding_box(),
        phone.locator("section.face#moon").bounding_box(),
    )
    assert b["y"] >= a["y"] + a["height"]


def test_a_diff_between_two_versions_shows_the_added_rule(open_page, live_site):
    import_second_dcg_edition()
    page = open_page("/documents/dcg/comprehensive-rules/")
    page.select_option("#from", "2026-01-01")
    page.select_option("#to", "2026-02-01")
    page.get_by_role("button", name="Compare").click()
    page.wait_for_url(re.compile(r"/diff/\?from=2026-01-01&to=2026-02-01$"))
    added = page.locator("#key-3-2-5")
    assert added.is_visible()
    assert "Players may shuffle their decks" in added.locator("ins").inner_text()
    assert page.locator("#key-3-2-3 ins").inner_text().strip() == "or look at"
    screenshot(page, "diff-360-light")


def test_choosing_an_as_of_date_shows_the_older_text(open_page, live_site):
    import_second_dcg_edition()
    page = open_page("/rules/dcg/3-2-3/")
    assert NEW_323 in page.locator(".rule-text").inner_text()
    page.fill("#as_of", "2026-01-15")
    page.get_by_role("button", name="Show").click()
    page.wait_for_url(re.compile(r"as_of=2026-01-15"))
    assert page.locator(".rule-text").inner_text().strip() == OLD_323
    assert "This is not the current text." in page.locator(".notice").inner_text()


def test_the_copy_button_copies_the_permalink(open_page, live_site):
    page = open_page("/rules/mtg/712.8e/")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_site.url)
    button = page.locator("button.copy")
    button.click()
    expect(button).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()") == live_site.url + "/rules/mtg/712.8e/"


def test_the_pages_work_without_javascript(open_page):
    page = open_page("/rules/mtg/712.8e/", javascript=False)
    assert not page.get_by_role("button", name="Copy").is_visible()  # nothing to copy with
    assert page.input_value("#permalink").endswith("/rules/mtg/712.8e/")
    page.locator("details summary").count()
    toc = open_page("/documents/mtg/comprehensive-rules/", javascript=False)
    toc.locator("summary", has_text="712.8").first.click()  # <details> open without JavaScript
    assert toc.locator("a[href='/rules/mtg/712.8e/']").is_visible()


PAGES = {
    "home": "/",
    "rule": "/rules/mtg/712.9/",
    "paragraph": "/rules/dbe/intro-to-flip-cards.16.5/",
    "faqs": "/faqs/dbe/?card=XB-006",
    "card": "/cards/dbe/XB-006/",
    "document": "/documents/dcg/comprehensive-rules/",
    "game": "/games/mtg/",
    "search": "/search/?q=flip+evo-bonus",
    "missing": "/rules/mtg/712.8z/",
}


def relative_luminance(rgb) -> float:
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(fg, bg) -> float:
    hi, lo = sorted((relative_luminance(fg), relative_luminance(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# Text colour against the nearest opaque background, for every visible element holding text.
COLOURS = """() => {
  const rgb = s => (s.match(/[\\d.]+/g) || []).map(Number);
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own || !el.offsetParent && el.tagName !== 'BODY') continue;
    let bg = el, c;
    while (bg) {
      c = rgb(getComputedStyle(bg).backgroundColor);
      if (c.length === 3 || c[3] > 0) break;
      bg = bg.parentElement;
    }
    out.push({tag: el.tagName + '.' + el.className, fg: rgb(getComputedStyle(el).color).slice(0, 3),
              bg: bg ? c.slice(0, 3) : [255, 255, 255]});
  }
  return out;
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_at_360_and_1280_px_with_readable_contrast_and_no_sideways_scrolling(
    open_page, live_site, scheme
):
    import_second_dcg_edition()  # so the home page and the document have a diff to show
    pages = {**PAGES, "diff": "/documents/dcg/comprehensive-rules/diff/"}
    for name, path in pages.items():
        for size in (PHONE, DESKTOP):
            page = open_page(path, size=size, scheme=scheme)
            screenshot(page, f"{name}-{size['width']}-{scheme}")
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= size["width"], (name, size, width)
            low = [
                (c["tag"], round(contrast(c["fg"], c["bg"]), 2))
                for c in page.evaluate(COLOURS)
                if contrast(c["fg"], c["bg"]) < 4.5
            ]
            assert not low, (name, scheme, low)
            page.context.close()

"""Home, game, FAQ and card pages, the shared layout, and the static files."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = [
    "/",
    "/games/mtg/",
    "/documents/mtg/comprehensive-rules/",
    "/documents/dcg/comprehensive-rules/diff/",
    "/rules/mtg/712.8e/",
    "/rules/mtg/712.8z/",
    "/faqs/dbe/",
    "/faqs/dbe/flip-is-not-a-ko/",
    "/cards/dbe/XB-006/",
]


def test_the_home_page_focuses_the_search_box_and_lists_the_games_and_recent_changes(site, client):
    html = client.get("/").content.decode()
    form = re.search(
        r'<form class="find" method="get" action="/search/" role="search">(.*?)</form>', html, re.S
    )
    assert form and '<label for="q"' in form.group(1)
    assert re.search(r'<input id="q" type="search" name="q"[^>]* autofocus>', form.group(1))
    for slug in ("dbe", "space", "dcg", "mtg", "ddm"):
        assert f'href="/games/{slug}/"' in html
    changes = html.split('id="changes-h"')[1]
    assert "Comprehensive Rules, Chapter 3: Game Areas" in changes
    assert '<a href="/rules/dcg/3-1-3-1-2/">3-1-3-1-2</a>' in changes


def test_the_home_page_links_what_changed_in_a_new_version(two_dcg_editions, client):
    html = client.get("/").content.decode()
    assert 'href="/documents/dcg/comprehensive-rules/diff/?to=2026-02-01">what changed</a>' in html


def test_every_page_has_the_header_search_landmarks_one_h1_ordered_headings_and_no_inline_script(
    site, client
):
    for url in PAGES:
        html = client.get(url).content.decode()
        assert '<form class="find" method="get" action="/search/" role="search">' in html, url
        assert '<main id="main"' in html and "<header" in html and "<footer" in html, url
        assert html.count("<h1") == 1, url
        assert all("src=" in tag for tag in re.findall(r"<script[^>]*>", html)), url  # ready for a CSP
        assert "style=" not in html, url
        levels = [int(n) for n in re.findall(r"<h([1-6])", html)]
        assert all(b <= a + 1 for a, b in zip(levels, levels[1:], strict=False)), (url, levels)


def test_the_game_page_lists_documents_faq_cards_and_the_unresolved_references(site, client):
    html = client.get("/games/mtg/").content.decode()
    assert (
        'href="/documents/mtg/comprehensive-rules/"' in html
        and 'href="/documents/mtg/double-faced-cards/"' in html
    )
    assert 'href="/faqs/mtg/">6 questions and answers</a>' in html
    assert 'href="/cards/mtg/EMN-96b/"' in html
    report = html.split('id="unresolved-h"')[1]
    assert "<tr><td>713</td><td>“713”</td>" in report
    assert 'href="/rules/mtg/712.7/"' in report


def test_an_unknown_game_is_not_found(site, client):
    assert client.get("/games/nope/").status_code == 404
    assert client.get("/faqs/nope/").status_code == 404


def test_the_faq_page_lists_a_games_questions(site, client):
    html = client.get("/faqs/dbe/").content.decode()
    assert html.count('<li><a href="/faqs/dbe/') == 15


def test_the_faq_page_filters_by_card(site, client):
    html = client.get("/faqs/dbe/?card=XB-006").content.decode()
    assert sorted(re.findall(r'<li><a href="/faqs/dbe/([^/]+)/"', html)) == [
        "deck-limit-both-sides",
        "flip-card-names",
        "flip-type-change",
    ]


def test_the_faq_page_filters_by_section(site, client):
    html = client.get("/faqs/mtg/?section=712.9").content.decode()
    assert sorted(re.findall(r'<li><a href="/faqs/mtg/([^/]+)/"', html)) == [
        "copying-a-dfc",
        "dfc-turned-face-down",
    ]


def test_one_faq_shows_its_answer_the_rules_it_concerns_and_the_cards_it_names(site, client):
    response = client.get("/faqs/dbe/deck-limit-both-sides/")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'href="/rules/dbe/intro-to-flip-cards.9/"' in html.split('id="rules-h"')[1]
    assert 'href="/cards/dbe/XB-006/"' in html.split('id="cards-h"')[1]
    assert client.get("/faqs/dbe/nope/").status_code == 404


def test_the_card_page_shows_both_faces_with_their_side_icons_named(site, client):
    html = client.get("/cards/dbe/XB-006/").content.decode()
    assert re.findall(r'<section class="face" id="(\w+)"', html) == ["star", "moon"]
    assert "<dt>side icon</dt><dd>star</dd>" in html and "<dt>side icon</dt><dd>moon</dd>" in html
    assert "No initial side: either side may start." in html


def test_the_card_page_marks_the_initial_side_and_shows_the_meld_relation(site, client):
    html = client.get("/cards/mtg/EMN-91/").content.decode()
    assert html.count("<strong>Initial side</strong>") == 1
    meld = re.search(r'<section class="meld">(.*?)</section>', html, re.S).group(1)
    assert "Chittering Host" in meld


def test_the_card_page_lists_the_rules_and_faqs_naming_it(site, client):
    html = client.get("/cards/dbe/XB-006/").content.decode()
    mentions = html.split('<section class="mentions">')[1]
    assert 'href="/rules/dbe/intro-to-flip-cards.9/"' in mentions
    assert 'href="/faqs/dbe/deck-limit-both-sides/"' in mentions
    assert 'href="/faqs/dbe/?card=XB-006"' in mentions


def test_the_card_page_lists_rulings_with_their_dates_and_sources(site, client):
    html = client.get("/cards/mtg/EMN-130a/").content.decode()
    rulings = html.split('<section class="rulings">')[1].split("</section>")[0]
    assert re.search(r'<time datetime="\d{4}-\d\d-\d\d">', rulings)
    assert '<p class="meta">' in rulings and "source not given" not in rulings


def test_templates_output_unescaped_only_the_sanitized_html_fields():
    safe_uses = set()
    ours = [ROOT / "templates" / "base.html", *(ROOT / "templates").glob("rulings/*.html")]
    for path in [*ours, *(ROOT / "templates").glob("cards/*.html")]:
        safe_uses |= set(re.findall(r"\{\{\s*([\w.]+)\|safe", path.read_text()))
    assert safe_uses <= {"section.html", "example.html", "faq.answer_html"}


def test_css_and_javascript_together_stay_under_100_kb():
    files = [p for p in (ROOT / "static").rglob("*") if p.suffix in (".css", ".js")]
    assert files and sum(p.stat().st_size for p in files) < 100 * 1024


def test_static_files_are_served_with_hashed_names_and_far_future_caching_when_debug_is_off(
    site, client, settings, tmp_path
):
    from django.core.management import call_command

    settings.DEBUG = False
    settings.STATIC_ROOT = tmp_path / "static"
    settings.WHITENOISE_USE_FINDERS = False
    settings.WHITENOISE_AUTOREFRESH = False
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }
    call_command("collectstatic", interactive=False, verbosity=0)
    html = client.get("/").content.decode()
    css = re.search(r'href="(/static/flipside/site\.[0-9a-f]{12}\.css)"', html).group(1)
    js = re.search(r'src="(/static/flipside/site\.[0-9a-f]{12}\.js)"', html).group(1)
    for url in (css, js):
        response = client.get(url, headers={"accept-encoding": "gzip"})
        assert response.status_code == 200
        assert "immutable" in response["Cache-Control"] and "max-age=315360000" in response["Cache-Control"]
        assert response["Content-Encoding"] == "gzip"

"""The rule page: one permalink per section, with what it cites, what cites it, and its history."""

import re

from tests.pages.helpers import NEW_323, OLD_323


def text_of(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_a_rule_page_shows_breadcrumbs_up_the_tree_its_number_title_and_text(site, client):
    response = client.get("/rules/mtg/712.8e/")
    assert response.status_code == 200
    html = response.content.decode()
    crumbs = re.search(r'<nav class="crumbs" aria-label="Breadcrumb">(.*?)</nav>', html, re.S).group(1)
    assert re.findall(r'href="([^"]+)"', crumbs) == [
        "/games/mtg/",
        "/documents/mtg/comprehensive-rules/",
        "/rules/mtg/712/",
        "/rules/mtg/712.8/",
    ]
    assert '<span class="num">712.8e</span>' in html
    assert "its mana value is calculated using the mana cost of its front face" in html


def test_a_reference_in_the_text_links_to_the_rule_it_names(site, client):
    html = client.get("/rules/mtg/712.11d/").content.decode()
    assert '<a href="/rules/mtg/712.11c/" rel="noopener">712.11c</a>' in html


def test_the_rule_a_reference_names_lists_the_citing_rule_under_cited_by(site, client):
    html = client.get("/rules/mtg/712.11c/").content.decode()
    cited = re.search(r'<ul class="rule-list cited-by">(.*?)</ul>', html, re.S).group(1)
    assert 'href="/rules/mtg/712.11d/"' in cited


def test_cited_by_lists_the_faqs_that_cite_the_rule(site, client):
    html = client.get("/rules/mtg/712.9/").content.decode()
    cited = re.search(r'<ul class="rule-list cited-by">(.*?)</ul>', html, re.S).group(1)
    assert 'href="/faqs/mtg/copying-a-dfc/"' in cited and 'href="/faqs/mtg/dfc-turned-face-down/"' in cited


def test_an_faq_that_concerns_the_rule_without_citing_it_is_listed_as_an_faq_about_it(site, client):
    from rulings.models import FAQ, Game

    FAQ.objects.create(
        game=Game.objects.get(slug="mtg"),
        slug="back-face-mana-value",
        question="What is the mana value of a transformed permanent?",
        answer="That of its front face.",
        section_keys=["712.8e"],
    )
    faqs = client.get("/rules/mtg/712.8e/").content.decode().split('id="faqs-h"')[1]
    assert "/faqs/mtg/back-face-mana-value/" in faqs.split("</section>")[0]


def test_a_reference_to_a_rule_outside_the_knowledge_base_is_listed_as_not_in_it(site, client):
    html = client.get("/rules/mtg/712.7/").content.decode()
    cites = text_of(re.search(r'<ul class="rule-list cites">(.*?)</ul>', html, re.S).group(1))
    assert "713 not in the knowledge base" in cites


def test_a_rule_shows_its_examples_and_its_child_rules(site, client):
    html = client.get("/rules/mtg/712.9/").content.decode()
    assert html.count('<aside class="example" aria-label="Example">') == 3
    children = client.get("/rules/mtg/712.8/").content.decode().split('id="children-h"')[1]
    assert [f"/rules/mtg/712.8{c}/" for c in "abcdefg"] == re.findall(
        r'href="(/rules/mtg/712\.8\w/)"', children
    )[:7]


def test_a_rule_lists_the_cards_its_text_and_its_examples_name(site, client):
    html = client.get("/rules/mtg/712.5a/").content.decode()
    cards = html.split('id="cards-h"')[1].split("</section>")[0]
    assert "/cards/mtg/EMN-96b/" in cards and "/cards/mtg/EMN-91/" in cards
    example_cards = client.get("/rules/dbe/intro-to-flip-cards.12/").content.decode().split('id="cards-h"')[1]
    assert "/cards/dbe/XB-003/" in example_cards


def test_the_permalink_is_the_absolute_url_of_the_rule_with_a_copy_button_for_javascript(site, client):
    html = client.get("/rules/dcg/3-1-3-1-2/").content.decode()
    assert 'id="permalink" type="text" readonly value="http://testserver/rules/dcg/3-1-3-1-2/"' in html
    assert '<button type="button" class="copy" data-copy="#permalink" hidden>Copy</button>' in html


def test_a_rule_with_one_version_shows_that_version_in_its_history(site, client):
    html = client.get("/rules/dcg/3-1-3-1-2/").content.decode()
    history = text_of(html.split('id="history-h"')[1])
    assert "2026-01-01 (shown) 1 Jan 2026 first version" in history
    assert "changed in 2026-01-01 (the document’s change log)" in history


def test_a_rule_reads_in_its_current_wording_by_default_and_its_history_links_to_the_diff(
    two_dcg_editions, client
):
    html = client.get("/rules/dcg/3-2-3/").content.decode()
    assert NEW_323 in html
    history = html.split('id="history-h"')[1]
    assert (
        'href="/documents/dcg/comprehensive-rules/diff/?from=2026-01-01&amp;to=2026-02-01#key-3-2-3"'
        in history
    )
    assert '<span class="badge badge-changed">changed</span>' in history


def test_a_rule_asked_for_a_version_or_a_date_shows_the_older_text(two_dcg_editions, client):
    for query in ["?version=2026-01-01", "?as_of=2026-01-15", "?version=&as_of=2026-01-31"]:
        html = client.get(f"/rules/dcg/3-2-3/{query}").content.decode()
        assert OLD_323 in html and NEW_323 not in html, query
        assert "This is not the current text." in html
        assert 'value="http://testserver/rules/dcg/3-2-3/?version=2026-01-01"' in html


def test_the_version_selector_offers_every_version_and_an_as_of_date(two_dcg_editions, client):
    html = client.get("/rules/dcg/3-2-3/?as_of=2026-01-15").content.decode()
    form = re.search(
        r'<form class="when" method="get" action="/rules/dcg/3-2-3/">(.*?)</form>', html, re.S
    ).group(1)
    assert re.findall(r'<option value="([^"]*)"', form) == ["", "2026-01-01", "2026-02-01"]
    assert '<input id="as_of" type="date" name="as_of" value="2026-01-15">' in form


def test_a_rule_added_later_is_not_found_as_of_an_earlier_date_and_the_page_points_to_it(
    two_dcg_editions, client
):
    response = client.get("/rules/dcg/3-2-5/?as_of=2026-01-15")
    assert response.status_code == 404
    html = response.content.decode()
    assert "No rule 3-2-5 in Digimon Card Game on" in html
    assert 'It is in the current rules: <a href="/rules/dcg/3-2-5/">' in html


def test_an_unknown_key_answers_404_offering_the_nearest_existing_keys(site, client):
    response = client.get("/rules/mtg/712.8z/")
    assert response.status_code == 404
    nearest = re.findall(r'href="/rules/mtg/([^"]+)/"', response.content.decode().split('id="near-h"')[1])
    assert nearest[0] == "712.8"
    assert "712.8a" in nearest


def test_a_mistyped_dcg_key_is_offered_its_parent_and_close_spellings(site, client):
    response = client.get("/rules/dcg/3-1-3-1-9/")
    assert response.status_code == 404
    nearest = re.findall(r'href="/rules/dcg/([^"]+)/"', response.content.decode().split('id="near-h"')[1])
    assert nearest[0] == "3-1-3-1"
    assert "3-1-3-1-2" in nearest


def test_a_pasted_paragraph_as_a_key_is_simply_not_found(site, client):
    response = client.get("/rules/mtg/" + "712.8e <b>" * 500 + "/")
    assert response.status_code == 404
    assert "<b>" not in response.content.decode()


def test_a_rule_in_an_unknown_game_is_not_found(site, client):
    assert client.get("/rules/nope/712.8e/").status_code == 404


def test_a_bad_as_of_date_answers_400_with_a_message(site, client):
    for as_of in ["yesterday", "2024-13-01", "2024-02-30", "20240607", "2024-W23", "' OR 1=1 --", "9" * 5000]:
        response = client.get("/rules/mtg/712.8e/", {"as_of": as_of})
        assert response.status_code == 400
        assert "Give the date as YYYY-MM-DD" in response.content.decode()


def test_a_date_before_any_version_answers_404_and_names_the_current_rule(site, client):
    response = client.get("/rules/mtg/712.8e/?as_of=2020-01-01")
    assert response.status_code == 404
    assert 'It is in the current rules: <a href="/rules/mtg/712.8e/">' in response.content.decode()

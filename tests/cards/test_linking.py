"""Card numbers and names in rules, FAQs and rulings link to the card."""

import pytest

from cards.linking import CardFinder, CardTerms
from cards.models import CardMention
from cards.services import load_seed_cards, relink_cards
from rulings.models import FAQ, Game
from tests.cards.conftest import paragraph

FINDER = CardFinder(
    [
        CardTerms("XB-006", ("Antiramon",)),
        CardTerms("EMN-96b", ("Chittering Host",)),
        CardTerms("village-ironsmith-ironfang", ("Village Ironsmith", "Ironfang"), number_printed=False),
        CardTerms("EMN-130b", ("Hanweir, the Writhing Township",)),
        CardTerms("EMN-130a", ("Hanweir Garrison",)),
    ]
)


def found(text):
    return [(m.text, m.numbers[0]) for m in FINDER.find(text)]


def test_it_finds_a_card_number_and_a_name_in_dbe_text():
    text = "You may have XB-006 Antiramon [Moon] as the card’s initial side"
    assert found(text) == [("XB-006", "XB-006"), ("Antiramon", "XB-006")]


def test_it_never_matches_inside_another_word_or_a_longer_number():
    assert found("XB-0061 and AXB-006 and Antiramonish, Ironfangs and Antiramon-like") == []


def test_multi_word_names_match_case_sensitively_and_one_word_names_in_any_case():
    assert found("a chittering host attacks") == []
    assert found("ANTIRAMON and ironfang") == [
        ("ANTIRAMON", "XB-006"),
        ("ironfang", "village-ironsmith-ironfang"),
    ]


def test_a_longer_name_in_the_wrong_case_does_not_hide_a_shorter_one():
    finder = CardFinder([CardTerms("A-1", ("Ironfang",)), CardTerms("A-2", ("Ironfang Pack Leader",))])
    assert [(m.text, m.numbers) for m in finder.find("Ironfang pack leader")] == [("Ironfang", ("A-1",))]
    assert [m.numbers for m in finder.find("Ironfang Pack Leader")] == [("A-2",)]


def test_one_word_names_can_be_held_to_their_printed_case_too():
    finder = CardFinder([CardTerms("EMN-97", ("Murder",))], one_word_any_case=False)
    assert [m.text for m in finder.find("murder, then Murder")] == ["Murder"]


def test_a_name_key_made_up_for_a_card_without_a_number_is_not_looked_for():
    assert found("see village-ironsmith-ironfang") == []


def test_the_longest_name_wins_and_possessives_still_link():
    assert found("Hanweir, the Writhing Township’s ability; Chittering Host's") == [
        ("Hanweir, the Writhing Township", "EMN-130b"),
        ("Chittering Host", "EMN-96b"),
    ]


@pytest.fixture
def seeded(db):
    load_seed_cards(relink=False)


def _mentioned(section):
    return [(m.text, m.card.number) for m in section.card_mentions.order_by("start")]


def test_rule_712_examples_link_village_ironsmith_and_chittering_host(seeded, make_section, seed_text):
    mtg = seed_text("mtg")
    rule_18 = make_section(
        "mtg",
        "712.18",
        paragraph(mtg, "• 712.18.") + "\n\n" + paragraph(mtg, "Example: An effect gives Village Ironsmith"),
    )
    rule_21 = make_section(
        "mtg", "712.21", paragraph(mtg, "Example: Chittering Host, a melded permanent, dies.")
    )
    rule_5a = make_section("mtg", "712.5a", paragraph(mtg, "• 712.5a"))
    relink_cards("mtg")
    ironsmith = "village-ironsmith-ironfang"
    # "…gives Village Ironsmith (…) +2/+2 … and then Village Ironsmith transforms into Ironfang.
    # Ironfang will…"
    assert _mentioned(rule_18) == [
        ("Village Ironsmith", ironsmith),
        ("Village Ironsmith", ironsmith),
        ("Ironfang", ironsmith),
        ("Ironfang", ironsmith),
    ]
    assert _mentioned(rule_21) == [("Chittering Host", "EMN-96b")]
    assert _mentioned(rule_5a) == [
        ("Midnight Scavengers", "EMN-96a"),
        ("Graf Rats", "EMN-91"),
        ("Chittering Host", "EMN-96b"),
    ]


def test_the_dbe_deck_building_rule_links_xb_006(seeded, make_section, seed_text):
    rule = make_section("dbe", "deck-building", paragraph(seed_text("dbe"), "In deck building"))
    relink_cards("dbe")
    mentions = _mentioned(rule)
    assert mentions.count(("XB-006", "XB-006")) == 2
    assert mentions.count(("Antiramon", "XB-006")) == 2
    assert {number for _, number in mentions} == {"XB-006"}


def test_faqs_link_the_cards_they_name_and_relinking_does_not_duplicate(seeded):
    faq = FAQ.objects.create(
        game=Game.objects.get(slug="dbe"),
        slug="flip-types",
        question="Does Antiramon change type when it flips?",
        answer="No: XB-006 Antiramon [Moon] is Nightmare, which is not a change of type.",
    )
    relink_cards("dbe")
    first = sorted(faq.card_mentions.values_list("field", "start", "text"))
    assert relink_cards("dbe") == len(first)
    assert sorted(faq.card_mentions.values_list("field", "start", "text")) == first
    assert [t for f, _, t in first if f == "answer"] == ["XB-006", "Antiramon"]


def test_a_ruling_links_the_other_cards_it_names_but_not_its_own(seeded):
    relink_cards("mtg")
    graf_rats_rulings = CardMention.objects.filter(source_ruling__card__number="EMN-91")
    # Its first ruling: "The set of creatures affected by Chittering Host’s triggered ability…"
    assert [(m.text, m.card.number) for m in graf_rats_rulings] == [("Chittering Host", "EMN-96b")]
    # Ulrich's rulings name only its own faces.
    assert not CardMention.objects.filter(source_ruling__card__number="EMN-191").exists()

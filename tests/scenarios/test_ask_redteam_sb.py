"""Red team sb (issue #15), dcg and ddm: question tags (read by answer_polarity.as_answered),
headings that name the opposite kind, the rule of a thing against the rule of its kind, Digi-Egg
cards placed in private areas, described effects in the breeding area — once answered confidently
wrong, now answered from the seed or left unknown.

Expectations are quoted from the dcg seed (Comprehensive Rules, chapter 3): 3-2-2 "The deck is a
private area."; 3-6-2 "Players can change the order of cards in their respective trash at any
time."; 3-1-2-1-1 "Either player may look at the content or card order of these areas at any
time."; 3-1-2-2-1 "Neither player may look at the content or card order of these areas."; 3-5-3
"The hand is a private area, but the cards' owner may freely look at their hand."; 3-4-3 "When
cards are placed in the field, they are placed unsuspended."; 3-1-3-1-3 "Even if the stacking
order of stacked cards changes, they aren't considered new cards."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.answer_polarity import as_answered
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.statements import Sentence, answer, prepare
from tests.scenarios.helpers import change, keys, run

DDM_GLOSSARY = get_profile("ddm").data["ask"]["glossary"]
DECK = Sentence("dcg", "comprehensive-rules", "3-2-2", "The deck is a private area.", "Deck", "Deck")
TRASH_ORDER = Sentence(
    "dcg",
    "comprehensive-rules",
    "3-6-2",
    "Players can change the order of cards in their respective trash at any time.",
    "Trash",
    "Trash",
)
_AREAS = "Public Areas and Private Areas Areas Game Areas"
PUBLIC_LOOK = Sentence(
    "dcg",
    "comprehensive-rules",
    "3-1-2-1-1",
    "Either player may look at the content or card order of these areas at any time.",
    f"Public Areas {_AREAS}",
    "Public Areas",
)
PRIVATE = tuple(
    Sentence("dcg", "comprehensive-rules", "3-1-2-2-1", text, f"Private Areas {_AREAS}", "Private Areas")
    for text in (
        "Card information on cards in these areas isn't revealed to both players.",
        "Neither player may look at the content or card order of these areas.",
    )
)
HAND = Sentence(
    "dcg",
    "comprehensive-rules",
    "3-5-3",
    "The hand is a private area, but the cards' owner may freely look at their hand.",
    "Hand",
    "Hand",
)


def test_it_answers_no_when_a_tag_asks_whether_the_private_deck_is_public():
    # 3-2-2 "The deck is a private area." The tag's "isn't" negates nothing the rule is asked.
    found = answer(as_answered("The deck is a public area, isn't it?")[0], (DECK,))
    assert found is not None and found["answer"] == "no"


def test_it_answers_yes_when_an_echoing_tag_asks_whether_the_trash_can_be_rearranged():
    # 3-6-2 "Players can change the order of cards in their respective trash at any time."
    found = answer(as_answered("I can't rearrange my trash, can I?")[0], (TRASH_ORDER,))
    assert found is not None and found["answer"] == "yes"


def test_it_answers_no_when_a_tag_asks_whether_cards_come_into_the_field_suspended():
    # 3-4-3 "When cards are placed in the field, they are placed unsuspended." ("don't they?" echoes)
    out = ask(as_answered("Cards placed in the field come in suspended, don't they?")[0], "dcg")
    assert out["answer"] == "no"
    assert "3-4-3" in {c["key"] for c in out["citations"]}


def test_it_answers_no_when_so_asks_whether_reordering_a_stack_makes_new_cards():
    # 3-1-3-1-3 "Even if the stacking order of stacked cards changes, they aren't considered new cards."
    out = ask(
        as_answered("So changing the stacking order doesn't make the stacked cards new cards?")[0], "dcg"
    )
    assert out["answer"] == "no"
    assert "3-1-3-1-3" in {c["key"] for c in out["citations"]}


def test_it_does_not_answer_of_a_public_area_from_a_private_area_under_a_heading_naming_both():
    # 3-1-2-2-1 is under "Private Areas", below "Public Areas and Private Areas": "Neither player may
    # look …" says nothing of public areas, where (3-1-2-1-1) "Either player may look …".
    found = answer(
        "In a public area, can both players see all the card information?", (PUBLIC_LOOK, *PRIVATE)
    )
    assert found is None or found["answer"] == "yes"


def test_it_does_not_answer_of_the_hand_from_the_rule_of_private_areas_when_the_hand_has_its_own():
    # 3-5-3 "The hand is a private area, but the cards' owner may freely look at their hand.": the
    # private areas' "Neither player may look …" (3-1-2-2-1) does not decide whether I may look at mine.
    found = answer("Am I not allowed to look at my hand?", (*PRIVATE, HAND))
    assert found is None or found["sentence"].key == "3-5-3"


# --- dcg 3-1-3-9: "When Digi-Egg cards are placed from respective areas to private areas, they are
# placed according to the following rules." 3-1-3-9-2 "If placing in private areas other than the
# deck or Digi-Egg deck, cards are placed at the bottom of the Digi-Egg deck."; 3-7-2 "The security
# stack is a private area."; 3-5-3 "The hand is a private area …".


def test_a_digi_egg_card_put_in_the_security_stack_is_placed_in_the_digi_egg_deck():
    result = run(
        "dcg",
        {"zone": "trash", "faces": [{"side": "front", "name": "Koromon", "card_type": "Digi-Egg"}]},
        {"do": "move", "to": "security_stack"},
    )
    assert result["final"]["zone"] == "digi_egg_deck"
    assert "3-1-3-9-2" in keys(result, change(result["steps"][-1], "zone"))


def test_a_digimon_put_in_the_security_stack_stays_there():
    # 3-7-1 "Security cards are placed in this area.": only a Digi-Egg card is placed elsewhere.
    result = run(
        "dcg",
        {"zone": "trash", "faces": [{"side": "front", "name": "Agumon", "card_type": "Digimon"}]},
        {"do": "move", "to": "security_stack"},
    )
    assert result["final"]["zone"] == "security_stack"


@pytest.mark.parametrize(
    "question",
    [
        "A Digi-Egg card in my trash is placed into my security stack by an effect. Does it actually end "
        "up in my security stack?",
        "My Digi-Egg card in the breeding area is returned to my hand. Does it stay in my hand?",
    ],
)
def test_it_answers_no_when_asked_whether_a_digi_egg_card_ends_up_in_a_private_area(question):
    out = ask(question, "dcg")
    assert out["answer"] == "no"
    assert "3-1-3-9-2" in {c["key"] for c in out["citations"]}


def test_an_effect_named_as_the_agent_of_a_passive_is_not_what_is_asked_of():
    # "… placed into my security stack by an effect": the effect acts; it is not asked whether it stays.
    out = ask(
        "My Agumon in the trash is placed into my security stack by an effect. Does it end up there?", "dcg"
    )
    assert (out.get("read") or {}).get("subject") != "the effect"


def test_it_answers_no_when_a_described_effect_asks_of_a_card_in_the_breeding_area():
    # 3-4-5-3 "Cards in breeding areas can't be affected by effects, except for effects that explicitly
    # specify or reference breeding areas.": an effect that hits all Digimon names no breeding area.
    question = "My opponent's effect hits all Digimon. Is my Digimon in the breeding area affected by it?"
    out = ask(question, "dcg")
    assert out["answer"] == "no"
    assert "3-4-5-3" in {c["key"] for c in out["citations"]}


def test_it_answers_unknown_when_asked_of_looking_at_security_when_a_digimon_attacks():
    # Chapter 3 says nothing of an attack: "Do I check security cards when my Digimon attacks?"
    assert ask("Do I check security cards when my Digimon attacks the player?", "dcg")["answer"] == "unknown"


def test_it_reads_los_dos_as_both_digimon_being_variable():
    # ddm 2.1.7 "En el caso de que el Digimon oponente también sea de atributo variables, ambos se
    # mantendrán en dicho atributo."
    question = "Cuando los dos Digimon en combate son Variables, ¿alguno de ellos toma otro atributo?"
    out = ask(question, "ddm")
    assert out["answer"] == "no"
    assert "ambos se mantendrán" in " ".join(c["quote"] for c in out["citations"])


def test_of_two_clauses_that_align_as_well_the_one_naming_the_digi_egg_deck_is_cited():
    # 3-3-2 "The Digi-egg deck is a private area." and 3-2-2 "The deck is a private area." agree; the
    # question names the Digi-Egg deck.
    deck = Sentence("dcg", "comprehensive-rules", "3-2-2", "The deck is a private area.", "Deck", "Deck")
    egg = Sentence(
        "dcg",
        "comprehensive-rules",
        "3-3-2",
        "The Digi-egg deck is a private area.",
        "Digi-Egg Deck",
        "Digi-Egg Deck",
    )
    found = answer("Is the Digi-Egg deck a private area?", (deck, egg))
    assert found is not None and found["answer"] == "yes" and found["sentence"].key == "3-3-2"


def test_a_clause_saying_what_its_section_is_is_about_the_sections_title():
    # 3-4-5 "Breeding Area", 3-4-5-1 "This is the part of the field where hatched Digimon are placed."
    breeding = Sentence(
        "dcg",
        "comprehensive-rules",
        "3-4-5-1",
        "This is the part of the field where hatched Digimon are placed.",
        "Breeding Area Field Game Areas",
        "Breeding Area",
    )
    found = answer("Are hatched Digimon placed in the breeding area?", (breeding,))
    assert found is not None and found["answer"] == "yes"


def test_a_spanish_question_saying_dura_is_read_as_the_text_saying_permanece():
    # ddm 2.2.3 "el efecto de esta carta solo suele permanecer durante la Phase en la que fue activada"
    timing = Sentence(
        "ddm",
        "card-anatomy",
        "2.2.3",
        "El efecto de esta carta permanece durante la Phase en la que fue activada.",
        "Activation Timing Field",
        "Activation Timing Field",
    )
    found = answer("¿El efecto de la carta dura durante la Phase en la que fue activada?", (timing,))
    assert found is not None and found["answer"] == "yes"


def test_a_field_named_with_a_slash_is_named_by_either_of_its_words():
    # ddm 2.1.10 "Information/Coordination Field": "la información que se muestre no será contada como
    # una “Habilidad Especial”."
    field = Sentence(
        "ddm",
        "card-anatomy",
        "2.1.10",
        "Información de la carta (Ej: Los requerimientos de evolución no pueden ser ignorados) será mostrada "
        "aquí; la información que se muestre no será contada como una “Habilidad Especial”.",
        "Information/Coordination Field",
        "Information/Coordination Field",
    )
    found = answer("¿La información del Coordination Field cuenta como Habilidad Especial?", (field,))
    assert found is not None and found["answer"] == "no"


def test_debajo_below_is_no_obligation_and_aqui_vemos_is_about_what_the_section_shows():
    # ddm 2.1.2 "Aquí vemos el número de la carta, escrito debajo del nombre de la misma."
    number = Sentence(
        "ddm",
        "card-anatomy",
        "2.1.2",
        "Aquí vemos el número de la carta, escrito debajo del nombre de la misma.",
        "Card Number",
        "Card Number",
    )
    found = answer("¿El número de la carta está escrito debajo del nombre?", (number,))
    assert found is not None and found["answer"] == "yes"


def test_a_card_with_no_limit_frame_is_no_question_without_bound():
    # ddm 2.2.8 "Para las cartas que no indican ningún marco de límite, se enviaran al Dark Area al final
    # de la fase en la que se activó."
    limit = Sentence(
        "ddm",
        "card-anatomy",
        "2.2.8",
        "Para las cartas que no indican ningún marco de límite, se enviaran al Dark Area al final de la fase "
        "en la que se activó.",
        "Limit",
        "Limit",
    )
    question = "Is a card with no limit frame sent to the Dark Area at the end of the phase it was activated?"
    found = answer(question, prepare((limit,), DDM_GLOSSARY))
    assert found is not None and found["answer"] == "yes"


@pytest.mark.parametrize(
    ("question", "key"),
    [
        # 3-4-5-5 "Cards in breeding areas can't be chosen for effects, except for effects that explicitly
        # specify or reference breeding areas." — to pick is to choose.
        (
            "Can my opponent's 'suspend 1 of your opponent's Digimon' effect pick my Digimon in the breeding "
            "area?",
            "3-4-5-5",
        ),
        # 3-4-5-4 "Effects on cards in breeding areas can't trigger or activate, …" — to go off is to trigger.
        (
            "I digivolved it into an Agumon with a [When Digivolving] effect while it was still in my "
            "breeding area. Does Agumon's effect go off?",
            "3-4-5-4",
        ),
    ],
)
def test_it_answers_no_when_a_described_effect_would_pick_or_go_off_in_the_breeding_area(question, key):
    out = ask(question, "dcg")
    assert out["answer"] == "no"
    assert key in {c["key"] for c in out["citations"]}


def test_carry_over_is_read_as_keep():
    # dcg 3-1-3-1-2 "A new card … will not carry over any of the original card's statuses, states, etc."
    new_card = Sentence(
        "dcg",
        "comprehensive-rules",
        "3-1-3-1-2",
        "A new card is considered to be a different card from the card in the previous area, and it will not "
        "carry over any of the original card's statuses, states, etc.",
        "New Cards",
        "New Cards",
    )
    found = answer("does a new card keep the states of the origenal card?", (new_card,))
    assert found is not None and found["answer"] == "no"


@pytest.mark.parametrize(
    "question",
    [
        # The quoted effect names breeding areas: 3-4-5-3's exception may hold.
        "My opponent's effect says 'delete all Digimon in breeding areas'. Is my Digimon in the breeding "
        "area affected by it?",
        # Whose the effect is says nothing of what it names.
        "Is my Digimon in the breeding area affected by my own effect?",
    ],
)
def test_it_gives_no_plain_no_when_the_effect_may_name_the_breeding_area(question):
    # 3-4-5-3 "Cards in breeding areas can't be affected by effects, except for effects that explicitly
    # specify or reference breeding areas."
    assert ask(question, "dcg")["answer"] in ("depends", "unknown")


def test_a_clause_saying_what_its_section_is_borrows_no_word_from_the_sentence_before():
    # 3-4-4 "The field is divided into the breeding area and the battle area." then, under "Breeding
    # Area", 3-4-5-1 "This is the part of the field where hatched Digimon are placed.": "this" is the
    # breeding area, so it says nothing of hatched Digimon in the battle area.
    divided = Sentence(
        "dcg",
        "comprehensive-rules",
        "3-4-4",
        "The field is divided into the breeding area and the battle area.",
        "Field Game Areas",
        "Field",
    )
    breeding = Sentence(
        "dcg",
        "comprehensive-rules",
        "3-4-5-1",
        "This is the part of the field where hatched Digimon are placed.",
        "Breeding Area Field Game Areas",
        "Breeding Area",
    )
    assert answer("Are hatched Digimon placed in the battle area?", (divided, breeding)) is None


def test_a_question_swapping_what_is_written_below_what_is_not_answered():
    # ddm 2.1.2 "Aquí vemos el número de la carta, escrito debajo del nombre de la misma.": the number is
    # below the name, not the name below the number.
    number = Sentence(
        "ddm",
        "card-anatomy",
        "2.1.2",
        "Aquí vemos el número de la carta, escrito debajo del nombre de la misma.",
        "Card Number",
        "Card Number",
    )
    assert answer("¿El nombre de la carta está escrito debajo del número?", (number,)) is None
    found = answer("¿El número de la carta está escrito debajo del nombre?", (number,))
    assert found is not None and found["answer"] == "yes"

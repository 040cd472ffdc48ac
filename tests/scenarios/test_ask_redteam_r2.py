"""Red team r2 (issue #15), all games: families once answered confidently wrong, now answered from
the seed or left unknown.

- a kind of card the rules never name: the space seed (§13) speaks of counters only "For
  Characters", "For Spacecraft" and "For Locations" ("All counters remain except Liberation
  counters."); of an Event card it says nothing;
- a face named by what is printed on it: mtg 712.12 "A player playing a modal double-faced card … as
  a land chooses one of its faces that's a land", while 712.14 "enters the battlefield with its front
  face up by default" says nothing of a "nonland face" or a "creature face";
- two things asked of at once: space 13.all-card-types.1 "Any attached Devices remain attached" but
  13.spacecraft.2 "All counters remain except Liberation counters.";
- what a Flip effect says, told as a fact: dbe 13 "It may target the opponent's active if specified
  (or uses “any”)."
"""

from __future__ import annotations

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.statement_guards import kind_unnamed
from rulings.scenarios.engine.statements import Sentence, answer, prepare

_LIB = "All counters remain except Liberation counters."
SPACE_COUNTERS = tuple(
    Sentence("space", "rules", f"13.{kind}.2", _LIB, f"{title} Card Flips", title)
    for kind, title in (("spacecraft", "Spacecraft"), ("locations", "Locations"))
)


def test_it_answers_unknown_when_the_question_names_a_kind_of_card_the_rules_never_name():
    out = ask("Does an Event card keep its counters when it flips?", "space")
    assert out["answer"] == "unknown"
    assert "event" in out["summary"]


def test_the_statement_reader_does_not_answer_for_a_kind_of_card_its_text_never_names():
    index = prepare(SPACE_COUNTERS)
    assert answer("Does an Event card keep its counters when it flips?", index) is None


def test_a_kind_the_rules_name_is_still_answered():
    # 13.locations.2 "All counters remain except Liberation counters."
    out = ask("Do counters stay on a Location card when it flips?", "space")
    assert out["answer"] == "yes"
    assert "13.locations.2" in {c["key"] for c in out["citations"]}


def test_a_long_misspelt_kind_of_card_is_put_right_not_refused():
    # 712.9.ex1 "Because the Clone is itself not a transforming double-faced card, it can't transform."
    sentence = Sentence(
        "mtg",
        "comprehensive-rules",
        "712.9.ex1",
        "Because the Clone is itself not a transforming double-faced card, it can’t transform.",
        "Double-Faced Cards",
        "",
    )
    vocabulary = prepare((sentence,)).vocabulary
    assert kind_unnamed("can a Clone that's copying a transfroming card transform?", vocabulary) == ""


def test_it_answers_unknown_when_the_question_names_a_face_by_its_card_type():
    for q in (
        "When I play a modal double-faced card as a land, can I put it onto the battlefield with its "
        "nonland face up?",
        "Does a double-faced card put onto the battlefield from exile enter with its creature face up?",
    ):
        assert ask(q, "mtg")["answer"] == "unknown", q


def test_a_face_the_rules_name_is_still_answered():
    # 712.14 "… enters the battlefield with its front face up by default."
    q = "Does a double-faced card put onto the battlefield from exile enter with its back face up?"
    out = ask(q, "mtg")
    assert out["answer"] == "no"
    assert "712.14" in {c["key"] for c in out["citations"]}


def test_it_answers_unknown_when_two_things_asked_of_at_once_are_answered_differently():
    q = (
        "My Spacecraft has an attached Device and a Liberation counter, and it flips. "
        "Do both the Device and the Liberation counter stay?"
    )
    assert ask(q, "space")["answer"] == "unknown"


def test_two_things_the_rules_answer_alike_are_answered_with_both_rules():
    # 13.all-card-types.1 "Any attached Devices remain attached"; 13.characters.2 "All other counters
    # remain except Liberation counters."
    out = ask("When my Character flips, do its Devices and its damage counters stay?", "space")
    assert out["answer"] == "yes"
    assert {"13.all-card-types.1", "13.characters.2"} <= {c["key"] for c in out["citations"]}


def test_an_effect_said_to_use_any_may_target_the_opponents_active():
    for q in (
        "The flip effect says 'any' active. Can I use it to flip my opponent's active Digimon?",
        "My card's Flip effect specifies the opponent's active. Can it target my opponent's active Digimon?",
    ):
        out = ask(q, "dbe")
        assert out["answer"] == "yes", q
        assert "intro-to-flip-cards.13" in {c["key"] for c in out["citations"]}


def test_an_effect_said_to_say_something_else_is_not_answered_depends():
    q = 'The card reads "Flip your active Digimon". Can it target my opponent\'s active?'
    assert ask(q, "dbe")["answer"] != "depends"


def test_it_answers_unknown_when_it_asks_of_a_thing_the_subject_carries():
    # 13.all-card-types.2 "the Storyline flips with them if the flip is a Fall" and 13.all-card-types.1
    # "Any attached Devices remain attached" say nothing of the counters on a Storyline or a Device.
    for q in (
        "Does a Storyline card keep its counters when it flips?",
        "Does a Device keep its counters when its host flips?",
    ):
        assert ask(q, "space")["answer"] == "unknown", q


def test_it_answers_unknown_when_it_compares_amounts_the_rules_do_not_give():
    # 13.characters.1 "The controller then places a number of Character Points on the Character equal
    # to their starting CP total.": whether that is the same number as before is not said.
    for q in (
        "After a flip, does a Character have the same number of Character Points as before?",
        "Does a Spacecraft flipping to a face with more capacity keep its deployed Ground Units?",
    ):
        assert ask(q, "space")["answer"] == "unknown", q


def test_a_source_card_of_another_kind_does_not_make_the_question_unknown():
    # dbe 16.7 "Do not remove any floating effects that modify the active either, including Power boosts"
    out = ask("Does a power boost from an option card stay after the flip?", "dbe")
    assert out["answer"] == "yes"
    assert "intro-to-flip-cards.16.7" in {c["key"] for c in out["citations"]}


def test_a_total_told_with_its_parts_is_counted_once():
    # dbe 9 "And among those, you may only have a total of 4 cards. You could have up to a total of 2
    # of the [Star] and 2 of the [Moon]; or up to 3 of the [Moon] and 1 of the [Star]"
    for q in (
        "Can I have 4 Dianamon in my deck if 2 are Star and 2 are Moon?",
        "Can I run 4 Antiramon in my deck, 3 of them Moon and 1 Star?",
        "Can I put 2 Antiramon [Star] and 2 Antiramon [Moon] in my deck, for 4 Antiramon total?",
    ):
        out = ask(q, "dbe")
        assert out["answer"] == "yes", q
        assert out["citations"][0]["key"] == "intro-to-flip-cards.9"


def test_a_total_that_its_parts_do_not_add_up_to_is_not_counted():
    assert ask("Can I have 4 Dianamon in my deck if 3 are Star and 2 are Moon?", "dbe")["answer"] == "unknown"
    # the parts alone still count: 3 + 2 is over "a total of 4 cards"
    assert (
        ask("Can I put 3 Antiramon [Moon] and 2 Antiramon [Star] in the same deck?", "dbe")["answer"] == "no"
    )


def test_it_answers_unknown_when_it_asks_whether_a_claim_is_false():
    # dbe 16.8 "Flipping an active Digimon … doesn't count as a KO": "Is it false that flipping counts
    # as a KO?" is answered yes by that rule, and a plain reading would answer the claim, no.
    assert ask("Is it false that flipping counts as a KO?", "dbe")["answer"] == "unknown"
    index = prepare(SPACE_COUNTERS)
    assert answer("Is it false that counters remain when a Spacecraft flips?", index) is None


def test_a_count_is_not_answered_by_who_may_look_at_the_cards():
    # dcg 3-1-3-2 "The number of cards in each area is public information." — not 3-1-2-2-1 "Neither
    # player may look at the content or card order of these areas."
    assert ask("Can I see my opponent's security stack count?", "dcg")["answer"] == "unknown"
    private = Sentence(
        "dcg",
        "comprehensive-rules",
        "3-1-2-2-1",
        "Neither player may look at the content or card order of these areas.",
        "Private Areas Game Areas",
        "Private Areas",
    )
    assert answer("Can I see my opponent's security stack count?", prepare((private,))) is None


def test_it_answers_unknown_when_it_names_a_number_the_card_would_print():
    # 13.characters.1 "The controller then places a number of Character Points on the Character equal
    # to their starting CP total." — the question does not give the starting total.
    q = (
        "My Character with 3 Character Points and a Liberation counter flips. "
        "After the flip does it have 3 Character Points?"
    )
    assert ask(q, "space")["answer"] == "unknown"
    # "Any Character Points on the Character are removed at flip."
    assert ask("My Character flips. Do its Character Points stay?", "space")["answer"] == "no"


def test_a_one_letter_label_must_be_the_sentences_own():
    # ddm 2.1.11 "(Ej: Agumon tiene un poder de ataque básico en el ataque A de 360)"
    basic = Sentence(
        "ddm",
        "card-anatomy",
        "2.1.11",
        "El poder de ataque escrito en la cara es también conocido como “basic attack power” (Ej: Agumon "
        "tiene un poder de ataque básico en el ataque A de 360).",
        "Attack Type",
        "Attack Type",
    )
    index = prepare((basic,))
    assert answer("¿Agumon tiene un poder de ataque básico en el ataque B de 360?", index) is None
    found = answer("¿Agumon tiene un poder de ataque básico en el ataque A de 360?", index)
    assert found is not None and found["answer"] == "yes"


def test_it_answers_unknown_when_it_asks_for_a_value_the_new_face_would_print():
    # dbe 16.9 "Antiramon [Star] was Wind and Nature types … it flips to Antiramon [Moon] and its type is
    # now Nightmare": what a face prints is the card's, not Dragon because the question says so.
    q = "Antiramon [Moon] was Wind and Nature types. Does it become Dragon when it flips?"
    assert ask(q, "dbe")["answer"] == "unknown"
    # 16.6 "update all the info … its printed powers, types, attack abilities"
    out = ask("When my active flips, do its types change?", "dbe")
    assert out["answer"] == "yes"


def test_two_names_paired_otherwise_than_the_sentence_pairs_them_are_not_answered():
    # dbe 16.2 "“New Moon” on Dianamon and “Deva” on Antiramon are just flavor text"
    flavor = Sentence(
        "dbe",
        "flip-cards",
        "intro-to-flip-cards.16.2",
        "“New Moon” on Dianamon and “Deva” on Antiramon are just flavor text to help players talk about "
        "the cards uniquely.",
        "",
        "",
    )
    index = prepare((flavor,))
    assert answer('Is "New Moon" on Antiramon just flavor text?', index) is None
    found = answer('Is "New Moon" on Dianamon just flavor text?', index)
    assert found is not None and found["answer"] == "yes"


def test_it_answers_unknown_when_the_question_takes_out_the_case_the_rule_names():
    # 13.all-card-types.2 "the Storyline flips with them if the flip is a Fall": of a flip outside a
    # Fall it says nothing.
    for q in (
        "Is a Storyline flipped when a Bound Character flips outside a Fall?",
        "Does the Storyline flip with a Bound Character unless the flip is a Fall?",
    ):
        assert ask(q, "space")["answer"] == "unknown", q


def test_any_counters_asks_whether_it_holds_of_some_kind():
    # 13.locations.2 "All counters remain except Liberation counters.": some are removed, some stay.
    assert ask("Do any counters get removed when a Location flips?", "space")["answer"] == "yes"
    assert ask("Does a Location keep any of its counters when it flips?", "space")["answer"] == "yes"
    # 13.characters.2: not all of them go
    assert ask("Does a Character lose all its counters when it flips?", "space")["answer"] == "no"


def test_no_es_cierto_que_asks_of_the_claim_itself():
    # ddm 2.1.2 "dichas cartas no pueden utilizarse en torneos oficiales"
    sentence = Sentence(
        "ddm",
        "card-anatomy",
        "2.1.2",
        "Podemos encontrar por otro lado cartas promocionales que se componen de diferentes prefijos pero "
        "dichas cartas no pueden utilizarse en torneos oficiales.",
        "Card Number",
        "Card Number",
    )
    index = prepare((sentence,))
    q = "¿No es cierto que las cartas promocionales se pueden usar en torneos oficiales?"
    found = answer(q, index)
    assert found is None or found["answer"] == "no"


def test_it_answers_unknown_when_it_asks_whether_things_happen_one_at_a_time():
    # dcg 3-2-4 "the procedure for moving them is 1 card at a time, but they are considered to be placed
    # at the same time" — not "All card information on cards in these areas is revealed to both players."
    q = (
        "When multiple cards are placed from the deck into the trash at the same time, "
        "does the opponent see them one at a time?"
    )
    assert ask(q, "dcg")["answer"] == "unknown"


def test_a_number_the_sentence_gives_another_thing_does_not_answer():
    # mtg history "In Innistrad there are 2 white, 3 blue, 2 black, 6 red and 7 green double-faced cards."
    history = Sentence(
        "mtg",
        "double-faced-cards",
        "history",
        "In Innistrad there are 2 white, 3 blue, 2 black, 6 red and 7 green double-faced cards.",
        "History",
        "History",
    )
    index = prepare((history,))
    assert answer("In Innistrad, were there 7 red double-faced cards?", index) is None
    found = answer("In Innistrad, were there 6 red double-faced cards?", index)
    assert found is not None and found["answer"] == "yes"


def test_their_opponents_thing_is_not_each_players_own():
    # dcg 3-6-2 "Players can change the order of cards in their respective trash at any time."
    trash = Sentence(
        "dcg",
        "comprehensive-rules",
        "3-6-2",
        "Players can change the order of cards in their respective trash at any time.",
        "Trash",
        "Trash",
    )
    index = prepare((trash,))
    assert answer("Can players change the order of cards in their opponent's trash?", index) is None
    found = answer("Can players change the order of cards in their trash?", index)
    assert found is not None and found["answer"] == "yes"


def test_bracketed_tags_named_in_another_turn_do_not_answer():
    # dbe 12.example "XB-003 Dianamon [Star] can flip to XB-003 Dianamon [Moon] because they have the same
    # card number and different side icons."
    example = Sentence(
        "dbe",
        "flip-cards",
        "intro-to-flip-cards.12.example",
        "Example: XB-003 Dianamon [Star] can flip to XB-003 Dianamon [Moon] because they have the same card "
        "number and different side icons.",
        "",
        "",
    )
    index = prepare((example,))
    assert answer("Can XB-003 Dianamon [Star] flip to XB-003 Dianamon [Star]?", index) is None
    found = answer("Can XB-003 Dianamon [Star] flip to XB-003 Dianamon [Moon]?", index)
    assert found is not None and found["answer"] == "yes"

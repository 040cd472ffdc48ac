"""Red team "sc" (issue #15): reading families found with questions written from the seeds, each
once answered confidently wrong or left unknown, now read as a judge means them.

A statement put as a question with a question tag ("…, do they?") or an opening "So" is answered
as English answers it: as the plain question ("No, they don't"). Expectations are quoted from the
seeds: space 13 "Any attached Devices remain attached"; mtg 712.18 "When a transforming double-faced
permanent transforms or converts, it doesn't become a new object."; 712.11 "A double-faced spell is
cast with its front face up by default."; dbe 16.8 "Flipping an active Digimon doesn't count as
changing which Digimon is active".
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.question_form import as_plainly_asked


@pytest.mark.parametrize(
    "question, game, expected",
    [
        ("Attached Devices don't fall off when the host card flips, do they?", "space", "no"),
        ("It doesn't become a new object when it transforms, does it?", "mtg", "no"),
        ("A transformed permanent is a new object, isn't it?", "mtg", "no"),
        ("So flipping my active Digimon doesn't count as changing which Digimon is active?", "dbe", "no"),
        ("The Aura doesn't stay on the creature when it transforms, or does it?", "mtg", "yes"),
    ],
)
def test_it_answers_a_tagged_statement_as_the_plain_question(question, game, expected):
    assert ask(question, game)["answer"] == expected


def test_it_reads_a_right_tag_as_the_statement_it_confirms():
    # "…, right?" asks whether the statement is right: its "not" stays (tests/scenarios/test_ask.py).
    question = "The evo-bonus does not persist after a flip, right?"
    assert as_plainly_asked(question) == question


def test_it_leaves_the_not_of_a_relative_clause_and_takes_the_verbs():
    read = as_plainly_asked("A card that isn't double-faced can't transform, can it?")
    assert read == "A card that isn't double-faced can transform?"


def test_it_answers_unknown_when_asked_whether_a_transform_can_happen_at_will_or_at_a_time():
    # 712.2 speaks of abilities "that allow the card to either "transform" or "convert""; when a
    # player may do it is not said, nor is a Character's flip "during my opponent's turn" (space 13).
    assert (
        ask("Can I transform a double-faced card during my opponent's turn whenever I want?", "mtg")["answer"]
        == "unknown"
    )
    assert ask("Can I flip one of my own Characters voluntarily?", "space")["answer"] == "unknown"


def test_it_answers_unknown_when_a_condition_names_an_event_it_does_not_run():
    # card-rulings "If a double-faced card is manifested, it will be put onto the battlefield face
    # down." The scenarios run no manifest: the card put onto the battlefield front face up (712.14)
    # is another event.
    out = ask("If a double-faced card is manifested, is it put onto the battlefield face down?", "mtg")
    assert out["answer"] == "unknown"
    assert "manifested" in out["summary"]


def test_it_answers_unknown_when_a_move_is_asked_of_at_a_time_it_does_not_run():
    # 712.8a "While a double-faced card is outside the game or in a zone other than the battlefield or
    # stack, it has only the characteristics of its front face." says nothing of the cards coming back
    # "at end of turn".
    question = "When a melded permanent is exiled, do the cards come back front face up at end of turn?"
    assert ask(question, "mtg")["answer"] == "unknown"


def test_it_does_not_answer_both_sides_by_an_only_said_of_another_thing():
    # dbe 12 "Cards with a side icon can only be flipped to a card with the exact same card number with
    # a different icon." says "only" of the card flipped to, not of one of the two sides; the FAQ
    # "Flip card numbers are the same" says the sides share it. No "no" from the "only".
    from rulings.scenarios.engine.statements import Sentence, answer

    rule = Sentence(
        "dbe",
        "flip-cards",
        "intro-to-flip-cards.12",
        "Cards with a side icon can only be flipped to a card with the exact same card number with a "
        "different icon.",
    )
    found = answer("Do both sides of a flip card have the same card number?", (rule,))
    assert found is None or found["answer"] == "yes"


def test_it_reads_a_negated_auxiliary_after_a_condition_as_the_plain_question():
    # 712.9 "If a spell or ability instructs a player to transform or convert any permanent that isn't
    # a transforming token or isn't represented by a transforming double-faced card, nothing happens."
    question = (
        "If an ability tells me to transform a permanent that isn't a double-faced card, "
        "doesn't anything happen?"
    )
    assert ask(question, "mtg")["answer"] == "no"


def test_it_does_not_answer_a_value_in_figures_from_a_sentence_that_names_no_number():
    # 202.3b (full rules) "The mana value of a transforming double-faced permanent or spell's back face
    # is calculated as though it had the mana cost of its front face." states no value of 0.
    from rulings.scenarios.engine.statements import Sentence, answer

    rule = Sentence(
        "mtg",
        "comprehensive-rules",
        "202.3b",
        "The mana value of a transforming double-faced permanent or spell’s back face is calculated as "
        "though it had the mana cost of its front face.",
    )
    question = "Does a transforming double-faced permanent's back face have a mana value of 0?"
    assert answer(question, (rule,)) is None


def test_a_later_clause_naming_its_subject_again_with_the_is_about_what_the_sentence_is_about():
    # playing-with-double-faced-cards "When a permanent transforms, all counters, Auras, and Equipment
    # stay on the card, and the card neither enters nor leaves the battlefield."
    from rulings.scenarios.engine.statements import Sentence, answer

    rule = Sentence(
        "mtg",
        "double-faced-cards",
        "playing-with-double-faced-cards",
        "When a permanent transforms, all counters, Auras, and Equipment stay on the card, and the card "
        "neither enters nor leaves the battlefield.",
    )
    found = answer("Does a permanent leave the battlefield when it transforms?", (rule,))
    assert found is not None and found["answer"] == "no"


@pytest.mark.parametrize(
    "question",
    [
        "Is a transformed permanent's mana value calculated using the mana cost of its front face?",
        "whats the mana value of a transformed permanent - does it use the front face mana cost?",
    ],
)
def test_a_value_taken_from_the_face_it_showed_before_the_transform_is_one_that_stays(question):
    # 712.8e "However, its mana value is calculated using the mana cost of its front face."
    out = ask(question, "mtg")
    assert out["answer"] == "yes"
    assert "712.8e" in {c["key"] for c in out["citations"]}


def test_a_what_naming_the_subject_before_a_yes_or_no_question_is_read_as_its_scene():
    # playing-with-double-faced-cards "When a permanent transforms, all counters, Auras, and Equipment
    # stay on the card"
    question = "What happens to the +1/+1 counters on my creature when it transforms — do they stay on it?"
    assert as_plainly_asked(question).endswith(". Do they stay on it?")
    assert ask(question, "mtg")["answer"] == "yes"


def test_transformed_after_any_wording_of_entering_the_battlefield_describes_the_move():
    # 712.14a "If a spell or ability puts a transforming double-faced card onto the battlefield
    # "transformed" or "converted," it enters the battlefield with its back face up."; 712.14 "A
    # double-faced card put onto the battlefield from a zone other than the stack enters the battlefield
    # with its front face up by default."
    back = ask(
        "My card returns to the battlefield transformed from exile. Is the back face up when it enters?",
        "mtg",
    )
    assert back["answer"] == "yes" and "712.14a" in {c["key"] for c in back["citations"]}
    front = ask(
        "I reanimate a transforming double-faced card, putting it from my graveyard onto the battlefield "
        'with nothing saying "transformed". Does it come in front face up?',
        "mtg",
    )
    assert front["answer"] == "yes" and "712.14" in {c["key"] for c in front["citations"]}


def test_casting_is_a_move_to_the_stack():
    # 712.11 "A double-faced spell is cast with its front face up by default."
    out = ask("When I cast a double-faced spell normally, does it go on the stack back face up?", "mtg")
    assert out["answer"] == "no" and "712.11" in {c["key"] for c in out["citations"]}


def test_a_side_of_a_card_is_read_as_its_face():
    # 712.11b "A player casting a modal double-faced card or a copy of a modal double-faced card as a
    # spell chooses which face they are casting before putting it onto the stack."
    from rulings.scenarios.engine.statements import Sentence, answer

    rule = Sentence(
        "mtg",
        "comprehensive-rules",
        "712.11b",
        "A player casting a modal double-faced card or a copy of a modal double-faced card as a spell "
        "chooses which face they are casting before putting it onto the stack.",
    )
    found = answer("When casting a modal double-faced card, do I choose which side I'm casting?", (rule,))
    assert found is not None and found["answer"] == "yes"


def test_an_effect_that_flips_the_card_is_what_acts_not_what_is_asked_of():
    # dbe 16.7 "Do not remove any floating effects that modify the active either" speaks of effects on
    # the card; nothing in the seed says whether the opponent takes control of it after a flip.
    question = (
        "If my opponent's effect flips my active Antiramon, "
        "do they take control of it for the rest of the turn?"
    )
    assert ask(question, "dbe")["answer"] == "unknown"
    # space 13 "the Storyline flips with them if the flip is a Fall": "the Storyline flip" is asked of
    assert ask("When a Bound Character flips, does its Storyline flip too?", "space")["answer"] != "unknown"


def test_an_effect_named_as_the_agent_of_a_passive_verb_is_not_what_is_asked_of():
    # dcg 3-1-3-1-1 "When a card is moved from one area to another, that card becomes a "new card.""
    # says nothing of whether the Digi-Egg ends up there: the effect that put it there is no effect on it.
    question = (
        "A Digi-Egg card in my trash is placed into my security stack by an effect. "
        "Does it actually end up in my security stack?"
    )
    out = ask(question, "dcg")
    assert out["answer"] == "unknown" or out["read"].get("subject") != "the effect"


def test_a_card_the_seed_names_with_its_kind_is_read_as_that_kind_when_asked_whether_it_transforms():
    # 712.9 ex. 3 "A player controls Blackbloom Rogue, a Human Rogue that's the front face of a modal
    # double-faced card. They cast Moonmist. Blackbloom Rogue doesn't transform."
    question = "Blackbloom Rogue is a Human on the battlefield and Moonmist resolves. Does it turn over?"
    out = ask(question, "mtg")
    assert out["answer"] == "no" and "712.9" in {c["key"] for c in out["citations"]}


def test_the_resulting_thing_is_what_the_sentence_before_made():
    # 712.4a "To meld the two cards in a meld pair, put them onto the battlefield with their back faces up
    # and combined (see rule 701.37, "Meld"). The resulting permanent is a single object represented by
    # two cards."
    from rulings.scenarios.engine.statements import Sentence, answer

    rules = tuple(
        Sentence("mtg", "comprehensive-rules", "712.4a", text)
        for text in (
            "To meld the two cards in a meld pair, put them onto the battlefield with their back faces up "
            "and combined.",
            "The resulting permanent is a single object represented by two cards.",
        )
    )
    found = answer("Is a melded permanent a single object represented by two cards?", rules)
    assert found is not None and found["answer"] == "yes"


def test_an_obligation_in_the_questions_leading_condition_is_the_conditions():
    # 712.21e "If an effect needs to know the number of objects that changed zones, a melded permanent
    # among those objects counts as one object that moved."
    from rulings.scenarios.engine.statements import Sentence, answer

    rule = Sentence(
        "mtg",
        "comprehensive-rules",
        "712.21e",
        "If an effect needs to know the number of objects that changed zones, a melded permanent among "
        "those objects counts as one object that moved.",
    )
    question = (
        "If an effect needs the number of objects that changed zones, "
        "does a melded permanent count as one object?"
    )
    found = answer(question, (rule,))
    assert found is not None and found["answer"] == "yes"


def test_a_blank_line_ends_a_sentence_that_has_no_stop():
    # playing-with-double-faced-cards: "… marked by the land icon last seen in Future Sight" and, after a
    # blank line, "Double-sided cards enter the battlefield with their front ("day") side up."
    from rulings.scenarios.engine.statement_clauses import split_sentences

    text = "Lands are marked by the land icon last seen in Future Sight\n\nDouble-sided cards enter face up."
    assert split_sentences(text) == [
        "Lands are marked by the land icon last seen in Future Sight",
        "Double-sided cards enter face up.",
    ]

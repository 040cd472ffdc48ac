"""Magic questions one sentence of rule 712 answers (mtg_rules_more.py, mtg_rules_faces.py): each answer
is the seed sentence's, quoted in the test."""

from rulings.scenarios.engine.ask import ask


def _keys(out: dict) -> list[str]:
    return [c["key"] for c in out.get("citations") or []]


def test_it_answers_yes_when_two_cards_of_one_meld_pair_are_asked_to_meld():
    # 712.5a "Midnight Scavengers and Graf Rats meld to form Chittering Host."
    out = ask("Do Midnight Scavengers and Graf Rats meld together into Chittering Host?", "mtg")
    assert out["answer"] == "yes"
    assert "712.5a" in _keys(out)


def test_it_answers_no_when_the_cards_belong_to_two_different_meld_pairs():
    # 712.5 "There are six specific meld pairs." 712.5b "Hanweir Garrison and Hanweir Battlements meld to
    # form Hanweir, the Writhing Township."
    out = ask("Can Graf Rats meld with Hanweir Battlements?", "mtg")
    assert out["answer"] == "no"
    assert "712.5" in _keys(out)


def test_it_answers_unknown_when_a_card_only_shares_a_first_name_with_a_meld_card():
    # 712.5c names "Gisela, the Broken Blade"; "Gisela, Blade of Goldnight" is another card
    out = ask("Can Gisela, Blade of Goldnight meld with Bruna, the Fading Light?", "mtg")
    assert out["answer"] == "unknown"


def test_it_answers_unknown_when_it_asks_what_the_meld_ability_needs():
    # 712.5b says which cards meld, not what the meld ability asks of its controller
    out = ask(
        "Do I need to attack with Hanweir Garrison for Hanweir Battlements' meld ability to work?", "mtg"
    )
    assert out["answer"] == "unknown"


def test_it_reads_the_hint_bar_as_reminder_text():
    # 712.3c "Each face of a modal double-faced card includes a hint bar … This is reminder text and has no
    # effect on game play."
    assert ask("Is the hint bar on an MDFC just reminder text?", "mtg")["answer"] == "yes"
    out = ask("Does the hint bar on a modal double-faced card affect game play?", "mtg")
    assert out["answer"] == "no"
    assert "712.3c" in _keys(out)


def test_it_counts_a_melded_permanent_as_one_object_and_two_cards():
    # 712.21e "… a melded permanent among those objects counts as one object that moved. If the effect
    # needs to know the number of cards that changed zones, that melded permanent counts as two cards"
    out = ask(
        "If an effect counts how many cards changed zones, does a melded permanent count as two?", "mtg"
    )
    assert out["answer"] == "yes"
    out = ask(
        "When an effect counts how many objects changed zones, does a melded permanent count as more than "
        "one object?",
        "mtg",
    )
    assert out["answer"] == "no"
    assert "712.21e" in _keys(out)


def test_it_answers_that_a_copy_of_a_melded_permanent_has_mana_value_zero():
    # 712.8g "If a permanent is copying a melded permanent, the mana value of the copy is 0."
    out = ask("If my creature is copying a melded permanent, is its mana value 0?", "mtg")
    assert out["answer"] == "yes"
    assert "712.8g" in _keys(out)


def test_it_does_not_read_instead_of_zero_as_asking_zero():
    # 712.8g: the copy's mana value is 0, so it does not keep the melded one "instead of 0"
    out = ask(
        "If something copies Brisela, Voice of Nightmares, does the copy keep the melded mana value instead "
        "of 0?",
        "mtg",
    )
    assert out["answer"] == "no"


def test_it_reads_a_claim_that_the_back_face_does_not_use_its_own_mana_value_as_no_denial():
    # 712.8e "However, its mana value is calculated using the mana cost of its front face."
    out = ask(
        "The back face of a transformed permanent doesn't use its own mana value — its MV comes from the "
        "front face, right?",
        "mtg",
    )
    assert out["answer"] == "yes"
    assert "712.8e" in _keys(out)


def test_it_answers_that_a_clone_of_a_transforming_card_cannot_transform():
    # 712.9 ex. 1 "Because the Clone is itself not a transforming double-faced card, it can't transform."
    out = ask(
        "Player has a Clone that copied Wildblood Pack. Later something tells them to transform it. Does the "
        "Clone flip?",
        "mtg",
    )
    assert out["answer"] == "no"
    assert "712.9.ex1" in _keys(out)


def test_it_answers_unknown_when_a_double_faced_card_becomes_a_copy():
    # 712.9 ex. 2: a Kruin Outlaw that became a copy of Elite Vanguard "will transform" — not a Clone's case
    out = ask("A spell turns my DFC into a copy of a vanilla creature. Can it still transform?", "mtg")
    assert out["answer"] != "no"


def test_it_answers_that_a_card_in_the_graveyard_has_only_its_front_face():
    # 712.8a "While a double-faced card is outside the game or in a zone other than the battlefield or
    # stack, it has only the characteristics of its front face."
    out = ask(
        "A transforming DFC sitting in my graveyard — does it only have its front face characteristics?",
        "mtg",
    )
    assert out["answer"] == "yes"
    assert "712.8a" in _keys(out)


def test_it_answers_unknown_when_the_front_face_is_only_in_a_condition():
    # 712.8a says which face it has, not what "a creature card" is counted as when the front face is a land
    out = ask(
        "Does a double-faced card in my hand count as a creature card if its front face is a land?", "mtg"
    )
    assert out["answer"] == "unknown"


def test_it_answers_that_opaque_sleeves_or_a_substitute_card_may_be_used():
    # 712.7 "the owner of a double-faced card may use completely opaque card sleeves and/or a substitute card"
    out = ask(
        "Do I need opaque sleeves or a substitute card so my DFCs in my library look like the rest?", "mtg"
    )
    assert out["answer"] == "yes"
    assert "712.7" in _keys(out)


def test_it_answers_unknown_when_it_asks_a_tournament_rule_of_sleeves():
    # 712.7 "Sanctioned tournaments have additional rules for playing with double-faced cards."
    out = ask(
        "At Competitive REL, can I use a printed proxy instead of the official checklist card for my DFC?",
        "mtg",
    )
    assert out["answer"] == "unknown"

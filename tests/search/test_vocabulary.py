"""The field's general vocabulary (synonyms.json): a player's word for a game concept reaches the
document's word for it in every game, and a word that means something else in another game
stays filed under its own game."""

import json

import pytest

from rulings import search
from rulings.search.synonyms import DATA, MAX_ADDED, MEMO_GAMES, Synonyms, _norm, load_synonyms
from tests.conftest import CORPORA

LORCANA_RULES = CORPORA / "lorcana" / "lorcana-cr-en-2026-07-09.txt"
GAMES = {"dbe", "space", "dcg", "mtg", "ddm", "lorcana"}  # the seed games and Lorcana (DESIGN.md)


def added(text, *games):
    return {word for others in load_synonyms().expand(text, games) for word in others}


def test_the_data_file_names_only_known_games_and_every_member_keeps_a_word():
    data = json.loads(DATA.read_text(encoding="utf-8"))
    assert set(data) - {"about", "*"} <= GAMES
    for game, groups in data.items():
        if game == "about":
            continue
        for group in groups:
            if isinstance(group, dict):  # a one-way entry: its "when" words bring in its "add" words
                # … unless one of its "unless" words is in the question too
                assert {"when", "add"} <= set(group) <= {"when", "add", "unless"}, group
                assert group["when"] and group["add"], group
                group = [*group["when"], *group["add"]]
            assert len(group) >= 2, group
            # A member made only of stop words ("in play" is only "play") would fire on any
            # question holding its last word.
            for member in group:
                written = member.replace("-", " ").split()
                assert len(_norm(member).split()) >= min(len(written), 2), member


def test_lorcanas_banish_is_magics_destroy_in_lorcana_only():
    # Lorcana's glossary: "banish/banished: When a character, item, or location is put from play
    # into their player's discard pile"; in Magic, "banish" is no rules word (its "exile" is).
    assert {"destroy", "ko"} <= added("what happens when my character is banished", "lorcana")
    assert not {"destroy", "ko", "exile"} & added("what happens when my creature is banished", "mtg")


def test_magics_exert_is_no_tapping_while_lorcanas_is():
    # Magic 701.39a: "To exert a permanent, you choose to have it not untap during your next untap
    # step" (a keyword action of its own, not tapping); Lorcana 1.7.1: "exert a character" is how a
    # character is turned, its "ready" the untapped state.
    assert "exert" not in added("can I block with a tapped creature", "mtg")
    assert not {"tap", "tapped"} & added("what does it mean to exert a creature", "mtg")
    assert "exert" in added("can a tapped character challenge", "lorcana")
    assert "turn sideways" in added("can I block with a tapped creature", "mtg")


def test_the_discard_pile_of_one_game_is_the_graveyard_and_trash_of_the_others():
    assert {"trash", "discard pile"} <= added("graveyard", "mtg")
    assert {"graveyard", "trash"} <= added("discard pile", "lorcana")


def test_a_digi_egg_question_does_not_search_for_digivolving():
    assert not {"digivolve", "digivolution", "evolve"} & added("how many cards in the Digi-Egg deck", "dcg")
    assert "digivolve" in added("can I evolve twice in a turn", "dcg")


def test_a_word_that_two_firing_groups_share_is_added_once():
    # "KO" is in the general group (knocked out) and in Lorcana's (banish, knocked out, …).
    groups = load_synonyms().expand("my character got KO", ("lorcana",))
    words = [word for others in groups for word in others]
    assert {"knocked out", "banish"} <= set(words)
    stems = [_norm(word) for word in words]
    assert len(stems) == len(set(stems))


def test_a_games_own_group_is_scoped_to_that_game_unless_the_search_is_of_that_game():
    # Lorcana's "character" = "creature" is a Lorcana word; on an unfiltered search it may
    # only reach Lorcana's documents. The general groups reach every game's.
    unfiltered = dict((others, scope) for scope, others in load_synonyms().expand_scoped("my character"))
    assert any(scope == "lorcana" and "creature" in others for others, scope in unfiltered.items())
    filtered = load_synonyms().expand_scoped("my character", ("lorcana",))
    assert filtered and all(scope == "" for scope, _ in filtered)
    assert all(scope == "" for scope, _ in load_synonyms().expand_scoped("graveyard"))


def test_a_member_two_games_share_is_added_for_each_games_documents():
    # dbe, space and mtg each have a group holding "flip" and "transform".
    scoped = load_synonyms().expand_scoped("flip")
    scopes = {scope for scope, others in scoped if "transform" in others}
    assert {"dbe", "space", "mtg"} <= scopes


def test_an_unfiltered_search_adds_a_games_synonym_only_in_that_games_documents(seeded):
    # Magic's group: "negate" = "counter" (a spell). The space rules speak of counters on cards
    # ("All counters remain except Liberation counters"), which "negate" has nothing to do with.
    results = search.search("negate", limit=20)["results"]
    assert results, "the Magic seed's counters should still be found"
    assert {r["game"] for r in results} == {"mtg"}, [(r["game"], r["key"]) for r in results]


def test_a_card_leaving_a_zone_and_coming_back_reaches_the_rules_wording_of_a_zone_change():
    # Magic 400.7: "An object that moves from one zone to another becomes a new object with no
    # memory of, or relation to, its previous existence"; Digimon 3-1-3-1-1: "When a card is
    # moved from one area to another, that card becomes a "new card."" A flicker and a bounce
    # are such moves.
    assert {"one zone to another", "new object"} <= added("I flickered my creature", "mtg")
    assert "one area to another" in added("my digimon got bounced to my hand", "dcg")


def test_a_one_way_entry_never_adds_the_players_words_back_nor_makes_them_each_others():
    # A new object is no bounce: 712.18 ("a transforming permanent ... isn't a new object")
    # is not about hands; and a bounce (to the hand) is no flicker (exile and return).
    transformed = added("is a permanent a new object after it transforms", "mtg")
    assert not {"bounce", "flicker", "blink"} & transformed
    assert "flicker" not in added("bounce my creature", "mtg")


def test_a_players_kill_reaches_the_rules_destroy_and_dies_but_not_back():
    # Magic 702.2b: a creature dealt damage by a source with deathtouch "is destroyed as a
    # state-based action"; players say the blocker "kills" it. The rules never say "kill".
    assert {"destroy", "dies"} <= added("deathtouch blocker kills the attacker", "mtg")
    assert "kill" not in added("destroy target creature", "mtg")


def test_floating_mana_reaches_the_rules_mana_pool():
    # Magic 500.4: "When a step or phase ends, any unused mana left in a player's mana pool
    # empties." Players call mana left in the pool "floating".
    assert "mana pool" in added("floating mana into combat, does it empty", "mtg")


def test_a_planeswalkers_ability_reaches_the_rules_loyalty_ability_but_not_back():
    # Magic 606.3: "A player may activate a loyalty ability of a permanent they control any time
    # they have priority and the stack is empty during a main phase of their turn".
    assert "loyalty ability" in added("can I use a planeswalker ability on my opponent's turn", "mtg")
    assert "planeswalker ability" not in added("activate a loyalty ability", "mtg")


def test_keeping_a_thing_reaches_the_rules_retained_and_carried_over():
    # Magic 122.2: "Counters on an object are not retained if that object moves from one zone to
    # another"; Digimon 3-1-3-1-2: "it will not carry over any of the original card's statuses".
    assert {"retain", "carry over"} <= added("does it keep its counters", "mtg")


def test_a_digimon_bounced_and_played_again_finds_the_new_card_rule(seeded):
    # 3-1-3-1-2: "A new card is considered to be a different card from the card in the previous
    # area, and it will not carry over any of the original card's statuses, states, etc."
    q = "my digimon got bounced to my hand and I played it again, does it keep the DP it got"
    top = search.search(q, game="dcg", limit=3)["results"]
    assert any(r["key"].startswith("3-1-3-1") for r in top), [r["key"] for r in top]


def test_number_words_reach_digits_and_back():
    assert "20" in added("reach twenty lore")
    assert "twelve" in added("a 12 card hand")
    assert "two times" in added("twice per turn")


def test_the_words_added_to_one_query_are_bounded():
    data = json.loads(DATA.read_text(encoding="utf-8"))
    every_member = " ".join(
        (group["when"] if isinstance(group, dict) else group)[0]
        for game, groups in data.items()
        if game != "about"
        for group in groups
    )
    assert 0 < len(added(every_member)) <= MAX_ADDED


def test_the_game_selections_kept_are_bounded_however_many_a_user_names():
    # The selection comes from the request ("game:…" in the query): each new one is analysed
    # and kept, so a caller naming ever new games must not grow what is kept without end.
    synonyms = Synonyms.from_dict(json.loads(DATA.read_text(encoding="utf-8")))
    for i in range(3 * MEMO_GAMES):
        synonyms.expand_scoped("flip", (f"game{i}",))
    assert len(synonyms.__dict__["_memo"]) <= MEMO_GAMES
    # … and what a selection finds stays the same once it was let go.
    assert synonyms.expand_scoped("my character", ("lorcana",)) == load_synonyms().expand_scoped(
        "my character", ("lorcana",)
    )


def test_a_graveyard_question_finds_the_digimon_trash(seeded):
    # The Digimon rules call it the trash: 3-6-1 "The trash is the area where trashed cards are placed."
    top = search.search("where do cards go in the graveyard", game="dcg", limit=3)["results"]
    assert any(r["key"].startswith("3-6") for r in top), [r["key"] for r in top]


def test_a_private_zone_question_finds_the_digimon_private_areas(seeded):
    # 3-1-2-2-1: "Card information on cards in these areas isn't revealed to both players."
    top = search.search("who can look at a private zone", game="dcg", limit=3)["results"]
    assert any(r["key"].startswith("3-1-2-2") for r in top), [r["key"] for r in top]


@pytest.fixture
def lorcana_rules(db):
    if not LORCANA_RULES.exists():
        pytest.skip(f"{LORCANA_RULES} is absent (the corpora live beside the repo)")
    from rulings.importers.reading import read_document
    from rulings.services.imports import import_text

    import_text(
        "lorcana",
        "comprehensive-rules",
        read_document(LORCANA_RULES.read_bytes(), LORCANA_RULES.name),
        game_name="Disney Lorcana",
    )


def top_text(query):
    from rulings.models import Section

    texts = []
    for r in search.search(query, game="lorcana", limit=3)["results"]:
        if r["kind"] == "rule":
            section = Section.objects.find(r["game"], r["key"])
            texts.append(f"{section.title}\n{section.body}".lower())
    return texts


# (a player's words, a word the Lorcana rules use for that concept, from its glossary)
SLANG = [
    ("is my character summoning sick the turn I play it", "drying"),
    ("what happens when a character gets KO'd", "banish"),
    ("can I mulligan my opening hand", "alter"),
    ("how much ink goes into the mana pool each turn", "inkwell"),
    ("does a player win when they reach twenty lore", "20 or more lore"),  # 1.8.1.1, the rule itself
]


def test_players_words_find_the_lorcana_rules_words(lorcana_rules):
    # One test: importing the full rules is the slow part.
    for query, word in SLANG:
        assert any(word in text for text in top_text(query)), query


def test_a_players_steal_reaches_the_rules_control_change_but_not_back():
    # Magic 613.1b: "Layer 2: Control-changing effects are applied."; 800.4a: "any effects which
    # give that player control of any objects or players end". Players say they "stole" it.
    assert {"gain control", "control-changing"} <= added("I stole my opponent's creature", "mtg")
    assert "steal" not in added("gain control of target creature", "mtg")


def test_damage_going_away_reaches_the_rules_removed():
    # Magic 514.2: "all damage marked on permanents (including phased-out permanents) is removed
    # and all "until end of turn" and "this turn" effects end."
    assert "removed" in added("when does the damage on my creature go away", "mtg")
    assert "go away" not in added("all damage marked on permanents is removed", "mtg")


def test_going_first_reaches_the_rules_player_who_plays_first_and_going_face_up_does_not():
    # Magic 103.8a: "In a two-player game, the player who plays first skips the draw step";
    # Lorcana 3.1.2: "who is the starting player and takes the first turn of the game".
    assert {"plays first", "starting player"} <= added("I'm going first, do I draw", "mtg")
    assert "plays first" not in added("a card played on the play", "mtg")


def test_a_trigger_going_first_is_no_player_going_first():
    # Magic 603.3b: triggered abilities are put on the stack "in APNAP order"; Lorcana 7.7.4 "The
    # order in which effects are resolved from the bag": which of them goes first is no question
    # of the player who plays first (103.8a), as "who goes first in game two" is.
    assert "starting player" not in added("two abilities trigger at once, which one goes first", "mtg")
    assert "starting player" not in added("both triggered abilities in the bag, which goes first", "lorcana")
    assert "starting player" in added("who goes first in game two", "mtg")


def test_a_creature_hitting_the_player_reaches_combat_damage_but_a_card_going_face_up_does_not():
    # Magic 510.1c: "If no creatures are currently blocking it ..., it assigns no combat damage."
    assert "combat damage" in added("does my blocked creature hit the player", "mtg")
    assert "combat damage" not in added("does the card go face up or face down", "dcg")


def test_a_permanent_used_the_turn_it_came_in_reaches_summoning_sickness_and_drying():
    # Magic 302.6: "... can't be activated unless the creature has been under its controller's
    # control continuously since their most recent turn began ... informally called the
    # "summoning sickness" rule"; Lorcana 5.1.1.11: "Drying – A character that entered play
    # during their player's current turn is considered to be drying."
    assert "summoning sickness" in added("can I tap my creature for mana the same turn I cast it", "mtg")
    assert "drying" in added("can my character quest the same turn I played it", "lorcana")
    assert "summoning sickness" not in added("I already played a land this turn, can I play another", "mtg")


def test_doing_a_thing_again_the_same_turn_is_no_summoning_sickness():
    # Magic 305.2: "A player can normally play one land during their turn"; a second land the same
    # turn is a question of that limit, not of 302.6's creature "since their most recent turn began".
    assert "summoning sickness" not in added("can I play a second land the same turn I played one", "mtg")
    assert "summoning sickness" not in added("can I cast another spell the same turn I cast one", "mtg")


def test_a_bounced_token_reaches_the_rules_change_of_zones():
    # Magic 111.8: "A token that has left the battlefield can't move to another zone or come back
    # onto the battlefield. If such a token would change zones, it remains in its current zone".
    assert "change zones" in added("my token got bounced, can I cast it again", "mtg")
    assert "bounce" not in added("if a token would change zones", "mtg")

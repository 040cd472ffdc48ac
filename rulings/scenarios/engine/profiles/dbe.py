"""Digimon Battle Evolution: flip cards (Star/Moon), from the "flip-cards" document."""

from rulings.scenarios.engine.profiles._spec import check, follows, kept, removed
from rulings.scenarios.engine.profiles.dbe_ask import ASK

_DOC = "flip-cards"
# Section keys of the prose importer: the n-th paragraph under the one heading, and the
# rulings listed under its 16th paragraph (rulings/importers/prose.py).
_K = "intro-to-flip-cards."

PROFILE = {
    "game": "dbe",
    "document": _DOC,
    "revisions": [{"label": "current", "effective_from": None, "effective_until": None}],
    # "none" and "front" both stand for a card printed without a side icon.
    "sides": ["star", "moon", "none", "front"],
    # Sides that carry a side icon; "none" stands for a card printed without one.
    "icon_sides": ["star", "moon"],
    "plain_side": "none",  # the side of a card given without faces
    "kinds": ["digimon", "option", "other"],
    "zones": {
        "active": {"hidden": False, "in_play": True},
        "destiny_zone": {"hidden": False, "in_play": True},
        "attached": {"hidden": False, "in_play": True},
        "hand": {"hidden": True},
        "dark_area": {"hidden": True},
        "main_deck": {"hidden": True},
    },
    "hidden_zone": ["hidden-zone", "no-side-hidden"],
    "public_zone": ["check-any-side"],
    "citations": {
        "flip-keyword": (
            _K + "10",
            "This icon is a stand-in for the keyword “flip”, which means to turn the card over to its "
            "other side.",
        ),
        "to-side-if-able": (
            _K + "10",
            "It may be accompanied by a side icon, in which case flip to that side if able.",
        ),
        "other-icon": (
            _K + "10",
            "It may be alone; if so, simply flip the card to another side only-if it has a different icon on "
            "its other side.",
        ),
        "no-side-icon": (_K + "11", "Cards without a side icon cannot be flipped."),
        "no-initialize-icon": (_K + "8", "Cards without this icon can still be flipped."),
        "card-limit": (_K + "9", "And among those, you may only have a total of 4 cards."),
        "naming": (
            _K + "16.3",
            "When naming a card due to a card effect (e.g Fated Spirit), simply name any valid side of the "
            "flip card.",
        ),
        "not-necessarily-initial": (
            _K + "2",
            "It’s not necessarily the initial side of the card and if so, is indicated by the Initialize "
            "icon.",
        ),
        "start-face-up": (
            _K + "4",
            "If this card starts in play, such as in the Destiny Zone, then Start of game: Place this card "
            "with this side face-up.",
        ),
        "initialize-icon": (
            _K + "5",
            "This initialize icon indicates the card’s “face-up” side. The accompanying icon to the right of "
            "it is the card’s initial side (star or moon).",
        ),
        "no-initial-side": (
            _K + "6",
            "Cards may not have an initial side and if so, will not have this icon. Those cards generally "
            "start the game in a hidden zone such as the main deck, where they should be hidden.",
        ),
        "share-number": (
            _K + "1",
            "Flip cards share a card number, so they’re the same card for deck building purposes, but can "
            "flip under various conditions within the game.",
        ),
        "starting-sides": (
            _K + "1",
            "Some will start on a specific side and others will have freely choosable starting sides.",
        ),
        "flip-after-start": (
            _K + "9",
            "The sides can only flip after the game starts when an effect instructs you to.",
        ),
        "initial-side-choice": (
            _K + "9",
            "Before a game, players are normally allowed to change any cards in their deck and that includes "
            "choosing the initial side for cards without this Initialize icon.",
        ),
        "names-may-differ": (_K + "16.1", "Flip card numbers are the same but their names may be different."),
        "no-differently-named": (_K + "16.2", "In XB, there are no differently-named flip cards."),
        "flavor-text": (
            _K + "16.2",
            "“New Moon” on Dianamon and “Deva” on Antiramon are just flavor text to help players talk about "
            "the cards uniquely.",
        ),
        "flip-default": (_K + "13", "By default, Flip targets your own active Digimon."),
        "flip-opponent": (_K + "13", "It may target the opponent’s active if specified (or uses “any”)."),
        "flip-specified": (_K + "13", "It may target a card in the Destiny Zone or attached if specified."),
        "same-number": (
            _K + "12",
            "Cards with a side icon can only be flipped to a card with the exact same card number with a "
            "different icon.",
        ),
        "in-play": (_K + "13", "In all cases, the card flipped must be somehow in play (i.e. in a “zone”)."),
        "if-able": (_K + "14", "Flip is always considered to have the rules text “if able” after it."),
        "not-facedown": (
            _K + "15",
            "You do not flip cards face-down unless the effect specifically states this.",
        ),
        "flip-facedown": (
            _K + "15",
            "Unless an effect says “Flip facedown”, the back face (hidden DBE logo face) of a card should "
            "never "
            "show after a flip.",
        ),
        "hidden-zone": (
            _K + "7",
            "In all cases, a flippable card that enters a hidden zone MUST become hidden.",
        ),
        "no-side-hidden": (
            _K + "7",
            "It does not show a side in a hidden zone (e.g. hand, dark area, main deck), even though it is a "
            "multi-sided card.",
        ),
        "other-side-not-in-play": (
            _K + "16.4",
            "If a flip card is the active Digimon, the other side is not considered “in play” for any of its "
            "unactivated effects, power, attack abilities.",
        ),
        "evo-bonus-remains": (
            _K + "16.5",
            "If a flip card is the active Digimon and has a permanent evo-bonus active, then flip to another "
            "side, the evo-bonus will remain active because the card did not change from the active spot.",
        ),
        "update-all": (
            _K + "16.6",
            "When flipping a card at any time for any reason, update all the info about that Digimon that is "
            "not permanent or changed by effects.",
        ),
        "update-printed": (
            _K + "16.6",
            "For example, its printed powers, types, attack abilities, passive effects, and available "
            "“Activate” "
            "effects if any will now be available or unavailable depending on whether it is the visible "
            "side.",
        ),
        "do-not-update": (
            _K + "16.7",
            "For example, do not change the HP, any activated permanent evo-bonuses, or the status of a used "
            "“Activate” effect.",
        ),
        "floating": (
            _K + "16.7",
            "Do not remove any floating effects that modify the active either, including Power boosts, "
            "attack "
            "ability changes, or changed attack selections.",
        ),
        "not-a-change": (
            _K + "16.8",
            "Flipping an active Digimon doesn’t count as changing which Digimon is active, doesn’t count "
            "as a "
            "KO, doesn’t change any chosen attacks, doesn’t cause it to become abnormal.",
        ),
        "type-not-changing": (
            _K + "16.9",
            "If an active Digimon flips, even though its types may be different, do not count this as "
            "“changing” a type.",
        ),
        "type-example": (
            _K + "16.9",
            "Later, it flips to Antiramon [Moon] and its type is now Nightmare instead of Dragon.",
        ),
        "multiple": (
            _K + "16.10",
            "If a card flips multiple times during a turn, be sure to update it multiple times.",
        ),
        "check-any-side": (
            _K + "16.11",
            "Players may check any side of a flip card at any time while it is in a non-hidden zone.",
        ),
        "future-evo": (
            _K + "16.12",
            "During the evolve phase, when activating the evo-bonus of a future, if that future is a flip "
            "card, "
            "only activate the bonus of the current side.",
        ),
        "future-evo-flipped": (
            _K + "16.12",
            "If another effect flips the Digimon before you could activate an evo-bonus, the same rule "
            "applies "
            "and you would activate it on that new (now current) side.",
        ),
    },
    "assumptions": [
        "A card that comes out of a hidden zone into a public one shows the side the action names, else its "
        "initial side, else its first face: the text does not say which side it shows.",
        "Counters and attachments on a flipping card are not mentioned by the text; the engine leaves them "
        "as they are and reports them as not stated.",
    ],
    "actions": {
        "flip": {
            "checks": [
                check("in_play", "the card flipped must be in play", "in-play"),
                check("has_side_icon", "a card without a side icon cannot be flipped", "no-side-icon"),
                check(
                    "target_exists",
                    "the card has no other side with a different icon to flip to",
                    "to-side-if-able",
                    "other-icon",
                    "same-number",
                ),
                check("not_already_up", "that side is already up; a flip is only done if able", "if-able"),
            ],
            "fields": {
                "face": follows("flip-keyword", "multiple"),
                "printed": follows("update-all", "update-printed", "other-side-not-in-play"),
                "kind": follows("update-all"),
                "zone": kept("evo-bonus-remains", "not-a-change"),
                "state.hp": kept("do-not-update"),
                "state.evo_bonuses": {"permanent": kept("evo-bonus-remains", "do-not-update")},
                "state.used_activates": kept("do-not-update"),
                "state.effects": {
                    "power_boost": kept("floating"),
                    "attack_change": kept("floating"),
                    "attack_selection": kept("floating"),
                    # The text's example: a type given by an effect gives way to the new side's type.
                    "type_change": removed("type-example", "type-not-changing"),
                    "*": kept("floating"),
                },
                "state.chosen_attack": kept("not-a-change"),
                "state.statuses": {"*": kept("not-a-change")},
            },
            "not_counted_as": [
                {
                    "event": "change_of_active",
                    "words": "a change of which Digimon is active",
                    "cite": ["not-a-change"],
                },
                {"event": "ko", "words": "a KO", "cite": ["not-a-change"]},
                {"event": "becoming_abnormal", "words": "becoming abnormal", "cite": ["not-a-change"]},
                {"event": "type_change", "words": "“changing” a type", "cite": ["type-not-changing"]},
            ],
        },
        "flip_facedown": {
            "checks": [check("in_play", "the card flipped must be in play", "in-play")],
            "face_down": ["flip-facedown", "not-facedown"],
        },
        "move": {
            # The face is set by the zone entered (see the engine's move); listed here for the table.
            "fields": {"face": removed("hidden-zone", "no-side-hidden", when="entering a hidden zone")},
        },
        "effect": {"modes": ["affect"]},
        "activate_evo_bonus": {
            "checks": [
                check(
                    "face_up", "a hidden card shows no side whose evo-bonus could be activated", "future-evo"
                )
            ],
            "cite": ["future-evo"],
            "cite_after_flip": ["future-evo-flipped"],
        },
    },
}

PROFILE["ask"] = ASK

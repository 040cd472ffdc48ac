"""The space card game (Characters, Spacecraft, Locations): §13 Card Flips of its "rules" document."""

from rulings.scenarios.engine.profiles._spec import (
    check,
    follows,
    kept,
    removed,
    reset,
)
from rulings.scenarios.engine.profiles.space_ask import ASK

_LIB = "All counters remain except Liberation counters."

PROFILE = {
    "game": "space",
    "document": "rules",
    # The text names an earlier revision but dates neither; these dates are the profile's choice.
    "revisions": [
        {"label": "earlier", "effective_from": None, "effective_until": "2025-12-31"},
        {"label": "current", "effective_from": "2026-01-01", "effective_until": None},
    ],
    "sides": ["prime", "reverse"],
    "kinds": ["character", "spacecraft", "location", "device", "ground_unit", "storyline", "other"],
    "zones": {
        "in_play": {"hidden": False, "in_play": True},
        "hand": {"hidden": True},
        "deck": {"hidden": True},
        "discard": {"hidden": False},
    },
    "citations": {
        "flip": (
            "13",
            "There are many conditions where a card can flip from its Prime (front) face to its Reverse "
            "(rear) "
            "face and vice versa.",
        ),
        "destroyed-flips": (
            "13",
            "Those conditions include the card being destroyed or a keyword or ability that causes the "
            "card to flip.",
        ),
        "cp-removed": ("13.characters.1", "Any Character Points on the Character are removed at flip."),
        "cp-placed": (
            "13.characters.1",
            "The controller then places a number of Character Points on the Character equal to their "
            "starting "
            "CP total.",
        ),
        "character-counters": ("13.characters.2", "All other counters remain except Liberation counters."),
        "spacecraft-deployed": (
            "13.spacecraft.1",
            "Any Characters or Ground Units remain deployed to the Spacecraft as long as the flip side can "
            "legally hold them.",
        ),
        "spacecraft-displaced": (
            "13.spacecraft.1",
            "Any the new face cannot hold — for example, a Spacecraft flipping to a One-Seater Fighter — are "
            "displaced (§14.12); the controller chooses which cards stay.",
        ),
        "escape-pod": (
            "13.spacecraft.1",
            "Earlier revisions destroyed the overflow Ground Units outright unless they had Escape Pod; "
            "they are "
            "now displaced like any other card.",
        ),
        "spacecraft-counters": ("13.spacecraft.2", _LIB),
        "location-deployed": (
            "13.locations.1",
            "Any Characters or Ground Units that are deployed remain deployed there.",
        ),
        "location-counters": ("13.locations.2", _LIB),
        "devices": (
            "13.all-card-types.1",
            "Any attached Devices remain attached, and stay under the host's controller (§18.28).",
        ),
        "bound": (
            "13.all-card-types.2",
            "A Bound Character who flips stays Bound; the Storyline flips with them if the flip is a Fall "
            "(§8.10, §8.11).",
        ),
        "new-face": ("13.p1", "A flipped card is its new face in every respect."),
        "printed-values": ("13.p1", "The card uses all printed values on its current face"),
        "type-rules": (
            "13.p1",
            "it follows the rules of the type printed on that face — its Shielded status (§11.2), its "
            "destruction outcome (§11.6), its movement and deployment (§14), its icons, and its "
            "Lose-condition "
            "label (§16).",
        ),
        "old-face": ("13.p1", "The face a card came from governs nothing once it has turned."),
        "no-third-face": (
            "13.p2",
            "A Contested face that is a Non-Capital Spacecraft is Unshielded, prints no shields icon, and is "
            "destroyed outright when it breaks — there is no third face to look for — even though the Prime "
            "face it came from was a Shielded Capital Ship.",
        ),
    },
    "assumptions": [
        "The text gives no dates for its revisions: the earlier revision is taken to run until 2025-12-31 "
        "and the current one from 2026-01-01.",
        "Zones are not listed by §13: the profile uses in_play, hand, deck (hidden) and discard.",
        "Under the earlier revision only overflow Ground Units are destroyed (the text names them); overflow "
        "Characters and Ground Units with Escape Pod are displaced.",
        "Where the flipping card's two faces are of different types, the counter rules of the type it flips "
        "from apply to the flip itself; what stays deployed follows the type it flips to (§13: a flipped "
        "card follows the rules of its new face for its movement and deployment).",
        "A destroyed card with no face left to flip to goes to the discard pile.",
    ],
    "actions": {
        "flip": {
            "checks": [
                check("in_play", "only a card in play flips", "flip"),
                check("target_exists", "the card has no other face to flip to", "flip"),
                check("not_already_up", "that face is already up", "flip"),
            ],
            "fields": {
                "face": follows("flip", "new-face"),
                "printed": follows("new-face", "printed-values", "type-rules", "old-face"),
                "kind": follows("new-face", "type-rules"),
                "state.attachments": {"device": kept("devices", controller="host")},
                "state.statuses": {"bound": kept("bound")},
            },
            "by_kind": {
                "character": {
                    "state.counters": {
                        "character_points": reset("starting_cp", "cp-removed", "cp-placed", always=True),
                        "liberation": removed("character-counters"),
                        "*": kept("character-counters"),
                    },
                },
                "spacecraft": {
                    "state.counters": {
                        "liberation": removed("spacecraft-counters"),
                        "*": kept("spacecraft-counters"),
                    },
                    "state.deployed": {
                        "by_revision": {
                            "earlier": kept(
                                "spacecraft-deployed",
                                handler="capacity",
                                overflow="destroyed_unless_escape_pod",
                                overflow_cite=["escape-pod"],
                            ),
                            "current": kept(
                                "spacecraft-deployed",
                                handler="capacity",
                                overflow="displaced",
                                overflow_cite=["spacecraft-displaced", "escape-pod"],
                            ),
                        }
                    },
                },
                "location": {
                    "state.counters": {
                        "liberation": removed("location-counters"),
                        "*": kept("location-counters"),
                    },
                    "state.deployed": {"*": kept("location-deployed")},
                },
            },
            "storyline_on_fall": ["bound"],
        },
        "destroy": {
            "checks": [check("in_play", "only a card in play can be destroyed", "flip")],
            "flip_cite": ["destroyed-flips"],
            "outright_cite": ["type-rules", "no-third-face"],
            "outright_zone": "discard",
        },
        "move": {"fields": {}},
        "effect": {"modes": ["affect"]},
    },
}

PROFILE["ask"] = ASK

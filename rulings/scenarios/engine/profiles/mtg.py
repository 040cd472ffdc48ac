"""Magic: The Gathering: rule 712, Double-Faced Cards, of the comprehensive rules."""

from rulings.scenarios.engine.profiles._spec import check, follows, kept, removed, reset
from rulings.scenarios.engine.profiles.mtg_ask import ASK
from rulings.scenarios.engine.profiles.mtg_rules_more import CITATIONS as MORE_CITATIONS

_NEW_OBJECT = "a card changing zones becomes a new object (rule 400.7, not in the seed text)"

PROFILE = {
    "game": "mtg",
    "document": "comprehensive-rules",
    "revisions": [{"label": "2024-06-07", "effective_from": "2024-06-07", "effective_until": None}],
    "sides": ["front", "back", "melded"],
    "layouts": ["transform", "modal_dfc", "meld", "normal"],
    "double_faced": ["transform", "modal_dfc", "meld"],
    "kinds": None,  # card types are free text ("Creature — Human Werewolf")
    "zones": {
        "library": {"hidden": True},
        "hand": {"hidden": True},
        "battlefield": {"hidden": False, "in_play": True},
        "stack": {"hidden": False},
        "graveyard": {"hidden": False, "front_only": True},
        "exile": {"hidden": False, "front_only": True},
        "command": {"hidden": False, "front_only": True},
    },
    "hidden_zone": ["hidden-zones", "front-outside"],  # 712.8a: "a zone other than the battlefield or stack"
    "front_only": ["front-outside"],
    "citations": {
        "transform-stays-on": (
            "double-faced-cards",
            "playing-with-double-faced-cards",
            "When a permanent transforms, all counters, Auras, and Equipment stay on the card, and the card "
            "neither enters nor leaves the battlefield.",
        ),
        "transform-words": (
            "712.2",
            "allow the card to either “transform” or “convert” (turn over to its other face)",
        ),
        "meld-single": ("712.4a", "The resulting permanent is a single object represented by two cards."),
        "meld-put": (
            "712.4a",
            "To meld the two cards in a meld pair, put them onto the battlefield with their back faces up "
            "and "
            "combined (see rule 701.37, “Meld”).",
        ),
        "hidden-zones": (
            "712.7",
            "Players must ensure that double-faced cards in hidden zones are indistinguishable from other "
            "cards "
            "in the same zone.",
        ),
        "front-outside": (
            "712.8a",
            "While a double-faced card is outside the game or in a zone other than the battlefield or stack, "
            "it has only the characteristics of its front face.",
        ),
        "front-up": (
            "712.8d",
            "While a double-faced permanent has its front face up, it has only the characteristics of its "
            "front face.",
        ),
        "back-up": (
            "712.8e",
            "While a transforming double-faced permanent has its back face up, it has only the "
            "characteristics "
            "of its back face.",
        ),
        "back-mana-value": (
            "712.8e",
            "However, its mana value is calculated using the mana cost of its front face.",
        ),
        "copy-back-mana-value": (
            "712.8e",
            "If a permanent is copying the back face of a transforming double-faced permanent (even if the "
            "object "
            "representing that copy is itself a double-faced permanent), the mana value of that permanent "
            "is 0.",
        ),
        "meld-mana-value": ("712.8g", "its mana value is the sum of the mana values of its front faces"),
        "copy-meld-mana-value": (
            "712.8g",
            "If a permanent is copying a melded permanent, the mana value of the copy is 0.",
        ),
        "only-transforming": (
            "712.9",
            "Only transforming tokens and permanents represented by transforming double-faced cards can "
            "transform or convert.",
        ),
        "nothing-happens": (
            "712.9",
            "If a spell or ability instructs a player to transform or convert any permanent that isn’t a "
            "transforming token or isn’t represented by a transforming double-faced card, nothing happens.",
        ),
        "instant-sorcery": (
            "712.10",
            "If a spell or ability instructs a player to transform or convert a permanent, and the face that "
            "permanent would transform or convert into is represented by an instant or sorcery card face, "
            "or is "
            "a transforming token that was created with an instant or sorcery face, nothing happens.",
        ),
        "cast-front": ("712.11", "A double-faced spell is cast with its front face up by default."),
        "cast-transformed": (
            "712.11a",
            "If a transforming double-faced card or a copy of a transforming double-faced card is cast as a "
            "spell “transformed” or “converted,” it’s put on the stack with its back face up.",
        ),
        "cast-modal-choice": (
            "712.11b",
            "A player casting a modal double-faced card or a copy of a modal double-faced card as a spell "
            "chooses which face they are casting before putting it onto the stack.",
        ),
        "enters-transformed": (
            "712.14a",
            "If a spell or ability puts a transforming double-faced card onto the battlefield “transformed” "
            "or “converted,” it enters the battlefield with its back face up.",
        ),
        "not-transforming-stays": (
            "712.14a",
            "If a player is instructed to put a card that isn’t a transforming double-faced card onto the "
            "battlefield transformed or converted, that card stays in its current zone.",
        ),
        "resolve-same-face": (
            "712.13",
            "By default, a resolving double-faced spell that becomes a permanent is put onto the "
            "battlefield with "
            "the same face up that was face up on the stack.",
        ),
        "enters-front": (
            "712.14",
            "A double-faced card put onto the battlefield from a zone other than the stack enters the "
            "battlefield "
            "with its front face up by default.",
        ),
        "meld-enters": (
            "712.14c",
            "If a meld card is being melded with its counterpart, those cards enter the battlefield as a "
            "single "
            "permanent with their back faces up.",
        ),
        "face-down-no-transform": (
            "712.15a",
            "While face down, a transforming double-faced permanent can’t transform or convert.",
        ),
        "face-up-front": ("712.15a", "If it’s turned face up, it will have its front face up."),
        "no-face-down": (
            "712.16",
            "Melded permanents and other double-faced permanents can’t be turned face down.",
        ),
        "face-down-nothing": (
            "712.16",
            "If a spell or ability tries to turn a double-faced permanent face down, nothing happens.",
        ),
        "exiled-face-down": (
            "712.17",
            "A double-faced card that is exiled face down remains hidden, using a face-down substitute card "
            "and/or opaque sleeves.",
        ),
        "naming": (
            "712.19",
            "If an effect instructs a player to choose a card name, the player may choose the name of either "
            "face of a transforming or modal double-faced card but not both.",
        ),
        "not-new-object": (
            "712.18",
            "When a transforming double-faced permanent transforms or converts, it doesn’t become a new "
            "object.",
        ),
        "effects-continue": (
            "712.18",
            "Any effects that applied to that permanent will continue to apply to it.",
        ),
        "meld-leaves": (
            "712.21",
            "If a melded permanent leaves the battlefield, one permanent leaves the battlefield and two "
            "cards are "
            "put into the appropriate zone.",
        ),
        "meld-dies-triggers": (
            "712.21.ex1",
            "An ability that triggers “whenever a creature dies” triggers once. An ability that triggers "
            "“whenever a card is put into a graveyard from anywhere” triggers twice.",
        ),
        "meld-order": (
            "712.21a",
            "If a melded permanent is put into its owner’s graveyard or library, that player may arrange the "
            "two cards in any order.",
        ),
        "meld-order-hidden": (
            "712.21a",
            "If it’s put into its owner’s library, that player doesn’t reveal the order.",
        ),
        "meld-both": (
            "712.21c",
            "If an effect can find the new object that a melded permanent becomes as it leaves the "
            "battlefield, it finds both cards.",
        ),
        "meld-journey": (
            "712.21c.ex1",
            "At the beginning of the next end step, Midnight Scavengers and Graf Rats are both returned to "
            "the battlefield, each with a +1/+1 counter on it.",
        ),
        "meld-demise": (
            "712.21c.ex2",
            "The triggered ability returns both Midnight Scavengers and Graf Rats to the battlefield.",
        ),
        "meld-vat": (
            "712.21c.ex3",
            "As Mimic Vat’s triggered ability resolves, its controller makes a single choice and both cards "
            "that represented Chittering Host are either exiled or not.",
        ),
        "meld-exiled": (
            "712.21b",
            "If a player exiles a melded permanent, that player determines the relative timestamp order of "
            "the two cards at that time.",
        ),
        "meld-exiled-example": (
            "712.21b.ex1",
            "As Duplicant’s first ability exiles Chittering Host, a melded permanent, Duplicant’s controller "
            "chooses whether the last creature card exiled is Midnight Scavengers or Graf Rats.",
        ),
        "meld-same-actions": (
            "712.21c",
            "If that effect causes actions to be taken upon those cards, the same actions are taken upon "
            "each of them.",
        ),
        "meld-counts": (
            "712.21e",
            "If the effect needs to know the number of cards that changed zones, that melded permanent "
            "counts as "
            "two cards that moved.",
        ),
    },
    "assumptions": [
        "A card that changes zones loses its counters, effects, attachments and statuses: rule 400.7 says so "
        "but is not part of the seed text, so these changes carry no citation.",
        "A double-faced card with no layout given is taken to be a transforming double-faced card.",
        "A face-down permanent that is not double-faced turns face down and up as rule 708 says (not in the "
        "seed text); the engine shows no face while it is face down.",
    ],
    "actions": {
        "transform": {
            "checks": [
                check("in_play", "only a permanent can transform", "only-transforming"),
                check(
                    "layout",
                    "only a transforming double-faced card can transform",
                    "only-transforming",
                    "nothing-happens",
                    layouts=["transform"],
                ),
                check("not_face_down", "a face-down permanent can't transform", "face-down-no-transform"),
                check("target_exists", "the card has no other face to turn to", "transform-words"),
                check("not_already_up", "that face is already up", "transform-words"),
                check(
                    "target_not_instant_sorcery",
                    "the face it would turn into is an instant or sorcery",
                    "instant-sorcery",
                ),
            ],
            "fields": {
                "face": follows("transform-words"),
                "printed": follows("front-up", "back-up"),
                "kind": follows("front-up", "back-up"),
                "state.counters": {"*": kept("not-new-object", "transform-stays-on")},
                "state.attachments": {"*": kept("not-new-object", "effects-continue", "transform-stays-on")},
                "state.effects": {"*": kept("not-new-object", "effects-continue")},
                "state.statuses": {"*": kept("not-new-object")},
            },
            "not_counted_as": [
                {"event": "new_object", "words": "a new object", "cite": ["not-new-object"]},
                {
                    "event": "zone_change",
                    "words": "entering or leaving the battlefield",
                    "cite": ["transform-stays-on"],
                },
            ],
        },
        "turn_face_down": {
            "checks": [
                check("in_play", "only a permanent is turned face down", "no-face-down"),
                check(
                    "not_layout",
                    "a double-faced permanent can't be turned face down",
                    "no-face-down",
                    "face-down-nothing",
                    layouts=["transform", "modal_dfc", "meld"],
                ),
            ],
        },
        "turn_face_up": {
            "checks": [check("face_down", "the card is not face down", "face-up-front")],
            "cite": ["face-up-front"],
            "fields": {"face": reset("front", "face-up-front")},  # for the table; the engine does this
        },
        "move": {
            "fields": {
                # The face is set by the zone entered (see the engine's move); listed here for the table.
                "face": reset(
                    "front",
                    "front-outside",
                    "enters-front",
                    when="outside the stack, or entering the battlefield from anywhere but the stack",
                ),
                "state.counters": {"*": removed(assumption=_NEW_OBJECT)},
                "state.effects": {"*": removed(assumption=_NEW_OBJECT)},
                "state.attachments": {"*": removed(assumption=_NEW_OBJECT)},
                "state.statuses": {"*": removed(assumption=_NEW_OBJECT)},
                "state.hp": removed(assumption=_NEW_OBJECT),
            },
            "enter_battlefield": {
                "from_stack": ["resolve-same-face"],
                "otherwise": ["enters-front"],
                "transformed": ["enters-transformed"],
                "not_transforming": ["not-transforming-stays"],
            },
            "enter_stack": ["cast-front"],
            "enter_stack_face": {"transform": ["cast-transformed"], "modal_dfc": ["cast-modal-choice"]},
            "face_down_exile": ["exiled-face-down"],
            "melded_leaves": ["meld-leaves", "meld-counts"],
        },
        "meld": {
            "checks": [check("layout", "only a meld card melds", "meld-put", layouts=["meld"])],
            "cite": ["meld-put", "meld-single", "meld-enters"],
            "mana_value_cite": ["meld-mana-value"],
        },
        "copy": {
            "checks": [check("in_play", "only a permanent becomes a copy", "copy-back-mana-value")],
            "cite_back": ["copy-back-mana-value"],
            "cite_melded": ["copy-meld-mana-value"],
        },
        "effect": {"modes": ["affect"]},
    },
    "mana_value": {"back": ["back-mana-value"]},
}

PROFILE["actions"]["convert"] = PROFILE["actions"]["transform"]

PROFILE["ask"] = ASK
PROFILE["citations"].update(MORE_CITATIONS)

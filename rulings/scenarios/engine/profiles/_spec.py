"""Tiny constructors for profile data, so each profile reads as a table of decisions.

A decision is a plain dict: ``{"outcome": ..., "cite": [citation names]}``; an
``assumption`` text replaces ``cite`` where the seed text says nothing and the profile
had to choose.
"""

from __future__ import annotations

# What may follow "cast" when the card cast is the one asked of ("cast it", "cast a DFC", "cast
# transformed", "is cast with its back face up"); another word is another card's name ("casts Moonmist").
CAST_OBJECT = (
    r"(?:it|them|the|a|an|my|your|his|her|their|its|this|that|these|those|one|as|with|from|"
    r"transformed|converted|face|front|back|normally|using|while|on|onto|to|and|or|by)"
)

# Spanish verbs that move a card they name to a place ("regresar una carta del slot a la mano"): the
# reader's move (reader.EVENTS) and the zone subject below read them alike.
SPANISH_MOVERS = (
    r"(?:devolv\w*|devuelv\w*|regres\w*|recuper\w*|mand(?:a|an|ar|arla|arlo|o|ado|ada)|"
    r"env[ií](?:a|an|ar|arla|arlo|o|e|ado|ada))"
)

KEPT = "kept"
RESET = "reset"
REMOVED = "removed"
FOLLOWS = "follows the new face"
OUTCOMES = (KEPT, RESET, REMOVED, FOLLOWS)


def kept(*cite: str, assumption: str | None = None, **params) -> dict:
    return _decision(KEPT, cite, assumption, params)


def removed(*cite: str, assumption: str | None = None, **params) -> dict:
    return _decision(REMOVED, cite, assumption, params)


def follows(*cite: str, assumption: str | None = None, **params) -> dict:
    return _decision(FOLLOWS, cite, assumption, params)


def reset(to: str, *cite: str, always: bool = False, assumption: str | None = None, **params) -> dict:
    """Reset to the printed value ``to`` of the new face; ``always`` adds it even where absent."""
    return _decision(RESET, cite, assumption, {"to": to, "always": always, **params})


def check(name: str, reason: str, *cite: str, **params) -> dict:
    """A precondition of an action: when it fails, nothing happens, for ``reason``."""
    return {"check": name, "reason": reason, "cite": list(cite), **params}


def _decision(outcome: str, cite: tuple[str, ...], assumption: str | None, params: dict) -> dict:
    out: dict = {"outcome": outcome, "cite": list(cite), **params}
    if assumption:
        out["assumption"] = assumption
    return out


def performed_subject(rank: float) -> dict:
    """The ask subject "does the action happen at all" ("can it transform?", "what happens?"),
    worded the same in every game; each profile places it at its own rank."""
    return {
        "rank": rank,
        "name": "it",
        # (also after a scene or a condition: "While it's still face down, can I transform it?")
        "pattern": r"(?:^|(?<=[.!?;,] ))(?:can|could)\b[^?]*\b(?:transform|convert|flip|turn\w* face|be "
        r"turned)|\b(?:do|does) (?:anything|nothing)\b|\bwhat happens\b|"
        # a statement put to be confirmed, read plainly: "A face-down permanent can transform?"
        r"\b(?:can|could) (?:still |also |actually )?(?:transform|convert|flip|turn (?:it |them )?over)\s*\?|"
        # "… Does my Rogue transform?", "Does it still turn over?": the question is the event itself
        r"(?:^|(?<=[.!?;:—–] ))(?:does|do|did|will|would) (?:[\w'-]+ ){0,3}?(?:still |also |actually )?"
        r"(?:transform|convert|flip|turn (?:it |them )?over|(?:get|be) turned face[- ]down)\s*\?|"
        # "… can't be turned face down, right?", read plainly: "Melded permanents can be turned face down?"
        r"\b(?:can|could) (?:still |also |actually )?be turned face[- ]down\s*\?",
        "build": {"performed": True},
        "kind": "performed",
    }


def shown_subject(rank: float) -> dict:
    """The ask subject "does it show its face where it goes?" ("is it placed face-down?", "¿queda boca
    arriba?"): the face the card shows once a move has put it in a zone, which each game's zones
    decide (hidden / public, face down on entry). Read only as what a verb says the card is or is put
    ("is it face up", "placed face-down"), never a card described as face down ("a face-down card")."""
    return {
        "rank": rank,
        "name": "whether it is face up",
        "pattern": r"\b(?:is|are|it's|stays?|remains?|placed|put|puts|kept|lies|sits|enters?|arrives?|lands?|"
        r"go(?:es)? in|becomes?|became|"
        r"queda\w*|est[aá]n?|colocad[ao]s?|puest[ao]s?|coloca\w*|pone\w*)"
        r"(?: (?!turn\w*\b|flip(?:s|ped|ping)?\b(?![- ]cards?))[\w'-]+){0,8}? "
        # ("Star side up": a side of the card shown, as face up is; not "back side up")
        r"(face[- ]?(?:up|down)|boca (?:arriba|abajo)|hidden|ocult[ao]s?|"
        r"(?:star|moon|prime|reverse|front) side up)"
        r"(?=\s*(?:$|[?.,;!]|(?:in|on|at|there|when|after|again|too|as|or|and|for|from|without|en|cuando|al|y|o|"
        r"desde|durante|sin|las|los|la|el)\b))"
        # ("without showing a side" says how it is hidden: what it shows is not asked)
        r"|(?<!without )(?<!not )\bshow(?:s|ing)? (?:a|any|either|one) (?:side|face)\b",
        "build": {"path": "face"},
        "kind": "shown",
        "main_clause": True,
    }


def zone_subject(rank: float) -> dict:
    """The ask subject "does it stay in / go to / enter that zone?": where the card is once the move
    the question reads is done (or refused). The zone it names must be one of the move's two: the
    one it leaves (does it stay there?) or the one it goes to (does it get there?)."""
    return {
        "rank": rank,
        "name": "where it ends up",
        "pattern": r"\b(?:stays?|remains?|ends? up|goes|go|enters?|returns?|returned|sent|moves?|lands?|"
        r"get|gets|queda\w*|permanece\w*|pasa\w*|va|van|vuelven?|volver|regres\w*|devuelt[ao]s?|devolverse|entran?)"
        r"(?: back| still| instead)?(?: (?:from|de|desde) (?:[\w'-]+ ){1,4}?)? ?"
        r"(?:in|into|on|onto|to|en|a|al)\b|"
        # "does it enter the battlefield?": "enter" names the zone it goes to with no preposition
        r"\b(?:enters?|entered|entering)(?: back| still| instead)? "
        r"(?=(?:the|its|their|my|your|his|her|play)\b)|"
        # a Spanish verb that moves the card it names there: "¿puedo regresar una Option card a la mano?"
        r"\b" + SPANISH_MOVERS + r"(?: (?!al?\b)[\w'-]+){0,6}? al?\b",
        "build": {"path": "zone"},
        "kind": "where",
        "main_clause": True,
    }


def look_subject(rank: float) -> dict:
    """The ask subject "may a player look at the cards in that zone?": whether the zone shows them, as
    the game's public / private area rules say (PROFILE["ask"]["looking"] says what a hidden zone
    means for the one looking, and whose own cards they may look at)."""
    return {
        "rank": rank,
        "name": "whether a player may look at it",
        # A player looks ("may I look at", "can my opponent peek at"), not an effect that checks.
        # "look through", "go through my trash", "see"; "¿puede mi oponente mirar …?"
        "pattern": r"\b(?:i|you|we|they|players?|opponents?|oponentes?|jugador(?:es)?|puedo|puede|pueden)\b"
        r"(?: [\w']+){0,3}? (?:look(?:s|ing)? (?:at|through|thru|in|into)|peek(?:s|ing)? (?:at|in|into)|"
        r"take a peek at|check(?:s|ing)?|view|see|go(?:es)? through|mir(?:ar|a|an)|ver|revis\w*)\b",
        "build": {"path": "face"},
        "kind": "look",
        "main_clause": True,
    }

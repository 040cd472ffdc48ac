"""Which card an effect of the event may act on, by default or when it says so. Plain Python.

A game whose text says what the event acts on by default and what only when the effect names it
(its profile's ``PROFILE["ask"]["targets"]``: dbe 13 "By default, Flip targets your own active Digimon.
It may target the opponent’s active if specified (or uses “any”). It may target a card in the Destiny
Zone or attached if specified.") answers "Can a Flip effect target my opponent's active Digimon?": yes
for the default; for a card it may act on only when named, yes when the question says the effect names
it, no when it says the effect does not, and "depends" when it says neither. Anything else (no event of
the game, no card of the list, two of them, another "not", another player named beside the card: "my
opponent's Flip effect") is None, and the question is read as any other.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.rule_answer import cited, entry, rule_answer

_ACTS_ON = re.compile(
    r"\b(?:target\w*|hit|hits|affect|affects|choose|chooses)\b|"
    r"\bflips? (?:the |my |your |their |an? )(?:opponent|card (?:in|attached)|attached|own active)"
)
# What acts is an effect (not a player who flips a card): "a Flip effect", "by default, does Flip …"
_EFFECT = re.compile(
    r"\beffects?\b|\bby default\b|\bflip\b[^?]{0,20}\btarget|\bplain flip\b|\b(?:card|text) says\b"
)
# The opponent asked of as able to act on the asker's active ("Can my opponent flip my active if their card
# says 'any'?"): the effect is the opponent's, and "my active" is its controller's opponent's active. Not
# a flip told as done ("My opponent's effect flips my active. …"), which the scenario reader reads, nor
# one whose effect is not said to name that card (whose default, "your own active", is not read then).
_OPPONENT_ACTS = re.compile(
    r"\b(?:can|could|may) (?:my |the |your )?opponent(?:'s)?\b(?: [\w'-]+){0,2}? "
    r"(?:flip|flips|target|targets|hit|hits|affect|affects) (?:my|your) (?:own )?active\b"
)
# "if it says so", "when the effect specifies it", "if specified", "if it uses 'any'", "that says "any""
_NAMED = re.compile(
    r"\b(?:if|when|as long as|once|that|which)\b(?: \w+){0,3}? (?:says? so|specif\w*|names? (?:it|them)|"
    r"says? (?:to|it can|that)|(?:uses?|says?) \W?any\b)"
    # told as a fact of the card: "The flip effect says 'any' active.", "My Flip effect specifies the
    # opponent's active." (a sentence of its own, before the one that asks); what it says ends with its
    # clause ("If the effect names no target, does it flip the opponent's active?": not named)
    r"|\b(?:effect|text|card|it)\b (?:says|reads|uses|specifies|names|targets)\b(?! (?:no|nothing|none)\b)"
    r"[^.?!;,]{0,40}?"
    r"(?:\W?\bany\b|\bopponent|\bdestiny zone\b|\battached\b)"
)
# Words of what an effect says, when neither form above is read: which it says is not read.
_SAYS = re.compile(r"\b(?:says?|reads?|specif\w*|uses?|names?|worded)\b|\bany\b")
# "doesn't say whose", "just says flip", "without specifying", "names no target"
_NOT_NAMED = re.compile(
    r"\b(?:doesn't|does not|don't|do not) (?:say|specify|name)\b|\b(?:just|only) says\b|"
    r"\bwithout (?:specifying|saying|naming)\b|\bnot specified\b|\bplain (?:flip|effect)\b|\bby default\b|"
    r"\b(?:says|specifies|names) (?:no|nothing|none)\b"  # "names no target", "says nothing about whose"
)
# Another player named beside the card acted on ("my opponent's Flip effect", "my opponent plays a
# Flip"): "your own active" is the effect's controller's, so whose card is "mine" is not read here.
_OTHER_PLAYER = re.compile(r"\bopponent|\bother player\b")
_NEGATION = re.compile(r"n't\b|\bnot\b|\bnever\b|\bwithout\b")


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to a question about what the event may act on, or None."""
    targets = entry(game, "targets")
    if not targets or not re.search(targets["event"], question.lower()):
        return None
    text = reader.clean(question, game)
    if _NAMED.search(text):  # (only when the opponent's effect is said to name it: else unknown)
        text = _OPPONENT_ACTS.sub("the flip effect targets the opponent's active", text)
    if not _ACTS_ON.search(text) or not re.search(targets["event"], text):
        return None
    if not _EFFECT.search(text) or reader.WH_QUESTION.search(text):
        return None
    found = [t for t in targets["cards"] if re.search(t["pattern"], text)]
    named, not_named = _NAMED.search(text), _NOT_NAMED.search(text)
    rest = _NOT_NAMED.sub(" ", text)
    if len(found) != 1 or (named and not_named) or _NEGATION.search(rest):
        return None
    if not named and not not_named and not found[0]["default"] and _SAYS.search(text):
        return None  # it tells what the effect says, in words not read: not "depends"
    target = found[0]
    if _OTHER_PLAYER.search(re.sub(target["pattern"], " ", text)):
        return None
    said = "yes" if target["default"] or named else "no" if not_named else "depends"
    head = {"yes": "Yes.", "no": "No.", "depends": "It depends on whether the effect says so."}[said]
    read = {"subject": f"what {targets['name']} acts on", "target": target["name"]}
    about = {"subject": target["name"], "event": targets["name"]}
    return rule_answer(game, said, head, cited(game, target["cite"]), read, about)

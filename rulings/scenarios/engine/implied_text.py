"""Whether a keyword is read with rules text it does not print. Plain Python.

A game whose text says a keyword always carries some words (its profile's
``PROFILE["ask"]["implied_text"]``: dbe 14 "Flip is always considered to have the rules text “if able”
after it.") answers "Is flip always treated as 'if able'?" and "Does Flip count as having 'if able'
after it?": yes. Only when the question names the keyword and the words, asks how the keyword is read
(considered, treated, read, counted as, having) and says nothing else (every other word is one of
the rule's own or a function word: "does 'if able' mean nothing happens?" asks another thing); at
most one "not"; else None.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.rule_answer import cited, entry, rule_answer

_READ_AS = re.compile(
    r"\b(?:treated|read|considered|regarded|count(?:s|ed)?|ha(?:s|ve|ving)|includes?|included|implied)\b"
)
_NEGATION = re.compile(r"n't\b|\bnot\b|\bnever\b")
# The words a question of this kind says besides the keyword and the implied words.
_OWN = frozenset(
    re.findall(
        r"\S+",
        "is are does do did it its always treated read considered regarded count counts counted as has have "
        "having include includes included implied the a an rules rule text wording after with if said says "
        "like though right isn't doesn't aren't don't not never every each time keyword effect effects "
        "be being to so true that",
    )
)


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to whether the keyword is read with the words it does not print, or None."""
    said = entry(game, "implied_text")
    if not said:
        return None
    text = reader.clean(question, game)
    words = re.search(said["words"], text)
    keyword = re.search(said["keyword"], text)
    if words is None or keyword is None or reader.WH_QUESTION.search(text) or not _READ_AS.search(text):
        return None
    rest = re.sub(said["words"], " ", re.sub(said["keyword"], " ", text))
    if any(w not in _OWN for w in re.findall(r"[a-z']+", rest.replace("’", "'"))):
        return None  # it says something more than how the keyword is read
    negations = len(_NEGATION.findall(rest))
    if negations > 1:
        return None
    yes = negations == 0
    head = "Yes. The rules say:" if yes else "No. The rules say:"
    subject = {"subject": "the rules text the keyword carries"}
    return rule_answer(game, "yes" if yes else "no", head, cited(game, [said["cite"]]), subject, subject)

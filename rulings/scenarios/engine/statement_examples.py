"""Examples in a rules text, for the statement reader (statements.py).

An example tells a scene, then its ruling: "Example: A Clone enters the battlefield as a copy of
Wildblood Pack (…). The Clone will be a copy of the Wildblood Pack. Because the Clone is itself not a
transforming double-faced card, it can't transform." Its first sentences set the scene; they say what
happened, not what the rules decide, and answer nothing. Its last sentence is the ruling, and the
scene is its condition: the question may name the scene's words (a card's name, what was cast),
and must name some of them to be asked about this example.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_words import fold, words_of

# "Example:", "(Example: …", "For example, …", "Ej:", "Por ejemplo, …" opening a sentence.
_OPENS = re.compile(r"^\W*(?:for example|example|por ejemplo|ejemplo|ej)\b\s*[:.,]")


def opens_example(text: str) -> bool:
    return bool(_OPENS.match(fold(text)))


def scenes(sentences) -> list[tuple[tuple[str, ...], bool]]:
    """For each sentence (with .document, .key and .text): the words of the example's sentences
    before it (none outside an example), and whether it sets the scene (another sentence of the same
    example follows it, but for a ruling told alike beside it). An example runs from its opening
    sentence to the end of its section."""
    out: list[tuple[tuple[str, ...], bool]] = []
    where, told = None, None  # the example's section, and its words so far (None: not in one)
    before = ""
    for s in sentences:
        here = (s.document, s.key)
        if opens_example(s.text):
            where, told = here, []
        elif here != where:
            where, told = None, None
        if told is None:
            out.append(((), False))
            continue
        if out and told and not (out[-1][0] and _side_by_side(before, s.text)):
            out[-1] = (out[-1][0], True)  # the sentence before set this one's scene
        out.append((tuple(told), False))
        told.extend(words_of(s.text))
        before = s.text
    return out


def _side_by_side(one: str, other: str) -> bool:
    """Two rulings of one scene told alike, each with its outcome: "An ability that triggers “whenever
    a creature dies” triggers once. An ability that triggers “whenever a card is put into a graveyard
    from anywhere” triggers twice." (the first is no scene of the second)."""
    return words_of(fold(one))[:4] == words_of(fold(other))[:4]


def scene_named(asked: frozenset[str], scene: frozenset[str]) -> bool:
    """Whether the question names the example's scene: two of its words (or all, when it has fewer)."""
    return not scene or len(asked & scene) >= min(2, len(scene))

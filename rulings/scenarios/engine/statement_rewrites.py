"""Rewrites the statement reader makes before it reads a text (statement_words.fold): contractions
spelled out, and a few ways of saying one thing written one way, for question and rules text alike.
Plain Python."""

from __future__ import annotations

import re

CONTRACTIONS = (
    (re.compile(r"\bcan't\b|\bcannot\b"), "can not"),
    (re.compile(r"\bwon't\b"), "will not"),
    (re.compile(r"n't\b"), " not"),
    # "my only Digimon", "the opponent's only card": "only" says "sole" there, and limits nothing.
    (re.compile(r"('s|\b(?:the|my|your|his|her|its|our|their))\s+only\b"), r"\1 sole"),
    (re.compile(r"'s\b"), ""),
    (re.compile(r"'(?:re|ve|ll|d|m)\b"), ""),
    # A game's turn is no card's turning over: "for the turn", "during a turn", "in one turn".
    (
        re.compile(r"\b(the|a|this|that|each|per|next|same|one|your|my|their|his|her|its)\s+turn\b"),
        r"\1 turntime",
    ),
    # "carry over" is "retain" ("it will not carry over any of the original card's statuses"), not
    # "carry out" (perform).
    (re.compile(r"\bcarr(?:y|ies|ied|ying) over\b"), "retain"),
    # "take it back", "put the card back into my hand", "bring it back": return it.
    (
        re.compile(
            r"\b(?:take|takes|took|taken|taking|put|puts|putting|bring|brings|brought)\b"
            r"((?: [\w-]+){0,5}?) back\b"
        ),
        r"return\1",
    ),
    # Spanish "becomes": "pasa a ser", "se convierte en" say what a thing is from then on.
    (re.compile(r"\bpasan? a ser\b|\bse convierten? en\b"), "es"),
)

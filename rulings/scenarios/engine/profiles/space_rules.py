"""The space card game: more sentences of its text that answer a question on their own (13.characters.1),
read by sentence_rule.py after those of space_ask.py. Data only."""

from rulings.scenarios.engine.profiles.rule_words import DENIAL, FLIPS

_CP = r"(?:cp|character points?)"
_STARTING = r"\bstarting\b"

MORE_RULES = {
    # 13.characters.1 "Any Character Points on the Character are removed at flip. The controller then places
    # a number of Character Points on the Character equal to their starting CP total.": after a flip it has
    # its starting CP total ("equal to / the same as its starting CP total", "4 CP" when the question says
    # its starting total is 4) yes; more or fewer than that, zero, or placed by the opponent no. Not asked
    # of what it keeps (another reading: the scenario's), nor of a moment before the new ones are placed.
    "cp_total": {
        "cite": ["cp-removed", "cp-placed"],
        "subject": "the Character Points after a flip",
        # what a leading condition says of the card is the scene ("If the Character has no CP, does it get
        # CP when it flips?"), not what is asked
        "asking": "after_condition",
        "need": {"text": [rf"\b{_CP}\b", FLIPS, r"\bcharacters?\b"]},
        "refuse": {
            "text": [
                r"\bliberation\b|\bcounters?\b|\b(?:earlier|previous|older|old) (?:rules?|revisions?)\b|"
                r"\bbefore\b|\bmomentarily\b|\bbriefly\b|\bin between\b|"
                r"\bspacecraft\b|\bships?\b|\blocations?\b|"
                r"\b(?:twice|thrice|two times|three times|\d+ times)\b"  # a count the text does not give
            ],
            "asking": [r"\b(?:keep|keeps|kept|stay|stays|remain|remains|retain\w*)\b"],
        },
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [
            {
                "when": {
                    "asking": [rf"\b(?:more|fewer|less|greater|higher|lower)\b[^?]*\bthan\b[^?]*{_STARTING}"]
                },
                "answer": "no",
            },
            {"when": {"asking": [rf"\b(?:zero|0|no) {_CP}\b|\bwith no {_CP}\b"]}, "answer": "no"},
            {
                "when": {
                    "asking": [
                        r"\b(?:my |the |your |their )?opponent\b[^?]*\bplac\w*|\bplac\w*\b[^?]*\bopponent\b"
                    ]
                },
                "answer": "no",
            },
            {
                "when": {
                    "asking": [
                        rf"\b(?:equal to|(?:the )?same as|match(?:es|ing)?|back (?:up )?to|up to|reset to) "
                        rf"(?:its |their |the |her |his )?starting\b|\bits starting {_CP}(?: total)?\b"
                    ]
                },
                "answer": "yes",
            },
            {
                "when": {
                    "text": [
                        rf"\bstarting {_CP}? ?total (?:is|of) (\d+)\b[^?]*"
                        rf"\b(?:end|ends|have|has|get|gets|come|comes)(?: [\w']+){{0,3}}? \1 {_CP}\b"
                    ]
                },
                "answer": "yes",
            },
        ],
    },
}

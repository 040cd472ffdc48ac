"""The space card game: more sentences of its text that answer a question on their own (13.characters.1),
read by sentence_rule.py after those of space_ask.py. Data only."""

from rulings.scenarios.engine.profiles.rule_words import CAN, DENIAL, FLIPS

_CP = r"(?:cp|character points?)"
_STARTING = r"\bstarting\b"

# the face a card came from, or a thing of it ("the old face", "its previous side", "the face it came from",
# "the old label"); not the Prime face named (which face it is depends on the way it flipped)
_OLD = r"\b(?:old|previous|original|former|prior|earlier)(?:'s)?\b"
_FACE_CAME_FROM = r"\b(?:face|side) (?:it|the card|that it) (?:came|flipped|turned) from\b"
# what 13.p1 says the face governs: its printed values and the rules of its type
_GOVERNED = (
    r"\blabels?\b|\bicons?\b|\bshield\w*|\bdestruction\b|\bmovement\b|\bdeployment\b|\bprinted\b|"
    r"\bvalues?\b|\btype\b|\brules?\b|\bstats?\b|\bpower\b|\bcapacity\b|\blose[- ]condition\b|\bgovern\w*"
)
_STILL_APPLIES = (
    r"\b(?:still|continues?|carr(?:y|ies) over|lingers?)\b|\bgovern\w*|\bappl(?:y|ies)\b|\bcounts?\b|"
    r"\bmatters?\b|\bin effect\b|\bin force\b"
)

# the new face said to hold what is deployed ("if the new side can hold them", "as long as the flip side
# can legally hold them all", "it has room for all of them"); not denied ("can't hold")
_CAN_HOLD = (
    r"\b(?:if|as long as|since|when|and|because|provided|that|which)\b[^?.,]{0,40}?"
    r"\b(?:can|could|is able to) "
    r"(?:still |legally |easily )*(?:hold|carry|fit|seat)\b|"
    r"\b(?:has|have|with) (?:enough )?(?:room|space|capacity|seats) for (?:all|both|every|them|each)\b"
)

# a flip both ways: "vice versa", "both ways" (one flip from Reverse to Prime is the scenario reader's)
_BOTH_WAYS = r"\bvice versa\b|\bboth (?:ways|directions)\b|\beither (?:way|direction)\b"

MORE_RULES = {
    # 13 "There are many conditions where a card can flip from its Prime (front) face to its Reverse (rear)
    # face and vice versa.": asked whether a card can flip both ways (vice versa) yes; not of a destroyed
    # face (13.p2: no third face), nor of how often
    "both_ways": {
        "cite": ["flip"],
        "subject": "which way a card flips",
        "need": {
            "asking": [
                _BOTH_WAYS,
                FLIPS + r"|\bflipping\b|\b(?:go|goes|switch\w*|turn\w*) (?:from )?(?:its |the )?"
                r"(?:prime|reverse)\b",
            ]
        },
        "refuse": {
            "text": [
                r"\bdestroy\w*|\bbreak\w*|\bbroken\b|\bcontested\b|\bnon[- ]?capital\b|\bonly\b|\bonce\b|"
                r"\btwice\b|\btimes\b|\bturn\b|\bcounters?\b|\bcp\b|\bunits?\b|\bdevices?\b|\bbound\b"
            ]
        },
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [{"when": {"asking": [CAN + r"|\bpossible\b|\ballowed\b|\bdo(?:es)?\b"]}, "answer": "yes"}],
    },
    # 13 "Those conditions include the card being destroyed or a keyword or ability that causes the card to
    # flip.": asked whether being destroyed (a keyword, an ability) is one of the conditions (causes) of a
    # flip yes; not of a face that has no face left (13.p2)
    "flip_causes": {
        "cite": ["destroyed-flips"],
        "subject": "what makes a card flip",
        "need": {
            # what causes the flip, then the cause word, then the flip ("Can an ability cause a card to
            # flip?"), not what a flip causes ("Does flipping make its abilities trigger?")
            "asking": [
                r"\b(?:destroy\w*|keywords?|abilit(?:y|ies))\b[^?]*"
                r"\b(?:conditions?|caus\w*|mak\w*|lead\w*|trigger\w*|ways? to|reasons?)\b[^?]*"
                r"\bflip(?:s|ped|ping)?\b(?![- ]?cards?\b)",
            ],
        },
        "refuse": {
            "text": [
                r"\bcontested\b|\bnon[- ]?capital\b|\bthird\b|\boutright\b|\bonly\b|\brevisions?\b|"
                r"\benters?\b|\bagain\b"
            ]
        },
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [{"answer": "yes"}],
    },
    # 13.spacecraft.1 "Any Characters or Ground Units remain deployed to the Spacecraft as long as the flip
    # side can legally hold them.": the question saying the new face can hold them, asked whether they
    # remain (stay) deployed yes, whether they are displaced (destroyed, removed) no; not when it says it
    # cannot hold them all (which stay is the controller's choice), nor of an earlier revision
    "held_units": {
        "cite": ["spacecraft-deployed"],
        "subject": "the deployed units a Spacecraft's new face can hold",
        "need": {
            "text": [r"\bspacecraft\b|\bships?\b|\bfighter\b", FLIPS, _CAN_HOLD],
            "asking": [r"\bunits?\b|\bcharacters?\b|\bthey\b|\bthem\b|\bcards?\b|\bcrew\b|\bpilots?\b"],
        },
        "refuse": {
            "text": [
                r"n't (?:legally )?(?:hold|carry|fit|seat)\b|\bcannot\b|"
                r"\bnot (?:legally )?(?:hold|carry|fit)\b|"
                r"\bunable\b|\bsome\b|\bonly\b|\brevisions?\b|\bescape pod\b|\bearlier\b|\bfewer\b|\bless\b|"
                r"\blocation\b|\bdevices?\b|\bcounters?\b|\bcp\b"
            ],
        },
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [
            {
                "when": {"asking": [r"\bremain\w*|\bstay\w*|\bkeep\w*|\bstill (?:deployed|aboard|on)\b"]},
                "answer": "yes",
            },
            {
                "when": {"asking": [r"\bdisplac\w*|\bdestroy\w*|\bremov\w*|\bkick\w* off|\bleav\w*"]},
                "answer": "no",
            },
        ],
    },
    # 13.p1 "The face a card came from governs nothing once it has turned." (and "it follows the rules of
    # the type printed on that face — its Shielded status …, its icons, and its Lose-condition label"):
    # asked whether the old face (or its label, icon, printed value, type's rules) still applies after a
    # flip no; not of what stays on the card (counters, CP, deployed units, Devices, Bound: 13's lists),
    # nor of an earlier revision
    "old_face": {
        "cite": ["old-face", "type-rules"],
        "subject": "the face a card came from",
        "need": {
            "text": [FLIPS + r"|\bturned\b", _GOVERNED],
            "asking": [rf"{_OLD}|{_FACE_CAME_FROM}", _STILL_APPLIES],
        },
        "refuse": {
            "text": [r"\brevisions?\b|\bearlier rules?\b"],
            "asking": [
                r"\bcounters?\b|\bcp\b|\bcharacter points?\b|\bliberation\b|\bunits?\b|\bcharacters?\b|"
                r"\bdevices?\b|\bbound\b|\bstoryline\b|\bdeployed\b|\battached\b|\bprime\b|\breverse\b"
            ],
        },
        "denial": {"in": "asking", "mode": "turns", "pattern": DENIAL},
        "forms": [{"answer": "no"}],
    },
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

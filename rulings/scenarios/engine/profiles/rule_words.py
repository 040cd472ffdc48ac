"""General English words the one-sentence rules of every game read (sentence_rule.py): a verb that
asks whether something may be done, a flip named as a verb, a time before the game. Data only."""

# "can / could / may / allowed / possible …": whether something may be done
CAN = r"\b(?:can|could|may|allowed|able|possible|ok|okay|legal)\b"
# a flip as a verb, not "a flip card"; "turn it over"
FLIPS = r"\bflip(?:s|ped|ping)?\b(?![- ]?cards?\b)|\bturn\w* (?:\w+ ){0,3}?over\b"
# a denial, and one of being unable
DENIAL = r"n't\b|\bnot\b|\bnever\b|\bno longer\b"
DENIAL_UNABLE = DENIAL + r"|\bunable\b"
# a time before a game is played: before (prior to) the game, match or round, between games, in deck building
BEFORE_GAME = (
    r"\b(?:before|prior to|ahead of) (?:the |a |each |my |our )?(?:start of (?:the |a )?)?"
    r"(?:game|match|round|tournament)\w*\b|"
    r"\bbetween (?:games|matches|rounds)\b|\bpre-?game\b|\bdeck[- ]?building\b|"
    r"\bwhen (?:building|i build) (?:my |a )?deck\b"
)
# a player doing something of their own will, with no effect telling them to
AT_WILL = (
    r"\bwhenever (?:i|you|we|they) (?:want|like|choose|wish|please|feel like)\b|\bat will\b|"
    r"\bbecause (?:i|you) (?:feel like|want)\b|"
    r"\b(?:without|with no) (?:an? |any )?effects?\b(?: \w+){0,3}|\bon (?:my|your|their) own\b|"
    r"\bjust because\b"
)
# an effect named, unless the question says it is done without one
EFFECT_NAMED = (
    r"^(?!.*\b(?:without|with no) (?:an? |any )?(?:[\w'-]+ )?effects?\b).*"
    r"\b(?:an?|the|my|your|this|that|its) (?:[\w'-]+ )?effects?\b"
)

# A game whose text says any side (face) of a card may be named for an effect (dbe 16.3 "simply name any
# valid side of the flip card"; mtg 712.19 "may choose the name of either face"): a side named as what is
# named in the sentence that asks ("can I name the Moon side?", "can I name the back face?") yes; not "do I
# have to name …", not a naming in a condition ("If I name the Moon side, can its Star side attack?"), and
# not "only" or "not" (mtg: "but not both")
NAMING = {
    "cite": ["naming"],
    "subject": "naming a side of the card",
    "quick": r"\bnam(?:e|ing)\b",
    "asking": "after_condition",
    "refuse": {
        "text": [
            r"n't\b|\bnot\b|\bnever\b|\bmust\b|\bhave to\b|\bhas to\b|\bneed\w*\b|\brequired\b|\bonly\b"
        ],
    },
    "forms": [
        {
            "when": {
                "asking": [
                    r"(?:\b(?:can|could|may|might|will|to|i|you|we|they)\s+(?:\w+\s+)?"
                    r"(?:name|call out|declare)|\bnaming)\b (?:the |a |an |its |either |any |one |that )?"
                    r"(?:[\w'-]+ ){0,2}?"
                    r"(?:\[?(?:{sides})\]? (?:side|face)|\[(?:{sides})\]|"
                    r"(?:either|any|other|whichever|whatever) (?:side|face))\b"
                ]
            },
            "unconditioned": True,
            "answer": "yes",
        }
    ],
}

# How a keyword is read ("treated as", "considered", "counts as having", "implied"), and the only words a
# question of that kind says besides the keyword and the words it is read with: a question saying more
# ("does 'if able' mean nothing happens?") asks of another thing
READ_AS = (
    r"\b(?:treated|read|considered|regarded|count(?:s|ed)?|ha(?:s|ve|ving)|includes?|included|implied)\b"
)
READ_AS_WORDS = (
    "is are does do did it its always treated read considered regarded count counts counted as has have "
    "having include includes included implied the a an rules rule text wording after with if said says "
    "like though right isn't doesn't aren't don't not never every each time keyword effect effects "
    "be being to so true that"
)

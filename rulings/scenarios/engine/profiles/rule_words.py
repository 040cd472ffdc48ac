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
    r"\bwhenever (?:i|you|we|they) (?:want|like|choose|wish)\b|\bat will\b|"
    r"\bbecause (?:i|you) (?:feel like|want)\b|"
    r"\bwithout (?:an? |any )?effects?\b(?: \w+){0,3}|\bon (?:my|your|their) own\b|\bjust because\b"
)
# an effect named, unless the question says it is done without one
EFFECT_NAMED = (
    r"^(?!.*\bwithout (?:an? |any )?(?:[\w'-]+ )?effects?\b).*"
    r"\b(?:an?|the|my|your|this|that|its) (?:[\w'-]+ )?effects?\b"
)

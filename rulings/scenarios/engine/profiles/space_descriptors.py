"""The space card game: the words of a question that describe the card rather than ask about it
(PROFILE["ask"]["descriptors"] of space.py, read by card_descriptors.descriptors), kept apart so that
space_ask.py stays short."""

# "my Character on my opponent's Location flips": a card named after a preposition is where the card
# that flips sits, not the card that flips (fixed-width lookbehinds, one per preposition and owner)
_OWNERS = ("the", "my", "your", "their", "a", "an", "that", "this", "its")
_NOT_WHERE = "".join(
    f"(?<!{prep} {owner} )"
    for prep in ("on", "at", "in", "aboard", "onto")
    for owner in (*_OWNERS, *(f"{o} opponent's" for o in _OWNERS), "opponent's")
)

DESCRIPTORS = [
    # 13.locations.1, 13.spacecraft.1: what is deployed on a card "remains deployed there"; leaving the
    # card it is deployed on is its going, not a move of the card that flips
    [
        r"\b(?:leave|leaves|leaving|left) (?:the |that |this |its |my |their |your )?"
        r"(?:locations?|spacecraft|ship|card)\b|"
        r"\b(?:have to|has to|must|need to|needs to) leave(?=\s*(?:[?.,!]|$))",
        {"say": "go away"},
    ],
    # 13.spacecraft.1 "… as long as the flip side can legally hold them": every unit fits
    [
        r"(?:\b(?:if|as long as|when|while|and|but) (?:the |its )?(?:flip side|new face|other face|"
        r"reverse face|prime face|it|spacecraft|ship)|\b(?:face|side|ship|spacecraft) (?:that|which)|"
        r"\bwhose (?:other |new |flip |reverse |prime )?(?:face|side)) "
        r"can (?:still )?(?:legally )?(?:hold|carry|fit) (?:them|all of them|everything|everyone|all|it|"
        r"him|her)\b(?: (?:my |the |its |their |of )*(?:units|ground units|characters|cards)\b)?",
        {"fits": True},
    ],
    # 13.spacecraft.1 "Any the new face cannot hold — for example, a Spacecraft flipping to a One-Seater
    # Fighter — are displaced": a new face said to hold fewer than are deployed ("flips to a One-Seater
    # Fighter", "its Reverse can only hold one", "a face with less room")
    [
        r"\b(?P<keep>(?:flip|turn|becom)\w*(?: (?!from\b)[\w']+){0,5}?) "
        r"(?:one|single|1)[- ]seat(?:er|ed)?s?\b(?: fighters?| ships?| spacecraft)?",
        {"cramped": True},
    ],
    [
        r"\b(?:reverse|other|new|flip) (?:face|side)(?: [\w']+){0,3}? "
        r"(?:one|single|1)[- ]seat(?:er|ed)?s?\b(?: fighters?| ships?| spacecraft)?|"
        r"\b(?:can|could|will) (?:only|just) (?:hold|carry|fit|seat) (?:one|a single|1)\b|"
        r"\b(?:holds?|carr(?:y|ies)|fits?|seats?|has room for) (?:only|just) (?:one|a single|1)\b|"
        r"\b(?:smaller|lower|less) (?:capacity|room|face)\b|\bfewer (?:seats|slots|spaces)\b",
        {"cramped": True},
    ],
    # the card a flip is told of ("after that Location flips", "when my ship is flipped", "flipping the
    # Location"): the card that flips, whatever else the question names (what is deployed on it)
    [
        _NOT_WHERE
        + r"\blocations?\b(?= (?:(?:is|was|gets|got) )?(?:flips?|flipped|turns? over|turned over)\b)",
        {"card": "location", "flipping": True},
    ],
    [
        r"\b(?P<keep>flip(?:s|ped|ping)?) (?:my |the |that |a |its |your |their )?locations?\b",
        {"card": "location", "flipping": True},
    ],
    [
        _NOT_WHERE + r"\b(?:spacecraft|(?:space)?ships?)\b"
        r"(?= (?:(?:is|was|gets|got) )?(?:flips?|flipped|turns? over|turned over)\b)",
        {"card": "spacecraft", "flipping": True},
    ],
    [r"\bspacecraft\b|\b(?:space)?ships?\b", {"card": "spacecraft"}],
    [r"\blocations?\b", {"card": "location"}],
    # 13.p2 "A Contested face that is a Non-Capital Spacecraft is Unshielded"
    [r"\bnon[- ]?capital\b|\bunshielded\b", {"card": "capital_ship"}],
    # "Characters deployed on a ship": what is deployed, not the card that flips
    [
        r"\bcharacters?(?: or ground units?)? (?:(?:is|are|was|were|sits?|sitting) )?"
        r"(?:deployed|aboard|on board)\b|\bdeployed characters?\b",
        {},
    ],
    [r"\bcharacters?\b(?! points?)", {"card": "character"}],
    # Kinds §13 names but gives no flip rules of their own (13.all-card-types.1 speaks of Devices
    # attached to the card that flips): such a card itself flipping ("a Device flips", "my Ground Unit is
    # flipped") is read as that card, so that the rules said of Characters, Spacecraft and Locations are
    # not answered of it ("overflow Ground Units destroyed" are those a ship cannot hold: no flip)
    [
        r"(?<!attached )(?<!\bwith a )(?<!\bwith an )(?<!\bwith the )(?<!\bwith its )(?<!\bdeployed )"
        r"\b(?P<keep>(?:devices?|ground units?)) (?:(?:itself|alone|that|which) )?"
        r"(?:is |was |gets |got )?(?=flip\w*|turn\w* over)",
        {"card": "unnamed_kind"},
    ],
]

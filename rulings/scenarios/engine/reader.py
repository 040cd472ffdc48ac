"""Reading a judge's question: its words, with no game's vocabulary of its own.

What lasts ("persist", "stay", "keep") and what goes ("reset", "lose", "go away"), negations, the
events, typos, the zones of a move. Each game's words (its name, zones, descriptors, subjects) are
its profile's, under PROFILE["ask"].
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import moves
from rulings.scenarios.engine.face_words import NEW_FACE
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.profiles._spec import CAST_OBJECT, SPANISH_MOVERS
from rulings.scenarios.engine.question_form import without_or_not
from rulings.scenarios.engine.spelling import spell
from rulings.scenarios.engine.statement_words import WH_LATER

# Verbs (stems) that ask whether something lasts, and those that ask whether it goes.
LASTS = (
    r"persist|stay|remain|keep|kept|retain|carr(?:y|ies|ied) (?:over|through)|surviv|still|maintain|"
    r"linger|\bhold|\b(?:be|is|are) the same\b|"
    r"\bstick|continu|preserv|mant[ie]\w*|permanec\w*|conserv\w*|sigue|queda\w*|contin[uú]\w*|retien\w*"
)
GOES = (
    r"\bgo(?:es)? (?:back )?up\b|"  # "does its HP go back up to what the side prints?"
    r"\bunbind|\bunbound\b|"  # "does it unbind it?"
    r"\bwears? off\b|\bwearing off\b|\bworn off\b|\bexpir\w*|"  # "does the boost wear off?"
    # "do I put CP back on it?", "place new Character Points on it": set anew (13.characters.1 "then places")
    r"\b(?:put|puts|putting|place|places|placed|placing|add|adds|added)\b(?: [\w'-]+){0,3}? "
    r"(?:back|again|anew) on(?:to)?\b|\b(?:put|puts|place|places|placed|add|adds|added) (?:new|fresh)\b|"
    r"reset|remov|lose|lost|los(?:es|ing)|go(?:es)? away|gone|disappear|vanish|clear|wip|fall(?:s)? off|drop|"
    r"\brid of\b|\berase|"
    r"refresh|used again|use (?:[\w'-]+ ){0,3}?again|(?:available|usable) again|"
    r"reactivat|change|replac|updat|displac|restor|heal|refill|replenish|"
    r"\b(?:fill|fills|filled|top|tops|topped) (?:[\w'-]+ )?(?:back )?up\b|"  # "filled back up"
    r"unattach|detach|comes? off|gets? new|fresh|undo|revert|cancel|overrid|"
    r"\bends?\b(?! of| up)|"  # "it ends up with …" says what it has after, not that it goes
    r"follow\w* (?:the |its |their )?(?:new|other|current|back|front|reverse|prime|flipped)\b|"
    # "does it follow the rules of the type printed on that face?"
    r"follow\w*(?: [\w'-]+){1,8}? (?:that|this|the new|its new|the current|its current) (?:face|side)\b|"
    r"\btak|\bgain|becom|match|adopt|\bstop|\bceas|(?:knock|kick|boot)\w* off|"
    r"\bpasa\w* a (?:ser|tener)\b|\bse (?:vuelve|convierte)\b|\bswitch\w*|"
    r"\b(?:return\w*|go(?:es)? back|com(?:e|es) back) to (?:its |their |the |what's )?(?:full|start|print)|"
    r"\bequal to (?:its |their |the )?(?:starting|printed)\b|"
    r"\bgana\w*|pierde\w*|cambi\w*|modific\w*|adquier\w*|toma\w*|env[ií]\w*|"
    r"\bdesaparec\w*|\belimin\w*|\bretir\w*|\bquit\w*|\bdescart\w*|\breinici\w*|\brestablec\w*"
)
# Words just before a subject that make it another one: "a non-permanent evo-bonus".
NOT_THIS = r"(?:\bnon[- ]?|\bun-)(?:[\w-]+ )?$|\b(?:with|has|have|having) no (?:[\w-]+ )?$"
# The subject said of the side not showing ("the evo-bonus of the other side", "the hidden side's
# attacks"): not the card's own, which the scenario puts on the face up
OTHER_SIDE_BEFORE = r"\b(?:other|hidden|unshown|non-?visible|opposite) (?:side|face)(?:'s)? $"
OTHER_SIDE_AFTER = (
    r"^ (?:of|on|from) (?:the|its|their|that) (?:other|hidden|unshown|non-?visible|opposite) (?:side|face)\b"
)
# Said of a subject the rules speak of as permanent ("a temporary evo-bonus", "the evo-bonus was a
# temporary one"), it asks of another thing.
NOT_PERMANENT = r"\b(?:temporar\w*|temporal\w*|short[- ]lived)\b"
# Words that ask of all but something: "counters other than Liberation counters".
EXCEPTING = (
    r"\bother than\b|\bexcept\w*\b|\bapart from\b|\baside from\b|\bbesides\b|\bexcluding\b|"
    r"\bsalvo\b|\bmenos\b|"
    # "outside a Fall", "unless it is a Fall": the rule's case taken out ("outside the game" is a zone)
    r"\boutside (?:of )?an?\b|\bunless\b|\bfuera de (?:un|una)\b|\ba menos que\b"
)
# Words that open a condition: what follows them up to the clause's end describes, and asks nothing.
CONDITION = re.compile(r"\b(?:while|if|when|whenever|once|as long as|mientras|si|cuando)\b")
UNCHANGED = r"\bun(?:chang|alter|affect|touch|modifi)\w*|\bintact\b|\bsin cambi\w*"
NEGATION = r"\b(?:not|never|no longer|n't|neither|nor|nunca|fail(?:s|ed)? to)\b|n't\b"
# Words that ask whether something is kept out of an effect's reach: "safe from", "immune to".
SHIELDED = r"\bsafe from\b|\bimmune\b|\bprotected from\b|\bout of (?:the )?reach\b"
# "Does a card in the graveyard have …?": the question's own verb asks whether the subject is there.
HAS = r"\b(?:does|do|did|will|would)\b(?: (?!if|when|while)[\w'-]+)* have\b|^¿?tienen?\b"
# "Does it come back suspended?", "does it start out suspended?": whether it has the state where a move
# puts it ("arrives"; of no other event).
ARRIVES = r"\b(?:com(?:e|es|ing) (?:back|in|into play)|start\w* (?:out|off)|arriv\w*|enter\w*)\b"
# A time or an event the scenarios do not run: "at the start of my turn", "during the Battle Phase",
# "when it digivolves", "si evoluciona".
UNREAD_WHEN = (
    r"\b(?:start|end|beginning)\b(?: [\w'-]+){0,3}? (?:turn|phase|step|game)\b|\b(?:during|durante)\b|"
    r"\b(?:next|each|every) turn\b|\b(?:final|inicio|comienzo) del? (?:turno|fase|partida)\b|"
    r"\b(?:digivolv|evolv|evolucion)\w*|\battack\w*(?= (?:with|again|this|next))|"
    # "when my Digimon attacks the player", "cuando bloquea": a battle, which no scenario runs
    r"\b(?:when|whenever|while|once|as|if|cuando|mientras|si)\b[^,?.]*?"
    r"\b(?:attack(?:s|ed|ing)?|block(?:s|ed|ing)?|battles?(?![ -](?:area|zone))|atac\w*|bloque\w*)\b"
)
RHETORICAL = re.compile(r"^(?:doesn't|don't|isn't|aren't|won't|wouldn't|can't|shouldn't|didn't)\b")

EVENTS = [
    ("turn_face_up", r"\bturn\w* (?:\w+ ){0,3}?face[- ]?up\b"),
    ("turn_face_down", r"turn\w* (?:it )?face[- ]?down|face[- ]?down"),
    (
        "reorder",
        r"reorder|stack(?:ing)? order|rearrang|"
        r"order of (?:the )?(?:cards (?:in|of) )?(?:the |an? |its )?(?:[\w'-]+ )?stack",
    ),
    ("destroy", r"destroy"),
    ("transform", r"transform|convert|day ?bound|night ?bound"),
    # "turn it over", "turning my werewolf over", "turns your active Digimon over"
    # (not "once the turn is over", "when the turn passes over to my opponent": "turn" a noun)
    (
        "flip",
        r"\bflip|\bflps\b|\bturn\w* (?:it |them |(?:my |your |their |the |his |her |its |that |this |a )?"
        r"(?!is\b|was\b|are\b|were\b|be\b|being\b|gets?\b|'s\b|pass\w*\b|goes\b|ends?\b|over\b)[\w'-]+ "
        r"(?:[\w'-]+ )?)?over\b|\bturned to its other|\bvolte\w*|"
        # "turns to its Moon side", "turned to the Reverse face"
        r"\bturn(?:s|ed|ing)? (?:over )?(?:to|into) (?:its|the|their|his|her|my|your) "
        r"(?:[\w'-]+ ){0,2}?(?:side|face)\b",
    ),
    (
        "move",
        r"\bmov\w*|\bleav\w*|\bgoes to\b|\bgo to\b|\bput into\b|\bput in\b|returned to|\benters?\b|"
        r"sent to|\b(?:go|goes|went|gone|sent|sends?|put|puts|plac\w*|return\w*|bounc\w*|brought|"
        r"brings?|com(?:e|es|ing)|came|head\w*)\b(?: (?!to\b|into\b|onto\b)[\w'-]+){0,5} "
        r"(?:in|on)?to\b(?! (?:its |their |the |a )?(?:normal|original|base|previous|default|full|starting|"
        r"printed|zero|\d|be|do|have|keep|stay|use|what|whatever)\b)|"  # "… go back up to what it prints"
        r"\bto (?:the |my |your |its )?(?:hand|trash|graveyard|exile|deck|library|dark area)\b|"
        r"dies\b|discard|\bshuffl\w* (?:[\w'-]+ ){0,4}?(?:in)?to\b|\breturn\w* from\b|"
        # (not "casts Moonmist": another card, cast by its name, is no move of the card asked of)
        r"\bputs? (?:\w+ ){0,8}onto\b|\bcast(?:s|ing)?\b(?! (?!" + CAST_OBJECT + r"\b)[a-z])|"
        r"\bpasa (?:de|a)\b|\bvuelve a\b|\bva a\b|\benv[ií]a\w* a|\b(?:vuelv|volv)\w* al?\b|"
        # Spanish verbs that move what they name to a place: "devolver la Option card a la mano"
        r"\b" + SPANISH_MOVERS + r"(?: (?!al?\b)[\w'-]+){0,6}? al?\b",
    ),
]

NOT_EVENTS = (
    r"\bflip[- ]cards?\b|\bflip[- ]icons?\b|\btransforming (?:double[- ]faced|dfc)\w*|"
    r"\bwithout (?:a |an |the |any )?\w+|\bwith no \w+"
)
# A participle before a noun describes the card: "a transformed permanent", "the flipped Character".
DESCRIBING = (
    r"\b(?:a|an|the|my|your|its|this|that|their|his|her) (?:flipped|transformed|converted|moved|"
    r"discarded|destroyed) (?=[a-z])"
)
# Words naming the kind of card a "can it …" question is about.
KINDS_OF_CARD = r"double[- ]faced|\bdfcs?\b|flip[- ]cards?|side icon|\bmeld"
# The zone a card is in when the question names it by what it is in play ("a Digimon", "a permanent").

WH_QUESTION = re.compile(
    r"^[¿¡\s]*(?:how|what(?! if)|which|who|whom|where|why|"
    r"cu[aá]nt\w*|qu[eé]|cu[aá]l\w*|c[oó]mo|d[oó]nde|por qu[eé])\b|" + WH_LATER
)


def clean(question: str, game: str | None = None) -> str:
    text = question.lower().replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = re.sub(r"\bw/o\b", "without", re.sub(r"\bw/(?=\s)", "with", text))  # a judge's shorthand
    # Card text quoted or bracketed ("[Armor Form]", "'if able'"): the card's own words, no typo to put right.
    spans = [(m.start(), m.end()) for m in QUOTED.finditer(text)] + [(len(text), len(text))]
    parts, at = [], 0
    for start, end in spans:
        parts += [_spelled(text[at:start], game), text[start:end]]
        at = end
    return re.sub(r"\s+", " ", "".join(parts)).strip()


QUOTED = re.compile(r"\[[^\]]*\]|<[^>]*>|\"[^\"]*\"|(?<![\w'])'[^']*'(?!\w)")


def _spelled(text: str, game: str | None) -> str:
    # A word before an apostrophe is half a word ("hadn't", "card's"): no typo to put right.
    return re.sub(r"\b[^\W\d_]+(?![\w'])", lambda m: spell(m.group(0), game), text)


def _named(text: str, game: str) -> list[str]:
    """The events the question names, in EVENTS order; a move also by where it sends the card. A
    participle describing a card ("a transformed permanent is put into the library") names an event
    only when the question names no other."""
    text = re.sub(NOT_EVENTS, " ", text)
    named = _events_in(re.sub(DESCRIBING, " ", text), game)
    # A statement put as a question ("a transformed permanent is a new object?") asks as one clause.
    declared = bool(re.fullmatch(r"[^,.;:!?]+\?+\s*", text))
    asking = declared or all(ASKING.match(clause) for clause in _clauses_describing(text))
    return named or (_events_in(text, game) if asking else [])


# A clause that asks ("does a flipped card still use …?"): its participle names the event asked of. In
# a clause that tells ("a transformed permanent phases out.", "if a flipped card …,") it only describes.
ASKING = re.compile(r"^\W*(?:does|do|did|is|are|was|were|will|would|can|could|has|have|should|may)\b")


def _clauses_describing(text: str) -> list[str]:
    return [c for c in re.split(r"[,.;:!?]", text) if re.search(DESCRIBING, c)]


def _events_in(text: str, game: str) -> list[str]:
    # and the game's own words for an event (its profile's "event_words": space "breaks" is destroyed)
    own = get_profile(game).data["ask"].get("event_words", {})
    named = [
        name for name, pattern in EVENTS if re.search(pattern, text) or re.search(own.get(name, "$^"), text)
    ]
    if "move" not in named and moves.goes_somewhere(text, game):
        named.append("move")
    return named


def event(text: str, game: str, implied: str | None = None) -> str | None:
    if implied and implied != "move":
        return implied
    named = _named(text, game)
    if named:
        return get_profile(game).data["ask"].get("event_aliases", {}).get(named[0], named[0])
    return implied


# "Can being destroyed make a card flip?", "does it flip because it was destroyed?": what causes the flip
_CAUSES = re.compile(
    r"\b(?:make|makes|made|making|cause|causes|caused|lead|leads|result|results)\b|\bbecause\b|"
    r"\bby being\b|\bthings? that\b"
)


def caused_flip(text: str, named: list[str]) -> bool:
    """Whether the question asks if being destroyed makes the card flip (both named, one the cause)."""
    return set(named) == {"destroy", "flip"} and bool(_CAUSES.search(text))


def events_named(text: str, game: str) -> list[str]:
    """Every event of the game the question names ("after it flips and moves to the hand": two); an event
    told as brought about by another it names is no event of its own (PROFILE["ask"]["event_covers"]:
    [cause, effect, how it is told]; space 13 "Those conditions include the card being destroyed": "it was
    destroyed and flipped" is one destruction, "can it flip and be destroyed?" two events)."""
    profile = get_profile(game)
    named = [name for name in _named(text, game) if name in profile.actions]
    for cause, effect, told in profile.data["ask"].get("event_covers", []):
        if cause in named and effect in named and re.search(told, text):
            named.remove(effect)
    return named


# Spanish "no" before a verb ("no vuelve", "no se mantiene", "no puede"); a question that opens with it
# ("¿No vuelve…?") asks, like "Doesn't it…?", the plain question.
_NO_VERB = re.compile(
    r"\bno (?:se |lo |la |le |les |los |las |me |te )?"
    r"(?:puede\w*|es|son|est[aá]n?|[a-záéíóúñ]+(?:a|e|an|en|á|án)\b)"
)
_SPANISH = re.compile(r"¿|\b(?:el|los|las|una|del|que|se|cuando|si|la)\b")


def _negated_in_spanish(body: str, whole: str) -> bool:
    """Whether the asking sentence ``body`` negates its verb, the question (``whole``) being Spanish."""
    spanish = len(_SPANISH.findall(whole)) >= 2
    asked = re.sub(r"\b(?:si|cuando|mientras)\b[^,?¿]*", " ", body)  # a condition asks nothing
    return spanish and bool(_NO_VERB.search(re.sub(r"^[¿¡\s]*no\b", " ", asked)))


# What lets a subject's own question stand when no verb of lasting or going is read: a move or a zone
# ("is it sent to the Dark Area?"), the event itself ("does the Storyline flip?"), or nothing but "be".
_SAYS_WHERE = (
    dict(EVENTS)["move"] + r"|\bflip\w*|\btransform\w*|\bturn\w*|\bgovern\w*|\bvolte\w*|"
    r"^\W*(?:is|are|was|were|será|es|está)\b|\bvan? (?:\w+ )?al?\b|\bir[aá]n?\b|"
    r"\b(?:to|into|onto|al|hacia)\b|\ba (?:la|las|los|su|sus|tu|mi)\b"  # where to: "(se manda) al Dark Area"
)


# A condition of the question ("If I cannot pay the cost when it is turned face up, …") describes;
# what it asks is in the rest.
_CONDITION_CLAUSE = re.compile(CONDITION.pattern + r"[^,?¿]*")
_BE_ONLY = re.compile(r"^\W*(?:is|are|was|were|será|es|está)\b")
_PARTICIPLE = re.compile(r"\b\w{3,}ed\b")


# "Is the Device's controller the host's controller after the flip?": "be" between two noun phrases asks
# what the subject is, not whether it changes (the subject's default); "Is the Storyline flipped?" does not
_DETERMINER = r"(?:the|a|an|its|their|my|your|his|her)"
_IDENTITY = re.compile(
    rf"^\W*(?:is|are|was|were)\s+{_DETERMINER}\s+(?:(?!(?:with|in|on|at|to|from|by|after|when|of|still)\b)"
    rf"[\w'-]+(?<!ed)\s+){{1,3}}{_DETERMINER}\s+\w+|\bcounts?\s+as\b"
)


def _says_where(body: str) -> bool:
    """Whether the question, outside its conditions, names a move, a zone or the event itself, or
    asks with nothing but "be" ("Is the Storyline flipped?", not "Is it activated anyway?")."""
    main = _CONDITION_CLAUSE.sub(" ", body)
    if not re.search(r"\w{3,}", re.sub(r"\b(?:what|qu[eé])\b", " ", main)):
        main = body  # "What if the cost cannot be paid …?": the condition is all it says
    found = [m.group(0) for m in re.finditer(_SAYS_WHERE, main)]
    if found and all(_BE_ONLY.match(f) for f in found):
        return not _PARTICIPLE.search(main)  # "be" and a verb of its own this reader does not know
    return bool(found)


# Where a sentence that sets the scene ends and the next begins: "… and it flips. Does X stay?",
# "Turning it over: is it …?", "Spacecraft flips - do …?", "Si …, ¿se queda …?".
_SENTENCE_END = re.compile(r"[.!;:—–](?:\s+|$)|\s-\s|(?=¿)")
# What follows from the answer, after what is asked: "is it the same object, so things keep affecting it?"
_CONSEQUENCE = re.compile(r",\s*(?:so|meaning|which means|and so|and therefore|therefore)\b")


# A sentence that only asks whether a claim made before it holds: "Is he right?", "¿Tiene razón?".
_CONFIRMING = re.compile(
    r"^\W*(?:(?:(?:is|are) (?:he|she|they|that|this|it|(?:my |the )?(?:opponent|judge|friend))|am i)"
    r"\s+(?:right|correct|true|so)|(?:tiene|tienen|tengo) raz[oó]n|(?:es|est[aá]) (?:correcto|cierto|as[ií]))"
    r"\W*$",
    re.IGNORECASE,
)


def question_part(text: str) -> str:
    """The sentence that asks: the last one before the question mark. The sentences before it set the
    scene ("An effect changed its attack ability and then it flipped."); their verbs and negations
    describe what happened and ask nothing."""
    head = text.split("?")[0]
    parts = [p for p in _SENTENCE_END.split(head) if p.strip()] or [head]
    if len(parts) > 1 and _CONFIRMING.match(parts[-1]):
        parts.pop()  # "He says it stays. Is he right?": the claim before it is what is asked
    last = _CONSEQUENCE.split(parts[-1])[0].strip()
    if len(parts) > 1 and re.match(r"(?:or|o|u)\b", last, re.IGNORECASE):
        # "Does the HP stay after the flip; or does it reset?": one question in two halves
        last = f"{parts[-2].strip()} {last}"
    return last if len(re.findall(r"\w{2,}", last)) >= 2 else text


# The clause that asks: an auxiliary before its subject ("…, does it flip?", "… is it a KO").
ASKING_CLAUSE = re.compile(
    r"\b(?:do|does|did|is|are|was|were|can|could|will|would|should|has|have)\s+(?=(?:it|they|that|this|the"
    r"|my|your|his|her|their|its|a|an)\b)"
)


def told_before_asking(text: str) -> str:
    """What a clause of its own says before the clause that asks ("my evo-bonus isn't permanent, does it
    stay?"): the words before the last auxiliary opening a clause after a comma ('' when none)."""
    asked = [*ASKING_CLAUSE.finditer(text)]
    lead = text[: asked[-1].start()] if asked else ""
    return lead if lead.rstrip().endswith(",") else ""


def scene_of(text: str) -> str:
    """What the question says beside the sentence that asks: the scene before it and any sentence
    after its question mark ("… ? Assume it was not activated.")."""
    asking = question_part(text)
    return text.replace(asking, " ", 1) if asking != text else ""


def asks(text: str, kind: str, default: str | None) -> tuple[str | None, bool]:
    """("lasts" | "goes" | "counts_as" | None when no verb is read, negated) for the question's predicate,
    read in the sentence that asks (``question_part``)."""
    body = RHETORICAL.sub("", question_part(text)).strip()
    body = without_or_not(body)  # "can I use it again, or not?" asks as plainly as without it
    negated = bool(re.search(NEGATION, body)) or _negated_in_spanish(body, text)
    if re.search(r"\bsame (?:is |be )?(?:true|goes|applies|holds)\b|\blo mismo\b", body):
        return None, negated  # "is the same true for X?": of something said before, not read
    if kind == "performed" and re.search(SHIELDED, body):
        negated = not negated
    if kind == "performed" and re.search(
        r"\b(?:do|does|did|will|would)\s+nothing\b|\bnothing happens\b", body
    ):
        negated = not negated  # "does the flip do nothing?" asks whether it is not done
    body = re.sub(UNCHANGED, " remains ", body)  # "unchanged" is no "change"
    body = re.sub(r"\bfollowing (?=(?:a|an|the|its|this|that|their)\b)", "after ", body)  # a preposition
    # "is it still / does it stay the same card?" asks what it counts as; "does it keep its status?" not
    being = r"\bstill\b|\bsiguen? siendo\b|\b(?:stays?|remains?|be|is|are) "
    being += r"(?=(?:the |a |an )?(?:same|new|different)\b)"
    if kind == "count_as" and re.search(LASTS, re.sub(being, " ", body)):
        return None, negated  # "does it keep its abnormal status?" is not "does it count as abnormal?"
    if kind in ("count_as", "performed", "face_is", "shown", "where", "look"):
        return {"count_as": "counts_as", "performed": "performed"}.get(kind, kind), negated
    lasts = [m.start() for m in re.finditer(LASTS, body)]
    goes = [m.start() for m in re.finditer(GOES, body)]
    if not lasts and not goes:
        # "does it have the back face's characteristics [there]?": whether it has them after the event
        has = re.search(HAS, body)
        if default and (not _says_where(body) or _IDENTITY.search(body)):
            return (
                None,
                negated,
            )  # an unread verb ("does it hang around?"): the subject's default is no reading
        arrives = "new_face" if re.search(NEW_FACE, body) else "arrives" if re.search(ARRIVES, body) else None
        return default or ((has and "has" or arrives) if kind == "state" else None), negated
    first_lasts = min(lasts) if lasts else len(body)
    first_goes = min(goes) if goes else len(body)
    if lasts and goes and not re.search(r"\b(?:or|o)\b", body[min(first_lasts, first_goes) :]):
        # "Does an effect that changed the type stay?": one verb describes, the other asks; which is which
        # is not read. Only "does it stay or go away?" is read, and its first verb decides.
        return None, negated
    return ("lasts" if first_lasts <= first_goes else "goes"), negated

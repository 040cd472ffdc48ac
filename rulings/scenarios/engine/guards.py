"""Families of misreading the scenario reader refuses: a reading the engine could run, but which
answers another question than the one asked. Each check returns why ('' when the reading stands).

- a subject narrowed by a negated clause ("a Character that is not Bound", "a creature that isn't
  double-faced"): the rule's sentence speaks of the un-negated kind, and what the rules say of the
  other kind is not read;
- a change of the opponent's attribute where the question names neither an attribute for the
  opponent nor a change of it: the engine would have to pick one, which is a guess;
- a kind of effect named before a bare "effect" ("a passive effect", "an inherited effect"): the
  subject "effect" is an effect applied to the card, and the rules decide other kinds otherwise;
- who wins, beats or defeats: the engine models what a card keeps or loses, not a battle's outcome;
- "only" in the question ("Do requirements only need to be met when it is activated?"): it asks
  whether the thing holds then and at no other time, and the scenarios tell only whether it holds;
- one answer per part of a subject ("counters": Liberation counters go, the others stay) where the
  question names the subject as a whole: the rule answers each part, and which part is asked is
  not read.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import attributes, moves, reader
from rulings.scenarios.engine.card_guards import (
    attached_card,
    chooser,
    counts_named,
    other_card_type,
    prefix_negated_state,
)
from rulings.scenarios.engine.moved_face import moved_face
from rulings.scenarios.engine.named_parts import named_part_problem
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.rule_answer import NEGATION

# "that is not", "which isn't", "who doesn't", "que no es": a clause that narrows a noun by a negation.
NEGATED_CLAUSE = re.compile(
    r"\b(?:that|which|who|whose)\s+(?:(?:is|are|was|were|has|have|had|does|do|did|can|could)\s*(?:not|n't|"
    r"\s(?:no longer|never))"
    r"|(?:isn't|aren't|wasn't|weren't|hasn't|haven't|doesn't|don't|didn't|can't|cannot|never|no longer|"
    r"lacks?))\b"
    r"|\bque no (?:es|son|sea|sean|est[aá]n?|tiene|tienen|ha|han)\b"
)
# Words before a bare "effect" that name no particular kind of it: articles, determiners, and the
# rules' own word for an effect applied to a card (dbe 16.7 "floating effects"). "passive", "inherited",
# "static", "[when digivolving]" name kinds whose fate the rules decide otherwise, or not at all.
EFFECT_WORDS = frozenset(
    ("a", "an", "the", "its", "this", "that", "these", "those", "any", "all", "every", "each", "his", "her")
    + ("their", "my", "your", "our", "same", "such", "one", "card", "floating", "applied")
    + (
        "do",
        "does",
        "did",
        "is",
        "are",
        "was",
        "were",
        "have",
        "has",
        "of",
        "from",
        "by",
        "with",
        "to",
        "and",
    )
    + ("or", "no", "if", "when", "while", "whose", "then", "still", "other", "both", "two", "some")
    + ("su", "sus", "el", "la", "los", "las", "un", "una", "del", "de", "mi", "mis", "tu", "tus")
)
# "when the flip is not a Fall", "if it isn't Bound": a negation inside the question's condition.
NEGATED_CONDITION = re.compile(
    r"\b(?:when|whenever|if|once)\b[^,?;]*?(?:\bnot\b|n't\b|\bnever\b)"
    r"|\b(?:si|cuando|mientras)\b[^,?¿;]*?\b(?:no|nunca)\b"  # "si no tiene costo"
)
# The outcome of a battle, which the scenarios do not model ("won't" is no "won").
# Spanish "ganar" is also the rules' own "gain" (ganara cualquier atributo): only "gana ... contra" is a win.
CONTEST = re.compile(
    r"\b(?:win|wins|won(?!['’]t)|winning|beats?|beaten|defeats?|defeated|vence\w*|derrota\w*)\b"
    r"|\bgan\w* (?:\w+ ){0,3}?contra\b"
)

# A quality the game's text names that the scenarios do not build (the profile's
# PROFILE["ask"]["unbuilt"]: space "Escape Pod"): a question giving it to a card is not answered; one
# saying the card is without it ("without", "no", "none with", "lacking" it) is as built.
_WITHOUT = r"\b(?:without|no|none (?:with|has|have|had)|lacks?|lacking)\b(?: \w+){0,2} "

# "whenever I want", "voluntarily", "during my opponent's turn": whether a player may make it happen at
# will, or at a time; the scenarios tell only whether it can happen.
AT_WILL = (
    r"\bwhenever (?:i|you|we|they|he|she) (?:want|like|choose|wish)\b|\b(?:at will|voluntar\w*|"
    r"on (?:its|their|my|your) own|any ?time|cuando (?:quiera|quieras|quieran))\b|"
    r"\b(?:during|durante)\b|\b(?:start|end|beginning)\b(?: [\w'-]+){0,3}? (?:turn|phase|step|game)\b|"
    # "mid-combat", "before the game starts", "on my opponent's turn"; "(while) it is blocking": a battle
    r"\b(?:mid[- ]\w+|in the middle of|before the game|antes de la partida)\b|"
    r"\b(?:attacking|blocking|in (?:combat|battle)|atacando|bloqueando)\b|"
    r"\b(?:opponent's|their|his|her|my|your|next|each|every) turn\b"
)

# "because it was damaged", "due to an attack": a cause of the event, which only a destruction run as
# the cause is read as ("Can being destroyed make a card flip?", reader.caused_flip).
_CAUSED = re.compile(r"\b(?:because|due to|as a result of|owing to|by being)\b.*")


def _cause(reading, plain: str):
    return None if reading.event == "destroy" else _CAUSED.search(plain)


# "only", "solo": the question asks whether something holds then and at no other time.
ONLY = re.compile(r"\b(?:only|solely|s[oó]lo|solamente|[uú]nicamente)\b")


# A clause of its own about a thing: "a transformed permanent that phases out" (a verb in -s or -ed
# after "that"/"which" following a noun; not "does that count", "is it true that …").
_RELATIVE = re.compile(r"\b([a-z]+)\s+(?:that|which)\s+([a-z]+(?:s|ed))\b")
_NOT_A_NOUN = frozenset(
    ["does", "do", "did", "is", "are", "was", "true", "sure", "says", "say", "means", "so"]
)
_NOT_A_VERB = frozenset(["is", "was", "has", "does", "its", "this", "cards"])


# Requirements said of an effect ("los requisitos de un efecto", "the requirements for the effect"),
# not of the card that must keep meeting its own.
_EFFECTS_REQUIREMENTS = re.compile(
    r"\b(?:requisitos?|requerimientos?|requirements?|condici[oó]n\w*|conditions?)\s+(?:\w+\s+){0,2}?"
    r"(?:efectos?|effects?)\b"
)


# A condition whose verb is a participle: "if a double-faced card is manifested, …", "once it gets
# sacrificed, …" (an event happened to the card; "once it is face down" is a state, no participle).
_CONDITION = re.compile(
    r"\b(?:if|when|whenever|once|after)\s+(?:[\w'-]+\s+){1,5}?(?:is|are|was|were|gets?|got|"
    r"(?:has|have|had) been)\s+([a-z]+ed)\b"
)


# A condition clause that opens a question: "If my active is KO'd, …", "When it changes type, …".
_LEADING_CONDITION = re.compile(r"\b(?:if|when|whenever|once|after|because)\b[^,?;:]*[,;:]")


def _unless_negated(found: re.Match) -> str:
    return " it " if NEGATION.search(found.group(0)) else found.group(0)


def _overflow_problem(reading) -> str:
    spacecraft = re.search(r"\b(?:spacecraft|(?:space)?ships?)\b", reading.text)
    if reading.subject.build.get("overflow") and not spacecraft and "overflow" not in reading.match.group(0):
        # 13.spacecraft.1 speaks of what a Spacecraft's new face cannot hold; of no other card's
        return "it asks of units a card cannot hold, which the rules say only of a Spacecraft"
    return ""


def _counted_as_cause(reading) -> str:
    """What a flip may count as (a KO, a change of type), named in a condition while the flip is asked
    in the question itself ("If my active is KO'd, does it flip?"): what that event causes is asked,
    not what the flip counts as, which is not read."""
    if reading.subject.kind != "count_as" or reading.match is None:
        return ""
    said = f"it names {reading.subject.name} as what happens first and asks what follows, not read"
    for found in _LEADING_CONDITION.finditer(reading.text):
        inside = found.start() <= reading.match.start() < found.end()
        if inside and reader.events_named(reading.text[found.end() :], reading.read["game"]):
            return said
    # "my Digimon gets KO'd, does it flip?", "when it is KO'd does it flip": named only before the
    # clause that asks, which names the event itself
    asked = [*reader.ASKING_CLAUSE.finditer(reading.text)]
    if asked and reading.match.start() < asked[-1].start():
        clause = reading.text[asked[-1].start() :]
        game = reading.read["game"]
        if not re.search(reading.subject.pattern, clause) and reader.events_named(clause, game):
            return said
    return ""


def other_event(plain: str, game: str | None = None, conditions: bool = False) -> str:
    """A verb of a relative clause, or the participle of a condition, that names no event the reader
    knows ('' for none): the question is then about that other event ("… that phases out", "if it is
    manifested, …"; read in conditions only when asked), which the scenarios do not run."""
    events = [pattern for _event, pattern in reader.EVENTS]
    if game:
        events += [verb for verb, _from, _to in get_profile(game).data["ask"].get("zone_verbs", [])]
    for found in _RELATIVE.finditer(plain):
        verb = found.group(2)
        if found.group(1) in _NOT_A_NOUN or verb in _NOT_A_VERB:
            continue
        clause = plain[found.start(2) :]
        if not any(re.match(pattern, clause) for pattern in events):
            return verb
    for found in _CONDITION.finditer(plain) if conditions else ():
        if not any(re.match(pattern, plain[found.start(1) :]) for pattern in events):
            return found.group(1)
    return ""


def reading_problem(reading, plain: str) -> str:
    """Why a question read up to its event and asks (an ask.Reading) is not to be answered ('' when it is)."""
    event = reading.event
    if word := _kind_of_effect(reading.text, reading.match):
        return f"it asks of one kind of effect ('{word} effect'), of which the rules here say nothing read"
    # a "not" in the words naming the subject ("the units it can't hold"), here or in the scene, is its own
    plain = re.sub(reading.subject.pattern, _unless_negated, plain)
    if NEGATED_CONDITION.search(plain):
        return "it negates its condition (when … not …), which is not read"
    beside = f"{reader.scene_of(plain)} {reader.told_before_asking(plain)}"  # "… isn't permanent, does it …"
    if event != "requirements_unmet" and re.search(reader.NEGATION, beside, re.IGNORECASE):
        # "My Digimon isn't active: does its evo-bonus stay?": a condition the rule may turn on (what
        # the profile reads as describing the card, "a card that isn't double-faced", is out of plain)
        return "a sentence beside the question negates something, which is not read"
    if NEGATED_CLAUSE.search(plain):
        return "its subject is narrowed by a negated clause (that is not…), which is not read"
    if event == "requirements_unmet" and _EFFECTS_REQUIREMENTS.search(reading.text):
        return "the requirements it names are an effect's, not the card's own, which is not read"
    if why := _overflow_problem(reading) or other_card_type(reading):
        return why
    # (A subject that names its own event, "the opponent's attribute", has it changed in a condition.)
    if verb := other_event(plain, reading.read.get("game"), conditions=reading.subject.event is None):
        return f"it names another event in a clause of its own ('{verb}'), which is not read"
    if why := (
        _unmodelled(reading, plain)
        or moved_face(reading)
        or chooser(plain)
        or named_part_problem(reading)
        or _counted_as_cause(reading)
        or attached_card(reading)
        or prefix_negated_state(reading)
        or counts_named(reading)
    ):
        return why
    if event != "opponent_attribute":
        return ""
    if why := attributes.attribute_problem(plain):
        return why
    if attributes.opponent_attribute(plain, default=None) is None and not re.search(reader.GOES, plain):
        # "does it change along with it?" asks of any change; "do they stay Variable?" of one not named
        return "it names no attribute for the opponent nor a change of it; the answer depends on which"
    return ""


# "a Clone copying a double-faced card", "a copy of Delver": the card asked of is a copy of another.
COPY = re.compile(r"\b(?:cop(?:y|ies|ying|ied)|clones?)\b", re.IGNORECASE)


# "how many cards are in my opponent's security stack?", "the number of cards in the deck"
# "my opponent's security stack count", "the size of their hand", "¿cuántas cartas …?"
COUNTED = re.compile(
    r"\bhow many\b|\bnumber of\b|\bcount(?:s|ing)? (?:the|how|them)\b|\bcount\b(?!\s+(?:as|for|toward)\b)"
    r"|\bsize of\b|\bcu[aá]nt[ao]s\b|\bn[uú]mero de\b",
    re.IGNORECASE,
)


def _unmodelled(reading, plain: str) -> str:
    """Why a question asks of what the scenarios do not build ('' when it does not)."""
    if (reading.asks == "look" or reading.subject.kind in ("shown", "look")) and COUNTED.search(plain):
        # dcg 3-1-3-2 "The number of cards in each area is public information.", of a hidden one too
        return "it asks how many cards there are, not what they show, which is not read"
    asking = reader.question_part(plain)
    if reading.event == "move" and (when := re.search(reader.UNREAD_WHEN, asking)):
        return f"it asks what happens '{when.group(0)}', which is not read"  # "… come back at end of turn?"
    if reading.asks == "performed" and (when := re.search(AT_WILL, plain) or _cause(reading, plain)):
        return f"it asks whether it can happen '{when.group(0)}', a time, choice or cause which is not read"
    if CONTEST.search(plain):
        return "it asks who wins a battle, which the scenarios do not model"
    if quality := _unbuilt(reading):
        return f"it asks of {quality}, which the scenarios do not build"
    if reading.subject.kind == "performed" and (into := _turned_into(reading.text, reading.read.get("game"))):
        # "Can Dianamon flip into Antiramon?": what it would turn into, which the scenarios do not build
        return f"it asks whether it can turn into '{into}', which is not read"
    if COPY.search(plain):
        return "it asks of a copy of a card, which the questions here do not build (a copy is not the card)"
    if ONLY.search(plain):
        return "it asks whether something holds only so (only …), which is not read"
    if reading.match and (times := _TIMES.search(reading.text[reading.match.start() :])):
        return f"it asks how often ('{times.group(0)}'), and a scenario runs its event once"
    return ""


# A count of times asked of the subject ("does it get CP equal to its starting total twice?"); not one told
# of the event before it ("if it flips twice, does its HP stay?")
_TIMES = re.compile(
    r"\b(?:twice|thrice|two times|three times|\d+ times|more than once|dos veces|tres veces)\b"
)


def _unbuilt(reading) -> str:
    """The quality the question gives a card that the scenarios do not build ('' for none)."""
    for name, pattern in get_profile(reading.read["game"]).data["ask"].get("unbuilt", []):
        if re.search(pattern, reading.text) and not re.search(_WITHOUT + f"(?:{pattern})", reading.text):
            return name
    return ""


# "flip into X", "transform to X": what the card would turn into (the words after it).
_INTO = re.compile(r"\b(?:flip|transform|turn|convert)\w*(?: over)? (?:in)?to ((?:[\w-]+ ?){1,3})")
_ARTICLES = frozenset(["a", "an", "the", "its", "their", "my", "your", "his", "her"])
_FACE_WORDS = frozenset(
    [
        "other",
        "another",
        "back",
        "front",
        "face",
        "faces",
        "side",
        "sides",
        "same",
        "new",
        "reverse",
        "prime",
        "face-down",
        "facedown",
        "face-up",
        "previous",
        "original",
        "initial",
        "current",
        "opposite",
    ]
)


def _turned_into(text: str, game: str | None) -> str:
    """What the question says the card turns into when that is no face or side of it ('' for none)."""
    found = _INTO.search(text)
    if not found or game is None:
        return ""
    words = [w for w in found.group(1).split() if w not in _ARTICLES] or [""]
    sides = {s.lower() for s in get_profile(game).sides}
    if words[0] in _FACE_WORDS | sides or (len(words) > 1 and words[1] in ("face", "faces", "side", "sides")):
        return ""
    return words[0]


def _kind_of_effect(text: str, match) -> str:
    """The word naming a kind of effect before a bare "effect" subject ('' for none, an article, a
    possessive, or an applied effect as the rules name it: "floating effects")."""
    if match is None or match.group(0) not in ("effect", "effects"):
        return ""
    after = re.match(r"\s+(pasiv\w*|heredad\w*|est[aá]tic\w*|permanente\w*|continu\w*)", text[match.end() :])
    if after:  # Spanish puts the kind after the noun: "efectos pasivos"
        return after.group(1)
    before = text[: match.start()].split()
    word = before[-1].lstrip("¿¡\"'([") if before else ""
    if not word or word in EFFECT_WORDS or re.search(r"'s?$|s'$", word):
        return ""
    return word


def answer_problem(answer: str, scenarios: list, event: str | None, text: str, game: str) -> str:
    """Why the answer the scenarios gave is not to be given ('' when it is)."""
    if answer == "depends" and (why := split_by_part(scenarios)):
        return why
    if event == "move":
        return ""  # a move's zones are read as its origin and destination
    flips = "flip_cite" in get_profile(game).actions.get("destroy", {})
    if event == "destroy" and flips and not re.search(dict(reader.EVENTS)["flip"], text):
        # space 13: destruction is among the conditions where a card "can flip"; the scene has it flip
        return "it asks what destruction does, and the rules say only that a destroyed card can flip"
    places = {payload["card"].get("zone") for _label, payload, _path in scenarios}
    profile = get_profile(game)
    if any(p in profile.zones and profile.hidden(p) for p in places):  # read as "a hidden zone"
        places |= {z for z in profile.zones if profile.hidden(z)}
    unread = sorted(moves.zones_placed(text, game) - places)
    if unread:
        where = ", ".join(z.replace("_", " ") for z in unread)
        return f"it places the card in the {where}, but the scenario I could read has it elsewhere"
    return ""


def split_by_part(scenarios: list) -> str:
    """Why an answer that differs between parts of the subject is not given ('' when the variants
    are cases of the event, which a 'depends' answer may name)."""
    paths = [path for _label, _payload, path in scenarios]
    if len(set(paths)) < 2:
        return ""
    labels = ", ".join(label for label, _payload, _path in scenarios)
    return f"the rules answer differently for each part of what it asks about ({labels}); which is not read"

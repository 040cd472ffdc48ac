"""One reader for every question a single sentence of a game's text answers, driven by profile data.
Plain Python.

A game's profile lists the sentences it answers this way (``PROFILE["ask"]["rules"]``, name → spec), and
a new rule of this kind is data, not code. Each spec says:

- ``cite`` / ``subject``: the rule quoted and what the answer is about;
- ``quick``: a word the raw question must hold (a cheap first test), optional;
- ``asking``: which words ask — ``"last"`` (the last sentence before the question mark, default) or
  ``"after_condition"`` (the same, after a leading "If …," clause);
- ``own``: the words that name the subject with their own "not" or "without" ("the side that isn't
  showing", "a card without the Initialize icon"): taken out of the text (``rest``) and of the asking
  words before the question's own denial is counted;
- ``need`` / ``refuse``: patterns that must all match / that must not match, each under ``text``,
  ``rest`` or ``asking``;
- ``wh``: a "what / which / how" question is refused (default true);
- ``denial``: the question's own "not" (``pattern``, default rule_answer.NEGATION), counted in ``in``
  (``rest`` or ``asking``): ``"refuse"`` leaves a denied question to the other readers, ``"turns"``
  answers one denial the other way round ("… isn't in play, is it true?": yes) and refuses two; the
  "not" of an opening auxiliary ("Isn't it …?") is no denial: it asks as "Is it …?" does;
- ``words``: the only words ``rest`` may say (a question naming anything more, a time, a place, a
  count, asks of what other rules decide);
- ``zones``: the zones the question may name (``only``) or ``not_hidden``; ``placed_hidden``: the asking
  words put the card in a zone ("in my hand", or "there" of the zone the scene moves it to) and every
  zone they name is hidden; ``no_event``: it
  names no event of the game (after a flip, another rule decides);
- ``forms``: tried in order, the first whose ``when`` holds decides — ``answer`` "yes" / "no", or None
  to leave the question (an ambiguous reading); ``when`` lists patterns under ``text`` / ``rest`` /
  ``asking`` (all must match) and ``not_text`` / ``not_rest`` / ``not_asking`` (none may);
  ``unconditioned``: the form's first asking pattern must not sit in a condition ("Does it flip again
  if I name the Moon side?" asks of the flip, not of the naming).

Patterns may say ``{sides}``: the game's side names.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from rulings.scenarios.engine import moves, reader
from rulings.scenarios.engine.profiles import GAMES, get_profile
from rulings.scenarios.engine.rule_answer import NEGATION, cited, rule_answer

_LEADING_CONDITION = re.compile(r"^\W*" + reader.CONDITION.pattern + r"[^,?¿]*,\s*")
_PLACES = ("text", "rest", "asking")
# A question opened by a denied auxiliary ("Isn't it …?", "Doesn't it …?", "Can't it …?", "Does it not
# …?") asks the fact as its plain question does: English answers "Yes" to it when the fact holds
# (answer_polarity.py), so that "not" turns no answer round
_OPENING_DENIAL = re.compile(
    r"^\W*(?:(?:so|and|but|then|ok|okay|wait|also|now|well)\W+)*"
    r"(?:\w+n't|cannot|(?:do|does|did|is|are|was|were|can|could|will|would|should|has|have|had|must|may)"
    r"(?: (?:it|they|i|you|we|he|she|this|that|there))? not)\b"
    # Spanish "¿No se considera …?", "¿Y no gana …?": a question opened by "no" asks the fact too (a
    # statement with a tag after it, "No se va, ¿verdad?", is not opened by "¿")
    r"|^\s*¿\s*(?:(?:y|pero|entonces|pues|o sea)\W+)*no\b(?![^?]*\?\W*\S)"
)


def specs(game: str | None) -> dict:
    """The game's one-sentence rules, name → spec ({} for no game)."""
    if game not in GAMES:
        return {}
    return get_profile(game).data["ask"].get("rules") or {}


@cache
def _pattern(game: str, pattern: str) -> re.Pattern:
    sides = "|".join(get_profile(game).sides)
    return re.compile(pattern.replace("{sides}", sides))


def answer(question: str, game: str | None) -> dict | None:
    """The first of the game's one-sentence rules that answers the question, or None."""
    for name in specs(game):
        if (said := read(name, question, game)) is not None:
            return said
    return None


def reader_of(name: str):
    """The reader of one rule by name: question, game → the ask answer or None."""
    return lambda question, game: read(name, question, game)


def read(name: str, question: str, game: str | None) -> dict | None:
    """The ask answer of the game's rule ``name`` to the question, or None when it does not answer."""
    spec = specs(game).get(name)
    if not spec or (spec.get("quick") and not _pattern(game, spec["quick"]).search(question.lower())):
        return None
    parts = _parts(spec, question, game)
    if parts is None or not _gates(spec, parts, game):
        return None
    turned = _denial(spec, parts, game)
    if turned is None:
        return None
    form = _form(spec, parts, game)
    if form is None or form.get("answer") is None:
        return None
    yes = (form["answer"] == "yes") != turned
    head = "Yes. The rules say:" if yes else "No. The rules say:"
    names = form.get("cite") or spec["cite"]
    subject = {"subject": spec["subject"]}
    return rule_answer(game, "yes" if yes else "no", head, cited(game, names), subject, subject)


@lru_cache(maxsize=64)
def _read_once(question: str, game: str) -> tuple[str, str]:
    """The question cleaned and its asking sentence, read once for all the game's rules."""
    text = reader.clean(question, game)
    return text, reader.question_part(text)


def _parts(spec: dict, question: str, game: str) -> dict | None:
    """The text, the text without the subject's own words (rest) and the asking words, or None when
    the question says none of the subject's own words a spec asks for."""
    text, asking = _read_once(question, game)
    if spec.get("asking") == "after_condition":
        asking = _LEADING_CONDITION.sub("", asking, count=1)
    rest, asked = text, asking
    for own in spec.get("own", ()):
        rest = _pattern(game, own).sub(" ", rest)
        asked = _pattern(game, own).sub(" ", asked)
    return {"text": text, "rest": rest, "asking": asked, "whole_asking": asking}


def _gates(spec: dict, parts: dict, game: str) -> bool:
    """Whether the question passes the spec's needs, refusals, zones, events and words."""
    if spec.get("wh", True) and reader.WH_QUESTION.search(parts["text"]):
        return False
    for place in _PLACES:
        if not all(_pattern(game, p).search(parts[place]) for p in spec.get("need", {}).get(place, ())):
            return False
        if any(_pattern(game, p).search(parts[place]) for p in spec.get("refuse", {}).get(place, ())):
            return False
    zones = spec.get("zones")
    if zones and not _zones_allowed(zones, parts, game):
        return False
    if spec.get("no_event") and any(re.search(p, parts["rest"]) for _name, p in reader.EVENTS):
        return False
    allowed = spec.get("words")
    return not (allowed and set(re.findall(r"[a-z']+", parts["rest"])) - set(allowed.split()))


def _zones_allowed(zones: dict, parts: dict, game: str) -> bool:
    named = moves.zones_named(parts["text"], game)
    if "only" in zones and named - set(zones["only"]):
        return False
    profile = get_profile(game)
    if zones.get("placed_hidden"):
        placed = moves.zones_placed(parts["asking"], game)
        asked = moves.zones_named(parts["asking"], game)
        if not asked and re.search(r"\bthere\b", parts["asking"]):
            # "… discarded to the dark area. Is it sitting there …?": where the scene put it
            placed = {dest} if (dest := moves.zones(parts["text"], game)[1]) else set()
        if not placed or not all(profile.hidden(z) for z in placed | asked):
            return False
    return not (zones.get("not_hidden") and any(profile.hidden(z) for z in named))


def _denial(spec: dict, parts: dict, game: str) -> bool | None:
    """Whether the question's own denial turns the answer over (False for none), or None when it
    is refused (a denial the spec does not read, or two)."""
    denial = spec.get("denial")
    if not denial:
        return False
    pattern = _pattern(game, denial["pattern"]) if denial.get("pattern") else NEGATION
    found = len(pattern.findall(parts[denial.get("in", "asking")]))
    if found and denial["mode"] == "refuse":
        return None
    if found and _OPENING_DENIAL.search(parts["whole_asking"]):
        found -= 1  # "Isn't it still showing its side?" asks whether it is
    return None if found > 1 else found == 1


def _form(spec: dict, parts: dict, game: str) -> dict | None:
    """The first form whose conditions hold, or None."""
    for form in spec["forms"]:
        if _holds(form.get("when", {}), parts, game) and not _conditioned(form, parts, game):
            return form
    return None


def _holds(when: dict, parts: dict, game: str) -> bool:
    for place in _PLACES:
        if not all(_pattern(game, p).search(parts[place]) for p in when.get(place, ())):
            return False
        if any(_pattern(game, p).search(parts[place]) for p in when.get(f"not_{place}", ())):
            return False
    return True


def _conditioned(form: dict, parts: dict, game: str) -> bool:
    """Whether the form's asking words sit in a condition of the asking sentence ("… if I name …")."""
    if not form.get("unconditioned"):
        return False
    found = _pattern(game, form["when"]["asking"][0]).search(parts["asking"])
    before = re.split(r"[,;]", parts["asking"][: found.start()])[-1] if found else ""
    return bool(reader.CONDITION.search(before))

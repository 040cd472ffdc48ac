"""Who and when, for the statement reader (statements.py): two checks of a question against one
sentence that share its words but not what they are said of.

- A sentence about what the opponent does ("El tipo de batalla del digimon determina el tipo de ataque
  que el oponente debe usar") does not answer a question about what the asker does ("Does my own battle
  type decide which attack I use?") when the question names no opponent: which player the sentence's
  words go with is not read.
- A question whose asking sentence has the opponent act ("Does my opponent choose the order?") is not
  answered by a sentence that names another player by role as the one who acts ("the player who
  activated this effect chooses the order") and names the opponent only in a card's quoted text or
  as the owner of a thing ("Return all of your opponent's Digimon …"): whether the opponent is that
  player is not read. A sentence about players in general ("Either player may look …") speaks of the
  opponent too.
- A question set at one time of a thing ("during the game") is not answered by a sentence that sets
  the same thing at another ("Before a game, players are … allowed to change …"): "before", "after"
  and "during" (antes de, después de, durante) before the same noun are three different times.
- A sentence that names two things of one kind ("durante la Preparation Phase, y activada … en la
  Battle Phase") does not answer a question naming one of them ("¿se activa en la Preparation Phase?"):
  which of the two its other words go with is not read.
- A "no" between a noun and its describing word ("torneos no oficiales") denies the describing word,
  not the question: a sentence saying the noun with that word plain ("no pueden utilizarse en torneos
  oficiales") speaks of the other things, and does not answer.
- A question that puts one thing below (above, behind …) another ("¿El nombre está escrito debajo del
  número?") is not answered by a sentence that puts them the other way round ("el número …, escrito
  debajo del nombre").
- A question asked of all of a kind ("Do all flip cards start on a specific side?", "Does every …")
  is not answered by a sentence that speaks of some of them ("Some will start on a specific side and
  others will have freely choosable starting sides"): what holds of some is not said of all.
- A sentence that quotes a short term ("This does not count as “changing” to the Nightmare type.") rules
  on that term: it answers only a question whose asking sentence names it ("Is that counted as changing
  to Nightmare?"), not one that names it only in its scene ("… was changed to Dragon … Is its type now
  Nightmare?" asks what the type is, which the sentence before it says).
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_clauses import CLAUSES
from rulings.scenarios.engine.statement_words import (
    NEGATIONS,
    STOP,
    VERBS,
    canonical,
    content_stems,
    fold,
    is_spanish,
    words_of,
)

_OPPONENT = re.compile(r"\b(?:opponent\w*|oponente\w*|rival\w*|adversari\w*)\b")
_ASKER = re.compile(r"\b(?:i|me|my|mine|own|yo|mi|mis|mio|mia|propi[oa]s?)\b")
# A time word and the noun it sets the time of, up to an article between.
_TIME = re.compile(
    r"\b(before|after|during|antes de|despues de|durante)\s+(?:(?:a|an|the|each|every|its|la|el|los|las|"
    r"una?|cada)\s+)?([a-z]+)"
)
_SAME_TIME = {"antes de": "before", "despues de": "after", "durante": "during"}


def roles_unread(question: str, sentence: str) -> bool:
    """Whether the sentence names the opponent and the question asks of the asker alone."""
    asked = fold(question)
    return bool(_OPPONENT.search(fold(sentence)) and _ASKER.search(asked) and not _OPPONENT.search(asked))


# Quoted card text in a rule ("[On Play] Suspend 1 of your opponent's Digimon"): not the rule's own actors.
_QUOTED = re.compile(r'"[^"]*"')
# The opponent as a thing's owner or the object of a preposition, not as the one who acts.
_OWNED = re.compile(r"^(?:'s?\b|s'|s\b)")
_OBJECT_BEFORE = {"of", "to", "from", "at", "on", "for", "against", "del", "de", "al", "a", "contra", "para"}
_PLAYERS = re.compile(
    r"\b(?:players|either player|both players|each player|any player|neither player|a player|jugadores|"
    r"cada jugador|cualquier jugador|ning[uú]n jugador|ambos)\b"
)

# A player named by what they do or have: "the player who activated this effect", "the owner".
_BY_ROLE = re.compile(
    r"\bplayers? (?:who|that)\b|\bowners?\b|\bcontrollers?\b|\bjugador(?:es)? que\b|\bdue[nñ][oa]s?\b"
    r"|\bcontrolador\w*"
)


def _plain(text: str) -> str:
    """Lower case with plain quotes, the "'s" of an owner kept (fold spells it away)."""
    return text.lower().replace("’", "'").replace("“", '"').replace("”", '"')


def _opponent_acts(text: str) -> bool:
    """Whether ``text`` (_plain) names the opponent other than as an owner or an object."""
    for found in _OPPONENT.finditer(text):
        before = text[: found.start()].split()[-2:]
        owned = _OWNED.match(text[found.end() :]) or found.group(0).endswith("s'")
        if not owned and not (before and before[-1] in _OBJECT_BEFORE):
            return True
    return False


def actor_unnamed(asked: str, sentence: str) -> bool:
    """Whether the opponent acts in the sentence that asks (``asked``, without its scene) and the rule's
    sentence, outside its quoted card text, names another player by role (the player who …, the owner,
    the controller) and neither the opponent acting nor players in general."""
    if not _opponent_acts(_plain(asked)):
        return False
    told = _QUOTED.sub(" ", _plain(sentence))
    return bool(_BY_ROLE.search(told)) and not _opponent_acts(told) and not _PLAYERS.search(told)


def times_differ(question: str, sentence: str) -> bool:
    """Whether the question and the sentence set the same noun at different times."""
    asked = _times(question)
    told = _times(sentence)
    return any(noun in told and told[noun] != when for noun, when in asked.items())


def _times(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for match in _TIME.finditer(fold(text)):
        found.setdefault(_stem(match.group(2)), _SAME_TIME.get(match.group(1), match.group(1)))
    return found


def _stem(noun: str) -> str:
    return noun[:-1] if noun.endswith("s") and len(noun) > 3 else noun


def rival_named(question: str, sentence: str) -> bool:
    """Whether one clause of the sentence names a thing the question names ("Preparation Phase"),
    another names another of its kind ("Battle Phase"), and a word the question asks with ("activa")
    is found only in that other clause: which of the two the word goes with is not read. A thing and
    its kind are a name of two capitalised words, as the rules write their terms."""
    spanish = is_spanish(words_of(sentence))
    asked = fold(question)
    asked_words = content_stems(words_of(question), spanish)
    clauses = [(_names(c), content_stems(words_of(c), spanish)) for c in CLAUSES.split(sentence)]
    for names, stems in clauses:
        for word, kind in names:
            if f"{word} {kind}" not in asked:
                continue
            for other_names, other_stems in clauses:
                rival = any(k == kind and w != word and f"{w} {k}" not in asked for w, k in other_names)
                if rival and asked_words & (other_stems - stems):
                    return True
    return False


_NAME = re.compile(r"\b(?=([A-Z][\w-]*) ([A-Z][\w-]*)\b)")


def _names(clause: str) -> set[tuple[str, str]]:
    return {(fold(m.group(1)), fold(m.group(2))) for m in _NAME.finditer(clause)}


_DENIED_QUALIFIER = re.compile(r"\b([a-z]+) (?:no|not) ([a-z]+)\b")


def qualifier_denied(question: str, sentence: str) -> bool:
    """Whether the question denies a describing word right after a noun ("torneos no oficiales") that
    the sentence says plainly of it ("torneos oficiales")."""
    spanish = is_spanish(words_of(sentence))
    told = words_of(sentence)
    plain = {
        canonical(w, spanish) for i, w in enumerate(told) if i == 0 or told[i - 1] not in NEGATIONS | {"no"}
    }
    for found in _DENIED_QUALIFIER.finditer(fold(question)):
        noun, word = found.groups()
        if noun in STOP or noun in VERBS or word in STOP or word in VERBS:
            continue
        if canonical(word, spanish) in plain and canonical(noun, spanish) in plain:
            return True
    return False


# Where one thing is printed against another: "escrito debajo del nombre", "below the name".
_PLACE = re.compile(
    r"\b(debajo|encima|detras|delante|below|above|beneath|underneath|behind)\s+(?:de\s+|del\s+|of\s+)?"
    r"(?:(?:the|el|la|los|las|lo|su|sus|a|an|its|their)\s+)?([\w-]+)"
)


def places_crossed(question: str, sentence: str) -> bool:
    """Whether the question puts one thing below (above, behind …) another thing than the sentence
    does: "¿El nombre está escrito debajo del número?" against "el número …, escrito debajo del
    nombre" swaps what is where."""
    said = {m.group(1): canonical(m.group(2), True) for m in _PLACE.finditer(fold(sentence))}
    return any(
        m.group(1) in said and said[m.group(1)] != canonical(m.group(2), True)
        for m in _PLACE.finditer(fold(question))
    )


_ALL_OF = re.compile(r"\b(?:all|every|each|todos|todas|cada)\b", re.IGNORECASE)
_SOME_OF = re.compile(r"\b(?:some|others|algun[oa]s|otr[oa]s)\b", re.IGNORECASE)


def part_for_whole(question: str, sentence: str) -> bool:
    """Whether the question asks of all of a kind and the sentence speaks of some of them only."""
    return bool(_ALL_OF.search(question) and _SOME_OF.search(sentence))


_QUOTED = re.compile(r"[\"“]([^\"”]{1,40})[\"”]")


def quoted_term_unasked(question: str, asked: str, sentence: str) -> bool:
    """Whether the sentence quotes a term of at most three words that the question names in its scene
    only, not in the sentence that asks."""
    asked_words = content_stems(re.findall(r"[\w'-]+", fold(asked)), False)
    said_words = content_stems(re.findall(r"[\w'-]+", fold(question)), False)
    for term in _QUOTED.findall(sentence):
        words = re.findall(r"[\w'-]+", fold(term))
        stems = content_stems(words, False)
        if (
            0 < len(words) <= 3
            and stems
            and stems.isdisjoint(asked_words)
            and not stems.isdisjoint(said_words)
        ):
            return True
    return False

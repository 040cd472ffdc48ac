"""Typos in a judge's question put right against the reader's words and the game's own
(PROFILE["ask"]["vocabulary"]): only when exactly one word fits, never to a word of its own, an
opposite ("unsuspended") or another form of a word ("exiled")."""

from __future__ import annotations

import difflib
import functools
import re
import unicodedata

from rulings.scenarios.engine import wordnet
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.statement_words import SPANISH_STOP, vowel_slip

# Words a typo is put right to when it is close to one of them and is no word of its own.
_VOCABULARY = (
    "flip flips flipped flipping transform transforms transformed transforming character characters "
    "breeding battle chosen choose counter counters creature creatures permanent bonus liberation "
    "spacecraft persist persists remain remains stay stays digimon trigger triggers location locations "
    "device devices attribute variable option requirement requirements graveyard battlefield library "
    "exile twice face down turned deleted effect effects status statuses suspended equipment aura auras "
    "storyline deployed active update down hand deck zone kept keep lose gone disappear disappears vanish "
    "removed retain retained survive survives persisted remained stayed opponent opponents card cards "
    "returned before nobody does check every limit"
)
VOCABULARY = frozenset(_VOCABULARY.split())
# Words close to one of those that are words of their own.
_KNOWN = (
    "faced activate activated activates double again still states stated tries could would should trash "
    "create created crated deploy remove removed counted returned returns return turns burned "
    # words of the rules documents one letter or so from another word the reader knows, with another
    # meaning ("counts" is no "counters", "affects" no "effects", "regains" no "remains")
    "count counts counting affect affects affecting creates components component regain regains "
    "regained shield shields round rounds encounter encounters tribute optional commander commanders "
    "identify section reflection pointed stating revert reverts"
)
KNOWN_WORDS = frozenset(_KNOWN.split())


@functools.cache
def vocabulary(game: str | None) -> frozenset[str]:
    """The words a typo is put right to: the reader's own, and the game's: its zones' names,
    PROFILE["ask"]["vocabulary"] (for ddm the Spanish words of its seed a judge writes) and the words
    of the rules the profile quotes ("object" of mtg 712.18 "it doesn't become a new object")."""
    if not game:
        return VOCABULARY
    quoted = " ".join(c["quote"] for c in get_profile(game).citations().values())
    words = re.findall(r"[^\W\d_]+", quoted.lower())
    return _named(game) | frozenset(w for w in words if w.isalpha() and len(w) > 3)


@functools.cache
def _named(game: str | None) -> frozenset[str]:
    """The reader's own words and the game's (its zones, PROFILE["ask"]["vocabulary"])."""
    if not game:
        return VOCABULARY
    profile = get_profile(game)
    zones = " ".join([*profile.zones, *profile.data["ask"].get("zone_words", {})]).replace("_", " ")
    words = f"{profile.data['ask'].get('vocabulary', '')} {zones}".split()
    return VOCABULARY | frozenset(w for w in words if w.isalpha() and len(w) > 3)


def _swaps(word: str) -> set[str]:
    return {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1)}


def _one_edit(word: str, vocab: frozenset[str]) -> set[str]:
    """The words of ``vocab`` one letter away from ``word``: a letter added, dropped or two swapped."""
    dropped = {word[:i] + word[i + 1 :] for i in range(len(word))}
    return ((dropped | _swaps(word)) & vocab) | _one_more(word, vocab)


def _one_more(word: str, vocab: frozenset[str], start: int = 0) -> set[str]:
    """The words of ``vocab`` that are ``word`` with one letter added, at ``start`` or after it."""
    return {
        v
        for v in vocab
        if len(v) == len(word) + 1
        and v[:start] == word[:start]
        and word in {v[:i] + v[i + 1 :] for i in range(start, len(v))}
    }


@functools.lru_cache(maxsize=4096)
def spell(word: str, game: str | None = None) -> str:
    vocab = vocabulary(game)
    if len(word) == 4 and word not in vocab and word.isalpha():
        swapped = sorted(_swaps(word) & vocab)
        if len(swapped) == 1:
            return swapped[0]  # "dwon": two letters swapped
        return _short_dropped(word, vocab) or word
    if len(word) < 5 or word in vocab or word in KNOWN_WORDS or not word.isalpha():
        return word
    if _bare(word) in SPANISH_STOP:
        return word  # "cierto", "cuenta", "partida": a Spanish word the reader knows is no typo
    if any(word.startswith(p) and word[len(p) :] in vocab for p in ("un", "non", "re", "in", "dis")):
        return word  # "unsuspended" is the opposite of a word, no typo of it
    if (slipped := _slipped_ending(word, vocab)) is not None:
        return slipped  # "fliped", "returnd": the word's ending put on slightly wrong
    stems = {word[: -len(end)] for end in ("s", "es", "d", "ed", "ing") if word.endswith(end)}
    doubled = {
        f"{word[: -len(end)]}{word[-len(end) - 1]}{end}" for end in ("ed", "ing") if word.endswith(end)
    }
    if len(found := doubled & vocab) == 1:
        return found.pop()  # "fliped", "fliping": the consonant the ending doubles left single
    if any(stem in vocab or stem + "e" in vocab for stem in stems):
        return word  # "exiled", "equipments": a form of a word, no typo of it
    bare = {_bare(v): v for v in vocab}  # "tanbien" is as near "también" as "tambien" is
    close = [bare[w] for w in difflib.get_close_matches(word, bare, n=1, cutoff=0.84)]
    # "remian", "bonsu": one letter from a word, put right only when exactly one word fits
    near = set(close) or {bare[w] for w in _one_edit(word, frozenset(bare))}
    near = near or {v for v in vocab if vowel_slip(word, v)}  # "permenant": its vowels wrong
    fix = near.pop() if len(near) == 1 else word
    if fix == word[:-1] and word[-1] != word[-2]:
        return word  # "activar" is another form of "activa", no typo of it ("flipp" is one)
    if _another_form(word, fix) or (fix[0] != word[0] and fix[:2] != word[1::-1]):
        return word  # "normal" is no slip of "normally"; "treated" none of "created" (a first letter)
    if len(fix) < len(word) and fix not in _named(game):
        return word  # a word of a quoted rule is no fix for a longer word: "through" is no "though"
    return word if _bare(fix) == word else fix  # "tambien": the reader reads it without its accent


# Four-letter words of English that a dictionary of content words (WordNet) does not list.
_FUNCTION_WORDS = frozenset(
    re.findall(
        r"\w+",
        "them then than that this with from into onto upon each both when what whom your they were have"
        " been also only some such very just over same must will shall unto thus till isnt dont cant"
        " wont didn",
    )
)


def _short_dropped(word: str, vocab: frozenset[str]) -> str | None:
    """The one five-letter word of ``vocab`` that ``word`` spells with one letter dropped, not its first
    ("chek": "check", "limt": "limit", "evry": "every"), when ``word`` is no English word of its own
    (WordNet, or a function word): None when none or more than one fits, or WordNet is not there."""
    if word in _FUNCTION_WORDS or word in KNOWN_WORDS or not wordnet.available():
        return None
    if _english(word):
        return None  # "ever" is no slip of "every"
    fits = _one_more(word, vocab, start=1)
    fix = fits.pop() if len(fits) == 1 else None
    if fix and not (fix in VOCABULARY or _english(fix)):
        return None  # an English dictionary says only what is no English slip ("cara" is ddm's "face")
    if fix and any(fix.endswith(end) and _english(fix[: -len(end)]) for end in ("s", "d", "r", "ed", "es")):
        return None  # "sided" is "side" with an ending: "sied" may be either
    return fix


def _english(word: str) -> bool:
    return any(wordnet.base_forms(word, pos) for pos in "nvar")


def _slipped_ending(word: str, vocab: frozenset[str]) -> str | None:
    """The word of ``vocab`` that ``word`` spells with its ending slightly wrong: a final consonant not
    doubled before "-ed" / "-ing" ("fliped": "flipped"), or "-d" for "-ed" ("returnd": "returned")."""
    for end in ("ed", "ing"):
        stem = word[: -len(end)]
        doubled = stem + stem[-1:] + end
        if word.endswith(end) and len(stem) >= 3 and stem[-1] not in "aeiouwxy" and doubled in vocab:
            return doubled
    if word.endswith("d") and not word.endswith("ed") and word[:-1] + "ed" in vocab:
        return word[:-1] + "ed"
    return None


def _bare(word: str) -> str:
    return unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode()


_ENDINGS = ("s", "es", "d", "ed", "ing", "ly", "er", "ers", "r")


def _another_form(word: str, known: str) -> bool:
    """``known`` is ``word`` with an ending ("starts" of "start", "normally" of "normal"): another form of
    the same word, no typo of it."""
    return any(known == word + end or known == word[:-1] + end for end in _ENDINGS if known != word)

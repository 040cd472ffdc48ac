"""Rule-statement questions: the game's rules text as sentences for the engine's statement reader.

When the scenario reader cannot map a question ("Is the field a public area?"), the statement
reader (engine/statements.py) looks for the one sentence of the game's current rules text that
decides it. This module reads that text from the knowledge base (once per content change, cached
with the other lookups) and puts the reader's answer in the ask answer's shape, the sentence
quoted word for word with its key and the reading marked assumed.
"""

from __future__ import annotations

import logging
import threading
import time

from django.db import connection

from rulings.models import DocumentVersion, Section
from rulings.scenarios.engine import GAMES, statements
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.statement_clauses import split_sentences

MAX_SECTIONS = 12000  # per game; a seed has a few dozen, the full Magic rules a few thousand
# Up to this many sections are read inside the request that first needs them (a seed: a few
# milliseconds). A longer text (the full Magic rules: a second or more) is read in the
# background; until it is ready, the statement reader gives no answer and the question gets the
# engine's unknown with the related rules, never a request held past its time budget.
IN_REQUEST_SECTIONS = 600

RETRY_SECONDS = 60  # after a background reading failed, the next try waits this long

log = logging.getLogger(__name__)
# At most one background reading per game and process, whatever the cache it fills; a failed
# one is not tried again for RETRY_SECONDS.
_reading: set[str] = set()
_failed: dict[str, float] = {}
_reading_lock = threading.Lock()


def game_sentences(game: str, cache: dict, wait: bool = False) -> statements.Index | None:
    """The sentences of the game's current documents, in document order, with their headings,
    read once for the statement reader; None while a long text is still being read (``wait``
    reads it here, whatever its length: for benchmarks and warming)."""
    where = ("statements", game)
    found = cache.get(where)
    if found is not None:
        return found
    sections = Section.objects.filter(version_id__in=DocumentVersion.objects.current_ids(game)).count()
    if wait or sections <= IN_REQUEST_SECTIONS:
        cache[where] = _prepared(game)
        return cache[where]
    with _reading_lock:
        if game in _reading or time.monotonic() - _failed.get(game, -RETRY_SECONDS) < RETRY_SECONDS:
            return None
        _reading.add(game)
    threading.Thread(target=_read_in_background, args=(game, cache), daemon=True).start()
    return None


def _prepared(game: str) -> statements.Index:
    profile = get_profile(game)
    zones = tuple(z.replace("_", " ") for z in profile.zones)  # "a zone other than the stack": the others
    hidden = tuple(z.replace("_", " ") for z, d in profile.zones.items() if (d or {}).get("hidden"))
    kinds = {"zone": zones, "hidden zone": hidden}  # "a hidden zone": the library or the hand
    cards = tuple(k.replace("_", " ") for k in profile.data.get("kinds") or ())  # "a Digimon" is a card
    return statements.prepare(_read_sentences(game), profile.data["ask"].get("glossary"), kinds, cards)


def _read_in_background(game: str, cache: dict) -> None:
    try:
        cache[("statements", game)] = _prepared(game)  # the entry is written whole
    except Exception:  # the reader stays without answers for this game; the engine's stand
        log.exception("scenarios: reading the %s rules for the statement reader failed", game)
        with _reading_lock:
            _failed[game] = time.monotonic()
    finally:
        with _reading_lock:
            _reading.discard(game)
        connection.close()  # this thread's own database connection


def _read_sentences(game: str) -> tuple[statements.Sentence, ...]:
    rows = list(
        Section.objects.filter(version_id__in=DocumentVersion.objects.current_ids(game))
        .order_by("version_id", "order")
        .values_list(
            "pk", "parent_id", "key", "title", "body", "version__document__slug", "version__document__title"
        )[:MAX_SECTIONS]
    )
    titles = {pk: (parent, title) for pk, parent, _k, title, _b, _d, _t in rows}
    out = []
    seen: dict[str, str] = {}  # a sentence as compared → the document that printed it first
    for pk, _parent, key, _title, body, document, document_title in rows:
        headings = _headings(pk, titles)
        # The document's title is the topmost heading: "Double-faced card (MTG wiki)" over its rulings.
        context, title = " ".join([*headings, document_title]), headings[0] if headings else ""
        for text in split_sentences(body):
            # A sentence another document prints alike (a wiki page quoting the rules) is one
            # statement: read twice, it would seem to compete with itself and no answer be sure.
            same = " ".join(text.lower().split())
            if seen.setdefault(same, document) == document:
                out.append(statements.Sentence(game, document, key, text, context, title))
    return tuple(out[: statements.MAX_SENTENCES])


def _headings(pk: int, titles: dict) -> list[str]:
    out, seen = [], set()
    while pk in titles and pk not in seen and len(out) < 12:
        seen.add(pk)
        parent, title = titles[pk]
        if title:
            out.append(title)
        pk = parent
    return out


def statement_answer(question: str, game: str | None, cache: dict) -> dict | None:
    """The ask answer from the one rule sentence that decides the question, or None when not sure."""
    if game not in GAMES:
        return None
    index = game_sentences(game, cache)
    if index is None:
        return None  # the game's long text is still being read
    found = statements.answer(question, index)
    if found is None:
        return None
    sentence = found["sentence"]
    citation = {
        "id": "c1",
        "game": sentence.game,
        "document": sentence.document,
        "key": sentence.key,
        "quote": sentence.text,
    }
    head = {"yes": "Yes.", "no": "No."}[found["answer"]]
    where = f"{sentence.game} {sentence.document} {sentence.key}"
    return {
        "answer": found["answer"],
        "summary": f"{head} The rules say: “{sentence.text}” ({where})",
        "citations": [citation],
        "scenario": None,
        "result": None,
        "assumed": [{"path": "question", "reason": found["reason"]}],
        "read": {"game": game},
        "interpretation": {
            "game": game,
            "reader": "rule sentence",
            "words": found["shared"],
            "key": sentence.key,
        },
    }

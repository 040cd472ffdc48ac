"""Rule-statement questions: the game's rules text as sentences for the engine's statement reader.

When the scenario reader cannot map a question ("Is the field a public area?"), the statement
reader (engine/statements.py) looks for the one sentence of the game's current rules text that
decides it. This module reads that text from the knowledge base (once per content change, cached
with the other lookups) and puts the reader's answer in the ask answer's shape, the sentence
quoted word for word with its key and the reading marked assumed.
"""

from __future__ import annotations

from rulings.models import DocumentVersion, Section
from rulings.scenarios.engine import GAMES, statements
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.statement_clauses import split_sentences

MAX_SECTIONS = 5000  # per game; a seed has a few dozen, the full Magic rules a few thousand


def game_sentences(game: str, cache: dict) -> statements.Index:
    """The sentences of the game's current documents, in document order, with their headings,
    read once for the statement reader."""
    where = ("statements", game)
    if where not in cache:
        glossary = get_profile(game).data["ask"].get("glossary")
        cache[where] = statements.prepare(_read_sentences(game), glossary)
    return cache[where]


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
    for pk, _parent, key, _title, body, document, document_title in rows:
        headings = _headings(pk, titles)
        # The document's title is the topmost heading: "Double-faced card (MTG wiki)" over its rulings.
        context, title = " ".join([*headings, document_title]), headings[0] if headings else ""
        texts = split_sentences(body)
        out += [statements.Sentence(game, document, key, text, context, title) for text in texts]
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
    found = statements.answer(question, game_sentences(game, cache))
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

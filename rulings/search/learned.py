"""The word lists learned from the index's parallel texts (translate.py), learned when the index is
built or updated and stored beside it, so no search pays for learning them. No Django.

Each generation's folder holds LEXICONS: per foreign language with texts, the number of its texts
the list was learned from (a change to them is a change to that count), and the list. A search
reads the file once per generation and uses a language's list while the count still holds; one on
an index built before the file existed, or whose texts changed since it was written, learns the
list itself and keeps it in the engine until they change: from REQUEST_PARALLEL aligned rules at
most, not the index's MAX_PARALLEL, as it is learned within a search (about 0.5 s per language for
the 550 aligned Lorcana rules in German or French; MAX_PARALLEL's 20,000 would take some 18 s).
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

from rulings.search import translate
from rulings.search.analysis import EN, LANGUAGES

LEXICONS = "lexicons.json"
REQUEST_PARALLEL = 2_000  # aligned rules a search reads per language when it must learn a list


def foreign_languages(reader) -> list[str]:
    """The index's languages other than English that have an analyzer (de, fr, es, it)."""
    codes = (c.decode() if isinstance(c, bytes) else c for c in reader.lexicon("language"))
    return [c for c in codes if c != "en" and c in LANGUAGES]


def learn_all(searcher) -> dict[str, dict]:
    """{language: {"count": its texts, "lexicon": {foreign word: [English words]}}} for each
    foreign language of the index, learned from its parallel texts."""
    reader = searcher.reader()
    out = {}
    for language in foreign_languages(reader):
        pairs = translate.parallel_texts(searcher, language, EN, LANGUAGES[language][0])
        out[language] = {
            "count": reader.doc_frequency("language", language),
            "lexicon": {f: list(e) for f, e in translate.learn(pairs).items()},
        }
    return out


def store(folder: Path, searcher) -> None:
    """Learn every language's list from the searcher's texts and write them into the folder, unless
    the file there was learned the same way from texts of the same counts already."""
    reader = searcher.reader()
    counts = {lang: reader.doc_frequency("language", lang) for lang in foreign_languages(reader)}
    held = read(folder)
    if held.get("counts") == counts:
        return
    learned = learn_all(searcher)
    data = {"learned_as": translate.LEARNED_AS, "counts": counts, "languages": learned}
    path = Path(folder) / LEXICONS
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)


def read(folder: Path | None) -> dict:
    """The folder's stored lists ({} when there are none, or they were learned another way)."""
    if folder is None:
        return {}
    try:
        data = json.loads((Path(folder) / LEXICONS).read_text(encoding="utf-8"))
    except (FileNotFoundError, ValueError):
        return {}
    return data if data.get("learned_as") == translate.LEARNED_AS else {}


class LearnedLexicons:
    """The Engine's word lists per language (a mixin): the stored ones of the served generation
    (`lexicon_folder`, a callable the service sets), else learned here once per change."""

    lexicon_folder = None  # () → the served generation's folder, or None

    def _learned(self, searcher, reader, language: str) -> tuple[dict, dict]:
        """(the learned lexicon, the field's terms) of the language for this reader's texts."""
        count = reader.doc_frequency("language", language)
        known = self._lexicons.get(language)
        if known is not None and known[0] == count:
            return known[1]
        analyzer = LANGUAGES[language][0]
        lexicon = self._stored_lexicon(language, count)
        if lexicon is None:
            pairs = translate.parallel_texts(searcher, language, EN, analyzer, limit=REQUEST_PARALLEL)
            lexicon = translate.learn(pairs)
        learned = (lexicon, translate.field_terms(language, analyzer, EN))
        self._lexicons[language] = (count, learned)
        return learned

    def _stored_lexicon(self, language: str, count: int) -> dict | None:
        """The served generation's stored list of the language, if learned from `count` texts (read
        only when the engine's own is missing or stale: once per change)."""
        folder = self.lexicon_folder() if self.lexicon_folder else None
        entry = read(folder).get("languages", {}).get(language)
        if entry is None or entry.get("count") != count:
            return None
        return {f: tuple(e) for f, e in entry["lexicon"].items()}

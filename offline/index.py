"""A game's compact offline search index, built from its bundle; searched by static/offline/search.js.

Shape: ``docs`` lists what a result can be (``[kind, key, title, url]``, kind ``r`` rule,
``f`` FAQ, ``c`` card); ``terms`` maps each word to the ids of the docs holding it, sorted
and delta-encoded, each id doubled plus one when the word is in the doc's title (a title
match scores higher). Rule keys and card numbers are words too, so "712.8e" finds its rule.

The tokenizer is the one search.js runs on the query: lower case, accents folded, runs of
letters and digits joined by "." or "-" kept whole (a rule number, "evo-bonus") and also
split into their parts.
"""

from __future__ import annotations

import html
import re
import unicodedata

from rulings.addresses import rule_url

_WORD = re.compile(r"[^\W_]+(?:[.\-][^\W_]+)*")
_TAG = re.compile(r"<[^>]+>")
_PARTS = re.compile(r"[.\-]")
STOPWORDS = frozenset(
    """a an and are as at be by for from has have if in into is it its of on or that the their them
    then there these they this to was were when which while who will with""".split()  # noqa: SIM905
)


def fold(text: str) -> str:
    text = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in text if not unicodedata.combining(c))


def tokens(text: str) -> list[str]:
    out = []
    for word in _WORD.findall(fold(text)):
        out.append(word)
        if _PARTS.search(word):
            out.extend(p for p in _PARTS.split(word) if p)
    return [t for t in out if t not in STOPWORDS]


def _plain(markup: str) -> str:
    return html.unescape(_TAG.sub(" ", markup or ""))


def _entries(bundle: dict):
    """(kind, key, title, url, title text, body text) for every rule, FAQ and card."""
    game = bundle["game"]["slug"]
    for s in bundle["sections"]:
        title = " ".join(p for p in (s["n"] or "", s["t"] or "") if p) or s["k"]
        yield "r", s["k"], title, rule_url(game, s["k"]), f"{s['k']} {title}", _plain(s["h"])
    for f in bundle["faqs"]:
        url = f"/faqs/{game}/{f['slug']}/"
        yield "f", f["slug"], f["question"], url, f["question"], _plain(f["answer_html"])
    for c in bundle["cards"]:
        faces = " ".join(f"{x['name']} {x['card_type']} {x['text']}" for x in c["faces"])
        rulings = " ".join(r["text"] for r in c["rulings"])
        url = f"/cards/{game}/{c['number']}/"
        yield "c", c["number"], c["name"], url, f"{c['number']} {c['name']}", f"{faces} {rulings}"


def build_index(bundle: dict) -> dict:
    docs, postings = [], {}
    for doc_id, (kind, key, title, url, title_text, body) in enumerate(_entries(bundle)):
        docs.append([kind, key, title[:160], url])
        in_title = set(tokens(title_text))
        for term in in_title | set(tokens(body)):
            postings.setdefault(term, []).append(doc_id * 2 + (term in in_title))
    terms = {}
    for term in sorted(postings):
        ids, previous, deltas = postings[term], 0, []
        for value in ids:  # ids come in doc order: the deltas are small numbers
            deltas.append(value - previous)
            previous = value
        terms[term] = deltas
    return {"format": 1, "game": bundle["game"]["slug"], "docs": docs, "terms": terms}

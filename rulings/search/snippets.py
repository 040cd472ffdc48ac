"""Snippets and highlighting: the window of a text with the most matched words, and Markdown
turned into the words a reader sees. No Django."""

from __future__ import annotations

import functools
import html
import re

from whoosh.analysis import StemFilter

from rulings.search.analysis import FOLD_MAP

SNIPPET_CHARS = 240
SENTENCE = re.compile(r"(?<=[.!?])\s+")
TOKEN = re.compile(r"\w+(?:\.?\w+)*")  # the pattern of Whoosh's RegexTokenizer


def stemmer(lang: str):
    stem = StemFilter(lang=lang).stemfn
    return functools.lru_cache(maxsize=50_000)(lambda word: stem(word.lower().translate(FOLD_MAP)))


# Text fields' stemmers, for highlighting without running the whole analyzer chain per token.
STEMMERS = {"body": stemmer("en"), "body_es": stemmer("es")}


def make_snippet(text: str, terms: set[str], stem, size: int = SNIPPET_CHARS) -> str:
    """The window of text with the most matches, escaped, the matched words in <mark>."""
    matches = [m.span() for m in TOKEN.finditer(text) if terms and stem(m.group()) in terms] if terms else []
    if not matches:
        short = text if len(text) <= size else text[:size].rsplit(" ", 1)[0] + " …"
        return html.escape(short, quote=False)
    best, best_count, j = 0, 0, 0
    for i in range(len(matches)):
        j = max(j, i)
        while j < len(matches) and matches[j][1] - matches[i][0] <= size:
            j += 1
        if j - i > best_count:
            best, best_count = i, j - i
    lo = max(0, matches[best][0] - size // 4)
    if lo:
        lo = text.find(" ", lo, matches[best][0]) + 1 or matches[best][0]
    hi = min(len(text), lo + size)
    if hi < len(text):
        hi = text.rfind(" ", matches[best][1], hi) if text.rfind(" ", matches[best][1], hi) > 0 else hi
    out, pos = [], lo
    for start, end in matches:
        if start < lo or end > hi:
            continue
        out.append(html.escape(text[pos:start], quote=False))
        out.append("<mark>" + html.escape(text[start:end], quote=False) + "</mark>")
        pos = end
    out.append(html.escape(text[pos:hi], quote=False))
    return ("… " if lo else "") + "".join(out) + (" …" if hi < len(text) else "")


MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
MD_MARK = re.compile(r"(\*\*|__|`+|^#{1,6}\s+|^>\s?)", re.M)


def plain_text(markdown: str) -> str:
    """Markdown to the words a reader sees, for indexing and snippets."""
    text = MD_LINK.sub(r"\1", markdown or "")
    text = MD_MARK.sub("", text)
    return re.sub(r"[ \t]+", " ", text).strip()

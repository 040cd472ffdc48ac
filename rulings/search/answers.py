"""The answer box: a cited yes/no shown above the results when an app reads the question with confidence.

Search depends on no app built on it (the import-linter layers): an app that can answer
questions registers a provider here from its AppConfig.ready. A provider takes (q, game) and
returns an answer dict (the ask shape) or None. The box is bounded: only queries that look like
questions and are at most MAX_CHARS long are asked, and a provider that fails gives no answer,
never a failed search.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable

log = logging.getLogger(__name__)

MAX_CHARS = 300
MIN_WORDS = 3
# The words a yes/no question opens with, in the languages the seeds are written in.
_OPENERS = frozenset(
    [
        "do",
        "does",
        "did",
        "is",
        "are",
        "was",
        "were",
        "can",
        "could",
        "will",
        "would",
        "should",
        "must",
        "may",
        "might",
        "has",
        "have",
        "had",
        "doesn't",
        "don't",
        "isn't",
        "aren't",
        "can't",
        "won't",
        "wouldn't",
        "shouldn't",
        "hasn't",
        "haven't",
        "puede",
        "pueden",
        "es",
        "son",
        "se",
    ]
)
_WORD = re.compile(r"[^\W\d_][\w'’-]*", re.UNICODE)

Provider = Callable[[str, "str | None"], "dict | None"]
_providers: list[Provider] = []


def register(provider: Provider) -> Provider:
    """Add a provider (idempotent: AppConfig.ready may run more than once in tests)."""
    if provider not in _providers:
        _providers.append(provider)
    return provider


def unregister(provider: Provider) -> None:
    if provider in _providers:
        _providers.remove(provider)


def looks_like_question(q: str) -> bool:
    if not isinstance(q, str):
        return False
    text = q.strip()
    if not text or len(text) > MAX_CHARS:
        return False
    words = [w.lower().replace("’", "'") for w in _WORD.findall(text)]
    if len(words) < MIN_WORDS:
        return False
    return text.endswith("?") or words[0] in _OPENERS or text.startswith("¿")


def answer(q: str, game: str | None = None) -> dict | None:
    """The first provider's confident answer to q, or None. Never raises."""
    if not _providers or not looks_like_question(q):
        return None
    for provider in list(_providers):
        try:
            found = provider(q.strip(), game or None)
        except Exception:  # an answer is an extra: the search still answers without it
            log.warning("answer provider %r failed for %r", provider, q[:200], exc_info=True)
            continue
        if found:
            return found
    return None

"""Where each thing lives on the site: one function per address, read by the models, the
Markdown renderer, the search index, the API and the scenario checker alike."""

from __future__ import annotations

from urllib.parse import urlencode

from django.urls import reverse


def _with(path: str, **query) -> str:
    query = {k: v for k, v in query.items() if v}
    return f"{path}?{urlencode(query)}" if query else path


def rule_url(game: str, key: str, version: str | None = None, lang: str | None = None) -> str:
    """A rule's web page; ``version`` pins a version label (else the current one is shown),
    ``lang`` picks a translation."""
    return _with(reverse("rulings:rule", args=[game, key]), version=version, lang=lang)


def rule_api_url(game: str, key: str, version: str | None = None, lang: str | None = None) -> str:
    return _with(reverse("api:rule", args=[game, key]), version=version, lang=lang)

"""Web and API addresses of each kind of object, as root-relative paths."""

from __future__ import annotations

from urllib.parse import urlencode

from django.urls import reverse

from rulings import addresses


def api(name: str, *args, **query) -> str:
    """An API address by URL name: the core API's ("rule") or another app's ("cards_api:card")."""
    path = reverse(name if ":" in name else f"api:{name}", args=args)
    query = {k: v for k, v in query.items() if v}
    return f"{path}?{urlencode(query)}" if query else path


def web(name: str, *args, **query) -> str:
    path = reverse(name, args=args)
    query = {k: v for k, v in query.items() if v}
    return f"{path}?{urlencode(query)}" if query else path


def rule_urls(game: str, key: str, version: str | None = None, lang: str | None = None) -> dict:
    return {
        "url": addresses.rule_url(game, key, version, lang),
        "api_url": addresses.rule_api_url(game, key, version, lang),
    }

"""Web and API addresses of each kind of object, as root-relative paths."""

from __future__ import annotations

from urllib.parse import urlencode

from django.urls import reverse


def api(name: str, *args, **query) -> str:
    path = reverse(f"api:{name}", args=args)
    query = {k: v for k, v in query.items() if v}
    return f"{path}?{urlencode(query)}" if query else path


def web(name: str, *args, **query) -> str:
    path = reverse(name, args=args)
    query = {k: v for k, v in query.items() if v}
    return f"{path}?{urlencode(query)}" if query else path


def rule_urls(game: str, key: str, version: str | None = None) -> dict:
    return {
        "url": web("rulings:rule", game, key, version=version),
        "api_url": api("rule", game, key, version=version),
    }

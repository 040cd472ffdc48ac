"""Security test helpers: a search index per test, and a parser that lists the markup of a page."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

# Both classic injection shapes: a script element and an event-handler attribute.
PAYLOAD = "<script>alert('xss')</script><img src=x onerror=alert(1)> flip"


@pytest.fixture(autouse=True)
def search_index(settings, tmp_path, monkeypatch):
    """An index of this test's own, built from the database at the first search."""
    from rulings.search import service

    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    monkeypatch.setattr(service, "POLL_SECONDS", 0)
    service.forget()
    yield
    service.forget()


class _Markup(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.script_text: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._in_script = tag == "script"

    def handle_endtag(self, tag):
        self._in_script = False

    def handle_data(self, data):
        if self._in_script and data.strip():
            self.script_text.append(data)


def markup(html: str) -> _Markup:
    parser = _Markup()
    parser.feed(html)
    parser.close()
    return parser


def injected(html: str) -> list[str]:
    """What of PAYLOAD came back as live markup: an img element or a script that runs alert."""
    found = markup(html)
    hits = [
        f"<img src={attrs.get('src')}>" for tag, attrs in found.tags if tag == "img" and "onerror" in attrs
    ]
    hits += [text for text in found.script_text if "alert" in text]
    return hits


def inline_code(html: str) -> list[str]:
    """What a Content-Security-Policy without 'unsafe-inline' would block in a page."""
    found = markup(html)
    problems = [text[:60] for text in found.script_text]
    for tag, attrs in found.tags:
        if tag == "style":
            problems.append("<style>")
        problems += [f"<{tag} {name}=...>" for name in attrs if name == "style" or name.startswith("on")]
        if tag == "a" and (attrs.get("href") or "").lower().startswith("javascript:"):
            problems.append("javascript: link")
    return problems

"""Markdown → sanitized HTML, with rule references turned into links.

Bodies are editable text: whatever they hold, only the allow-listed tags below reach a page.
"""

from __future__ import annotations

import html
import re
import threading

import markdown
import nh3

from rulings import addresses
from rulings.references import find_references

ALLOWED_TAGS = {
    "p", "br", "em", "strong", "code", "pre", "blockquote", "ul", "ol", "li",
    "a", "h2", "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tr", "th", "td", "hr", "span",
}  # fmt: skip
ALLOWED_ATTRIBUTES = {"a": {"href", "title", "class"}, "span": {"class"}, "th": {"scope"}}
URL_SCHEMES = {"http", "https", "mailto"}

# A Markdown instance keeps state while it converts: each thread gets its own (gunicorn runs
# threaded workers), made on first use.
_local = threading.local()


def _markdown() -> markdown.Markdown:
    md = getattr(_local, "md", None)
    if md is None:
        md = _local.md = markdown.Markdown(extensions=["tables", "sane_lists"], output_format="html")
    return md


rule_url = addresses.rule_url


def sanitize(raw_html: str) -> str:
    return nh3.clean(
        raw_html,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes=URL_SCHEMES,
        link_rel="noopener",
    )


def _escape_markdown_text(text: str) -> str:
    return re.sub(r"([\\`*_\[\]()#<>!])", r"\\\1", text)


def link_references(text: str, game: str | None, known_keys=None) -> str:
    """Wrap each rule reference in a Markdown link to the first key it names.

    With known_keys, references to keys outside it stay plain text (they are reported as
    unresolved links instead of pointing at a page that does not exist).
    """
    if not game:
        return text
    out, pos = [], 0
    for ref in find_references(text, game):
        target = ref.keys[0] if ref.keys else None
        if target is None or (known_keys is not None and target not in known_keys):
            continue
        out.append(text[pos : ref.start])
        out.append(f"[{_escape_markdown_text(ref.text)}]({rule_url(game, target)})")
        pos = ref.end
    out.append(text[pos:])
    return "".join(out)


def render_markdown(body: str, game: str | None = None, known_keys=None) -> str:
    if not body:
        return ""
    # Raw HTML in a body is shown as text, never as markup.
    escaped = html.escape(body, quote=False)
    linked = link_references(escaped, game, known_keys)
    md = _markdown()
    md.reset()
    return sanitize(md.convert(linked))

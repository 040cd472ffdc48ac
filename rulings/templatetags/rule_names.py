"""How a page names a section: its printed number, or for text without numbers a short ¶ mark
taken from its synthesized key, and its title or first words."""

from django import template

register = template.Library()


@register.filter
def rule_number(section) -> str:
    """712.8e as printed; ¶16.5 for the unnumbered "intro-to-flip-cards.16.5"; "" for a titled heading."""
    if section.number:
        return section.number
    root, _, rest = section.key.partition(".")
    if rest:
        return "¶" + rest
    return "" if section.title else section.key


@register.filter
def rule_title(section, length: int = 90) -> str:
    if section.title:
        return section.title
    words = " ".join(section.body.split())
    return words if len(words) <= length else words[: length - 1].rstrip() + "…"


@register.inclusion_tag("rulings/_rule_name.html")
def rule_name(section, length: int = 90):
    return {"number": rule_number(section), "title": rule_title(section, length)}


@register.filter
def rule_href(section, version: str | None = None) -> str:
    """The section's page, pinned to a version label when one is given (its language kept)."""
    return section.url_at(version or None)

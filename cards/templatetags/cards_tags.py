from django import template

register = template.Library()


@register.filter
def printed_label(key: str) -> str:
    return key.replace("_", " ")


@register.filter
def printed_value(value) -> str:
    """A printed field as a reader would write it: lists joined, records as key: value."""
    if value is None or value == "":
        return "—"
    if isinstance(value, dict):
        return "; ".join(f"{k}: {printed_value(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(printed_value(v) for v in value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)

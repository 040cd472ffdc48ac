"""Index documents of cards (faces and rulings), and the text fields every index document fills
by its language. No database reads of its own: the caller passes the models' rows."""

from __future__ import annotations

from django.apps import apps

from rulings.search.analysis import EXTRA_LANGUAGES, LANGUAGES, language_of
from rulings.search.snippets import plain_text


def card_models():
    """(Card, CardFace, CardRuling), or Nones while the cards app does not define them."""
    try:
        return tuple(apps.get_model("cards", name) for name in ("Card", "CardFace", "CardRuling"))
    except (LookupError, ValueError):
        return None, None, None


def _is_spanish(language: str) -> bool:
    return (language or "").lower().startswith("es")


def text_fields(language: str, title: str, body: str, context: str) -> dict:
    if _is_spanish(language):
        # Titles of the Spanish seed are English ("Attribute:"), so they go to both.
        return {"title": title, "title_es": title, "body_es": body, "context_es": context}
    fields = {"title": title, "body": body, "context": context}
    lang = language_of(language)
    if lang in EXTRA_LANGUAGES:
        # Also in the language's own fields, stemmed by its Snowball stemmer; the plain fields
        # keep the text findable (accents folded) by queries that search only those.
        own_title, own_context, own_body = LANGUAGES[lang][1]
        fields.update({own_title: title, own_context: context, own_body: body})
    return fields


def _card_common(card, language: str) -> dict:
    game = card.game.slug
    return {
        "kind": "card",
        "game": game,
        "document": "cards",
        "current": "1",
        "key": card.number,
        "keys": card.number.lower() if " " not in card.number else "",
        "number": card.number,
        "language": language,
        "url": f"/cards/{game}/{card.number}/",
        "api_url": f"/api/v1/cards/{game}/{card.number}/",
    }


def card_face_doc(face) -> dict:
    card = face.card
    language = card.game.language
    names = " ".join(dict.fromkeys([card.name, *(f.name for f in card.faces.all())]))
    side = getattr(face, "side", "")
    body = plain_text(" ".join(filter(None, [getattr(face, "card_type", ""), getattr(face, "text", "")])))
    doc = {
        "id": f"cardface:{face.pk}",
        **_card_common(card, language),
        "names": names,
        "display_title": f"{card.number} {face.name}" + (f" [{side}]" if side else ""),
        "spell": f"{names}\n{body}",
        **text_fields(language, face.name, body, ""),
    }
    doc["title"] = ""  # the face name is in names, boosted there
    return doc


def card_ruling_doc(ruling) -> dict:
    card = ruling.card
    language = card.game.language
    names = " ".join(dict.fromkeys([card.name, *(f.name for f in card.faces.all())]))
    body = plain_text(ruling.text)
    return {
        "id": f"cardruling:{ruling.pk}",
        **_card_common(card, language),
        "names": names,
        "display_title": f"{card.number} {card.name}: ruling" + (f" ({ruling.date})" if ruling.date else ""),
        "spell": f"{names}\n{body}",
        **text_fields(language, "", body, ""),
    }

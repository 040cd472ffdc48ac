"""The knowledge base as the scenario engine sees it: cards by number, citations as sections.

Lookups are cached while the knowledge base and the date stay the same (kb_cache): a card's
faces, the section a citation names, a game's rule sentences (statements.py).
"""

from __future__ import annotations

import copy
import datetime as dt
import threading

from django.db import connection

from rulings import addresses, content, dates
from rulings.models import DocumentVersion, Section
from rulings.scenarios.engine import ScenarioError
from rulings.scenarios.engine.profiles import get_profile

# --- a cache of knowledge-base lookups -----------------------------------------------------

_cache: dict = {"token": None, "entries": {}}
_cache_lock = threading.Lock()
_CACHE_LIMIT = 20_000


def forget() -> None:
    """Drop every cached lookup (tests whose rolled-back data reuse change-log ids)."""
    with _cache_lock:
        _cache["token"], _cache["entries"] = None, {}


def kb_cache() -> dict:
    """Lookups valid while the knowledge base and the date stay the same (one cheap query to know).

    Another process's import is seen at the next call too: the content token moves with the
    database's change log. Threads share the entries; swapping them is done under a lock, and
    each entry is written whole, so a reader sees an entry or none.
    """
    token = (connection.alias, content.content_token())
    with _cache_lock:
        if _cache["token"] != token or len(_cache["entries"]) > _CACHE_LIMIT:
            _cache["token"], _cache["entries"] = token, {}
        return _cache["entries"]


# --- the card ------------------------------------------------------------------------------


def _card_faces(game: str, number: str) -> tuple[dict, list[dict]] | None:
    """The card's name, layout and faces in the engine's shape, or None when there is no such card."""
    from cards.models import CardFace, MeldPair

    faces = list(
        CardFace.objects.filter(card__game__slug=game, card__number=number)
        .select_related("card")
        .order_by("order", "side")
    )
    if not faces:
        return None
    card = faces[0].card
    inline = [_face(f) for f in faces]
    if card.layout == "meld" and not any(f["side"] == "melded" for f in inline):
        # A meld front carries its melded face on the result card; the engine needs it to meld.
        pair = (
            MeldPair.objects.filter(first_front=card).first()
            or MeldPair.objects.filter(second_front=card).first()
        )
        melded = pair and pair.result.faces.filter(side="melded").first()
        if melded:
            inline.append(_face(melded))
    return {"number": card.number, "name": card.name, "layout": card.layout}, inline


def _face(face) -> dict:
    return {
        "side": face.side,
        "name": face.name,
        "card_type": face.card_type or None,
        "is_initial": face.is_initial,
        "printed": copy.deepcopy(face.printed or {}),
        "text": face.text,
    }


def inline_card(payload: dict) -> dict:
    """The payload with a knowledge-base card's faces put inline (a copy; the caller's is untouched)."""
    card = payload.get("card")
    if not isinstance(card, dict) or card.get("number") is None or card.get("faces") is not None:
        return payload
    profile = get_profile(payload.get("game"))  # an unknown game is named before the card
    number = card["number"]
    if not isinstance(number, str) or not number.strip():
        raise ScenarioError("card.number", "expected a card number such as XB-006")
    cache = kb_cache()
    where = ("card", profile.game, number.strip())
    if where not in cache:
        cache[where] = _card_faces(profile.game, number.strip())
    found = copy.deepcopy(cache[where])  # the engine must not share the cached faces
    if found is None:
        raise ScenarioError("card.number", f"no card {number[:80]!r} in the {profile.game} knowledge base")
    about, faces = found
    card = {**card, "faces": faces, "number": about["number"]}
    card.setdefault("name", about["name"])
    if profile.layouts is not None and about["layout"] in profile.layouts:
        card.setdefault("layout", about["layout"])
    return {**payload, "card": card}


# --- citations -----------------------------------------------------------------------------


def _on(as_of) -> dt.date:
    if isinstance(as_of, dt.date):
        return as_of
    if isinstance(as_of, str):
        try:
            return dt.date.fromisoformat(as_of)
        except ValueError:
            pass
    return dates.today()


def section_url(game: str, key: str, label: str | None = None) -> str:
    return addresses.rule_url(game, key, label)


def _sections(wanted: set[tuple[str, str, str]], on: dt.date) -> dict[tuple, dict | None]:
    """(game, document, key) → {"number", "version", "url"} of the section in effect on ``on``
    (None where the knowledge base lacks it). Two queries, whatever the number of keys."""
    today = dates.today()
    versions = list(
        DocumentVersion.objects.filter(
            document__game__slug__in={g for g, _, _ in wanted}, document__slug__in={d for _, d, _ in wanted}
        )
        .filter(effective_date__lte=max(on, today))
        .values(
            "pk",
            "label",
            "effective_date",
            "imported_at",
            "partial",
            "document__slug",
            "document__game__slug",
        )
    )
    newest = sorted(versions, key=lambda v: (v["effective_date"], v["imported_at"]), reverse=True)
    by_pk = {v["pk"]: v for v in versions}
    current = set(DocumentVersion.objects.current_ids())
    rank = {v["pk"]: i for i, v in enumerate(newest) if v["effective_date"] <= on}
    rows = Section.objects.filter(version_id__in=list(rank), key__in={k for _, _, k in wanted}).values_list(
        "key", "number", "version_id"
    )
    found: dict[tuple, tuple] = {}
    for key, number, version_id in rows:
        v = by_pk[version_id]
        where = (v["document__game__slug"], v["document__slug"], key)
        if where in wanted and (where not in found or rank[version_id] < rank[found[where][1]]):
            found[where] = (number, version_id)
    out: dict[tuple, dict | None] = dict.fromkeys(wanted)
    for (game, doc, key), (number, version_id) in found.items():
        label = by_pk[version_id]["label"]
        is_current = version_id in current
        out[(game, doc, key)] = {
            "number": number or None,
            "version": label,
            "url": section_url(game, key, None if is_current else label),
        }
    return out


def resolve_citations(citations: list[dict], as_of=None) -> list[dict]:
    """Each citation with the section it names: ``version`` (label), ``number`` and ``url``.

    The section is the one in effect on ``as_of`` (today by default); its URL names the
    version when that is not the current one. A section the knowledge base lacks gets
    ``version`` and ``url`` null.
    """
    if not citations:
        return []
    on = _on(as_of)
    cache = kb_cache()
    wanted = {(c["game"], c["document"], c["key"]) for c in citations}
    missing = {w for w in wanted if ("section", on, w) not in cache}
    if missing:
        for where, hit in _sections(missing, on).items():
            cache[("section", on, where)] = hit
    out = []
    for c in citations:
        hit = cache.get(("section", on, (c["game"], c["document"], c["key"])))
        out.append({**c, **(hit or {"number": None, "version": None, "url": None})})
    return out

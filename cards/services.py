"""Writes parsed card sets to the database and keeps card mentions in step with the text."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.db import transaction

from cards import importers
from cards.importers.base import CardData, CardImportError, CardSet, Skipped
from cards.linking import CardFinder, CardTerms
from cards.models import Card, CardFace, CardMention, CardRuling, MeldPair, Printing
from rulings.keys import key_problem
from rulings.models import FAQ, Game, Section

GAME_NAMES = {
    "dbe": "Digimon Battle Evolution",
    "dcg": "Digimon Card Game",
    "mtg": "Magic: The Gathering",
    "ddm": "Digimon Digital Monster Card Game",
    "space": "Space card game",
}
GAME_LANGUAGES = {"ddm": "es"}

SEED_DIR = Path(settings.BASE_DIR) / "fixtures" / "sources" / "cards"
# In load order: the MTGJSON subset first, so hand-written meld pairs can name its cards.
SEED_FILES = (
    ("mtgjson", "mtg_emn_subset.json"),
    ("flipside", "mtg_seed.json"),
    ("flipside", "dbe_xb.json"),
)


@dataclass
class ImportReport:
    source: str
    counts: Counter = field(default_factory=Counter)  # e.g. counts["card created"]
    skipped: list[Skipped] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return any(n for key, n in self.counts.items() if not key.endswith("unchanged"))

    def summary(self) -> str:
        cards = ", ".join(
            f"{self.counts[f'card {what}']} {what}" for what in ("created", "updated", "unchanged")
        )
        parts = [f"{self.source}: cards {cards}"]
        for thing in ("face", "ruling", "printing", "meld pair"):
            done = {w: self.counts[f"{thing} {w}"] for w in ("created", "updated", "deleted")}
            if any(done.values()):
                parts.append(f"{thing}s " + ", ".join(f"{n} {w}" for w, n in done.items() if n))
        if not self.changed:
            parts.append("nothing changed")
        return "; ".join(parts)


def import_card_file(fmt: str, path, *, relink: bool = True) -> ImportReport:
    """Read a card file (CardImportError if malformed, nothing written) and write it."""
    card_set = importers.load(fmt, path)
    report = write_card_set(card_set)
    if relink and report.changed:
        relink_cards(card_set.game)
    return report


def load_seed_cards(*, relink: bool = True) -> list[ImportReport]:
    """The seed cards of fixtures/sources/cards/, idempotently."""
    reports = [import_card_file(fmt, SEED_DIR / name, relink=False) for fmt, name in SEED_FILES]
    if relink and any(r.changed for r in reports):
        relink_cards()
    return reports


def _game(slug: str) -> Game:
    game, _ = Game.objects.get_or_create(
        slug=slug, defaults={"name": GAME_NAMES.get(slug, slug), "language": GAME_LANGUAGES.get(slug, "en")}
    )
    return game


def _assign(obj, values: dict) -> bool:
    """Set the values that differ; True when something did."""
    changed = False
    for key, value in values.items():
        if getattr(obj, key) != value:
            setattr(obj, key, value)
            changed = True
    return changed


@transaction.atomic
def write_card_set(card_set: CardSet) -> ImportReport:
    report = ImportReport(source=card_set.file or card_set.source, skipped=list(card_set.skipped))
    game = _game(card_set.game)
    for index, data in enumerate(card_set.cards):
        problem = key_problem(data.number)
        if problem:  # a number that would break the pages linking to the card (rulings.keys)
            raise CardImportError(f"card number {data.number!r}: {problem}", index, data.name)
    numbers = [c.number for c in card_set.cards]
    existing = {c.number: c for c in Card.objects.filter(game=game, number__in=numbers)}
    by_name = _synthesized_by_name(game, card_set, existing)
    numbered = _numbered_by_name(game, card_set, existing)
    cards: dict[str, Card] = {}
    for data in card_set.cards:
        if data.name in numbered and data.number_synthesized:
            # A source with the card's number wrote it already; a name-only entry adds nothing.
            cards[data.number] = numbered[data.name]
            report.skipped.append(Skipped(None, data.name, f"already known as {numbered[data.name].number}"))
            continue
        card = existing.get(data.number) or by_name.get(data.name)
        cards[data.number] = _write_card(game, card, data, card_set.source, report)
    for meld in card_set.melds:
        _write_meld(game, meld, cards, report)
    return report


def _synthesized_by_name(game, card_set: CardSet, existing: dict) -> dict[str, Card]:
    """Cards first known by name only, to renumber once a source prints their number."""
    wanted = [c.name for c in card_set.cards if c.number not in existing and not c.number_synthesized]
    if not wanted:
        return {}
    return {c.name: c for c in Card.objects.filter(game=game, number_synthesized=True, name__in=wanted)}


def _numbered_by_name(game, card_set: CardSet, existing: dict) -> dict[str, Card]:
    wanted = [c.name for c in card_set.cards if c.number not in existing and c.number_synthesized]
    if not wanted:
        return {}
    return {c.name: c for c in Card.objects.filter(game=game, number_synthesized=False, name__in=wanted)}


def _write_card(game: Game, card: Card | None, data: CardData, source: str, report: ImportReport) -> Card:
    values = {
        "number": data.number,
        "number_synthesized": data.number_synthesized,
        "set_code": data.set_code,
        "collector_number": data.collector_number,
        "name": data.name,
        "layout": data.layout,
        "flavor_name": data.flavor_name,
        "source": source,
    }
    created = card is None
    if created:
        card = Card.objects.create(game=game, **values)
        touched = True
    else:
        touched = _assign(card, values)
        if touched:
            card.save()
    faces = _write_faces(card, data, report)
    touched |= faces.changed
    touched |= _write_rulings(card, data, faces, report)
    touched |= _write_printings(card, data, report)
    report.counts["card created" if created else "card updated" if touched else "card unchanged"] += 1
    return card


class _Faces(dict):
    changed = False


def _write_faces(card: Card, data: CardData, report: ImportReport) -> _Faces:
    current = {f.side: f for f in card.faces.all()}
    out = _Faces()
    for order, face in enumerate(data.faces):
        values = {
            "order": order,
            "is_initial": face.is_initial,
            "name": face.name,
            "card_type": face.card_type,
            "printed": face.printed,
            "text": face.text,
            "external_id": face.external_id,
        }
        obj = current.pop(face.side, None)
        if obj is None:
            obj = CardFace.objects.create(card=card, side=face.side, **values)
            report.counts["face created"] += 1
            out.changed = True
        elif _assign(obj, values):
            obj.save()
            report.counts["face updated"] += 1
            out.changed = True
        out[face.side] = obj
    for obj in current.values():
        obj.delete()
        report.counts["face deleted"] += 1
        out.changed = True
    return out


def _write_rulings(card: Card, data: CardData, faces: dict, report: ImportReport) -> bool:
    current = {r.uid: r for r in card.rulings.prefetch_related("faces")}
    changed = False
    for ruling in data.rulings:
        uid = CardRuling.make_uid(card, ruling.date, ruling.text)
        values = {
            "date": ruling.date,
            "text": ruling.text,
            "source": ruling.source,
            "authority": ruling.authority,
        }
        concerns = {faces[s].pk for s in ruling.face_sides if s in faces}
        obj = current.pop(uid, None)
        if obj is None:
            obj = CardRuling.objects.create(uid=uid, card=card, **values)
            report.counts["ruling created"] += 1
            changed = True
            if not concerns:
                continue  # most rulings concern the whole card: no face rows to write
        elif _assign(obj, values):
            obj.save()
            report.counts["ruling updated"] += 1
        elif {f.pk for f in obj.faces.all()} != concerns:
            report.counts["ruling updated"] += 1
        else:
            continue
        obj.faces.set(concerns)
        changed = True
    for obj in current.values():
        obj.delete()
        report.counts["ruling deleted"] += 1
        changed = True
    return changed


def _write_printings(card: Card, data: CardData, report: ImportReport) -> bool:
    current = {p.code: p for p in card.printings.all()}
    changed = False
    for printing in data.printings:
        values = {
            "variant": printing.variant,
            "image": printing.image,
            "illustrator": printing.illustrator,
            "rarity": printing.rarity,
        }
        obj = current.pop(printing.code, None)
        if obj is None:
            Printing.objects.create(card=card, code=printing.code, **values)
            report.counts["printing created"] += 1
            changed = True
        elif _assign(obj, values):
            obj.save()
            report.counts["printing updated"] += 1
            changed = True
    for obj in current.values():
        obj.delete()
        report.counts["printing deleted"] += 1
        changed = True
    return changed


def _write_meld(game: Game, meld, cards: dict[str, Card], report: ImportReport) -> None:
    def card(number):
        return cards.get(number) or Card.objects.get(game=game, number=number)

    values = {
        "first_front": card(meld.fronts[0]),
        "second_front": card(meld.fronts[1]),
        "melder": card(meld.melder) if meld.melder else None,
    }
    result = card(meld.result)
    pair = MeldPair.objects.filter(result=result).first()
    if pair is None:
        MeldPair.objects.create(result=result, **values)
        report.counts["meld pair created"] += 1
    elif _assign(pair, values):
        pair.save()
        report.counts["meld pair updated"] += 1
    else:
        report.counts["meld pair unchanged"] += 1


# --- card mentions ---------------------------------------------------------------------------


def card_finder(game: Game) -> CardFinder:
    terms = []
    for card in Card.objects.filter(game=game).prefetch_related("faces"):
        names = {card.name, *(f.name for f in card.faces.all())}
        if " // " in card.name:
            names.discard(card.name)  # "Front // Back" is a listing, not a name printed on the card
        terms.append(
            CardTerms(
                number=card.number, names=tuple(sorted(names)), number_printed=not card.number_synthesized
            )
        )
    return CardFinder(terms)


@transaction.atomic
def relink_cards(game_slug: str | None = None) -> int:
    """Recompute which cards the current rules, the FAQs and the card rulings of a game (or
    every game) name. Call after every rules import and card import. Returns the mentions made."""
    games = Game.objects.filter(slug=game_slug) if game_slug else Game.objects.all()
    made = 0
    for game in games:
        finder = card_finder(game)
        cards = {c.number: c for c in Card.objects.filter(game=game)}
        CardMention.objects.filter(card__game=game).delete()
        CardMention.objects.filter(source_section__version__document__game=game).delete()
        CardMention.objects.filter(source_faq__game=game).delete()
        rows = []
        sections = Section.objects.for_game(game.slug).current().select_related("version__document__game")
        for section in sections:
            rows += _mentions(finder, cards, section, "body", section.body, source_section=section)
        for faq in FAQ.objects.for_game(game.slug).select_related("game"):
            rows += _mentions(finder, cards, faq, "question", faq.question, source_faq=faq)
            rows += _mentions(finder, cards, faq, "answer", faq.answer, source_faq=faq)
        for ruling in CardRuling.objects.filter(card__game=game).select_related("card"):
            rows += _mentions(
                finder, cards, ruling, "text", ruling.text, source_ruling=ruling, skip=ruling.card.number
            )
        CardMention.objects.bulk_create(rows, batch_size=500)
        made += len(rows)
    return made


def _mentions(finder, cards, source, field_name, text, skip=None, **source_kw) -> list[CardMention]:
    rows = []
    for mention in finder.find(text):
        for number in mention.numbers:
            if number == skip:  # a ruling naming its own card links nowhere new
                continue
            card = cards[number]
            rows.append(
                CardMention(
                    uid=CardMention.make_uid(source, field_name, mention.start, card),
                    card=card,
                    field=field_name,
                    start=mention.start,
                    text=mention.text[:300],
                    kind=mention.kind,
                    **source_kw,
                )
            )
    return rows


@transaction.atomic
def relink_sources(game_slug: str, *, sections=(), faqs=(), rulings=()) -> int:
    """Recompute the mentions of just these texts (an editor's change), not the whole game's."""
    game = Game.objects.get(slug=game_slug)
    finder = card_finder(game)
    cards = {c.number: c for c in Card.objects.filter(game=game)}
    CardMention.objects.filter(source_section__in=[s.pk for s in sections]).delete()
    CardMention.objects.filter(source_faq__in=[f.pk for f in faqs]).delete()
    CardMention.objects.filter(source_ruling__in=[r.pk for r in rulings]).delete()
    rows = []
    for section in sections:
        rows += _mentions(finder, cards, section, "body", section.body, source_section=section)
    for faq in faqs:
        rows += _mentions(finder, cards, faq, "question", faq.question, source_faq=faq)
        rows += _mentions(finder, cards, faq, "answer", faq.answer, source_faq=faq)
    for ruling in rulings:
        rows += _mentions(
            finder, cards, ruling, "text", ruling.text, source_ruling=ruling, skip=ruling.card.number
        )
    CardMention.objects.bulk_create(rows, batch_size=500)
    return len(rows)


# --- editors' writes (the API and the admin) ------------------------------------------------


@transaction.atomic
def save_ruling(ruling: CardRuling, *, faces=None, user=None) -> CardRuling:
    """Save a card ruling: history (who wrote it), the faces it concerns, the cards it names."""
    if user is not None:
        ruling._history_user = user  # django-simple-history records who wrote it
    ruling.save()
    if faces is not None:
        ruling.faces.set(faces)
    relink_sources(ruling.card.game.slug, rulings=[ruling])
    return ruling


@transaction.atomic
def delete_ruling(ruling: CardRuling, *, user=None) -> None:
    if user is not None:
        ruling._history_user = user
    ruling.delete()  # its mentions go with it (cascade)

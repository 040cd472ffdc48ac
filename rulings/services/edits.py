"""Editors' writes: a section or an FAQ saved, with everything that follows from its text."""

from __future__ import annotations

from django.db import transaction

from rulings import signals
from rulings.models import FAQ, Section
from rulings.services import links


def _announce(game: str, *, sections=(), faqs=()) -> None:
    signals.texts_changed.send(sender=Section, game=game, sections=list(sections), faqs=list(faqs))


@transaction.atomic
def save_section(section: Section, *, user=None) -> Section:
    """Save an edited section: history, rendered HTML with the known keys, links, card mentions."""
    if not section.history.exists():
        # The imported text is the "before" of the first correction.
        imported = Section.objects.get(pk=section.pk)
        section.history.bulk_history_create(
            [imported], default_date=section.version.imported_at, default_change_reason="imported"
        )
    if user is not None:
        section._history_user = user
    section.save()
    links.link_section(section)
    _announce(section.version.document.game.slug, sections=[section])
    return section


@transaction.atomic
def save_faq(faq: FAQ, *, user=None) -> FAQ:
    """Save an FAQ: rendered answer, links to the sections it names, card mentions."""
    if user is not None:
        faq._history_user = user
    faq.save()
    links.link_faq(faq)
    _announce(faq.game.slug, faqs=[faq])
    return faq


@transaction.atomic
def delete_faq(faq: FAQ, *, user=None) -> None:
    if user is not None:
        faq._history_user = user
    faq.delete()  # its links and card mentions go with it (cascade)

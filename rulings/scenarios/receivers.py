"""The scenario checker follows imports: a new rules version may break a profile's citations."""

from __future__ import annotations

from django.dispatch import receiver

from rulings import signals
from rulings.scenarios.citations import report_citations_after_import


@receiver(signals.content_imported, dispatch_uid="scenarios-check-citations-after-import")
def check_citations(sender, game: str | None, version_ids=(), **kwargs) -> list[str]:
    if game is None or not version_ids:
        return []
    return report_citations_after_import(game)

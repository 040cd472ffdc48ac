"""Every write to an indexed model appends to the search change log in the same transaction.

Connected by SearchConfig.ready; dispatch_uid keeps it idempotent. Imports (bulk-created
sections, which fire no model signals) reach the log through the core's ``content_imported``.
"""

from __future__ import annotations

from django.db.models.signals import post_delete, post_save

from rulings import signals as core
from rulings.models import FAQ, Document, DocumentVersion, Game, Section
from rulings.search.documents import card_models
from rulings.search.models import SearchChange
from rulings.search.service import schedule_apply


def _recorder(model_name: str, op: str):
    def receiver(sender, instance, raw=False, **kwargs):
        if raw:  # fixtures load raw rows; `rebuild_index` follows them (make run, restore)
            return
        SearchChange.record(model_name, instance.pk, op)
        schedule_apply()

    receiver.__name__ = f"record_{model_name}_{op}"
    return receiver


def _connect(model, name: str) -> None:
    post_save.connect(_recorder(name, "upsert"), sender=model, weak=False, dispatch_uid=f"search-{name}-save")
    post_delete.connect(
        _recorder(name, "delete"), sender=model, weak=False, dispatch_uid=f"search-{name}-delete"
    )


def _record_example_owner(sender, instance, **kwargs):
    # A rule's index document holds its examples' text: deleting an example changes its rule.
    if instance.kind == Section.Kind.EXAMPLE and instance.parent_id:
        SearchChange.record("section", instance.parent_id, "upsert")


def _record_versions_of(sender, instance, raw=False, **kwargs):
    # A game or document renamed shows on every page and result naming it: its versions are
    # reindexed, and the log's new rows move the content token every page cache is keyed on.
    if raw:
        return
    versions = DocumentVersion.objects.filter(
        **({"document__game": instance} if isinstance(instance, Game) else {"document": instance})
    ).values_list("pk", flat=True)
    for pk in versions:
        SearchChange.record("version", pk)
    schedule_apply()


def connect() -> None:
    for model in (Game, Document):
        post_save.connect(
            _record_versions_of, sender=model, weak=False, dispatch_uid=f"search-{model.__name__}-names"
        )
    _connect(Section, "section")
    post_delete.connect(
        _record_example_owner, sender=Section, weak=False, dispatch_uid="search-section-example-owner"
    )
    _connect(DocumentVersion, "version")
    _connect(FAQ, "faq")
    Card, CardFace, CardRuling = card_models()
    if Card is not None:
        _connect(Card, "card")
    if CardFace is not None:
        _connect(CardFace, "cardface")
    if CardRuling is not None:
        _connect(CardRuling, "cardruling")
    core.content_imported.connect(_record_import, weak=False, dispatch_uid="search-record-import")


def _record_import(sender, version_ids=(), **kwargs) -> list[str]:
    if version_ids:
        for pk in version_ids:
            SearchChange.record("version", pk)
        schedule_apply()
    else:  # a whole knowledge base loaded (fixtures, a restore): every object once
        from rulings.search import record_everything

        record_everything()
    return []

"""Every write to a face or a card ruling appends to the search change log (see DESIGN.md)."""

from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from cards.models import Card, CardFace, CardRuling
from rulings.models import SearchChange

MODEL_NAMES = {CardFace: "cardface", CardRuling: "cardruling"}


@receiver(post_save, sender=CardFace)
@receiver(post_save, sender=CardRuling)
def record_upsert(sender, instance, raw=False, **kwargs):
    if not raw:  # fixtures load raw rows; the index is rebuilt after them
        SearchChange.record(MODEL_NAMES[sender], instance.pk)


@receiver(post_delete, sender=CardFace)
@receiver(post_delete, sender=CardRuling)
def record_delete(sender, instance, **kwargs):
    SearchChange.record(MODEL_NAMES[sender], instance.pk, SearchChange.Op.DELETE)


@receiver(post_save, sender=Card)
def record_card_faces(sender, instance, created, raw=False, **kwargs):
    # A face's search document carries its card's name and number.
    if not created and not raw:
        for pk in instance.faces.values_list("pk", flat=True):
            SearchChange.record("cardface", pk)

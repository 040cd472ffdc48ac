"""The search change log, the one table of the search app."""

from __future__ import annotations

import time

from django.db import models
from django.utils import timezone


class SearchChange(models.Model):
    """The search change log: every write appends here in its own transaction.

    Each process's indexer applies the rows after its last applied id, so a process that
    starts, or crashed between a commit and its index update, catches up from here.
    """

    class Op(models.TextChoices):
        UPSERT = "upsert"
        DELETE = "delete"

    model = models.CharField(max_length=30)  # "section", "version", "faq", "cardface", "cardruling"
    object_id = models.BigIntegerField()
    op = models.CharField(max_length=10, choices=Op.choices, default=Op.UPSERT)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        db_table = "rulings_searchchange"  # created by rulings' first migration; rows kept
        ordering = ["id"]

    def __str__(self):
        return f"#{self.pk} {self.op} {self.model}:{self.object_id}"

    @classmethod
    def record(cls, model: str, object_id: int, op: str = "upsert"):
        cls.forget_latest()
        return cls.objects.create(model=model, object_id=object_id, op=op)

    # The newest id, looked up at most once a second per process: readers keyed on it (the
    # API read cache) see another node's write within a second, and this process's at once.
    _latest: tuple[float, int] | None = None
    LATEST_SECONDS = 1.0

    @classmethod
    def latest_id(cls) -> int:
        now = time.monotonic()
        if cls._latest is None or now - cls._latest[0] >= cls.LATEST_SECONDS:
            latest = cls.objects.order_by("-pk").values_list("pk", flat=True).first() or 0
            cls._latest = (now, latest)
        return cls._latest[1]

    @classmethod
    def forget_latest(cls) -> None:
        cls._latest = None

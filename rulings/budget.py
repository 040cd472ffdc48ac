"""A per-request time budget: work that runs past its deadline stops between steps and answers 503.

Nothing is killed: long loops (the scenario engine's steps, the search's postings) call
``check()`` between units of work, and the view turns ``OverBudget`` into 503 with Retry-After.
The deadline lives in a context variable, so each thread (and each request) has its own.
"""

from __future__ import annotations

import contextvars
import time
from contextlib import contextmanager

from django.conf import settings

RETRY_AFTER = 5  # seconds a client is told to wait

_deadline: contextvars.ContextVar[float | None] = contextvars.ContextVar("flipside_deadline", default=None)


class OverBudget(Exception):
    """The request ran past its time budget."""

    def __init__(self, what: str = "request"):
        self.what = what
        self.retry_after = RETRY_AFTER
        super().__init__(f"The {what} took longer than its time budget; try again in a few seconds.")


def seconds(kind: str) -> float:
    """The budget for ``kind`` ("scenario", "search" or "ask") from settings (REQUEST_BUDGETS)."""
    budgets = getattr(settings, "REQUEST_BUDGETS", {})
    return float(budgets.get(kind, 2.0))


@contextmanager
def within(kind: str):
    """Run the block under ``kind``'s budget; an enclosing, earlier deadline still holds."""
    now = time.monotonic()
    mine = now + seconds(kind)
    outer = _deadline.get()
    token = _deadline.set(mine if outer is None else min(outer, mine))
    try:
        yield
    finally:
        _deadline.reset(token)


def remaining() -> float:
    """Seconds left before the current deadline (infinity without one)."""
    deadline = _deadline.get()
    return float("inf") if deadline is None else deadline - time.monotonic()


def check(what: str = "request") -> None:
    """Raise OverBudget when the current deadline has passed (no deadline: never)."""
    deadline = _deadline.get()
    if deadline is not None and time.monotonic() >= deadline:
        raise OverBudget(what)

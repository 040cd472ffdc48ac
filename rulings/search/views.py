"""The search page: /search/?q=&game=&kind=&page=. A query that is just a rule number jumps to it."""

from __future__ import annotations

import logging

from django.core.paginator import Paginator
from django.shortcuts import redirect, render

from rulings import budget
from rulings.models import Game
from rulings.search import KINDS, answers, exact_section, search, suggest

log = logging.getLogger(__name__)
PER_PAGE = 20
UNAVAILABLE = "Search is temporarily unavailable. Please try again in a few seconds."
MAX_PAGE = 200


def _page_number(value) -> int:
    try:
        return min(max(int(value), 1), MAX_PAGE)
    except (TypeError, ValueError):
        return 1


def search_page(request):
    q = request.GET.get("q", "")[:5000]
    games = list(Game.objects.values_list("slug", "name"))
    game = request.GET.get("game", "")
    game = game if game in dict(games) else ""
    kind = request.GET.get("kind", "")
    kind = kind if kind in KINDS else ""
    page = _page_number(request.GET.get("page"))
    try:
        if q.strip() and request.GET.get("jump") != "0":
            target = exact_section(q, game=game or None)
            if target:
                return redirect(target["url"])
        data = search(q, game=game or None, kind=kind or None, limit=PER_PAGE, offset=(page - 1) * PER_PAGE)
        # Only when some word is not in the index; from the chosen game's texts.
        suggestion = suggest(q, game=game or None) if q.strip() else None
    except Exception as exc:  # an index problem or the time budget: like the API, 503, never 500
        if not isinstance(exc, budget.OverBudget):
            log.exception("search page failed for %r", q[:200])
        context = {
            "q": q,
            "game": game,
            "kind": kind,
            "games": games,
            "kinds": KINDS,
            "unavailable": UNAVAILABLE,
        }
        response = render(request, "search/results.html", context, status=503)
        response["Retry-After"] = str(budget.RETRY_AFTER)
        return response
    pages = Paginator(range(min(data["count"], MAX_PAGE * PER_PAGE)), PER_PAGE)
    context = {
        "q": q,
        "game": game,
        "kind": kind,
        "games": games,
        "kinds": KINDS,
        "data": data,
        "page": pages.get_page(page) if data["count"] else None,
        "suggestion": suggestion,
        "answer": answers.answer(q, game or None) if page == 1 else None,  # never raises
    }
    return render(request, "search/results.html", context)

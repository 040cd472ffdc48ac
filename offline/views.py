"""The installable app's files (manifest, service worker, offline page) and the offline data."""

from __future__ import annotations

import hashlib
import json
from urllib.parse import quote

from django.http import HttpResponse, HttpResponseNotModified, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.template.loader import render_to_string
from django.templatetags.static import static
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.views.decorators.http import require_safe

from offline import store
from offline.bundle import version_stamps
from rulings.events import Event
from rulings.models import Game

THEME = "#1f3a5f"
# What the service worker keeps from its installation on: the offline page and what it loads.
SHELL = [
    "/offline/",
    "flipside/site.css",
    "flipside/site.js",
    "flipside/icon.svg",
    "offline/offline.js",
    "offline/reader.js",
    "offline/search.js",
    "offline/icon-192.png",
]


@require_safe
def manifest(request):
    data = {
        "name": "Flipside — rulings for judges",
        "short_name": "Flipside",
        "description": "Rules, FAQs and cards for trading-card-game judges, also offline.",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": THEME,
        "icons": [
            {"src": static("offline/icon-192.png"), "sizes": "192x192", "type": "image/png"},
            {"src": static("offline/icon-512.png"), "sizes": "512x512", "type": "image/png"},
            {
                "src": static("offline/icon-maskable-512.png"),
                "sizes": "512x512",
                "type": "image/png",
                "purpose": "maskable",
            },
        ],
    }
    response = JsonResponse(data, content_type="application/manifest+json")
    patch_cache_control(response, public=True, max_age=3600)
    return response


@require_safe
def service_worker(request):
    shell = [path if path.startswith("/") else static(path) for path in SHELL]
    version = hashlib.sha256("\n".join(shell).encode("utf-8")).hexdigest()[:12]
    body = render_to_string("offline/sw.js", {"shell": json.dumps(shell), "version": version})
    response = HttpResponse(body, content_type="text/javascript; charset=utf-8")
    response["Service-Worker-Allowed"] = "/"
    patch_cache_control(response, no_cache=True)  # a new version reaches phones at once
    return response


@require_safe
def offline_page(request):
    # Also the page the service worker shows for any page not stored: reader.js renders a stored
    # rule, FAQ or card there, or says plainly that the page is not stored.
    return render(request, "offline/shell.html", {"games": Game.objects.order_by("name")})


def _game_entry(game: Game, event: Event | None = None) -> dict:
    on = event.date if event else None
    built = store.build(game, on)
    bundle, index = built["bundle"], built["index"]
    query = f"?event={quote(event.slug)}" if event else ""
    return {
        "slug": game.slug,
        "name": game.name,
        "etag": bundle.etag,
        "bytes": bundle.size,
        "gzip_bytes": bundle.gzip_size,
        "index_bytes": index.size,
        "index_gzip_bytes": index.gzip_size,
        "download_bytes": bundle.gzip_size + index.gzip_size,
        "bundle_url": f"/api/v1/offline/{game.slug}/bundle/{query}",
        "index_url": f"/api/v1/offline/{game.slug}/index/{query}",
        "versions": version_stamps(game, on=on),
        "event": {"slug": event.slug, "name": event.name, "date": event.date.isoformat()} if event else None,
    }


@require_safe
def games(request):
    """Each game's offline bundle: its size before downloading, and the versions it holds.

    ``?event=<slug>``: the event's games, their bundles built at the versions in force on its date.
    """
    event = None
    if request.GET.get("event"):
        event = get_object_or_404(Event, slug=request.GET["event"])
        queryset = event.games.order_by("slug")
    else:
        queryset = Game.objects.order_by("slug")
    slugs = [s for s in request.GET.get("game", "").split(",") if s]
    if slugs:
        queryset = queryset.filter(slug__in=slugs)
    return JsonResponse({"games": [_game_entry(game, event) for game in queryset]})


@require_safe
def versions(request):
    """One small request: each game's current version labels and dates, to check stored bundles."""
    data = {}
    for game in Game.objects.order_by("slug"):
        stamps = version_stamps(game)
        data[game.slug] = {
            "versions": stamps,
            "updated": max((s["effective_date"] for s in stamps), default=None),
        }
    response = JsonResponse({"games": data})
    patch_cache_control(response, no_cache=True)
    return response


@require_safe
def artifact(request, game, kind):
    """A game's bundle or index; ``?event=<slug>``: at the versions in force on the event's date."""
    game = get_object_or_404(Game, slug=game)
    on = None
    if request.GET.get("event"):
        on = get_object_or_404(Event, slug=request.GET["event"], games=game).date
    artifact = store.artifact(game, kind, on)
    if artifact.etag in request.headers.get("If-None-Match", ""):
        response = HttpResponseNotModified()
        response["ETag"] = artifact.etag
        return response
    if "gzip" in request.headers.get("Accept-Encoding", ""):
        response = HttpResponse(artifact.gzipped, content_type="application/json")
        response["Content-Encoding"] = "gzip"
    else:
        response = HttpResponse(artifact.raw, content_type="application/json")
    response["ETag"] = artifact.etag
    response["X-Uncompressed-Length"] = str(artifact.size)
    patch_vary_headers(response, ["Accept-Encoding"])
    patch_cache_control(response, no_cache=True)
    return response

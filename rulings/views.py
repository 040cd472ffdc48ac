"""The web pages for judges and players. Queries live in rulings.pages; these only wire them up."""

from django.db.models import Count
from django.shortcuts import get_object_or_404, render

from rulings import diffs, pages
from rulings.models import FAQ, Document, Event, Game, Section, current_of
from rulings.pagecache import public_page


def bad_request(request, message: str):
    return render(request, "rulings/bad_request.html", {"message": message}, status=400)


@public_page
def home(request):
    games = Game.objects.annotate(n_documents=Count("documents", distinct=True)).order_by("name")
    return render(request, "rulings/home.html", {"games": games, "recent": pages.recent_versions()})


@public_page
def game(request, game):
    game = get_object_or_404(Game, slug=game)
    documents = list(game.documents.prefetch_related("versions"))
    for document in documents:
        document.current = current_of(document.versions.all())
    context = {
        "game": game,
        "documents": documents,
        "faq_count": game.faqs.count(),
        "cards": game.cards.order_by("number"),
        "unresolved": pages.unresolved_references(game),
    }
    return render(request, "rulings/game.html", context)


def _document(game, document):
    return get_object_or_404(Document.objects.select_related("game"), game__slug=game, slug=document)


@public_page
def document(request, game, document):
    document = _document(game, document)
    try:
        on = pages.parse_as_of(request.GET.get("as_of"))
        version = pages.pick_version(document, label=request.GET.get("version"), on=on)
    except pages.BadRequest as error:
        return bad_request(request, str(error))
    versions = list(document.versions.order_by("-effective_date", "-imported_at"))
    depth = pages.toc_depth(version) if version else None
    context = {
        "document": document,
        "version": version,
        "versions": versions,
        "current": document.versions.current(),
        "as_of": on,
        "toc_depth": depth,
        "toc": pages.table_of_contents(version, depth) if version else [],
    }
    return render(request, "rulings/document.html", context)


@public_page
def diff(request, game, document):
    document = _document(game, document)
    try:
        new = pages.pick_version(document, label=request.GET.get("to"), on=None)
        if request.GET.get("from"):
            old = pages.pick_version(document, label=request.GET["from"], on=None)
        else:
            old = new.previous() if new else None
    except pages.BadRequest as error:
        return bad_request(request, str(error))
    context = {
        "document": document,
        "old": old,
        "new": new,
        "versions": list(document.versions.order_by("-effective_date", "-imported_at")),
        "rows": diffs.diff_rows(old, new) if old and new else None,
        "logged": list(new.changes.filter(origin="change-log").order_by("key")) if new else [],
    }
    return render(request, "rulings/diff.html", context)


@public_page
def rule(request, game, key):
    label = request.GET.get("version") or None
    try:
        on = pages.parse_as_of(request.GET.get("as_of"))
    except pages.BadRequest as error:
        return bad_request(request, str(error))
    lang = request.GET.get("lang", "").strip()[:10] or None
    document = request.GET.get("document", "").strip()[:80] or None
    section = Section.objects.find(game, key, on=on, version=label, document=document, language=lang)
    if section is None:
        game_obj = get_object_or_404(Game, slug=game)
        context = {
            "game": game_obj,
            "key": key,
            "as_of": on,
            "label": label,
            "in_force_now": Section.objects.find(game, key) if (on or label) else None,
            "nearest": pages.nearest_keys(game, key),
        }
        return render(request, "rulings/rule_missing.html", context, status=404)
    page = pages.rule_page(section)
    context = {
        "page": page,
        "section": section,
        "as_of": on,
        "translations": Section.objects.translations_of(section),
        "permalink": request.build_absolute_uri(section.get_absolute_url()),
        "version_permalink": request.build_absolute_uri(section.url_at(section.version.label)),
    }
    return render(request, "rulings/rule.html", context)


@public_page
def faqs(request, game):
    game = get_object_or_404(Game, slug=game)
    card, section = request.GET.get("card", "").strip(), request.GET.get("section", "").strip()
    context = {
        "game": game,
        "faqs": pages.faqs_for(game.slug, card=card or None, section=section or None),
        "card": card,
        "section": section,
    }
    return render(request, "rulings/faqs.html", context)


@public_page
def faq(request, game, slug):
    faq = get_object_or_404(FAQ.objects.select_related("game"), game__slug=game, slug=slug)
    sections = [s for s in (Section.objects.find(game, key) for key in faq.section_keys) if s]
    mentions = faq.card_mentions.select_related("card__game")
    unique_cards = list({m.card_id: m.card for m in mentions}.values())
    return render(request, "rulings/faq.html", {"faq": faq, "sections": sections, "cards": unique_cards})


def events(request):
    return render(request, "rulings/events.html", {"events": Event.objects.listed()})


def event(request, slug):
    event = get_object_or_404(Event, slug=slug)
    return render(request, "rulings/event.html", {"event": event, "games": event.in_force(with_rules=True)})

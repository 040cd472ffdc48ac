from django.shortcuts import get_object_or_404, render

from rulings.models import FAQ, Document, Game, Section


def home(request):
    return render(request, "rulings/home.html", {"games": Game.objects.all()})


def game(request, game):
    game = get_object_or_404(Game, slug=game)
    return render(request, "rulings/game.html", {"game": game, "documents": game.documents.all()})


def document(request, game, document):
    document = get_object_or_404(Document.objects.select_related("game"), game__slug=game, slug=document)
    version = document.versions.current()
    sections = version.sections.all() if version else []
    return render(
        request, "rulings/document.html", {"document": document, "version": version, "sections": sections}
    )


def rule(request, game, key):
    section = Section.objects.find(game, key, version=request.GET.get("version") or None)
    if section is None:
        get_object_or_404(Game, slug=game)
        return render(request, "rulings/rule_missing.html", {"game": game, "key": key}, status=404)
    return render(request, "rulings/rule.html", {"section": section})


def faq(request, game, slug):
    faq = get_object_or_404(FAQ.objects.select_related("game"), game__slug=game, slug=slug)
    return render(request, "rulings/faq.html", {"faq": faq})

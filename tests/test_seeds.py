"""The seed fixture: built by the importers from fixtures/sources, loaded by `make run`."""

import json

import pytest
from django.core.management import call_command

from rulings.models import FAQ, Document, Game, Link, Section
from rulings.seeds import FIXTURE_PATH, dump_fixture, import_seeds

pytestmark = pytest.mark.django_db


def test_the_committed_fixture_equals_a_fresh_build():
    import_seeds()
    fresh = json.loads(dump_fixture())
    committed = json.loads(FIXTURE_PATH.read_text(encoding="utf-8"))
    assert len(fresh) == len(committed)
    assert fresh == committed, "fixtures/seeds.json is stale: run `make fixtures`"


def test_loading_the_seeds_gives_all_five_games(seeded):
    assert set(Game.objects.values_list("slug", flat=True)) == {"dbe", "space", "dcg", "mtg", "ddm"}
    assert Game.objects.get(slug="ddm").language == "es"
    assert Document.objects.get(game__slug="ddm", slug="card-anatomy").language == "es"


def test_loading_the_seeds_again_keeps_the_data(seeded, capsys):
    faq = FAQ.objects.get(game__slug="dbe", slug="evo-bonus-after-flip")
    faq.question = "Edited by an editor"
    faq.save()
    call_command("load_seeds")
    assert "already has games" in capsys.readouterr().out
    assert FAQ.objects.get(pk=faq.pk).question == "Edited by an editor"


def test_the_mtg_wiki_page_gives_rule_712_as_an_official_version_dated_june_7_2024(seeded):
    rules = Document.objects.get(game__slug="mtg", slug="comprehensive-rules")
    assert rules.authority == "official"
    version = rules.versions.get()
    assert version.effective_date.isoformat() == "2024-06-07"
    section = Section.objects.find("mtg", "712.8e")
    assert section.body.startswith("While a transforming double-faced permanent has its back face up")
    wiki = Document.objects.get(game__slug="mtg", slug="double-faced-cards")
    assert (wiki.kind, wiki.authority) == ("wiki", "community")


def test_each_dbe_faq_answer_is_quoted_from_the_seed_and_linked_to_its_section(seeded):
    from tests.conftest import source_text

    seed = " ".join(source_text("dbe.txt").split())
    faqs = FAQ.objects.for_game("dbe")
    assert faqs.count() == 15
    for faq in faqs:
        for paragraph in faq.answer.split("\n"):
            assert " ".join(paragraph.split()) in seed, faq.slug
        assert faq.links_out.filter(target_section__isnull=False).exists(), faq.slug
    evo = FAQ.objects.get(slug="evo-bonus-after-flip")
    target = evo.links_out.get().target_section
    assert "the evo-bonus will remain active" in target.body


def test_the_mtg_card_rulings_become_faqs_linked_to_rule_712(seeded):
    faq = FAQ.objects.get(game__slug="mtg", slug="dfc-turned-face-down")
    keys = set(faq.links_out.values_list("target_key", flat=True))
    assert {"712.16", "712.9"} <= keys
    assert Link.objects.filter(source_faq=faq, target_section__isnull=True).count() == 0

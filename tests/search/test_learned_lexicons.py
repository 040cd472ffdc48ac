"""The translation word lists are learned when the index is built or updated and stored beside it
(learned.py), so no search pays for learning them; a search on an index without them learns them."""

import json

import pytest

from rulings import search
from rulings.search import learned, service, translate
from rulings.search.analysis import EN, LANGUAGES, tokens
from tests.search.test_translate import magic_and_lorcana_in_german  # noqa: F401 - a fixture

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("magic_and_lorcana_in_german")]

# "Wann ist der Schaden auf einer Kreatur tödlich?": "Schaden" is learned from Lorcana's rules and
# their German translation (each speaks of damage); Magic's 704.5g, English only, is the rule asked.
QUESTION = "Wann ist der Schaden auf einer Kreatur tödlich?"


def stored(index) -> dict:
    return json.loads((index.store.current_dir() / learned.LEXICONS).read_text(encoding="utf-8"))


def never_learned(*args, **kwargs):
    raise AssertionError("a search learned the word list")


def test_the_word_list_is_stored_beside_the_index_when_it_is_built():
    index = service.get_index()
    index.rebuild()
    (schaden,) = tokens(LANGUAGES["de"][0], "Schaden")
    lexicon = stored(index)["languages"]["de"]["lexicon"]
    assert tokens(EN, "damage")[0] in lexicon[schaden]


def test_a_search_on_a_built_index_does_not_learn_the_word_list(monkeypatch):
    service.get_index().rebuild()
    monkeypatch.setattr(translate, "learn", never_learned)
    results = search.search(QUESTION, game="mtg")["results"]
    assert [r["key"] for r in results][:1] == ["704.5g"]


def test_a_search_on_an_index_built_without_a_stored_list_learns_it():
    index = service.get_index()
    index.rebuild()
    (index.store.current_dir() / learned.LEXICONS).unlink()
    service.forget()
    results = search.search(QUESTION, game="mtg")["results"]
    assert [r["key"] for r in results][:1] == ["704.5g"]


def test_a_list_stored_by_another_way_of_learning_is_not_used(monkeypatch):
    index = service.get_index()
    index.rebuild()
    monkeypatch.setattr(translate, "LEARNED_AS", "another way")
    assert learned.read(index.store.current_dir()) == {}


def test_the_stored_list_is_learned_again_when_the_translated_texts_change():
    from rulings.models import Document, Section

    index = service.get_index()
    index.rebuild()
    before = stored(index)["counts"]["de"]
    german = Document.objects.get(slug="comprehensive-rules-de").versions.get()
    # Disney Lorcana comprehensive rules in German (2026-04-30), 1.9.1 as printed.
    Section.objects.create(
        version=german,
        key="1.9.1",
        number="1.9.1.",
        title="",
        body="Schaden wird durch Schadensmarken dargestellt.",
        order=10,
    )
    index.apply_pending()
    assert stored(index)["counts"]["de"] > before


def test_a_search_that_must_learn_the_list_itself_reads_no_more_aligned_rules_than_a_request_may(monkeypatch):
    # The German texts of the fixture hold more than one rule aligned with its English original;
    # a search learning the list itself (none stored) reads at most learned.REQUEST_PARALLEL of them.
    index = service.get_index()
    index.rebuild()
    (index.store.current_dir() / learned.LEXICONS).unlink()
    service.forget()
    monkeypatch.setattr(learned, "REQUEST_PARALLEL", 1)
    read = []
    real = translate.learn

    def counting(pairs):
        pairs = list(pairs)
        read.append(len(pairs))
        return real(pairs)

    monkeypatch.setattr(translate, "learn", counting)
    search.search(QUESTION, game="mtg")
    assert read and max(read) <= 1


def test_the_stored_list_is_learned_from_every_aligned_rule_not_a_requests_share(monkeypatch):
    monkeypatch.setattr(learned, "REQUEST_PARALLEL", 1)
    index = service.get_index()
    index.rebuild()
    pairs = translate.parallel_texts(index.store.searcher(), "de", EN, LANGUAGES["de"][0])
    assert len(pairs) > 1
    whole = {f: list(e) for f, e in translate.learn(pairs).items()}
    assert stored(index)["languages"]["de"]["lexicon"] == whole


def test_a_failure_to_store_the_list_fails_neither_the_build_nor_a_search(monkeypatch):
    def full_disk(folder, searcher):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(learned, "store", full_disk)
    service.get_index().rebuild()
    results = search.search(QUESTION, game="mtg")["results"]
    assert [r["key"] for r in results][:1] == ["704.5g"]

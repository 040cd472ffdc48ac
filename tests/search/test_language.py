"""Which language a question reads as, and a language's own fields scored against that
language's documents."""

import pytest
from whoosh import query as Q
from whoosh.filedb.filestore import FileStorage
from whoosh.scoring import BM25F

from rulings.search import weights
from rulings.search.analysis import make_schema, query_text, reads_as, without_function_words
from rulings.search.weights import LanguageBM25F


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("zieht der Startspieler im ersten Zug eine Karte", "de"),
        ("peut-on défier un lieu redressé", "fr"),
        ("cuántos tipos de ataque tiene un digimon", "es"),
        ("can i target my own hexproof creature", "en"),
    ],
)
def test_a_question_reads_as_its_language(question, language):
    assert reads_as(question) == language


@pytest.mark.parametrize("question", ["die roll", "commander damage 21", "Behütet", ""])
def test_a_question_with_fewer_than_two_signs_reads_as_no_language(question):
    assert reads_as(question) is None


def test_function_words_of_the_language_are_left_out():
    assert without_function_words("ranger ma défausse dans l'ordre que je veux", "fr") == (
        "ranger défausse ordre veux"
    )


def test_no_language_leaves_the_text_as_it_is():
    assert without_function_words("dans l'ordre", None) == "dans l'ordre"


@pytest.fixture
def mixed_index(tmp_path):
    """Eight English rules and two German ones; every document fills the English body, as the
    index does, and the German ones their German body too."""
    index = FileStorage(str(tmp_path)).create_index(make_schema())
    with index.writer() as writer:
        for i in range(8):
            writer.add_document(id=f"en{i}", language="en", body="the card goes to the discard pile now")
        # Two German rules of 2 and 4 words (after stop words): the German average is 3.
        writer.add_document(id="de0", language="de", body="Karte ziehen", body_de="Karte ziehen")
        words = "Wahl treffen Karte ablegen"
        writer.add_document(id="de1", language="de-AT", body=words, body_de=words)
    return index


def scores(index, weighting, field, word):
    with index.searcher(weighting=weighting) as searcher:
        return {hit["id"]: hit.score for hit in searcher.search(Q.Term(field, word), limit=None)}


def test_a_german_rules_length_is_measured_against_the_german_rules(mixed_index):
    with mixed_index.searcher() as searcher:
        idf = searcher.idf("body_de", "kart")
    # BM25 with K1 1.2 and B 0.75, for the word once in 2 words where German rules average 3.
    expected = idf * (1 * 2.2) / (1 + 1.2 * (0.25 + 0.75 * 2 / 3))
    assert scores(mixed_index, LanguageBM25F(), "body_de", "kart")["de0"] == pytest.approx(expected)


def test_a_language_fields_own_b_replaces_the_global_b(mixed_index):
    with mixed_index.searcher() as searcher:
        idf = searcher.idf("body_de", "kart")
    # b 0 for body_de: no length normalisation, BM25 of one occurrence is idf * (K1 + 1) / (1 + K1).
    expected = idf * (1 * 2.2) / (1 + 1.2)
    got = scores(mixed_index, LanguageBM25F(B=0.75, body_de_B=0.0), "body_de", "kart")
    assert got["de0"] == pytest.approx(expected)
    assert got["de1"] == pytest.approx(expected)


def test_the_searchers_weighting_takes_k1_and_each_fields_b_from_the_weights_module(mixed_index, monkeypatch):
    monkeypatch.setattr(weights, "BM25_K1", 2.0)
    monkeypatch.setattr(weights, "FIELD_B", {"body": 0.0})
    # "card" once in each English rule; with b 0 the length does not count: idf * 3 / (1 + 2).
    with mixed_index.searcher() as searcher:
        idf = searcher.idf("body", "card")
    got = scores(mixed_index, weights.weighting(), "body", "card")
    assert got["en0"] == pytest.approx(idf * 3.0 / 3.0)


def test_an_english_field_is_scored_as_whoosh_scores_it(mixed_index):
    assert scores(mixed_index, LanguageBM25F(), "body", "card") == pytest.approx(
        scores(mixed_index, BM25F(), "body", "card")
    )


def test_a_question_word_is_left_out_in_its_own_language():
    assert query_text("wann wirkt Behütet", "de", "de") == "wirkt Behütet"


def test_another_languages_function_words_are_left_out_of_the_english_fields():
    assert query_text("quand mon personnage est défié ?", "en", "fr") == "personnage défié"

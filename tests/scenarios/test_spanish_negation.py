"""One list of Spanish negation words (spanish_negation.py), read by the "¿o sí?" tag reader and by the
confirming-tag reader alike; a Spanish word of the reader's own is no typo; "una X o una Y" names two
things."""

from __future__ import annotations

from rulings.scenarios.engine import spelling
from rulings.scenarios.engine.answer_polarity import read_either_way
from rulings.scenarios.engine.either_or import alternatives
from rulings.scenarios.engine.spanish_negation import own_negations
from rulings.scenarios.engine.spanish_tags import challenged


def test_it_reads_a_no_after_a_condition_word_as_the_clause_s_not_the_statement_s():
    own, bound = own_negations("la carta que no cumple se va")
    assert own == [] and bound


def test_it_reads_a_no_after_sin_nivel_as_the_statement_s():
    # 2.1.5 "los Sin nivel … no pueden ser tomados como digimon de siguiente nivel": "Sin" is no clause word
    own, _bound = own_negations("un digimon sin nivel no puede evolucionar")
    assert [m.group(0) for m in own] == ["no"]


def test_both_readers_read_ninguna_as_a_denial():
    assert read_either_way("Ninguna Option card vuelve a la mano, ¿verdad?")
    assert challenged("Ninguna carta vuelve a la mano, ¿o sí?") == ("¿alguna carta vuelve a la mano?", False)


def test_it_keeps_a_spanish_word_of_its_own_as_it_is_written():
    assert spelling.spell("cierto", "ddm") == "cierto"


def test_it_reads_an_article_before_each_of_two_things_as_no_choice_of_counts():
    assert alternatives("¿Una habilidad o una Option Card puede pedir un tipo de Digimon?", "ddm") is None


def test_it_still_reads_two_different_counts_as_a_choice():
    assert alternatives("Does it update once or twice?", "dbe") is not None

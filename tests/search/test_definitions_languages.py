""" "What is X" asked in German or French reads as a request for X's definition, as in English
and Spanish (the engine then puts the glossary entry titled X first)."""

import pytest

from rulings.search.intent import definition_subject


@pytest.mark.parametrize(
    ("question", "subject"),
    [
        ("Was ist Behütet?", "Behütet"),
        ("was bedeutet der Startspieler", "Startspieler"),
        ("Qu'est-ce que l'Insaisissable ?", "Insaisissable"),
        ("qu'est-ce qu'un lieu", "lieu"),
        ("que signifie Offensif", "Offensif"),
        ("c'est quoi la défausse", "défausse"),
    ],
)
def test_a_german_or_french_what_is_question_names_its_subject(question, subject):
    assert definition_subject(question) == subject


@pytest.mark.parametrize("question", ["was passiert mit den Charakteren", "whatsoever is", "quand on défie"])
def test_other_questions_ask_for_no_definition(question):
    assert definition_subject(question) is None

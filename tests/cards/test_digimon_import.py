"""The Digimon card-list importer against starter deck 1.

Counted with jq over the corpus file:
  jq '[.[] | .cardNumber] | unique | length'           -> 16
  jq 'length'                                           -> 37
  jq '[.[] | select(.version!="Normal")] | length'      -> 21
  jq -c '[.[] | select(.cardNumber=="ST1-03") | .id]'   -> ST1-03 and ST1-03_P1…_P4 (Stamp)
"""

import json

import pytest

from cards.importers import CardImportError, digimon
from cards.models import Card, Printing
from cards.services import import_card_file


@pytest.fixture
def st1(st1_path):
    return digimon.load(st1_path)


@pytest.mark.corpora
def test_alternate_prints_of_one_number_become_printings_of_one_card(st1):
    assert len(st1.cards) == 16
    assert sum(len(c.printings) for c in st1.cards) == 37
    agumon = st1.card("ST1-03")
    assert [p.code for p in agumon.printings] == [
        "ST1-03",
        "ST1-03_P1",
        "ST1-03_P2",
        "ST1-03_P3",
        "ST1-03_P4",
    ]
    assert {p.variant for p in agumon.printings[1:]} == {"Stamp"}


@pytest.mark.corpora
def test_it_reads_strings_into_printed_fields_and_dashes_into_nothing(st1):
    agumon = st1.card("ST1-03").faces[0]
    assert agumon.card_type == "Digimon"
    assert agumon.printed == {
        "level": 3,
        "dp": 2000,
        "play_cost": 3,
        "digivolve_costs": [{"cost": 0, "from_level": 2}],
        "colour": ["Red"],
        "form": "Rookie",
        "attribute": "Vaccine",
        "traits": ["Reptile"],
        "inherited_effect": "[Your Turn] This Digimon gets +1000 DP.",
    }
    koromon = st1.card("ST1-01").faces[0].printed
    assert "dp" not in koromon and "play_cost" not in koromon


def test_a_value_that_is_not_a_string_names_the_entry():
    entries = [{"id": "ST1-01", "name": "Koromon", "cardNumber": "ST1-01", "cardType": "Digi-Egg", "dp": 0}]
    with pytest.raises(CardImportError) as caught:
        digimon.parse(json.dumps(entries))
    assert str(caught.value).startswith("entry 0 (ST1-01): 'dp' must be a string")


@pytest.mark.corpora
@pytest.mark.django_db
def test_the_list_gives_sixteen_cards_with_their_alternate_prints_and_a_second_import_changes_nothing(
    st1_path,
):
    import_card_file("digimon", st1_path)
    assert Card.objects.for_game("dcg").count() == 16
    assert Printing.objects.count() == 37
    assert sum(p.is_alternate for p in Printing.objects.all()) == 21
    again = import_card_file("digimon", st1_path)
    assert not again.changed
    assert again.counts["card unchanged"] == 16

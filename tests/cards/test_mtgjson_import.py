"""The MTGJSON importer and its writer, against Eldritch Moon.

Expected figures were counted with jq over the corpus file, e.g.
  jq '[.data.cards[] | select(.layout=="transform")] | length'                   -> 30
  jq '[.data.cards[] | select(.layout=="transform") | .number] | unique | length' -> 15
  jq '[.data.cards[].rulings | length] | add'                                      -> 594
  jq '[.data.cards[] | select(.layout=="transform" and .side=="b") | .rulings | length] | add' -> 55
and the three melded entries (side b, layout meld) list their fronts in cardParts.
"""

import datetime as dt
import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from cards.importers import CardImportError, mtgjson
from cards.models import Card, CardFace, CardRuling, MeldPair
from cards.services import import_card_file, write_card_set
from tests.cards.conftest import corpus


@pytest.fixture(scope="module")
def emn():
    return mtgjson.load(corpus("mtgjson_v5_EMN.json"))


@pytest.fixture
def imported(db, emn):
    write_card_set(emn)


@pytest.mark.corpora
def test_it_groups_the_thirty_transforming_entries_into_fifteen_two_faced_cards(emn):
    transforming = [c for c in emn.cards if c.layout == "transform"]
    assert len(transforming) == 15
    assert all([f.side for f in c.faces] == ["front", "back"] for c in transforming)


@pytest.mark.corpora
def test_it_groups_the_two_faces_of_a_transforming_card(emn):
    ulrich = emn.card("EMN-191")
    assert [f.name for f in ulrich.faces] == ["Ulrich of the Krallenhorde", "Ulrich, Uncontested Alpha"]
    assert [f.is_initial for f in ulrich.faces] == [True, False]


@pytest.mark.corpora
def test_it_keeps_each_rule_once_per_card_though_every_face_repeats_it(emn):
    assert len(emn.card("EMN-191").rulings) == 7
    assert sum(len(c.rulings) for c in emn.cards) == 594 - 55


@pytest.mark.corpora
def test_it_gives_the_back_face_the_front_faces_mana_value_by_rule_712_8e(emn, emn_path):
    entries = json.loads(emn_path.read_text(encoding="utf-8"))["data"]["cards"]
    for entry in entries:
        if entry["layout"] == "transform" and entry["side"] == "b":
            back = emn.card(f"EMN-{entry['number']}").faces[1]
            # MTGJSON's card-level manaValue is the front's; faceManaValue (0) is the face alone.
            assert back.printed["mana_value"] == entry["manaValue"] != entry["faceManaValue"]


@pytest.mark.corpora
def test_it_relates_each_meld_result_to_its_two_fronts(emn):
    pairs = {m.result: (set(m.fronts), m.melder) for m in emn.melds}
    assert pairs == {
        "EMN-15b": ({"EMN-15a", "EMN-28"}, "EMN-28"),  # Gisela has the meld ability
        "EMN-96b": ({"EMN-91", "EMN-96a"}, "EMN-91"),  # Graf Rats
        "EMN-130b": ({"EMN-130a", "EMN-204"}, "EMN-204"),  # Hanweir Battlements
    }


@pytest.mark.corpora
def test_a_melded_face_has_the_sum_of_its_fronts_mana_values(emn):
    assert emn.card("EMN-15b").faces[0].printed["mana_value"] == 7 + 4  # {5}{W}{W} + {2}{W}{W}
    assert emn.card("EMN-130b").faces[0].printed["mana_value"] == 3 + 0  # {2}{R} + a land


@pytest.mark.django_db
def test_it_writes_cards_faces_melds_and_dated_rulings(imported):
    assert Card.objects.for_game("mtg").count() == 223 - 15
    assert Card.objects.filter(layout="transform").count() == 15
    assert CardFace.objects.filter(card__layout="transform").count() == 30
    brisela = Card.objects.get_by_natural_key("mtg", "EMN-15b")
    pair = MeldPair.objects.get(result=brisela)
    assert {pair.first_front.name, pair.second_front.name} == {
        "Bruna, the Fading Light",
        "Gisela, the Broken Blade",
    }
    assert brisela.meld_role == "result" and pair.melder.meld_role == "melder"
    tamiyo = Card.objects.get(number="EMN-190")
    assert sorted({r.date for r in tamiyo.rulings.all()}) == [dt.date(2016, 7, 13), dt.date(2016, 8, 23)]
    ulrich = Card.objects.get(number="EMN-191")
    assert ulrich.rulings.count() == 7
    assert ulrich.mana_value("back") == 5


@pytest.mark.corpora
@pytest.mark.django_db
def test_importing_twice_changes_nothing_and_says_so(emn_path, capsys):
    call_command("import_cards", "--format", "mtgjson", str(emn_path))
    before = list(CardRuling.objects.values_list("pk", "uid").order_by("pk"))
    call_command("import_cards", "--format", "mtgjson", str(emn_path))
    out = capsys.readouterr().out.splitlines()
    assert out[-1].endswith("cards 0 created, 0 updated, 208 unchanged; nothing changed")
    assert list(CardRuling.objects.values_list("pk", "uid").order_by("pk")) == before


def _one_card_set(entries):
    return json.dumps({"meta": {"version": "t"}, "data": {"code": "TST", "cards": entries}})


def _entry(**kw):
    entry = {"name": "Grizzled Angler", "number": "1", "uuid": "u1", "layout": "normal", "rulings": []}
    entry.update(kw)
    return entry


@pytest.mark.django_db
def test_a_malformed_file_names_the_entry_and_writes_nothing(tmp_path):
    bad = [
        _entry(),
        _entry(name="Lone Rider", number="2", uuid="u2", rulings=[{"date": "July", "text": "x"}]),
    ]
    path = tmp_path / "bad.json"
    path.write_text(_one_card_set(bad), encoding="utf-8")
    with pytest.raises(CommandError) as caught:
        call_command("import_cards", "--format", "mtgjson", str(path))
    assert "entry 1 (Lone Rider)" in str(caught.value)
    assert "nothing was written" in str(caught.value)
    assert not Card.objects.exists()


def test_an_entry_without_a_uuid_is_named_by_its_index_and_name():
    with pytest.raises(CardImportError) as caught:
        mtgjson.parse(_one_card_set([_entry(uuid="")]))
    assert caught.value.index == 0 and caught.value.ident == "Grizzled Angler"


def test_it_reports_what_it_skipped_and_why():
    split = [
        _entry(name="Fire // Ice", faceName="Fire", layout="split", uuid="f", otherFaceIds=["i"]),
        _entry(name="Fire // Ice", faceName="Ice", layout="split", uuid="i", otherFaceIds=["f"], side="b"),
        _entry(
            name="Brisela, Voice of Nightmares",
            layout="meld",
            side="b",
            number="15b",
            uuid="m",
            cardParts=["Gisela, the Broken Blade", "Bruna, the Fading Light", "Brisela, Voice of Nightmares"],
        ),
    ]
    result = mtgjson.parse(_one_card_set(split))
    reasons = [str(s) for s in result.skipped]
    assert any("'split'" in r for r in reasons)
    assert any("missing Gisela, the Broken Blade, Bruna, the Fading Light" in r for r in reasons)


@pytest.mark.django_db
def test_a_failure_while_writing_leaves_the_database_as_it_was(monkeypatch):
    from cards import services

    subset = mtgjson.load(services.SEED_DIR / "mtg_emn_subset.json")

    def fail(*args, **kwargs):
        raise RuntimeError("disk full")

    monkeypatch.setattr(services, "_write_meld", fail)
    with pytest.raises(RuntimeError):
        write_card_set(subset)  # fails at the meld pairs, after every card is written
    assert not Card.objects.exists()


@pytest.mark.django_db
def test_a_card_first_known_by_name_takes_its_number_when_a_set_file_prints_it(tmp_path):
    seed = {"game": "mtg", "cards": [{"number": None, "name": "Grizzled Angler"}]}
    (tmp_path / "seed.json").write_text(json.dumps(seed), encoding="utf-8")
    import_card_file("flipside", tmp_path / "seed.json")
    assert Card.objects.get().number == "grizzled-angler"
    (tmp_path / "set.json").write_text(_one_card_set([_entry()]), encoding="utf-8")
    import_card_file("mtgjson", tmp_path / "set.json")
    card = Card.objects.get()
    assert (card.number, card.number_synthesized) == ("TST-1", False)
    again = import_card_file("flipside", tmp_path / "seed.json")
    assert Card.objects.get() == card
    assert [str(s) for s in again.skipped] == ["Grizzled Angler: already known as TST-1"]


@pytest.mark.django_db
def test_a_ruling_printed_on_one_face_only_concerns_that_face(tmp_path, capsys):
    shared = {"date": "2021-01-01", "text": "Both faces."}
    faces = [
        _entry(name="A // B", faceName="A", layout="modal_dfc", uuid="a", side="a", otherFaceIds=["b"],
               manaCost="{1}{B}", rulings=[shared]),
        _entry(name="A // B", faceName="B", layout="modal_dfc", uuid="b", side="b", otherFaceIds=["a"],
               manaCost="{3}", rulings=[shared, {"date": "2021-02-02", "text": "Back only."}]),
        _entry(name="Fire // Ice", faceName="Fire", layout="split", uuid="f", otherFaceIds=["i"]),
    ]  # fmt: skip
    path = tmp_path / "set.json"
    path.write_text(_one_card_set(faces), encoding="utf-8")
    call_command("import_cards", "--format", "mtgjson", str(path))
    assert "skipped entry 2 Fire // Ice: layout 'split' is not modelled" in capsys.readouterr().out
    card = Card.objects.get(number="TST-1")
    assert card.layout == "modal_dfc"
    assert {r.text: [f.side for f in r.faces.all()] for r in card.rulings.all()} == {
        "Both faces.": [],
        "Back only.": ["back"],
    }
    # 712.8f: each face of a modal double-faced card has its own mana value.
    assert (card.mana_value("front"), card.mana_value("back")) == (2, 3)

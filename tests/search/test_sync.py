"""Keeping the index in step: the change log, catching up after a crash, rebuilds, concurrent writers."""

import datetime as dt
import multiprocessing
import threading

import pytest
from django.core.management import call_command
from django.db import transaction

from rulings import search
from rulings.models import FAQ, DocumentVersion, Section
from rulings.search import service, store
from rulings.search.models import SearchChange
from rulings.search.store import AppliedState, IndexStore
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db


def found(q, **kw):
    return [(r["game"], r["key"]) for r in search.search(q, **kw)["results"]]


def test_a_write_appends_to_the_change_log_in_its_transaction(kb):
    before = SearchChange.objects.count()
    with transaction.atomic():
        FAQ.objects.create(game=kb["mtg"], slug="new", question="Does meld work?", answer="Yes.")
        assert SearchChange.objects.count() == before + 1
        transaction.set_rollback(True)
    assert SearchChange.objects.count() == before


def test_a_saved_faq_is_searchable_after_commit(kb, django_capture_on_commit_callbacks):
    search.search("anything")  # the index exists before the write
    with django_capture_on_commit_callbacks(execute=True) as callbacks, transaction.atomic():
        FAQ.objects.create(game=kb["mtg"], slug="meld-q", question="Can meld be countered?", answer="No.")
        FAQ.objects.create(game=kb["mtg"], slug="meld-r", question="Other meld question?", answer="Yes.")
    assert len(callbacks) == 1  # one index update per transaction, however many writes
    state = service.get_index().applied_state()
    assert state.last_id == SearchChange.objects.latest("pk").pk
    assert ("mtg", "meld-q") in found("countered meld")


def test_an_edited_section_is_found_by_its_new_words_only(kb):
    search.search("anything")
    section = Section.objects.get(key="3-5-2")
    section.body = "Players may shuffle their hand whenever they like."
    section.save()
    assert ("dcg", "3-5-2") in found("shuffle")
    assert ("dcg", "3-5-2") not in found("respective", game="dcg")


def test_a_deleted_faq_leaves_the_index(kb):
    assert found("KO", kind="faq")
    FAQ.objects.get(slug="flip-is-not-a-ko").delete()
    assert found("KO", kind="faq") == []


def test_a_change_logged_but_not_indexed_is_indexed_at_the_next_start(kb, django_capture_on_commit_callbacks):
    search.search("anything")
    # The process "crashes" between the commit and the index update: the callback never runs.
    with django_capture_on_commit_callbacks(execute=False), transaction.atomic():
        FAQ.objects.create(
            game=kb["space"], slug="crash", question="Escape Pod after a crash?", answer="Kept"
        )
    index_path = service.get_index().store.current_dir()
    assert service.get_index().applied_state().last_id < SearchChange.objects.latest("pk").pk
    service.forget()  # a new process starts on the same index folder
    assert ("space", "crash") in found("escape pod")
    assert service.get_index().store.current_dir() == index_path  # caught up, not rebuilt


def test_a_bulk_imported_version_is_indexed_from_one_version_change(kb):
    search.search("anything")
    version = DocumentVersion.objects.get(document__game__slug="dcg")
    Section.objects.bulk_create([Section(version=version, key="3-9-1", number="3-9-1", body="Memory gauge.")])
    search.record_change("version", version.pk)
    assert ("dcg", "3-9-1") in found("memory gauge")


def test_a_new_current_version_retires_the_old_versions_sections(kb):
    assert ("dcg", "3-5-2") in found("respective")
    add_document(
        kb["dcg"],
        "comprehensive-rules",
        [("3-5-2", "3-5-2", "", "Players can reorder their hand at any time.")],
        label="2025-01-01",
        date=dt.date(2025, 1, 1),
    )
    assert ("dcg", "3-5-2") not in found("respective")
    assert found("respective", all_versions=True)[0] == ("dcg", "3-5-2")
    assert ("dcg", "3-5-2") in found("reorder hand")


def test_deleting_a_version_removes_its_sections(kb):
    assert found("breeding area", game="dcg")
    DocumentVersion.objects.filter(document__game__slug="dcg").delete()
    assert found("breeding area", game="dcg") == []


def test_rebuild_index_works_on_an_empty_database(db, index_dir):
    call_command("rebuild_index", stdout=open("/dev/null", "w"))  # noqa: SIM115
    assert (index_dir / "CURRENT").exists()
    assert search.search("flip")["results"] == []


def test_a_rebuild_swaps_in_a_new_generation_and_keeps_the_previous(kb, index_dir, monkeypatch):
    # Generations younger than IN_USE_SECONDS are kept for rebuilds still filling them.
    monkeypatch.setattr(store, "IN_USE_SECONDS", 0)
    search.search("anything")
    first = service.get_index().store.current_dir()
    search.rebuild_index()
    second = service.get_index().store.current_dir()
    search.rebuild_index()
    third = service.get_index().store.current_dir()
    assert len({first, second, third}) == 3
    assert sorted(p.name for p in index_dir.glob("gen-*")) == sorted([second.name, third.name])
    assert found("breeding area")[0][0] == "dcg"


@pytest.mark.django_db(transaction=True)
def test_searches_keep_answering_during_rebuilds(kb):
    assert found("breeding area")
    errors, answers, done = [], [], threading.Event()

    def rebuild():
        try:
            for _ in range(5):
                search.rebuild_index()
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)
        finally:
            done.set()

    thread = threading.Thread(target=rebuild)
    thread.start()
    while not done.is_set() or len(answers) < 5:
        answers.append(found("breeding area"))
    thread.join()
    assert not errors
    assert all(a and a[0][0] == "dcg" for a in answers)


def _write_docs(root, worker, count):
    store = IndexStore(root)
    ix, path = store.index()
    for i in range(count):
        with store.writing(ix, path, timeout=60) as (writer, state):
            writer.add_document(id=f"w{worker}-{i}", kind="rule", game="mtg", current="1", body=f"w {worker}")
            state.advance([worker * 1000 + i])


def test_two_processes_writing_at_once_never_corrupt_the_index(tmp_path):
    store = IndexStore(tmp_path / "ix")
    path, _ = store.new_generation()
    store.swap(path)
    ctx = multiprocessing.get_context("fork")
    workers = [ctx.Process(target=_write_docs, args=(tmp_path / "ix", w, 25)) for w in (1, 2)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(120)
    assert [w.exitcode for w in workers] == [0, 0]
    searcher = IndexStore(tmp_path / "ix").searcher()
    assert searcher.doc_count() == 50
    expected = {f"w{w}-{i}" for w in (1, 2) for i in range(25)}
    assert {searcher.stored_fields(d)["id"] for d in range(50)} == expected


def test_applied_state_remembers_ids_that_may_still_commit():
    state = AppliedState()
    state.advance([1, 2, 5], now=100.0)
    assert state.last_id == 5 and set(state.gaps) == {3, 4}
    state.advance([3], now=101.0)
    assert set(state.gaps) == {4}
    state.advance([], now=100.0 + 601)
    assert state.gaps == {}
    assert AppliedState.from_json(state.to_json()) == state


def test_a_late_committing_change_below_the_last_applied_id_is_still_applied(kb):
    search.search("anything")
    index = service.get_index()
    ix, path = index.store.index()
    late = SearchChange.objects.latest("pk").pk
    # Pretend the log ran ahead of this row: its id is a gap the indexer waits for.
    state = AppliedState(last_id=late + 5, gaps={late + 1: __import__("time").time()})
    index.store.write_state(path, state)
    faq = FAQ.objects.create(game=kb["mtg"], slug="late", question="Late commit?", answer="Applied.")
    SearchChange.objects.filter(model="faq", object_id=faq.pk).update(id=late + 1)
    index.apply_pending()
    assert ("mtg", "late") in found("late commit")


def test_card_faces_and_rulings_are_indexed_as_cards(kb):
    from cards.models import Card, CardFace, CardRuling

    card = Card.objects.create(game=kb["mtg"], number="EMN-15a", name="Bruna, the Fading Light")
    CardFace.objects.create(card=card, side="front", name="Bruna, the Fading Light", text="Vigilance")
    CardRuling.objects.create(card=card, text="Bruna melds with Gisela into Brisela, Voice of Nightmares.")
    results = search.search("Bruna", kind="card")["results"]
    # The face and the ruling are both indexed, and show as one result for the card (the other
    # listed under it): both link to the one card page.
    assert len(results) == 1
    shown = [results[0], *results[0]["also"]]
    assert len(shown) == 2
    assert {r["url"] for r in shown} == {"/cards/mtg/EMN-15a/"}
    assert {r["kind"] for r in shown} == {"card"}
    assert results[0]["api_url"] == "/api/v1/cards/mtg/EMN-15a/"
    assert search.search("Brisela nightmares")["results"][0]["kind"] == "card"
    assert search.search("emn-15A")["results"][0]["key"] == "EMN-15a"  # by its number


def test_a_cards_faces_and_rulings_show_as_one_result_beside_the_rules(kb):
    from cards.models import Card, CardFace, CardRuling

    card = Card.objects.create(game=kb["mtg"], number="EMN-15a", name="Bruna, the Fading Light")
    CardFace.objects.create(card=card, side="front", name="Bruna, the Fading Light", text="Vigilance")
    for text in (
        "Bruna melds with Gisela into Brisela, Voice of Nightmares.",
        "If Bruna leaves the battlefield, Gisela can't meld with it.",
        "Bruna's triggered ability can return Auras that meld.",
    ):
        CardRuling.objects.create(card=card, text=text)
    results = search.search("Bruna meld")["results"]
    keys = [r["key"] for r in results if r["kind"] == "card"]
    assert keys == ["EMN-15a"]  # once, not once per ruling
    card_result = next(r for r in results if r["kind"] == "card")
    assert len(card_result["also"]) >= 2  # the other rulings and the face listed under it


def test_a_rebuild_leaves_a_generation_another_process_may_still_fill(kb, index_dir):
    search.search("anything")
    search.rebuild_index()
    search.rebuild_index()
    # All three are younger than IN_USE_SECONDS: none is removed under a running rebuild.
    assert len(list(index_dir.glob("gen-*"))) == 3


# -- examples are searched as part of their rule ------------------------------------------------


def add_example(rule_key: str, body: str, order: int = 100) -> Section:
    rule = Section.objects.get(key=rule_key)
    return Section.objects.create(
        version=rule.version,
        key=f"{rule_key}.ex1",
        body=body,
        order=order,
        parent=rule,
        kind=Section.Kind.EXAMPLE,
    )


def test_an_examples_words_find_its_rule_and_never_the_example_alone(kb):
    search.search("anything")  # the index exists: the example arrives as an update
    add_example("712.8a", "Example: Grizzled Outrider sits in a graveyard with its front face up.")
    assert found("Grizzled Outrider graveyard") == [("mtg", "712.8a")]


def test_a_rebuilt_index_holds_examples_in_their_rule(kb):
    add_example("712.8a", "Example: Grizzled Outrider sits in a graveyard with its front face up.")
    call_command("rebuild_index", verbosity=0)
    assert found("Grizzled Outrider") == [("mtg", "712.8a")]
    first = search.search("Grizzled Outrider")["results"][0]
    assert "<mark>Grizzled</mark> <mark>Outrider</mark>" in first["snippet"]


def test_an_edited_example_changes_its_rules_words(kb):
    example = add_example("712.8a", "Example: Grizzled Outrider sits in a graveyard.")
    example.body = "Example: Hanweir Garrison sits in exile."
    example.save()
    assert found("Hanweir Garrison") == [("mtg", "712.8a")]
    assert found('"Grizzled Outrider"') == []  # quoted: no near spellings ("outside") stand in


def test_a_deleted_example_takes_its_words_out_of_its_rule(kb):
    example = add_example("712.8a", "Example: Grizzled Outrider sits in a graveyard.")
    assert found("Grizzled Outrider") == [("mtg", "712.8a")]
    example.delete()
    assert found('"Grizzled Outrider"') == []
    assert ("mtg", "712.8a") in found("outside the game front face")

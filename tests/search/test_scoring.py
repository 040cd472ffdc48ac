"""The in-memory scorer gives what Whoosh gives for the same query: the same documents, the same
scores, the same order. Whoosh is the reference here; the scorer is only a faster way to it."""

import pytest
from whoosh import fields
from whoosh.analysis import SimpleAnalyzer
from whoosh.index import create_in

from rulings.search import scoring
from rulings.search.query import parse_query
from rulings.search.scoring import Clause, Plan, Postings


def ranked(plan, searcher, budget=scoring.POSTINGS_BUDGET, n=None):
    postings = Postings(searcher, budget=budget)
    base = scoring.score(plan, postings)
    return scoring.best(base, list(base), plan.near, postings, len(base) if n is None else n)


def whoosh_ranked(plan, searcher):
    query = plan.as_whoosh()
    return [(s, d) for s, d in searcher.search(query, limit=None).top_n] if query is not None else []


def assert_same_as_whoosh(plan, searcher, **options):
    ours, theirs = ranked(plan, searcher, **options), whoosh_ranked(plan, searcher)
    assert {d for _, d in ours} == {d for _, d in theirs}, plan
    # Position by position the scores agree: the order is Whoosh's, up to exact ties.
    assert [s for s, _ in ours] == pytest.approx([s for s, _ in theirs], rel=1e-9), plan
    assert all(s == pytest.approx(dict((d, s) for s, d in theirs)[d], rel=1e-9) for s, d in ours)


@pytest.fixture
def small_index(tmp_path):
    """Bodies chosen for phrase edge cases: order, gaps, repeated words, a deleted document."""
    schema = fields.Schema(
        id=fields.ID(stored=True, unique=True),
        body=fields.TEXT(analyzer=SimpleAnalyzer(), phrase=True),
        title=fields.TEXT(analyzer=SimpleAnalyzer(), phrase=True),
        keys=fields.KEYWORD(lowercase=True),
        game=fields.ID(),
    )
    index = create_in(tmp_path, schema)  # on disk: RamStorage's temp files are shared between processes
    bodies = [
        "front face of the card",
        "face front",
        "front x face",
        "front x y z face",
        "front front face",
        "face card front face card",
        "card",
        "the back face is the card's other face",
        "front face removed later",
        "front x y face",
    ]
    with index.writer() as writer:
        for i, body in enumerate(bodies):
            title = "front face" if i % 3 == 0 else "back"
            writer.add_document(id=str(i), body=body, title=title, keys=f"r{i}", game="ab"[i % 2])
    with index.writer() as writer:  # a second segment, with a deletion in the first
        writer.delete_by_term("id", "8")
        writer.add_document(id="10", body="card face front face", title="card", keys="r10", game="a")
    with index.searcher() as searcher:
        yield searcher


@pytest.mark.parametrize(
    "plan",
    [
        Plan(optional=[Clause("body", ("face",))]),
        Plan(optional=[Clause("body", ("face",), game="a"), Clause("title", ("front",), 0.5)]),
        Plan(optional=[Clause("body", ("front", "face"), 1.5, slop=3, game="b")]),
        Plan(optional=[Clause("body", ("face",), 2.0), Clause("title", ("front",), 0.5)]),
        Plan(optional=[Clause("body", ("front", "face"))]),
        Plan(optional=[Clause("body", ("front", "face"), 1.5, slop=3)]),
        Plan(optional=[Clause("body", ("face", "card", "front"), slop=1)]),
        Plan(optional=[Clause("body", ("face", "face"), slop=3)]),
        Plan(optional=[Clause("body", ("card", "face"), slop=4)]),
        Plan(
            optional=[Clause("body", ("front",)), Clause("body", ("face",))],
            near=[Clause("body", ("front", "face"), 1.5, slop=3), Clause("title", ("front", "face"), 2.0)],
        ),
        Plan(
            required=[[Clause("body", ("front", "face")), Clause("title", ("front", "face"))]],
            optional=[Clause("body", ("card",))],
            near=[Clause("body", ("front", "face"), 1.5)],
        ),
        Plan(
            required=[[Clause("body", ("face",))], [Clause("body", ("card",)), Clause("title", ("card",))]],
            optional=[Clause("body", ("front",), 0.3)],
        ),
        Plan(numbers=["r3", "r6"], optional=[Clause("body", ("card",))]),
        Plan(numbers=["r8"]),  # the deleted document's number
        Plan(optional=[Clause("body", ("removed",))]),  # a word only the deleted document had
        Plan(optional=[Clause("body", ("absent",)), Clause("body", ("face", "absent"))]),
    ],
)
def test_it_scores_each_kind_of_clause_as_whoosh_does(small_index, plan):
    assert_same_as_whoosh(plan, small_index)


def test_a_deleted_document_never_matches(small_index):
    assert ranked(Plan(optional=[Clause("body", ("removed",))]), small_index) == []


def test_the_best_n_are_the_first_n_of_the_whole_ranking(small_index):
    plan = Plan(
        optional=[Clause("body", ("front",)), Clause("body", ("face",)), Clause("body", ("card",))],
        near=[Clause("body", ("front", "face"), 3.0, slop=3), Clause("body", ("face", "card"), 3.0)],
    )
    whole = ranked(plan, small_index)
    for n in range(1, len(whole) + 1):
        assert ranked(plan, small_index, n=n) == whole[:n]


def test_a_tiny_postings_budget_drops_old_words_and_scores_the_same(small_index):
    plan = Plan(
        optional=[Clause("body", (w,)) for w in ("front", "face", "card", "back")],
        near=[Clause("body", ("front", "face"), 1.5, slop=3)],
    )
    assert_same_as_whoosh(plan, small_index, budget=3)
    postings = Postings(small_index, budget=3)
    scoring.score(plan, postings)
    assert len(postings._kept) == 1  # over budget: all but the newest dropped


# -- the engine's own plans, on the seeds ------------------------------------------------------

QUERIES = [
    ("does the evo bonus stay when my digimon flips", ()),
    ("what happens to counters on a transformed permanent", ("mtg",)),
    ("double-faced card mana value on the stack", ()),
    ('"front face" characteristics', ()),
    ('"breeding area" moving cards', ("dcg",)),
    ("tarjeta atributo evolucion", ()),
    ("KO after flip", ("dbe",)),
    ("character points when flipped", ("space",)),
    ("712.8e", ()),
    ("transfrom meld", ()),  # a typo, fixed by near spellings
    ("EMN-15a or XB-006 card", ()),
]


@pytest.mark.django_db
@pytest.mark.parametrize("text, games", QUERIES)
def test_the_engines_plans_score_on_the_seeds_as_whoosh_does(seeded, text, games):
    from rulings.search.service import get_index

    index = get_index()
    index.ready()
    searcher = index.store.searcher()
    plan, _ = index.engine.build(searcher, parse_query(text), games)
    assert plan, text
    assert_same_as_whoosh(plan, searcher)


@pytest.mark.django_db
def test_an_edited_section_scores_as_whoosh_does_after_the_update(kb):
    from rulings.models import Section
    from rulings.search import search
    from rulings.search.service import get_index

    search("anything")  # the index exists, so the edit replaces one document in it
    section = Section.objects.get(key="712.8a")
    section.body = "A transforming card in a graveyard has only its front face."
    section.save()
    assert "712.8a" in [r["key"] for r in search("graveyard transforming")["results"]]
    index = get_index()
    searcher = index.store.searcher()
    assert searcher.reader().has_deletions()
    for text in ("graveyard transforming", "outside the game zone battlefield stack"):
        plan, _ = index.engine.build(searcher, parse_query(text))
        assert_same_as_whoosh(plan, searcher)

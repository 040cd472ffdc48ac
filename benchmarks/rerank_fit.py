"""The second stage's weights fitted on the tune half (relevance.py --fit): each case's candidates
recorded once from the real search, then the weights climbed on them with a penalty on their size
chosen by cross-validation."""

from __future__ import annotations

import json

from relevance import identity, say


def record_candidates(cases: list[dict]) -> list[tuple[dict, list]]:
    """Each case with its second-stage candidates: [(first-stage share of the best, ids, features)]."""
    from rulings.search import engine, search

    real, seen = engine.rerank, []

    def recording(searcher, ranked, features, weights=None):
        # The real stage first: it tells the features the candidates (their distinct words, the
        # languages they are written in) before any is read.
        out = real(searcher, ranked, features, weights)
        if not seen[-1][1] and ranked:
            top = ranked[0][0] or 1.0
            for score, docnum in ranked[: engine.RERANK_N]:
                stored = searcher.stored_fields(docnum)
                shape = {"kind": stored["kind"], "game": stored["game"], "key": stored.get("key", "")}
                ids = {identity(shape).lower()}
                seen[-1][1].append((score / top, ids, features.of(docnum, stored, score)))
        return out

    engine.rerank = recording
    try:
        for case in cases:
            seen.append((case, []))
            search(case["q"], game=case.get("game") or None, limit=10)
    finally:
        engine.rerank = real
    return seen


def fitted_score(recorded: list[tuple[dict, list]], weights: dict) -> tuple[float, float]:
    """(MRR, recall@3) of the recorded candidates reordered with these weights."""
    mrr = r3 = 0.0
    for case, candidates in recorded:
        expected = {e.lower() for e in case["expect"]}
        power = weights.get("base", 1.0)

        def new_score(candidate, power=power):
            share, _, values = candidate
            return max(share, 0.0) ** power + sum(weights[k] * v for k, v in values.items() if k in weights)

        order = sorted(candidates, key=lambda c: -new_score(c))
        shown: list[set] = []
        for _, ids, _ in order:
            if ids not in shown:
                shown.append(ids)
        rank = next((i for i, ids in enumerate(shown, 1) if ids & expected), None)
        mrr += 1 / rank if rank else 0.0
        r3 += 1.0 if rank and rank <= 3 else 0.0
    return mrr / len(recorded), r3 / len(recorded)


PENALTIES = (0.0, 0.05, 0.1)  # per unit of weight, tried by cross-validation
FOLDS = 4


def ascend(recorded: list, penalty: float, rounds: int = 3, only=None) -> dict:
    """Coordinate ascent from zero weights: each weight over a grid, kept when MRR + recall@3
    less the penalty times the weights' size rises."""
    from rulings.search.rerank import FEATURES, WEIGHTS

    set_weights = {name: WEIGHTS[name] for name in ("pinned", "lead")}
    weights = {"base": 1.0, **set_weights, **dict.fromkeys(FEATURES, 0.0)}
    names = [n for n in FEATURES if not only or n in only]
    grid = [round(x * 0.1, 1) for x in range(-6, 7)]

    def objective(w):
        mrr, r3 = fitted_score(recorded, w)
        return mrr + r3 - penalty * sum(abs(w[k]) for k in FEATURES)

    best = objective(weights)
    for _round in range(rounds):
        improved = False
        for name in ("base", *names):
            for value in (0.3, 0.5, 0.7, 1.0) if name == "base" else grid:
                trial = {**weights, name: value}
                got = objective(trial)
                if got > best + 1e-9:
                    best, weights, improved = got, trial, True
        if not improved:
            break
    return weights


def fit(cases: list[dict], only=None) -> None:
    """The second stage's weights, fitted on the tune half only: the penalty on the weights' size
    chosen by FOLDS-fold cross-validation within it, then the weights fitted on all of it."""
    recorded = record_candidates(cases)
    chosen, best = PENALTIES[0], -1.0
    for penalty in PENALTIES:
        got = []
        for fold in range(FOLDS):
            train = [r for i, r in enumerate(recorded) if i % FOLDS != fold]
            test = [r for i, r in enumerate(recorded) if i % FOLDS == fold]
            got.append(sum(fitted_score(test, ascend(train, penalty, only=only))))
        mean = sum(got) / FOLDS
        say(f"penalty {penalty}: cross-validated MRR + recall@3 {mean:.3f}")
        if mean > best + 1e-9:
            chosen, best = penalty, mean
    weights = ascend(recorded, chosen, only=only)
    say(f"penalty {chosen}: tune MRR, recall@3 {fitted_score(recorded, weights)}")
    print(json.dumps(weights, indent=4))

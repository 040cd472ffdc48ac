"""The shapes of an answer that are not a run scenario's: ``unknown`` with what was read and the
nearest readings, and the assumptions a run rested on."""

from __future__ import annotations

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.subjects import subjects
from rulings.scenarios.engine.wording import EVENT_WORDS


def unknown(question: str, why: str, game: str | None = None, read: dict | None = None) -> dict:
    read = {k: v for k, v in (read or {}).items() if v is not None}
    read.setdefault("game", game)
    return {
        "answer": "unknown",
        "summary": f"I could not map this question onto a scenario: {why}.",
        "citations": [],
        "scenario": None,
        "result": None,
        "read": read,
        "did_you_mean": nearest(read),
        "interpretation": {"game": game, "question": question},
    }


def nearest(read: dict) -> list[str]:
    """Readings close to what was read: its subject after each event of its game, or its game's subjects."""
    game, subject = read.get("game"), read.get("subject")
    if game is None:
        first = {s.game: s.name for s in reversed(subjects()) if s.name != "it"}
        return [f"{name} ({g})" for g, name in first.items()]
    events = [e for e, _ in reader.EVENTS if e in get_profile(game).actions]
    if subject:
        return [f"{subject}, after {EVENT_WORDS.get(e, e)}" for e in events][:4]
    names = [s.name for s in subjects() if s.game == game and s.name != "it"]
    return list(dict.fromkeys(names))[:5]


def assumed(readings) -> list[dict]:
    """Each assumption the scenarios ran on, once: {"path", "reason"}; the answer rests on them."""
    out: dict[str, dict] = {}
    for _label, _p, result, *_rest in readings:
        for entry in result.get("assumed", []):
            out.setdefault(entry["reason"], {"path": entry["path"], "reason": entry["reason"]})
    return list(out.values())

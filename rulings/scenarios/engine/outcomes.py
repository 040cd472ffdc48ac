"""What a scenario's step did to the subject a question asks about, and the answer that makes:
kept / changed / moved off / unstated / not performed, read off the engine's step, then yes / no /
depends / unknown for what the question asks of it (does it last, go, count as, happen, show a face).
"""

from __future__ import annotations

import re


def decide(readings: list, asks: str, negated: bool, side: str | None = None) -> str:
    """yes / no / depends / unknown (or hidden / shown) from the readings' outcomes."""
    outcomes = {r[3] for r in readings}
    if asks in ("shown", "look") and not outcomes <= {"changed", "kept"}:
        return "unknown"  # the event did not put the card anywhere: which face it shows is not read
    if asks == "look":  # hidden or not: whether one may look is the asker's (ask.py reads it)
        return "hidden" if all(r[2]["final"]["face"] is None for r in readings) else "shown"
    if asks == "shown":
        up = not re.search(r"down|abajo|hidden|ocult", side or "")  # "face up", "shows a side": up
        truth = all((r[2]["final"]["face"] is not None) == up for r in readings)
        return "yes" if truth != negated else "no"
    if asks == "face_is" and outcomes & {"changed", "kept"}:
        truth = all(r[2]["final"]["face"] == side for r in readings)
        return "yes" if truth != negated else "no"
    if outcomes <= {"unstated"}:
        return "unknown"
    if len(outcomes) > 1 or outcomes == {"moved_off"}:
        return "depends"
    outcome = readings[0][3]
    if asks == "counts_as":
        truth = outcome == "counts"
    elif asks == "performed":
        truth = outcome == "performed"
    else:
        lasts = outcome in ("kept", "not_performed")
        truth = lasts if asks == "lasts" else not lasts
    return "yes" if truth != negated else "no"


def outcome_of(result: dict, path: str) -> tuple[str, list[str], dict, str]:
    """What the step did to ``path`` (kept / changed / moved_off / unstated / not_performed), its
    citation ids, where moved-off units went, and the assumption behind it if any."""
    step = result["steps"][-1]
    if path.startswith("event:"):
        event = path.split(":", 1)[1]
        for entry in step["counts_as"]:
            if entry["event"] == event:
                return "counts", entry["citations"], {}, ""
        for entry in step["not_counted_as"]:
            if entry["event"] == event:
                return "does_not_count", entry["citations"], {}, ""
        return "unstated", [], {}, ""
    if path == "performed":
        if step["performed"]:
            return "performed", step["citations"] or change_ids(step, "face"), {}, ""
        return "not_performed", step["citations"], {}, ""
    if not step["performed"]:
        return "not_performed", step["citations"], {}, ""
    if path.startswith("printed."):
        return _printed_value(step, path.split(".", 1)[1])
    changed = [
        c
        for c in step["changes"]
        if (c["path"] == path or c["path"].startswith(path + "[")) and c["before"] != c["after"]
    ]
    same = [c for c in step["changes"] if c["path"] == path and c["before"] == c["after"]]
    kept = [k for k in step["kept"] if k["path"] == path or k["path"].startswith(path + "[")]
    if changed:
        ids = [i for c in changed for i in c["citations"]]
        fates = {c["after"] for c in changed if c["after"] in ("displaced", "destroyed")}
        note = next((c["assumption"] for c in changed if c.get("assumption")), "")
        detail = {"fates": fates, "after": changed[0]["after"], "path": changed[0]["path"]}
        return ("moved_off" if fates else "changed"), list(dict.fromkeys(ids)), detail, note
    if kept or same:
        ids = [i for k in kept + same for i in k["citations"]]
        return "kept", list(dict.fromkeys(ids)), {}, ""
    return "unstated", [], {}, ""


def _printed_value(step: dict, key: str) -> tuple[str, list[str], dict, str]:
    """What the step did to one printed value ("printed.shielded"): changed or kept with the card's
    printed values, unstated where neither face prints it."""
    for c in step["changes"]:
        if c["path"] == "printed" and key in (c["before"] or {}) | (c["after"] or {}):
            same = (c["before"] or {}).get(key) == (c["after"] or {}).get(key)
            return ("kept" if same else "changed"), list(c["citations"]), {}, ""
    return "unstated", [], {}, ""


def change_ids(step: dict, path: str) -> list[str]:
    return next((c["citations"] for c in step["changes"] if c["path"] == path), [])


def every_part(readings: list, asks: str, negated: bool, some: bool = False) -> str | None:
    """The answer to a question asked of all the parts at once ("does it lose all its counters?"): yes
    when it holds of each part, no when it fails of one; asked of some part (``some``: "do any counters
    get removed?"), yes when it holds of one. None when a part has no yes-or-no answer."""
    answers = [decide([reading], asks, False) for reading in readings]
    if asks not in ("lasts", "goes") or not set(answers) <= {"yes", "no"}:
        return None
    holds = [a == "yes" for a in answers]
    return "yes" if (any(holds) if some else all(holds)) != negated else "no"


def fate_answer(readings: list, fate: str, negated: bool) -> str:
    """ "Are the units it cannot hold displaced?": whether each reading's units met that fate (displaced,
    destroyed); yes or no when every reading agrees, else it depends (on the rules revision)."""
    truths = {r[5].get("fates") == {fate} for r in readings if r[3] in ("moved_off", "changed")}
    if len(truths) != 1 or len(readings) != sum(r[3] in ("moved_off", "changed") for r in readings):
        return "depends" if len(truths) > 1 else "unknown"
    return "yes" if truths.pop() != negated else "no"


def placed_elsewhere(readings: list, answer: str, negated: bool, asked: tuple) -> str:
    """ "Does it end up in the security stack?" (``asked``: the subject's kind, what is asked, the
    event) when the rules place the card elsewhere than where it is put ("… cards are placed at the
    bottom of the Digi-Egg deck"): no, or depends when only some readings do; ``answer`` otherwise."""
    if asked != ("where", "goes", "move"):
        return answer
    elsewhere = {r[2]["final"]["zone"] != r[1]["actions"][-1].get("to") for r in readings}
    if elsewhere == {False}:
        return answer
    return "depends" if len(elsewhere) > 1 else ("yes" if negated else "no")


# "Do all three stay aboard?", "do both Ground Units stay?": asked of every unit at once, by a word or a
# number of them; not of one or some ("can one of them stay?", "which stay?").
_EVERY_UNIT = re.compile(
    r"\b(?:all|every|each|both|everyone|everything|two|three|four|five|six|[2-9]|tod[oa]s|ambos)\b", re.I
)
_SOME_UNIT = re.compile(r"\b(?:one of|any of|any|some|which|at least|either|none|who|whose)\b")


def all_held(readings: list, answer: str, asked: tuple) -> str:
    """ "Do all three stay aboard?" when the question says the new face holds fewer (``asked``: the
    question's tweaks, what it asks, whether negated, its text; tweak "cramped": "flips to a One-Seater
    Fighter", 13.spacecraft.1 "Any the new face cannot hold … are displaced"): not all of them stay, so
    no; ``answer`` otherwise (which of them stay is the controller's choice: it depends)."""
    tweaks, asks, negated, text = asked
    if not tweaks.get("cramped") or answer != "depends" or asks != "lasts":
        return answer
    asking = re.split(r"[.!?;:]\s+", text.strip().rstrip("?"))[-1]  # "… three units aboard. Do they stay?"
    if any(r[3] != "moved_off" for r in readings) or _SOME_UNIT.search(asking):
        return answer
    if not _EVERY_UNIT.search(asking):
        return answer
    return "yes" if negated else "no"


def sent_elsewhere(readings: list, answer: str, reading, named: set[str]) -> str:
    """ "Does the Option card return to the hand when its requirements stop being met?" (``reading``: the
    question read, an ask.Reading; ``named``: the zones it names), of a subject whose zone is asked, when
    the rules send the card to another zone than the one named (ddm 2.2.6 "la Option Card se enviará al
    Dark Area"): no; ``answer`` when it names no zone but the one the card was in, or the one it goes to."""
    negated, event = reading.negated, reading.event
    if reading.subject.build.get("path") != "zone" or reading.asks != "goes" or event == "move":
        return answer
    if answer not in ("yes", "no"):
        return answer
    finals = {r[2]["final"]["zone"] for r in readings}
    destinations = named - {r[1]["card"].get("zone") for r in readings}
    if not destinations or None in finals or finals & destinations:
        return answer
    return "yes" if negated else "no"

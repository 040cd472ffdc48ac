"""The summary sentence of an answer: what happened to the subject, with the quote and where it is."""

from __future__ import annotations

EVENT_WORDS = {
    "flip": "it flips",
    "transform": "it transforms",
    "convert": "it converts",
    "move": "it moves to the",
    "turn_face_down": "it is turned face down",
    "reorder": "its stack is reordered",
    "destroy": "it is destroyed",
    "opponent_attribute": "its opponent's attribute changes",
    "requirements_unmet": "its requirements stop being met",
    "turn_face_up": "it is turned face up",
    "effect": "an effect applies",
}


def summary(answer: str, subject, game: str, event: str, payload: dict, readings) -> str:
    when = EVENT_WORDS.get(event, event)
    if event == "move":
        when = f"{when} {payload['actions'][-1]['to'].replace('_', ' ')}"
    parts = []
    for label, _payload, result, outcome, ids, detail, note in readings:
        cites = [c for c in result["citations"] if c["id"] in ids]
        where = "; ".join(dict.fromkeys(f"{c['game']} {c['document']} {c['key']}" for c in cites))
        tail = (f" “{cites[0]['quote']}”" if cites else "") + (f" ({where})" if where else "")
        tail += f" [assumption: {note}]" if note else ""
        who = subject.name
        if label.endswith("counters") or " counters on " in label:
            who, _, label = label.partition(" on ")
            who = f"the {who}"
        case = f"For {label}: " if len(readings) > 1 and label else ""
        parts.append(f"{case}{_sentence(subject, who, outcome, when, detail, result)}.{tail}")
    head = {"yes": "Yes.", "no": "No.", "depends": "It depends.", "unknown": "The rules text does not say."}
    return f"{head[answer]} " + " ".join(parts)


def _sentence(subject, who: str, outcome: str, when: str, detail: dict, result: dict) -> str:
    if subject.kind == "performed":
        return result["steps"][-1]["reason"].rstrip(".")
    if subject.kind == "where" and outcome in ("changed", "not_performed"):
        final, put = result["final"]["zone"], result["steps"][-1]["action"].get("to")
        if outcome == "changed" and put and final != put:  # the rules place it elsewhere
            put, final = put.replace("_", " "), final.replace("_", " ")
            return f"When it is put in the {put}, it is placed in the {final} instead"
        if outcome == "changed":
            return f"When {when}, it is there"
        return f"It stays where it was, because nothing happens when {when}"
    if subject.kind == "face_is" and outcome in ("changed", "kept"):
        face = result["final"]["face"]
        return f"When {when}, {f'its {face} face is up' if face else 'it is face down'}"
    if subject.kind == "look":
        public = result["final"]["face"] is not None
        return f"When {when}, it is {'in public view there' if public else 'hidden there'}"
    if subject.kind == "shown":
        shown = "face up" if result["final"]["face"] is not None else "face down"
        return f"When {when}, it is {shown} there"
    if subject.kind == "count_as":
        # A subject that names the opposite of what the engine decides ("the same object") turns it round.
        verb = "counts" if (outcome == "counts") != getattr(subject, "opposite", False) else "does not count"
        return (
            f"When {when}, it {verb} as {subject.name}"
            if outcome != "unstated"
            else f"When {when}, the text is silent"
        )
    plural = who.endswith("s") and not who.endswith(("us", "ss"))
    stay, do, go = ("stay", "do", "go") if plural else ("stays", "does", "goes")
    changed = _changed(detail, plural, do, go) if outcome == "changed" else ""
    words = {
        "kept": stay,
        "not_performed": f"{stay}, because nothing happens",
        "changed": changed,
        "moved_off": f"{stay} where the new face can hold them; the rest are "
        + " or ".join(sorted(detail.get("fates", ()))),
        "unstated": "is not covered by the rules text",
    }
    return f"{who[0].upper()}{who[1:]} {words[outcome]} when {when}"


def _changed(detail: dict, plural: bool, do: str, go: str) -> str:
    """What became of a field that changed, in words."""
    after = detail.get("after")
    if detail.get("path") == "zone":
        return f"{go} to the {str(after).replace('_', ' ')}"
    if after in ("displaced", "destroyed"):
        return f"{'are' if plural else 'is'} {after}"
    if after == "flipped":
        return "flips too"
    if after is None:
        return f"{go} away"
    if isinstance(after, int | float) and not isinstance(after, bool):
        # A number is the sample card's (its printed values), never one the question gave.
        return f"{do} not stay: {'they are' if plural else 'it is'} set anew ({after} on the sample card)"
    return f"{do} not stay: {'they change' if plural else 'it changes'} to {_plain(after)}"


def _plain(value) -> str:
    if isinstance(value, dict):
        return str(value.get("name") or "the new face's values")
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "nothing"
    return str(value)

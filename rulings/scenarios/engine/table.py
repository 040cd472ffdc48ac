"""The persistence table: state fields × events, each cell a profile decision with its citations."""

from __future__ import annotations

from rulings.scenarios.engine.fields import FIELDS
from rulings.scenarios.engine.profiles import get_profile, is_decision, resolve

# Events in column order; a profile's actions with field decisions become columns.
EVENTS = (
    "flip",
    "transform",
    "convert",
    "move",
    "reorder",
    "turn_face_up",
    "requirements_unmet",
    "opponent_attribute",
)


def _cell(profile, decision: dict | None) -> dict:
    if decision is None:
        return {"outcome": "not stated", "citations": []}
    cell = {
        "outcome": decision["outcome"],
        "citations": [profile.citation(n) for n in decision.get("cite", [])],
    }
    if decision.get("overflow"):
        cell["overflow"] = decision["overflow"]
        cell["citations"] += [profile.citation(n) for n in decision.get("overflow_cite", [])]
    if decision.get("assumption"):
        cell["assumption"] = decision["assumption"]
        cell["assumed"] = True
    if decision.get("when"):
        cell["when"] = decision["when"]
    return cell


def persistence_table(game: str, rules_version: str | None = None) -> dict:
    """Rows are state fields (split by kind where the rules split them), columns are events.

    Returns {"game", "rules_version", "columns": [event labels], "rows": [{"field", "cells": {column: cell}}]}
    with each cell {"outcome": "kept"|"reset"|"removed"|"follows the new face"|"not stated", "citations"}.
    """
    profile = get_profile(game)
    revision = profile.revision(None, rules_version)
    columns = _columns(profile)
    rows = _cells(profile, columns, revision)
    same_area = (profile.actions.get("move") or {}).get("same_area")
    for cells in rows.values():  # the whole same-area column rests on the profile's reading
        if same_area and "move (same area)" in cells:
            cells["move (same area)"].update(assumed=True, assumption=same_area["assumption"])
    labels = [c[0] for c in columns]
    out_rows = []
    for path in sorted(rows, key=lambda p: (FIELDS.index(_field_of(p)), p)):
        cells = {label: rows[path].get(label, {"outcome": "not stated", "citations": []}) for label in labels}
        out_rows.append({"field": path, "cells": cells})
    return {
        "game": game,
        "rules_version": revision,
        "columns": labels,
        "rows": out_rows,
        "assumptions": list(profile.data.get("assumptions", [])),
    }


def _columns(profile) -> list[tuple[str, str, dict]]:
    """(label, event, field decisions) per column: an event, or an event for one kind of card."""
    columns: list[tuple[str, str, dict]] = []
    for event in EVENTS:
        data = profile.actions.get(event)
        if (
            data is None
            or "fields" not in data
            or (event == "convert" and data is profile.actions.get("transform"))
        ):
            continue
        kinds = sorted(data.get("by_kind", {}))
        if kinds:
            for kind in kinds:
                columns.append((f"{event} ({kind})", event, profile.fields(data, kind)))
        else:
            columns.append((event, event, profile.fields(data, None)))
        if event == "move" and "same_area" in data:
            columns.append(("move (same area)", event, dict(data["same_area"]["fields"])))
    return columns


def _cells(profile, columns, revision: str) -> dict[str, dict]:
    """Row name → {column label: cell}; a field decided per kind gives a row per kind."""
    rows: dict[str, dict] = {}
    for label, _event, fields in columns:
        for path in FIELDS:
            decisions = fields.get(path)
            if decisions is None:
                continue
            if is_decision(decisions):
                rows.setdefault(path, {})[label] = _cell(profile, resolve(decisions, revision))
                continue
            for sub, decision in decisions.items():
                name = path if sub == "*" else f"{path}.{sub}"
                rows.setdefault(name, {})[label] = _cell(profile, resolve(decision, revision))
    return rows


def _field_of(row: str) -> str:
    """The field a row belongs to: "state.counters.damage" → "state.counters"."""
    if "." not in row or not row.startswith("state."):
        return row.split(".")[0]
    return ".".join(row.split(".")[:2])

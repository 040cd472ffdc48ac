"""The checker page's form: a card, its state and up to MAX_ACTIONS actions, as plain fields that
work without JavaScript, turned into the API's payload (DESIGN.md)."""

from __future__ import annotations

import json

from django import forms

from rulings.scenarios.engine.fields import STATE, StateField
from rulings.scenarios.engine.profiles import get_profile

MAX_ACTIONS = 4
HIDDEN = "-"  # the face choice for "no face shows" (null in the payload)
# A list the rules split by its items' flag gets a box for each value: (form field, flag value, label).
_SPLIT = {
    "evo_bonuses": (
        ("evo_permanent", True, "Permanent evo-bonuses"),
        ("evo_other", False, "Other evo-bonuses"),
    )
}
_YES = ("yes", "y", "true", "escape pod")


# --- the form ------------------------------------------------------------------------------


def _lines(text: str) -> list[str]:
    return [line.strip() for line in (text or "").replace(",", "\n").splitlines() if line.strip()]


def _rows(text: str, width: int) -> list[list[str]]:
    """ "name | kind | more" lines → lists of ``width`` parts (missing parts "")."""
    out = []
    for line in (text or "").splitlines():
        if line.strip():
            parts = [p.strip() for p in line.split("|")][:width]
            out.append(parts + [""] * (width - len(parts)))
    return out


def _form_names(f: StateField) -> list[str]:
    return [name for name, _, _ in _SPLIT[f.name]] if f.name in _SPLIT else [f.name]


def _box(label: str, help_text: str) -> forms.CharField:
    return forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 2}), label=label, help_text=help_text
    )


def _columns(f: StateField) -> str:
    words = [k.replace("_", " ") + (" (yes/no)" if isinstance(d, bool) else "") for k, d in f.defaults]
    return "One per line: " + " | ".join(["name", *words])


def _form_fields(f: StateField) -> dict[str, forms.Field]:
    """The form's boxes for one state field, by its shape."""
    if f.shape == "int":
        return {f.name: forms.IntegerField(required=False, label=f.label)}
    if f.shape == "str":
        return {f.name: forms.CharField(required=False, max_length=60, label=f.label)}
    if f.name in _SPLIT:
        return {name: _box(label, "Names") for name, _, label in _SPLIT[f.name]}
    if f.shape == "counters":
        return {f.name: _box(f.label, "One per line: kind = number")}
    return {f.name: _box(f.label, "Names" if f.shape == "names" else _columns(f))}


def _item(f: StateField, parts: list[str]) -> dict:
    item: dict = {"name": parts[0]}
    for (key, default), text in zip(f.defaults, parts[1:], strict=True):
        if isinstance(default, bool):
            item[key] = text.lower() in _YES
        else:
            item[key] = text or default
    return item


def _state_value(f: StateField, data: dict):
    """One state field's value from the cleaned form data (None, "" or [] when not given)."""
    if f.name in _SPLIT:
        return [
            {"name": n, **dict(f.defaults), f.flag: value}
            for name, value, _ in _SPLIT[f.name]
            for n in _lines(data.get(name))
        ]
    if f.shape == "names":
        return _lines(data.get(f.name))
    if f.shape == "items":
        return [_item(f, parts) for parts in _rows(data.get(f.name), 1 + len(f.defaults))]
    return data.get(f.name)


class ScenarioForm(forms.Form):
    """The DESIGN.md payload as form fields, with the choices of one game's profile."""

    card = forms.ChoiceField(required=False, label="Card from the knowledge base")
    face1_side = forms.ChoiceField(required=False, label="First face: side")
    face1_name = forms.CharField(required=False, max_length=200, label="name")
    face1_type = forms.CharField(required=False, max_length=100, label="card type")
    face2_side = forms.ChoiceField(required=False, label="Second face: side")
    face2_name = forms.CharField(required=False, max_length=200, label="name")
    face2_type = forms.CharField(required=False, max_length=100, label="card type")
    face = forms.ChoiceField(required=False, label="Side up now")
    zone = forms.ChoiceField(label="Zone")
    kind = forms.CharField(required=False, max_length=60, label="Kind (where the face does not say)")
    as_of = forms.DateField(
        required=False, label="Rules as of", widget=forms.DateInput(attrs={"type": "date"})
    )
    raw = forms.CharField(
        required=False,
        widget=forms.Textarea(attrs={"rows": 6, "spellcheck": "false"}),
        label="Or the whole scenario as JSON",
        help_text="As POST /api/v1/scenarios/check/ takes it; when given, the fields above are ignored.",
    )

    def __init__(self, *args, game: str, cards=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game
        profile = get_profile(game)
        self.profile = profile
        sides = [(s, s) for s in profile.sides]
        self.fields["card"].choices = [("", "none: enter its faces below"), *cards]
        self.fields["face1_side"].choices = [("", "—"), *sides]
        self.fields["face2_side"].choices = [("", "—"), *sides]
        self.fields["face"].choices = [("", "the zone's default"), (HIDDEN, "none (hidden)"), *sides]
        self.fields["zone"].choices = [(z, z.replace("_", " ")) for z in profile.zones]
        targets = [*profile.sides, *profile.zones]
        for i in range(MAX_ACTIONS):
            self.fields[f"do{i}"] = forms.ChoiceField(
                required=False,
                label=f"Action {i + 1}",
                choices=[("", "—"), *((a, a.replace("_", " ")) for a in sorted(profile.actions))],
            )
            self.fields[f"to{i}"] = forms.CharField(
                required=False,
                max_length=60,
                label="to",
                widget=forms.TextInput(attrs={"list": "targets"}),
            )
        self.targets = targets
        for f in STATE:
            self.fields.update(_form_fields(f))

    def face_rows(self):
        return [[self[f"face{n}_{part}"] for part in ("side", "name", "type")] for n in (1, 2)]

    def state_fields(self):
        return [self[name] for f in STATE for name in _form_names(f)]

    def action_rows(self):
        return [(self[f"do{i}"], self[f"to{i}"]) for i in range(MAX_ACTIONS)]

    def clean_counters(self):
        out = {}
        for line in (self.cleaned_data.get("counters") or "").splitlines():
            if not line.strip():
                continue
            kind, sep, n = line.partition("=")
            try:
                out[kind.strip()] = int(n.strip()) if sep else 1
            except ValueError:
                raise forms.ValidationError(f"“{line.strip()}”: write kind = number") from None
        return out

    def clean_raw(self):
        raw = self.cleaned_data.get("raw") or ""
        if not raw.strip():
            return None
        try:
            return json.loads(raw, parse_constant=lambda name: None)
        except (ValueError, RecursionError) as exc:
            raise forms.ValidationError(f"Not JSON: {str(exc)[:120]}") from None

    def payload(self) -> dict:
        """The API request the form describes."""
        data = self.cleaned_data
        if data.get("raw") is not None:
            return data["raw"]
        card: dict = {"zone": data["zone"]}
        if data.get("card"):
            card["number"] = data["card"]
        elif faces := _faces(data):
            card["faces"] = faces
        if data.get("face") == HIDDEN:
            card["face"] = None
        elif data.get("face"):
            card["face"] = data["face"]
        if data.get("kind"):
            card["kind"] = data["kind"]
        card["state"] = {f.name: v for f in STATE if (v := _state_value(f, data)) not in (None, "", [], {})}
        payload = {"game": self.game, "card": card, "actions": _actions(data)}
        if data.get("as_of"):
            payload["as_of"] = data["as_of"].isoformat()
        return payload


def _faces(data: dict) -> list[dict]:
    """The faces entered by hand (a side for each; name and card type where given)."""
    faces = []
    for n in (1, 2):
        if data.get(f"face{n}_side"):
            face = {"side": data[f"face{n}_side"], "name": data.get(f"face{n}_name") or None}
            if data.get(f"face{n}_type"):
                face["card_type"] = data[f"face{n}_type"]
            faces.append(face)
    return faces


def _actions(data: dict) -> list[dict]:
    actions = []
    for i in range(MAX_ACTIONS):
        if data.get(f"do{i}"):
            act = {"do": data[f"do{i}"]}
            if data.get(f"to{i}"):
                act["to"] = data[f"to{i}"]
            actions.append(act)
    return actions

"""Building a question's scenarios: the sample card set as the question describes it, and one
variant per case the question leaves open (a Fall or not, each rules revision, each kind of counter)."""

from __future__ import annotations

import re


def tweak(card: dict, tweaks: dict) -> None:
    if tweaks.get("layout") == "normal":
        card.update(layout="normal", faces=card["faces"][:1])
    elif tweaks.get("layout"):
        card["layout"] = tweaks["layout"]
    if tweaks.get("face_down"):
        card["face"] = None
        card.setdefault("state", {}).setdefault("statuses", []).append("face_down")
    if tweaks.get("back_type"):
        card["faces"][1]["card_type"] = tweaks["back_type"]
    if tweaks.get("no_icon"):
        card.update(faces=[{"side": "none", "name": "Agumon", "card_type": "Digimon"}], face="none")
    if tweaks.get("hidden"):
        card.update(zone="hand", face=None)
    if tweaks.get("zone"):
        card["zone"] = tweaks["zone"]
    if tweaks.get("start_face") in [f["side"] for f in card["faces"]] and card.get("face"):
        card["face"] = tweaks["start_face"]
    if tweaks.get("fits"):  # "if the flip side can hold them": each face holds every unit deployed
        units = len(card.get("state", {}).get("deployed", []))
        for face in (f for f in card["faces"] if "capacity" in f.get("printed", {})):
            face["printed"]["capacity"] = max(face["printed"]["capacity"], units)


def presumed(event: str | None, text: str, tweaks: dict) -> dict:
    """The tweaks with what the event takes for granted: a card turned face up was face down ("a
    manifested DFC is turned face up"), unless it is said to be face up already. Its check is the
    question's premise, not what is asked."""
    if event == "turn_face_up" and not re.search(r"\balready\b|\bya\b", text):
        return {**tweaks, "face_down": True}
    return tweaks


# 3-4-5-3 "Cards in breeding areas can't be affected by effects, except for effects that explicitly
# specify or reference breeding areas", 3-4-5-4 "Effects on cards in breeding areas can't trigger or
# activate, except …", 3-4-5-5 "… can't be chosen for effects, except …", 3-4-5-6/7 "Trigger /
# Activation conditions can't be met by cards in breeding areas, except …" and 3-4-5-8 "Information on
# cards in breeding areas can't be referenced, except …" are one sentence shape: whatever an effect
# does (its mode), a question that leaves the effect open gets both cases.


def action_variants(text: str, spec: dict, action: dict, card: dict, tweaks: dict) -> list[tuple[str, dict]]:
    """(label, action parameters) for each case the question leaves open, or [] when it leaves none."""
    if spec.get("fall_variants"):
        # The Storyline flips only on a Fall: a question that does not say which flip gets both.
        if re.search(r"\b(?:without|not|no|isn't|is not|wasn't|non)[- ](?:a |an |the )?fall", text):
            return [("a flip that is not a Fall", {"fall": False})]
        if re.search(r"\bfall", text):
            return [("a Fall", {"fall": True})]
        return [("a Fall", {"fall": True}), ("a flip that is not a Fall", {"fall": False})]
    if action.get("do") == "effect" and "names_zone" not in tweaks and quoted_names(card.get("zone"), tweaks):
        # "My opponent's effect reads 'delete 1 Digimon in your opponent's breeding area'": the text quoted
        # names the area, so it may be an effect that does (as red team sb reads a quote: depends)
        zone = card["zone"].replace("_", " ")
        return [(f"an effect that names the {zone}", {"names_zone": card["zone"]}), ("one that does not", {})]
    if action.get("do") == "effect" and card.get("zone") == "breeding_area" and "names_zone" not in tweaks:
        if described(text, tweaks):  # "my opponent's effect hits all Digimon": it names no area
            return []
        return [
            ("an effect that names the breeding area", {"names_zone": "breeding_area"}),
            ("an effect that does not name it", {}),
        ]
    return []


# An effect the question describes (its text quoted, its timing in brackets, what it does to how
# many: "… effect hits all Digimon"): what it names is what the question says, not a case left open.
_DESCRIBED = re.compile(
    r"(?:^|\s)['‘\[]|\beffects? (?:that|which|saying|says|with)\b|"
    r"\beffects? [a-z]+s (?:all|every|each|any|one|two|three|\d+)\b|"
    # … or by the words before it: "an on play suspend effect", "a delete effect" (not "my effect")
    r"\b(?:a|an|the|my|your|their|his|her|its|this|that)\s+(?:opponent'?s?\s+|own\s+)?"
    r"(?!(?:opponent'?s?|own|other|another|"
    r"any|some|card'?s?|same|one|new|such)\b)[a-z][\w-]*(?:\s+[\w-]+){0,2}\s+effects?\b"
)


# Card text the question quotes: "…" (curly quotes are made straight by reader.clean) or '…' (an
# apostrophe inside, "opponent's", does not close it).
_QUOTED_TEXT = re.compile(r"\"([^\"]+)\"|(?:^|\s)'(.+?)'(?=[\s?.,!;:]|$)")


def quoted_names(zone: str | None, tweaks: dict) -> bool:
    """Whether card text the question quotes names the zone the card is in (``tweaks["said"]``: the
    question with its quoted text): an effect whose text names it is one that names it."""
    if not zone:
        return False
    words = rf"\b{zone.replace('_', ' ')}s?\b"
    return any(re.search(words, a or b) for a, b in _QUOTED_TEXT.findall(tweaks.get("said", "")))


def described(text: str, tweaks: dict) -> bool:
    """Whether the question describes the effect it speaks of, rather than any effect, and says
    nothing of the breeding area but where the card is (``tweaks["said"]``: the question with its
    quoted card text)."""
    said = tweaks.get("said", text)
    return (
        bool(tweaks.get("quoted") or _DESCRIBED.search(text)) and len(re.findall(r"\bbreeding\b", said)) == 1
    )


def revisions(text: str) -> tuple[str, ...]:
    """The rules revisions a question asks about: the one it names; both when it speaks of the rules
    changing without naming one ("has this changed between revisions?"); else the current one, which
    is what a question put in the present asks ("are they displaced?": "they are now displaced")."""
    if re.search(r"\b(?:earlier|previous|older|old|former|prior|past) (?:rules?|revisions?|versions?)", text):
        return ("earlier",)
    if re.search(
        r"\b(?:current|latest|new|newest|present|today's) (?:rules?|revisions?|versions?)|\bnow\b", text
    ):
        return ("current",)
    if re.search(r"\brevision|\bused to\b|\boriginally\b|\berrata\b|\brules? (?:change|update)", text):
        return ("earlier", "current")
    return ("current",)


def labelled(which, spec: dict, state: dict, payload: dict, path: str, split, text: str) -> list:
    """(label, payload, path) of each scenario: one per case the question leaves open, per revision
    asked, or per kind of counter the subject puts on the card."""
    action = payload["actions"][-1]
    if split:
        return [(label, {**payload, "actions": [{**action, **extra}]}, path) for label, extra in split]
    if spec.get("revisions"):
        revisions_asked = revisions(text)
        return [
            (f"a {which}, {rev} rules", {**payload, "rules_version": rev}, path) for rev in revisions_asked
        ]
    label = f"a {which}" if which else ""
    if len(kinds_seen := list(state.get("counters", {}))) == 1 and "counter" in spec:
        label = f"{kinds_seen[0].replace('_', ' ')} counters" + (f" on {label}" if label else "")
    if path == "state.counters":
        on = f" on {label}" if label else ""
        return [(f"{k} counters{on}", payload, f"state.counters.{k}") for k in state["counters"]]
    return [(label, payload, path)]


def effect_params(text: str, tweaks: dict) -> dict:
    modes = [
        ("choose", r"chos|choose|target|\bpick|\bselect"),
        ("trigger_condition", r"trigger condition"),
        ("activation_condition", r"activation condition"),
        ("trigger", r"trigger|\bgo(?:es)? off\b"),
        ("activate", r"activat"),
        ("reference", r"referenc"),
        ("affect", r"affect"),
    ]
    mode = next((m for m, pattern in modes if re.search(pattern, text)), "affect")
    out = {"mode": mode, "effect": {"name": "Effect", "kind": "other"}}
    if tweaks.get("names_zone"):
        out["names_zone"] = tweaks["names_zone"]
    return out

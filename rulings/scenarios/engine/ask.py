"""A judge's question in their own words → a scenario → a cited yes / no / depends / unknown.

The question is read (reader.py) for the subject (evo-bonus, HP, counters of a kind, an Aura…), the
event (a flip, a transform, a move from one zone to another, turning face down) and what is asked
of the subject: does it last or does it go? Each game's words and subjects are its profile's
(PROFILE["ask"]); nothing here is particular to a game. The answer is yes or no only when the
subject, the event, the game and, for a move, both zones were read; otherwise it is "unknown",
with what was read and the nearest readings. The engine runs a small scenario with the subject on
a sample card of the game and the answer is read off the step.
"""

from __future__ import annotations

import copy
import re

from rulings.scenarios.engine import (
    asked,
    attributes,
    card_descriptors,
    counters,
    either_or,
    guards,
    leaving,
    moves,
    named_parts,
    one_rule,
    reader,
)
from rulings.scenarios.engine.ask_result import assumed, unknown
from rulings.scenarios.engine.errors import ScenarioError
from rulings.scenarios.engine.outcomes import (
    all_held,
    decide,
    every_part,
    fate_answer,
    outcome_of,
    placed_elsewhere,
    sent_elsewhere,
)
from rulings.scenarios.engine.profiles import GAMES, get_profile
from rulings.scenarios.engine.question_form import (
    CHOICE,
    CLAIM_DENIED,
    as_plainly_asked,
    asks_of_none,
    asks_only_of,
    names_a_third_face,
    no_yes_or_no,
)
from rulings.scenarios.engine.runner import check
from rulings.scenarios.engine.scenario_reading import Reading
from rulings.scenarios.engine.subjects import Subject, find_subject, named_games, whole_word_match
from rulings.scenarios.engine.variants import action_variants, effect_params, labelled, presumed, tweak
from rulings.scenarios.engine.wording import summary

# --- reading the question ------------------------------------------------------------------


_QUOTED = r'"[^"]* [^"]*"'


def _read_question(question: str, game: str | None) -> Reading:
    cleaned = reader.clean(as_plainly_asked(question), game)
    text = re.sub(_QUOTED, " ", cleaned)  # quoted card text, not a quoted word
    out = Reading(text, {"game": game})
    if reader.WH_QUESTION.search(text) or CHOICE.search(text):
        out.why = "it is not a yes-or-no question"
        return out
    hint = game or next(iter(named_games(text)), None)
    subject, out.match = find_subject(text, hint)
    out.subject = subject
    if subject is None:
        out.read["game"] = hint
        out.why = "no subject I know (evo-bonus, HP, counters, an Aura…) in it"
        return out
    game = game or subject.game
    out.read.update(game=game, subject=subject.name)
    if (excepted := counters.excepted(text, subject.build)) is not None:  # the rule's own exception
        text = f"{text[: excepted.start()]}counters{text[excepted.end() :]}"
        out.match = whole_word_match(subject.pattern, text)
    out.why = _subject_problem(subject, text, out.match, game)
    if out.why:
        return out
    out.tweaks, plain = card_descriptors.descriptors(text, game)
    out.quoted, out.said = (
        bool(re.search(_QUOTED, cleaned)),
        cleaned,
    )  # card text quoted: what it says is given
    if excepted:
        out.tweaks["counter"] = subject.build["general_counter"]
    return _read_event(out, game, text, plain)


def _subject_problem(subject: Subject, text: str, match: re.Match, game: str) -> str:
    """Why the subject read is not the one the question asks of ('' when it is)."""
    permanent = subject.build.get("item", {}).get("permanent")
    if re.search(reader.NOT_THIS, text[: match.start()]) or (
        permanent and re.search(reader.NOT_PERMANENT, text)
    ):
        return f"it asks of something that is not {subject.name} (what the rules say of that is not read)"
    if re.search(reader.OTHER_SIDE_BEFORE, text[: match.start()]) or re.search(
        reader.OTHER_SIDE_AFTER, text[match.end() :]
    ):
        return f"it asks of {subject.name} of the side not showing, which is not read"
    if re.search(reader.EXCEPTING, text):
        return "it names an exception (other than, except…), which is not read"
    if subject.rivals and (rival := re.search(subject.rivals, text)):
        return f"it asks of the {rival.group(0)}, not {subject.name}, which is not read"
    if subject.game != game:
        return f"{subject.name} is not something the {game} rules here speak of"
    return ""


def _read_event(out: Reading, game: str, text: str, plain: str) -> Reading:
    """The event of a question whose subject is read, and what it asks of the subject."""
    subject = out.subject
    if side := card_descriptors.start_face(text, get_profile(game).sides):
        out.tweaks["start_face"] = side  # "flip from its Reverse face": the card shows it first
    if subject.kind == "face_is" and re.search(r"\b(?:still|stays?|remains?)\b", out.match.group(0)):
        out.tweaks["start_face"] = next(g for g in out.match.groups() if g)  # "is its back face still up?"
    if subject.kind == "shown":  # "placed face-down" is what is asked, not a turning face down
        again = whole_word_match(subject.pattern, plain, subject.main_clause)  # descriptors taken out
        plain = plain.replace(next((g for g in (again or out.match).groups() if g), ""), " ", 1)
    plain = card_descriptors.face_down_move(plain, out.tweaks)
    out.event = reader.event(plain, game, subject.event)
    placeable = subject.kind in ("state", "shown", "look") and "move" in get_profile(game).actions
    if out.event is None and placeable:
        after = out.match.start() if subject.kind == "look" else None  # "look at my hand": that zone
        out.event = moves.placed_in(text, game, out.tweaks, after)  # "a card in the graveyard": one put there
        if out.event and (when := re.search(reader.UNREAD_WHEN, plain)):  # "in the battle area at the
            out.why = f"it asks what happens '{when.group(0)}', which is not read"  # start of my turn"
            return out
    if out.event is None and subject.kind == "shown":
        out.event = moves.put_in_play(text, game, out.tweaks)  # "are Option cards placed face down?"
    out.read["event"] = out.event
    named, left = reader.events_named(plain, game), None
    if subject.kind == "performed" and reader.caused_flip(plain, named):
        out.event = out.read["event"] = "destroy"  # "can being destroyed make it flip?": the cause is run
    elif subject.event is None and (
        left := leaving.event_of_leaving(text, out.match.start(), named, subject.kind)
    ):
        out.event = out.read["event"] = left  # "after the ship flips, does the Device leave it?"
    elif subject.event is None and len(named) > 1:
        out.why = f"it names more than one event ({', '.join(named)}); which one it asks about is not read"
        return out
    out.why = _event_problem(out, game, text)
    if out.why:
        return out
    out.asks, out.negated = reader.asks(asked.without_subject(plain, subject), subject.kind, subject.asks)
    out.asks = asked.what_is_asked(out, text, plain)
    if left and not re.search(reader.LASTS, reader.question_part(plain)):
        out.asks = "goes"  # "does the Device leave the ship?": whether it goes
    out.negated ^= subject.opposite
    out.read["asks"] = out.asks
    asks_what = f"what it asks of {subject.name} (does it stay, or go?)"
    out.why = guards.reading_problem(out, plain) if out.asks else asks_what
    return out


# "every kind of double-faced card", "all DFCs", "any flip card": a card of every kind the text tells apart
_EVERY_KIND = r"\b(?:every|each|all|any)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?(?:the\s+|these\s+)?"


def _event_problem(out: Reading, game: str, text: str) -> str:
    """Why the event cannot be run as read ('' when it can); a move's two zones are read here."""
    subject, event, tweaks = out.subject, out.event, out.tweaks
    if event is None:
        return "no event I know (a flip, a transform, a move…) in it"
    if event not in get_profile(game).actions or event in subject.build.get("not_on", ()):
        return f"the {game} rules here have no such event for {subject.name}"
    every_card = get_profile(game).data["ask"].get("every_card_flips")
    if subject.name == "it" and not tweaks and not every_card and not re.search(reader.KINDS_OF_CARD, text):
        return "whether it can happen depends on a card I could not read"
    if subject.name == "it" and re.search(_EVERY_KIND + f"(?:{reader.KINDS_OF_CARD})", text):
        return "it asks whether it can happen to every kind of card at once; the rules answer kind by kind"
    if event != "move" and subject.kind in ("where", "shown", "look"):
        return "it asks where the card ends up, or the face it shows there, which only a move decides"
    if event != "move":
        return ""
    tweaks.pop("hidden", None)  # where a moving card is, and goes, is read from the move itself
    origin, dest, why = moves.both_zones(text, game, subject.kind, tweaks)
    out.read.update({"from": origin, "to": dest})
    if not why and origin is None:
        out.origins = moves.possible_origins(text, game, dest)
        out.read["from"] = "any zone"
    if not why and subject.kind == "where":
        why = moves.asks_where(text, game, out.match.end() - 1, origin, dest, out.read)
    return why


# --- building the scenario -----------------------------------------------------------------


def _sample(game: str, which: str | None) -> dict:
    samples = get_profile(game).data["ask"]["samples"]
    return copy.deepcopy(samples.get(which or "default", samples["default"]))


def _put_subject(spec: dict, state: dict, text: str, match: re.Match, tweaks: dict) -> str:
    """Put the subject on the card's state; the path the answer reads."""
    path = spec.get("path", "")
    if "container" in spec and "item" in spec:
        item = spec["item"]["name"] if spec["container"] == "statuses" else copy.deepcopy(spec["item"])
        state[spec["container"]] = [item]
    elif spec.get("container") == "deployed":  # the Characters, else the Ground Units, it names
        kind = (
            "character"
            if re.search(r"\bcharacters?\b(?! points?)", text) and "ground unit" not in text
            else None
        )
        state["deployed"] = [{"name": f"Unit {i}", "kind": kind or "ground_unit"} for i in (1, 2)]
        path = "state.deployed"
    elif "scalar" in spec:
        state[spec["scalar"]] = copy.deepcopy(spec["value"])
        path = f"state.{spec['scalar']}"
    elif "counter" in spec:
        kind = spec["counter"] or tweaks.get("counter") or counters.counter_kind(text, match)
        kinds = [kind] if kind else counters.counters_asked(text, match, spec)
        for k in kinds:
            state.setdefault("counters", {})[k] = spec.get("value", 1)
        path = f"state.counters.{kinds[0]}" if len(kinds) == 1 else "state.counters"
    elif not path:
        keys = (("printed", "printed"), ("attribute", "state.attribute"), ("performed", "performed"))
        path = f"event:{spec['event']}" if "event" in spec else next((p for k, p in keys if k in spec), "")
    return path


def _action(game: str, event: str, text: str, card: dict, spec: dict, tweaks: dict) -> dict:
    if event == "move":
        action = {"do": "move", "to": tweaks["move_to"]}
    elif event == "opponent_attribute":
        action = {"do": "opponent_attribute", "to": attributes.opponent_attribute(text)}
    else:
        action = {"do": event}
    if tweaks.get("same_side") and event == "flip":
        action["to"] = card.get("face")
    if spec.get("cost"):
        action["cost_paid"] = not tweaks.get("cost_unpaid")
    if event == "effect":
        action.update(effect_params(text, tweaks))
    if event == "move" and tweaks.get("move_face_down"):
        action["face_down"] = True
    if event == "move" and tweaks.get("move_face"):
        action["face"] = tweaks["move_face"]  # put onto the battlefield / cast "transformed"
    return action


def _scenario(r: Reading, game: str) -> list[tuple[str, dict, str]]:
    """(label, payload, path) variants; more than one when the rules answer differently by case."""
    spec, text, tweaks = r.subject.build, r.text, r.tweaks
    fixed = "card" in spec and not spec.get("any_card")  # "any_card": a sample, the card named if any
    cards = [spec.get("card")] if fixed or not tweaks.get("card") else [tweaks["card"]]
    if "card" not in spec and not tweaks.get("card"):
        cards = spec.get("cards", cards)
    variants: list[tuple[str, dict, str]] = []
    for which in cards:
        card = _sample(game, which)
        card["state"] = state = copy.deepcopy(spec.get("state", {}))
        card.update({k: spec[k] for k in ("zone", "face") if k in spec})
        path = _put_subject(spec, state, text, r.match, tweaks)
        tweak(card, presumed(r.event, text, tweaks))
        if card.get("zone") in get_profile(game).zones and get_profile(game).hidden(card["zone"]):
            card["face"] = None  # a card in a hidden zone shows no face
        action = _action(game, r.event, text, card, spec, tweaks)
        payload = {"game": game, "card": card, "actions": [*copy.deepcopy(spec.get("pre", [])), action]}
        split = action_variants(text, spec, action, card, {**tweaks, "quoted": r.quoted, "said": r.said})
        variants += labelled(which, spec, state, payload, path, split, text)
    return variants


# --- answering -----------------------------------------------------------------------------


def ask(question: str, game: str | None = None) -> dict:
    """Answer a judge's question with the engine: {"answer", "summary", "citations", "scenario", "result"}."""
    if not isinstance(question, str) or not question.strip():
        raise ScenarioError("q", "expected a question")
    if game is not None and game not in GAMES:
        raise ScenarioError("game", f"unknown game {game!r}", allowed=list(GAMES))
    if CLAIM_DENIED.search(question):  # "Is it false that flipping counts as a KO?"
        return unknown(question, "it asks whether a claim is false, which is not read", game)
    if no_yes_or_no(question):  # "… Who is right?", "… my side's or yours?"
        return unknown(question, "it is not a yes-or-no question", game)
    if asks_of_none(question):  # "Do none of the counters stay?"
        return unknown(question, "it asks whether none of something holds, which is not read", game)
    plain = as_plainly_asked(question)  # "It isn't in play, or is it?" asks whether it is
    if (said := one_rule.answer(plain, game)) is not None:  # a question one rule decides
        return said
    if names_a_third_face(question):  # "flip … to a third face?": no face the scene builds
        return unknown(question, "it names a face beyond a card's two, which no scenario builds", game)
    if asks_only_of(question):  # "Can only melded permanents not …?": of one kind alone
        return unknown(question, "it asks whether only one thing does so, which is not read", game)
    r = _read_question(either_or.without_instead(question, game), game)  # "X instead of Y?" asks X
    if r.why:
        return unknown(question, r.why, r.read.get("game"), r.read)
    if r.origins:
        return _from_any_zone(question, r)
    out = _answer(question, r)
    out.pop("unrunnable", None)
    return named_parts.both_asked(r, out, ask, lambda why, g, read: unknown(question, why, g, read))


def _from_any_zone(question: str, r: Reading) -> dict:
    """A move whose origin the question does not name: answered only when every zone the card could
    leave gives the same answer (the origin does not matter), else unknown."""
    outs = []
    for origin in r.origins:
        r.tweaks["zone"] = origin
        out = _answer(question, r)
        if not out.pop("unrunnable", False):  # a card like this one cannot be in that zone
            outs.append(out)
    answers = {o["answer"] for o in outs} or {"unknown"}
    if len(answers) > 1 or answers & {"unknown", "depends"}:
        why = "the answer depends on the zone the card leaves, which it does not name"
        return unknown(question, why, r.read["game"], r.read)
    out = min(outs, key=lambda o: len(o.get("assumed", [])))  # the origin needing the fewest assumptions
    out["summary"] = f"{out['summary']} (The same from any zone it could leave.)"
    return out


def _answer(question: str, r: Reading) -> dict:
    game = r.read["game"]
    readings = []
    variants = _scenario(r, game)
    for label, payload, path in variants:
        try:
            result = check(payload)
        except ScenarioError as err:  # a reading the engine cannot run is no answer
            out = unknown(question, f"the scenario I read cannot be run ({err})", game, r.read)
            return {**out, "unrunnable": True}
        outcome, ids, detail, note = outcome_of(result, path)
        if outcome == "moved_off" and r.subject.build.get("overflow"):
            outcome = "changed"  # the units it cannot hold: all of them leave it
        readings.append((label, payload, result, outcome, ids, detail, note))
    side = next((g for g in r.match.groups() if g), None) if r.match and r.match.groups() else None
    answer = decide(readings, r.asks, r.negated, side)
    answer = placed_elsewhere(readings, answer, r.negated, (r.subject.kind, r.asks, r.event))
    answer = sent_elsewhere(readings, answer, r, moves.zones_named(r.text, game))  # "… to the hand?"
    answer = all_held(readings, answer, (r.tweaks, r.asks, r.negated, r.text))  # "do all three stay?"
    if r.subject.build.get("overflow") and (fate := re.search(r"\b(displac|destroy)\w*", r.text)):
        answer = fate_answer(readings, f"{fate.group(1)}ed", r.negated)  # "displaced", "destroyed"
    elif r.subject.build.get("overflow") and r.asks == "goes":
        # "removed from the game?", "sent to the discard pile?": the rules say only "displaced"
        why = "it asks a fate of the units the rules name only as displaced"
        return unknown(question, why, game, r.read)
    if answer == "depends" and "counter" in r.subject.build and counters.every_kind(r.text, r.match):
        some = counters.some_kind(r.text, r.match)  # "any counters": one kind among them
        answer = every_part(readings, r.asks, r.negated, some) or answer  # "all its counters": each kind
    if r.asks == "look":
        may = moves.looked_at(r.text, game, r.tweaks["move_to"], answer == "hidden")
        answer = "unknown" if may is None else ("yes" if may != r.negated else "no")
    unseen = any(path == "face" and not pl["card"].get("face") for _l, pl, path in variants)
    if r.asks in ("lasts", "goes") and unseen and not r.origins:  # from any zone: what it shows after
        why = "it asks whether the side it shows stays, but it shows none before"
        return unknown(question, why, game, r.read)
    if why := guards.answer_problem(answer, variants, r.event, r.text, game) or named_parts.given_values(
        readings, r.text, r.subject
    ):
        return unknown(question, why, game, r.read)
    cited = []
    for _label, _p, res, _o, rid, _f, _n in readings:
        cited += [c for c in res["citations"] if c["id"] in rid and c not in cited]
    if not cited:
        answer = "unknown"
    payload, result = readings[0][1], readings[0][2]
    return {
        "answer": answer,
        "summary": summary(answer, r.subject, game, r.event, payload, readings),
        "citations": cited,
        "scenario": payload,
        "result": result,
        "assumed": assumed(readings)
        + (attributes.attribute_example(r.text) if r.event == "opponent_attribute" else []),
        "read": r.read,
        "interpretation": {
            "game": game,
            "subject": r.subject.name,
            "event": r.event,
            "asks": r.asks,
            "negated": r.negated,
        },
    }

"""Reading a move in a judge's question: the zone a card leaves and the one it goes to, in each
game's own words for its zones (PROFILE["ask"]["zone_words"], "zone_verbs"), and whether the
scenario models both. A zone the question names that the game's profile does not model is no zone
read: the move is then unknown, never run from a guess.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.profiles import get_profile

_OWNER = (
    r"(?:(?:the|its|it's|my|your|their|his|her|an?|owner's|opponent's|player's|controller's|"
    r"la|el|los|las|su|sus|mi|mis|tu|tus|un|una) )*"
)
_WHERE = ("in", "inside", "on", "en")
_FROM = re.compile(rf"\b(?:from|leav\w*|left|out of|in|inside|on|de|desde|en) {_OWNER}$")
# "placed in the trash", "put on the field": where a card is put, before "in" reads as where it was.
_PUT = re.compile(rf"\b(?:plac\w*|put|puts|putting|colocad\w*|puest\w*) (?:in|on|inside|en) {_OWNER}$")
# "once set in the slot", "una vez puesta en la ranura": where the card was put before what is asked;
# the zone it is in when another move is asked of it, else where it goes.
_SETTLE_VERB = (
    r"(?:set|plac\w*|put|puest[ao]s?|colocad[ao]s?|(?:poner|colocar|dejar)(?:la|lo|las|los)?|"
    r"putting (?:it|them)|placing (?:it|them)|setting (?:it|them))"
)
_SETTLED = re.compile(
    r"\b(?:once|already|after being|after it(?:'s| is| was| has been)|una vez|ya|tras ser|despu[eé]s de ser|"
    r"after|despu[eé]s de)"
    rf"(?: [\w'-]+){{0,4}}? {_SETTLE_VERB} (?:in|on|into|onto|en) {_OWNER}$"
    # "una Option card puesta en el slot": a card described by where it was put
    rf"|\b(?:cards?|cartas?)(?: [\w'-]+)? (?:set|placed|put|puest[ao]s?|colocad[ao]s?) (?:in|on|en) {_OWNER}$"
)
# "once set", "después de ponerlas", "una vez puestas" naming no zone: where the card is put to be played
_SETTLED_BARE = re.compile(
    r"\b(?:once|after being|una vez|tras ser|despu[eé]s de(?: ser)?)(?: [\w'-]+){0,2}? "
    r"(?:set|placed|played|puest[ao]s?|colocad[ao]s?|jugad[ao]s?|(?:poner|colocar|jugar)(?:la|lo|las|los)?)\b"
    r"(?! (?:in|on|into|onto|en|a|al)\b)"
)
# The Spanish "a" (to) only before a Spanish article: in English "a security card" names no destination.
_TO = re.compile(
    rf"\b(?:(?:to|into|onto|enters?|entering|entered|reaches?|goes|put in|al|hacia) {_OWNER}"
    r"|a (?:la|los|las|su|sus|mi|mis|tu|tus|un|una) )$"
)


def _zone_mentions(text: str, game: str) -> list[tuple[int, int, str]]:
    zones = get_profile(game).zones
    words = {**{z.replace("_", " "): z for z in zones}, **get_profile(game).data["ask"]["zone_words"]}
    found = []
    for word, zone in words.items():
        if zone in zones:
            found += [(m.start(), m.end(), zone) for m in re.finditer(rf"\b{re.escape(word)}\b", text)]
    found.sort()
    return [f for i, f in enumerate(found) if not any(o[0] <= f[0] < o[1] for o in found[:i])]


def zone_mentions(text: str, game: str) -> list[tuple[int, int, str]]:
    """(start, end, zone) of each zone of the game the question names, in order."""
    return _zone_mentions(text, game)


def zones_named(text: str, game: str) -> set[str]:
    """Every zone of the game the question names, in any role ("an attached card", "my hand")."""
    return {zone for _start, _end, zone in _zone_mentions(text, game)}


_PLACED = re.compile(rf"\b(?:in|on|inside|within|en) {_OWNER}$")


def zones_placed(text: str, game: str) -> set[str]:
    """The zones the question puts a card in: "in the Destiny Zone", "en la zona de batalla"."""
    mentions = _zone_mentions(text, game)
    return {zone for start, _end, zone in mentions if _PLACED.search(text[max(0, start - 30) : start])}


def zones(text: str, game: str) -> tuple[str | None, str | None]:
    """(origin, destination) of a move, each only when the question names it: "from X", "to / into /
    onto Y", a verb of the game that names them ("dies", "trashed"), or a lone zone named in passing.
    A zone the question names outright comes before one a verb implies."""
    said = verb_zones(text, game)
    origin = dest = None
    loose, settled = [], []
    for start, _end, zone in _zone_mentions(text, game):
        before = text[max(0, start - 40) : start]
        if _SETTLED.search(before):
            settled.append(zone)
            continue
        if _PUT.search(before):
            dest = dest or zone
            continue
        found = _FROM.search(before)
        where = found is not None and found.group(0).split()[0] in _WHERE
        if found and where and (dest or origin or said[1]):  # "in the hand", "on the stack" once it has left
            if dest and zone != dest:  # "… to the trash: the same card it was on the field?"
                origin = origin or zone
            dest = dest or (zone if zone != origin else None)
        elif found:
            origin = origin or zone
        elif _TO.search(before):
            dest = dest or zone
        elif zone != dest:
            loose.append(zone)
    origin, dest = _settled(settled, origin or said[0], dest or said[1])
    if dest is None and len(loose) == 1 and loose[0] != origin:
        dest = loose[0]
    elif origin is None and dest is not None and len(loose) == 1:
        origin = loose[0]  # "an active card … is returned to the hand"
    return origin, dest


def _settled(settled: list[str], origin: str | None, dest: str | None) -> tuple[str | None, str | None]:
    """A zone the card was settled in ("once set in the slot"): where it is when another zone is where
    it goes, else where it goes."""
    if len(settled) == 1 and dest not in (None, settled[0]):
        origin = origin or settled[0]
    elif len(settled) == 1 and dest is None:
        dest = settled[0]
    return origin, dest


def verb_zones(text: str, game: str) -> tuple[str | None, str | None]:
    """(origin, destination) a verb of the game's names: "dies" (battlefield → graveyard)."""
    origin = dest = None
    for pattern, start, end in get_profile(game).data["ask"].get("zone_verbs", []):
        if re.search(pattern, text):
            origin, dest = origin or start, dest or end
    return origin, dest


def goes_somewhere(text: str, game: str) -> bool:
    """Whether the question sends a card to a zone of the game: "to / into / onto" one of its zones,
    or a verb of the game's that names where it goes."""
    if verb_zones(text, game)[1]:
        return True
    befores = [text[max(0, s - 40) : s] for s, _e, _z in _zone_mentions(text, game)]
    return any(_PUT.search(b) or (_TO.search(b) and not _FROM.search(b)) for b in befores)


def both_zones(text: str, game: str, kind: str, tweaks: dict) -> tuple[str | None, str | None, str]:
    """(origin, destination, why not) of the move a question asks about. The destination is set as
    ``tweaks["move_to"]`` and a read origin as ``tweaks["zone"]``; no origin (None) means any zone.
    A card named by what it is in play ("a Digimon", "a permanent"), or asked about by a state only a
    card in play has, starts where the game's cards in play are, unless that is where it goes."""
    static = tweaks.get("move_to")  # placed_in chose where the card is; it may have come from anywhere
    named, dest = (None, static) if static else zones(text, game)
    if len(sent := sent_to(text, game)) > 1:
        where = " and to the ".join(sent)
        return named, dest, f"it names more than one move (to the {where}); which one it asks of is not read"
    if dest is None:
        return named, None, "a move, but not both the zone it leaves and the one it goes to"
    if named == dest:
        return named, dest, "it names the same zone as the one it leaves and the one it goes to"
    tweaks["move_to"] = dest
    if static:
        return None, dest, ""
    pattern, zone = get_profile(game).data["ask"]["in_play"]
    origin = named
    if origin is None and _SETTLED_BARE.search(text):  # "once set": where a card like it is put in play
        samples = get_profile(game).data["ask"]["samples"]
        origin = samples.get(tweaks.get("card") or "default", samples["default"]).get("zone")
    if origin is None and (kind == "state" or re.search(pattern, text)):
        origin = tweaks.get("zone") or zone
    origin = origin or tweaks.get("zone")
    if origin == dest:
        origin = None
    if origin is not None:
        tweaks["zone"] = origin
    return origin, dest, ""


def placed_in(text: str, game: str, tweaks: dict, after: int | None = None) -> str | None:
    """ "move" when a question with no event of its own places the card in one zone ("does a card in
    the graveyard have …?"), or names the zone after ``after`` ("look at my hand"): it asks of a card
    put there, from whichever zone (ask tries them all)."""
    mentions = _zone_mentions(text, game)
    placed = {zone for start, _end, zone in mentions if after is not None and start >= after}
    placed = placed or zones_placed(text, game)
    if len(placed) != 1:
        return None
    tweaks["move_to"] = placed.pop()
    tweaks.pop("zone", None)
    tweaks.pop("hidden", None)
    return "move"


_PUT_BARE = re.compile(r"\b(?:plac\w*|put|puts|set|sets|coloca\w*|pone\w*|puest[ao]s?|colocad[ao]s?)\b")
# When is not read: a question of a phase or a turn ("durante la Battle Phase") asks when it is put.
_WHEN = re.compile(r"\b(?:phase|fase|turn|turno|durante|during)\b")


def put_in_play(text: str, game: str, tweaks: dict) -> str | None:
    """ "move" when the question puts a card without naming where ("¿Las Option cards se colocan boca
    abajo?"), and the game's profile says where cards of its kind are put (PROFILE["ask"]["put_zone"],
    ddm 2.2 "Son puestas boca abajo desde tu mano en uno de tus Option Slots"). Put face up, it must
    be put from somewhere ("desde la mano"): "ponerla boca arriba" is also its turning face up."""
    zone = get_profile(game).data["ask"].get("put_zone", {}).get(tweaks.get("card") or "default")
    if zone is None or not _PUT_BARE.search(text) or _WHEN.search(text):
        return None
    if not re.search(r"\b(?:down|abajo|hidden|ocult\w*)\b", text) and zones(text, game)[0] is None:
        return None  # "¿se pone boca arriba?" may be its turning face up (2.2 "ponerla boca arriba")
    tweaks["move_to"] = zone
    tweaks.pop("zone", None)
    return "move"


def asks_where(text: str, game: str, start: int, origin: str | None, dest: str, read: dict) -> str:
    """Why "does it stay in / go to <zone>?" is not read ('' when it is): the zone it names after
    ``start`` must be the one the card leaves (does it stay?) or the one it goes to (does it get
    there?); ``read["stays"]`` is set to "lasts" or "goes"."""
    asked = next((zone for s, _e, zone in _zone_mentions(text, game) if s >= start), None)
    if asked is not None and asked == origin:
        read["stays"] = "lasts"
    elif asked is not None and asked == dest:
        read["stays"] = "goes"
    else:
        where = f"the {asked.replace('_', ' ')}" if asked else "a zone it does not name"
        return f"it asks whether the card ends up in {where}, which is not the zone it leaves or goes to"
    return ""


def sent_to(text: str, game: str) -> list[str]:
    """Each zone the question sends a card to ("to the battle area and then to the trash": two)."""
    found, settled = [], []
    for start, _end, zone in _zone_mentions(text, game):
        before = text[max(0, start - 40) : start]
        if _SETTLED.search(before):
            settled.append(zone.replace("_", " "))
        elif (_PUT.search(before) or (_TO.search(before) and not _FROM.search(before))) and zone not in found:
            found.append(zone)
    found = [z.replace("_", " ") for z in found]
    return found or settled[:1]


# An obligation asked of ("must I", "do I have to", "am I required to", "¿tengo que …?"), which a rule
# that lets one do it does not answer.
OBLIGED = re.compile(
    r"\b(?:must|have to|has to|had to|needs? to|required to|obliged to|obligated to|forced to|"
    r"compelled to|tengo que|tiene que|tienen que|debo|debe|deben)\b"
)


def looked_at(text: str, game: str, dest: str, hidden: bool) -> bool | None:
    """Whether the one asking may look at cards in ``dest`` (None: not read): a public zone, yes; a
    hidden one as the game's "looking" rules say, and for a zone whose owner may look at it, only
    when the question says whose cards and who looks ("my own hand"; "my opponent's hand")."""
    looking = get_profile(game).data["ask"].get("looking", {})
    if OBLIGED.search(text):
        return None  # "must I check …?": a rule that one may look (dbe 16.11 "may check") says no duty
    if not hidden:
        return True
    if looking.get("hidden") != "no" or re.search(r"\beffects?\b|\breveal\w*|\bunless\b", text):
        return None  # a card's effect may let players look ("unless otherwise specified"): not read
    if re.search(r"\bface[- ]?up\b|\bboca arriba\b|\brevealed\b|\bpublic\b", text):
        return None  # a face-up card in a hidden zone may be public information (dcg 3-7-4): not read
    if dest not in looking.get("owner_looks", []):
        return False
    if re.search(r"\b(?:my|your|their|his|her) own\b", text):
        return True
    if re.search(r"\bopponent'?s?\b|\bsomeone else'?s?\b|\bother player'?s?\b", text):
        return False
    if re.search(r"\b(?:can|may|could|am) i\b", text) and re.search(r"\bmy\b", text):
        return True
    return None


def possible_origins(text: str, game: str, dest: str) -> tuple[str, ...]:
    """Every zone a card the question moves could leave, when it names none; less the zones the
    game's profile rules out for how it is moved (PROFILE["ask"]["not_from"]: mtg's "an effect puts"
    moves no spell that is resolving from the stack, 712.13)."""
    out = set()
    for pattern, zones_out in get_profile(game).data["ask"].get("not_from", []):
        if re.search(pattern, text):
            out |= set(zones_out)
    zones = get_profile(game).zones
    area = zones[dest].get("area")
    if area and re.search(rf"\b{area}\b", text):  # "placed in the field": from outside it, not within it
        out |= {z for z, spec in zones.items() if spec.get("area") == area}
    return tuple(z for z in zones if z != dest and z not in out)

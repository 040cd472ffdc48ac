"""Results whose text repeats, shown once: a ruling printed on several cards, the same answer
under two titles, an FAQ and the rule it quotes, a rule and its translations (shown in the
question's language where one of them is in it, at the best one's rank). A card's faces and
rulings show as one result too, the card's best, the others listed under it: they link to one
card page, and six rulings of one card filled a page that a rule should share. No Django."""

from __future__ import annotations

import re

from rulings.search.intent import GLOSSARY_KEY

COLLAPSE_POOL = 3  # look this many pages deep for results whose text repeats
COLLAPSE_MAX = 2000  # … and at most this many results when repeats fill the page
HEADING_SHARE = 0.6  # a heading's score beside rules with text (a "what is X" target excepted)
GLOSSARY_SHARE = 0.85  # a glossary entry's score when the query tells a situation, not "what is X"
# … and when it tells one in LONG_QUESTION words or more: the longer the question, the more it
# tells a situation, and the less a word's definition answers it ("my commander got destroyed
# and went to the graveyard, can I still move it back …" is not after the entry "Graveyard").
# Set on tune and wide (tune MRR + recall@3 1.750 -> 1.753, wide 1.174 -> 1.215; 0.4 to 0.6 the
# same, 0.7 and 0.75 less on wide; the share 0.75 for every situation cost tune).
LONG_QUESTION = 8
LONG_GLOSSARY_SHARE = 0.6
LEADS = 3  # headings a request shows with the first rule under them (each a look-up or a few)
LEAD_HOPS = 3  # a heading over a heading over a rule: at most this many steps down


def collapse(
    searcher,
    ranked,
    n: int,
    situation: bool,
    make_result,
    words: int = 0,
    language: str | None = None,
    translations=None,
    start: int = 0,
) -> list[dict]:
    """The first n results with identical texts collapsed: a ruling printed on several cards,
    or the same answer under two titles, shows once, the others listed under "also". `words`:
    how many words the question has; `language`: the one it reads as (a rule and its
    translations show in that language, where one of them is in it); `translations(rule)`: the
    stored fields of a rule's current versions in its family (rule_of_family), for a rule whose
    translation in the question's language was not among the candidates (looked up only for the
    results from `start`, the page shown: a deep page must not look up every result above it)."""
    out: list[dict] = []
    first: dict[str, dict] = {}
    pool, joined = _pool(searcher, ranked, situation, words)
    quoting: list[tuple[dict, str, set[str]]] = []  # shown FAQs and rules: (result, text, quotes)
    translated: dict[tuple, dict] = {}  # (game, family, key) → the result shown for that rule
    cards: dict[tuple, dict] = {}  # (game, card number) → the card's result shown
    for score, docnum, stored in pool:
        headings = [_also(h) for h in joined.get(docnum, ())]
        text = same_text(stored)
        rule = rule_of_family(stored)
        shown = _shown_as(stored, text, rule, first, translated, quoting, cards)
        if shown is not None and shown["game"] == stored["game"]:
            stored = _in_question_language(translated, rule, shown, stored, language, make_result)
            shown.setdefault("also", []).extend([_also(stored), *headings])
            continue
        if len(out) >= n:
            continue  # only gathering the pages' duplicates now
        result = make_result(stored, score)
        if headings:
            result["also"] = headings
        out.append(result)
        if rule:
            translated.setdefault(
                rule, {"language": stored.get("language"), "result": result, "stored": stored}
            )
        if stored["kind"] == "card":
            cards.setdefault((stored["game"], stored.get("key")), result)
        if text:
            first[text] = result
            if stored["kind"] in ("faq", "rule"):
                quoting.append((result, text, quoted_passages(text)))
    if language and translations is not None:
        page = {id(result) for result in out[start:]}
        _translated_in(
            language,
            {r: k for r, k in translated.items() if id(k["result"]) in page},
            translations,
            make_result,
        )
    return out


def _shown_as(stored: dict, text: str, rule, first: dict, translated: dict, quoting: list, cards: dict):
    """The result already shown that this document repeats, or None: the same text, the same rule
    in another language, a text it quotes (an FAQ and its rule), or another face or ruling of the
    same card."""
    shown = first.get(text) if text else None
    if shown is None and rule in translated and translated[rule]["language"] != stored.get("language"):
        shown = translated[rule]["result"]
    if shown is None and text and stored["kind"] in ("faq", "rule"):
        shown = quoted_by(stored, text, quoting)
    if shown is None and stored["kind"] == "card":
        shown = cards.get((stored["game"], stored.get("key")))
    return shown


def _pool(searcher, ranked, situation: bool, words: int) -> tuple[list[tuple[float, int, dict]], dict]:
    """The candidates (score, document number, stored fields), best first, a heading's and (in a
    situation) a glossary entry's score lowered; and the headings shown with the first rule
    under them (leads), by that rule's document number."""
    pool = []
    headings: list[tuple[float, int, dict]] = []
    for score, docnum in ranked:
        stored = searcher.stored_fields(docnum)
        if _untexted(stored):
            # A heading, or a list of links ("See also"), answers less than the rules it names.
            score *= HEADING_SHARE
            headings.append((score, docnum, stored))
        elif situation and GLOSSARY_KEY.search(stored.get("key", "")):
            score *= LONG_GLOSSARY_SHARE if words >= LONG_QUESTION else GLOSSARY_SHARE
        pool.append((score, docnum, stored))
    joined = _leads(searcher, pool, headings)
    pool.sort(key=lambda item: (-item[0], item[1]))
    return pool, joined


def _untexted(stored: dict) -> bool:
    return stored["kind"] == "rule" and no_text_of_its_own(stored.get("body") or stored.get("body_es"))


def _leads(searcher, pool: list, headings: list) -> dict[int, list[dict]]:
    """The first LEADS headings (best first) that name a rule under them give their place to it:
    "Private Areas", with no text, stands for its first rule, which says what private areas are.
    The rule, where it ranks below the heading or not at all, takes the heading's place, the
    heading shown under it ("also"): nothing else moves. (A rule ranked above its heading
    leaves the heading as it was, a result of its own.) The rule at the heading's score before
    HEADING_SHARE lifted "702.11a Hexproof is a keyword ability." above the rule that says what
    hexproof does (wide r@3 .721 -> .713). Changes `pool` in place; returns {rule's docnum: [headings]}."""
    joined: dict[int, list[dict]] = {}
    index = getattr(searcher, "searcher", None)  # the Whoosh searcher under RequestFields
    if index is None or not headings:
        return joined
    place = {docnum: i for i, (_s, docnum, _st) in enumerate(pool)}
    gone: set[int] = set()
    headings.sort(key=lambda item: (-item[0], item[1]))
    for score, docnum, stored in [h for h in headings if h[2].get("lead")][:LEADS]:
        found = _lead_of(searcher, index, stored)
        if found is None or docnum in gone:
            continue
        rule, rule_stored = found
        at = place.get(rule)
        if at is not None and pool[at][0] >= score:
            continue  # the rule is above its heading already
        entry = (score, rule, rule_stored)
        if at is None:
            place[rule] = len(pool)
            pool.append(entry)
        else:
            pool[at] = entry
        joined.setdefault(rule, []).append(stored)
        gone.add(docnum)
    pool[:] = [item for item in pool if item[1] not in gone]
    return joined


def _lead_of(searcher, index, stored: dict) -> tuple[int, dict] | None:
    """The first rule with text under a heading (down through headings under it), or None."""
    for _ in range(LEAD_HOPS):
        docnum = index.document_number(id=stored["lead"])
        if docnum is None:
            return None  # the rule was deleted since the heading was indexed
        stored = searcher.stored_fields(docnum)
        if not _untexted(stored):
            return docnum, stored
        if not stored.get("lead"):
            return None
    return None


def lead_rule(searcher, stored: dict) -> int | None:
    """The document number of the first rule with text under a heading with no text of its own
    (`stored`, from the Whoosh `searcher`), or None."""
    if not _untexted(stored) or not stored.get("lead"):
        return None
    found = _lead_of(searcher, searcher, stored)
    return found[0] if found else None


def _also(stored: dict) -> dict:
    """What a result lists under it of a document it stands for."""
    return {
        "kind": stored["kind"],
        "key": stored.get("key", ""),
        "title": stored.get("display_title") or stored.get("title") or "",
        "url": stored.get("url", ""),
    }


def _translated_in(language: str, translated: dict, translations, make_result) -> None:
    """Each rule shown in another language than the question's, whose translation in it was not
    among the candidates (a French text can outscore the English one on a shared name, the
    English one falling below the pool): that translation, looked up, shows in its place and
    rank, the other listed under it. At most one look-up a result shown; only for a current
    version (the look-up finds the current ones)."""
    for rule, kept in translated.items():
        if _reads(kept["stored"], language) or kept["stored"].get("current", "1") != "1":
            continue  # in the question's language already, or an earlier version (all_versions)
        other = next((s for s in translations(rule) if _reads(s, language)), None)
        if other is None:
            continue
        shown = kept["result"]
        _swap(shown, make_result(other, shown["score"]))
        shown.setdefault("also", []).insert(0, _also(kept["stored"]))
        translated[rule] = {"language": other.get("language"), "result": shown, "stored": other}


SENTENCE_END = re.compile(r"[.!?:;]|\d")  # a sentence, or a number ("Draw 2"), is text of its own
QUOTED = re.compile(r'["\u201c]([^"\u201c\u201d]{40,})["\u201d]')


def _in_question_language(translated: dict, rule, shown: dict, stored: dict, language, make_result) -> dict:
    """A rule whose translation is shown: when it is in the question's language and the shown one
    is not, it takes the shown one's place (and rank). Returns the document to list under it."""
    kept = translated.get(rule) if rule else None
    if (
        not kept
        or kept["result"] is not shown
        or not _reads(stored, language)
        or _reads(kept["stored"], language)
    ):
        return stored
    _swap(shown, make_result(stored, shown["score"]))
    translated[rule] = {"language": stored.get("language"), "result": shown, "stored": stored}
    return kept["stored"]


def _reads(stored: dict, language: str | None) -> bool:
    """The document is in the language ("de" for "de-AT" too); False when no language is given."""
    return bool(language) and (stored.get("language") or "en").lower().split("-")[0] == language


def _swap(result: dict, other: dict) -> None:
    """The result shows the other document instead, keeping what is listed under it."""
    also = result.get("also")
    result.clear()
    result.update(other)
    if also:
        result["also"] = also


def rule_of_family(stored: dict) -> tuple | None:
    """A rule's place in its document family (the original and its translations), or None."""
    if stored.get("kind") != "rule" or not stored.get("family") or not stored.get("key"):
        return None
    return (stored["game"], stored["family"], stored["key"])


def quoted_passages(text: str) -> set[str]:
    """The passages a text quotes (40 characters or more)."""
    return {q.strip(" .") for q in QUOTED.findall(text)}


def quoted_by(stored: dict, text: str, shown: list[tuple[dict, str, set[str]]]) -> dict | None:
    """The FAQ shown above that quotes this rule (or the rule that this FAQ quotes), if any:
    an FAQ and the rule it quotes are one answer with two links."""
    for result, other, quotes in shown:
        if result["game"] != stored["game"] or result["kind"] == stored["kind"]:
            continue
        rule, faq_quotes = (text, quotes) if stored["kind"] == "rule" else (other, quoted_passages(text))
        if any(q and q in rule for q in faq_quotes):
            return result
    return None


HEADING_WORDS = 6  # a body of one line this short, with no sentence in it, is a heading's name


def no_text_of_its_own(body: str | None) -> bool:
    """True for an empty body, one that is only a list of short items (names of other pages), or
    only a heading's name ("701.13. Mill" is imported with "Mill" as its text)."""
    lines = [line.strip() for line in (body or "").splitlines() if line.strip()]
    if len(lines) == 1 and len(lines[0].split()) <= HEADING_WORDS and not SENTENCE_END.search(lines[0]):
        return True
    return not lines or all(line[:2] in ("- ", "* ") and len(line.split()) <= 7 for line in lines)


def same_text(stored: dict) -> str:
    """A result's text as compared for collapsing: folded, and long enough to mean something."""
    text = " ".join((stored.get("body_es") or stored.get("body") or "").lower().split())
    return text if len(text) >= 40 else ""

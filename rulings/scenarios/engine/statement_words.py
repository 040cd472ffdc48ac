"""The words of the statement reader (statements.py): function words it skips, negations, the words
that limit or turn a statement, light English and Spanish stems, and typos put right to the
words of the rules text itself."""

from __future__ import annotations

import difflib
import functools
import re

from rulings.scenarios.engine.statement_lexicon import EVERYDAY_LINES
from rulings.scenarios.engine.statement_rewrites import CONTRACTIONS

_EN_STOP = (
    "a an the of to in on at by for from with into onto as and or but so than then that this these those it "
    "its it's itself they them their there theirs he she his her i me my mine you your yours we our us "
    "is are was were be been being am do does did done doing has have had having can could may might "
    "must shall should will would what which who whom whose when while where whether if how why "
    "any some each every all both either one ones same such also just still even yet about "
    "player players card cards game rules rule time its' s t d ll ve re m get gets got "
    "true considered consider count counted counts treated allowed allow able generally normally usually "
    "like e g eg etc i e ie ever anyway really actually here now because therefore "
    "during within upon once again own already due "
    "anything something everything anyone someone everyone anybody somebody everybody sole but "
    "whatever whichever "
    # "a particular Digimon type", "a specific card": which one, not what it is
    "particular specific "
    # "together" says "at the same time", all of whose words are function words
    "together"
)
_ES_STOP = (
    "el la los las un una unos unas de del al a en por para con sin que y o u e ni se su sus lo le les "
    "es son ser esta este estos estas esto ese esa eso estar está están puede pueden podemos "
    "si como cuando donde mismo misma mismos mismas también muy más otro otra otros otras cual cuales "
    "hay ha han haber sea sean fue ya mediante durante entre sobre tras cada todo toda todos todas "
    "carta cartas juego jugador jugadores regla reglas me mi te tu nos vez veces "
    "pero aquí allí ahí dicho dicha dichos dichas esos esas aquel aquella mis tus nuestro nuestra "
    "puedo puedes podrá podrán podrás podría podrían ahora entonces "
    "concreto concreta concretos concretas "  # "un tipo concreto": which one, not what it is
    # … "tener", as "have" is in English: what a thing has is said by "with" ("con") as well …
    "tener tiene tienen tengo tienes tenemos tenga tengan tenia tenian lleva llevan llevar "
    # … "mientras", as "while" is; "deber", as "must" is (the obligation is read off the text itself);
    # "encontrarse", as "be" is ("cuando la carta se encuentra boca arriba") …
    "mientras debe deben debes deber debera deberan encuentra encuentran encontramos encontrarse "
    # … and, as "count" and "considered" are in English, the verbs that say what a thing is taken as.
    "cuenta cuentan contar considera consideran considerar considerado considerada considerados "
    "consideradas "
    # … and "cierto", "verdad", as "true" is in English ("¿Es cierto que …?") …
    "cierto cierta verdad "
    # … and "partida", as "game" is ("durante la partida").
    "partida partidas"
)


_ACCENTS = str.maketrans("áéíóúü", "aeiouu")


def _set(words: str) -> frozenset[str]:
    """The words, as fold() leaves them: without accents ("sólo" is "solo", "qué" is "que")."""
    return frozenset(words.translate(_ACCENTS).split())


# Words after which a sentence's subject is over: "is", "has", "can", "may", "will" …
VERBS = _set(
    "is are was were be has have had can could may might must will would should does do did "
    "es son está están puede pueden tiene tienen"
)
# Words a sentence may open with that say how many or that there are, not what it is about:
# "There are many conditions where …", "Existen también …", "Podemos encontrar … cartas …".
NOT_TOPICS = _set(
    "many several multiple various numerous few exist exists existen existe encontrar encontramos "
    "find found varios varias muchos muchas "
    # … and the words that link it to the one before: "Por otro lado, …", "In general, …".
    "lado embargo además asimismo general however additionally furthermore moreover similarly "
    # … and the label of an example: "Example: A Clone enters …" is about the Clone.
    "example ejemplo ej "
    # … and the frame of an instruction: "If a player is instructed to put a card …" is about the putting.
    "instructed instructs instruct told tells tell"
)


SPANISH_STOP = _set(_ES_STOP)
STOP = _set(_EN_STOP) | SPANISH_STOP
# A negation of the predicate ("can not", "nunca") turns the answer round; one of a noun ("without
# the icon", "no Initialize icon", "sin nivel") only describes the card, and must be on both sides.
NEGATIONS = _set("not never cannot neither nor none nunca tampoco nothing nadie")
DESCRIPTORS = _set("without sin ningún ninguna ninguno")
_SPANISH = _set(
    "el la los las del que se una un unos unas puede pueden puedo es son está cuando en con por para "
    "mi mis tu tus su sus al pero"
)
# Words that turn or limit a statement: a sentence or question with one of them, on one side only,
# is read as saying something else than a plain yes or no.
LIMITERS = _set(
    "only unless except excepting otherwise instead rather although though however solo sólo "
    "solamente únicamente exclusivamente excepto salvo menos aunque sino"
)
WHOLE = _set("both all every each any either ambos ambas todos todas cualquier")
BOTH = _set("both ambos ambas")
ONLY = _set("only solo sólo solamente únicamente exclusivamente")
# Words after which a negation says "without bound", not "not": "no limit", "no maximum".
UNBOUNDED = re.compile(
    r"\b(?:no|not? any|without (?:a |any )?)\s*(?:limit|maximum|minimum|restriction|l[ií]mite)"
    # … not a card's part named after it: "with no limit frame", "sin marco de límite".
    r"(?!\w*\s+(?:frame|field|box|icon|bar)\b)"
)
TURNS = re.compile(
    r"\bother than\b|\brather than\b|\bin place of\b|\bapart from\b|\bno (?:more|less|fewer) than\b"
    # "but" joins two things ("the same name but different numbers"); "but not", "all but" turn one.
    r"|\bbut not\b|\bpero no\b|\ball but\b|\bnothing but\b"
)
RHETORICAL = re.compile(
    r"^[¿¡\s]*(?:isn't|aren't|doesn't|don't|can't|won't|wouldn't|shouldn't|didn't|wasn't)\b"
)
# A question word opening a later clause: "When it is cast, which face is up?", "Si …, ¿qué pasa?"
# ("which"/"who" followed by a verb open a relative clause instead: "the Aura, which is attached").
WH_LATER = (
    r"[,;:]\s*(?:how|what|where|why|(?:which|who)(?!\s+(?:is|are|was|were|has|have|had|can|may|will|"
    r"would|does|do|did)\b))\b|¿\s*(?:qu[eé]|cu[aá]l\w*|c[oó]mo|d[oó]nde|cu[aá]nt\w*|por qu[eé])\b"
)
WH = re.compile(
    r"^[¿¡\s]*(?:how|what|which|who|whom|where|why|"
    r"cu[aá]nt\w*|qu[eé]|cu[aá]l\w*|c[oó]mo|d[oó]nde|por qu[eé])\b|" + WH_LATER
)
# How many: the numerals and the number words of English and Spanish (not "un"/"una", articles too).
NUMBERS = {
    w: n
    for n, words in enumerate(
        (
            "0 zero cero",
            "1 one once uno",
            "2 two twice dos",
            "3 three thrice tres",
            "4 four cuatro",
            "5 five cinco",
            "6 six seis",
            "7 seven siete",
            "8 eight ocho",
            "9 nine nueve",
            "10 ten diez",
        )
    )
    for w in words.split()
}


# Words, and the symbols rules print as words ("abilities marked with ■").
# "Information/Coordination Field" names two words; "+1/+1" is one.
WORD = re.compile(
    r"[a-záéíóúñü0-9]+(?:-[a-záéíóúñü0-9]+)*(?:(?<=\d)/[0-9]+)*|[\u2190-\u21ff\u25a0-\u27bf\u2b00-\u2bff]"
)


@functools.lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """Lower case, no accents, plain quotes, contractions spelled out ("can't" is "can not")."""
    text = text.lower()
    if not text.isascii():
        text = text.translate(_ACCENTS).replace("’", "'").replace("‘", "'")
        text = text.replace("“", '"').replace("”", '"')
    for pattern, repl in CONTRACTIONS:
        text = pattern.sub(repl, text)
    return text


@functools.lru_cache(maxsize=20_000)
def stem(word: str, spanish: bool = False) -> str:
    """A light stem, enough for plurals and verb forms: flips / flipped / flipping → flip, and in a
    Spanish text consideradas / consideran → consider."""
    for accent, plain in zip("áéíóú", "aeiou", strict=True):
        word = word.replace(accent, plain)
    if len(word) <= 3:
        return word
    if spanish:  # (an English word in a Spanish text, "Coordination Field", is stemmed as English)
        return stem(word) if word.endswith(("ation", "ations")) else _stem_es(word)
    if word.endswith(("ation", "ations")) and len(word) > 8:
        word = word[: word.rindex("ation")] + "ate"  # a verb's noun: "transformation" is "transformate" …
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("ying", "y")):
        if word.endswith(suffix) and len(word) > 4:
            return word[: -len(suffix)] + repl
    for suffix in ("ing", "ed", "es", "s", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            word = word[: -len(suffix)]
            break
        if suffix in ("ing", "ed") and word.endswith(suffix) and len(word) - len(suffix) == 2:
            return word[: -len(suffix)] + "e"  # "used", "using" are "use", which keeps its "e"
    if word.endswith("at") and len(word) >= 7:
        word = word[:-2]  # … as "activated" is "activate": the verb ("transform", "activ")
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiousl":
        word = word[:-1]  # flipp → flip
    return word


# Spanish endings, longest first: nouns and adjectives (-ción, -mente, plurals) and the verb's
# forms (gerund, participle, imperfect -aba, preterite -aron/-ieron, conditional -aría). What is
# left of a verb may still end in its infinitive's -ar/-er/-ir (future "enviará" is "enviar" + "á",
# "consideran" is "consider" + "an"); that is taken off too, so "se envía" and "se enviará",
# "consideran" and "consideradas" meet.
_ES_SUFFIXES = tuple(
    sorted(
        _set(
            "aciones acion amente mente adas ados idas idos ando iendo ada ado ida ido ar er ir "
            "aban aba abas aron ieron arian erian irian aria eria iria"
        ),
        key=len,
        reverse=True,
    )
) + ("an", "en", "as", "os", "es", "a", "o", "e", "s")
# A pronoun joined to an infinitive or a gerund: "ponerla", "enviarlo", "dándole".
_CLITIC = re.compile(r"^(\w{2,}(?:ar|er|ir|ando|iendo))(?:se|la|las|lo|los|le|les|me|te|nos)$")


def _stem_es(word: str) -> str:
    found = _CLITIC.match(word)
    if found:
        word = found.group(1)
    for suffix in _ES_SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            word = word[: -len(suffix)]
            break
    if word.endswith(("ar", "er", "ir")) and len(word) >= 6:
        word = word[:-2]
    return word


def words_of(text: str) -> list[str]:
    return WORD.findall(fold(text))


def is_spanish(words: list[str]) -> bool:
    return len(_SPANISH.intersection(words)) >= 2


# Judges' everyday words and the rules' words for the same thing (statement_lexicon.py): each line is
# one meaning, its first word the one both sides are read as.
_EVERYDAY = EVERYDAY_LINES
EVERYDAY = {w: line.split()[0] for line in _EVERYDAY for w in line.split()}
# Everyday words the rules say in more than one: "rearrange" is "change the order".
_PHRASES = (
    "change order: rearrange rearranges rearranged rearranging reorder reorders reordered reordering",
)
PHRASES = {w: tuple(line.split(":")[0].split()) for line in _PHRASES for w in line.split(":")[1].split()}
LASTING = frozenset(w for w, first in EVERYDAY.items() if first == "stay")
# Words that say the opposite of each other, as a negating prefix does ("face-down" / "face-up").
_OPPOSITES = (
    "face-up face-down",
    "faceup facedown",
    "public private",
    "public hidden",
    "revealed hidden",
    "arriba abajo",  # "boca arriba" / "boca abajo"
)
OPPOSITES: dict[str, frozenset[str]] = {}
for _pair in _OPPOSITES:
    for _spanish in (False, True):
        _a, _b = (stem(w, _spanish) for w in _pair.split())
        OPPOSITES[_a] = OPPOSITES.get(_a, frozenset()) | {_b}
        OPPOSITES[_b] = OPPOSITES.get(_b, frozenset()) | {_a}


def canonical(word: str, spanish: bool) -> str:
    if word.startswith("re-") and len(word) > 6:
        word = word[3:]  # "re-enter" is said by "enters"
    return EVERYDAY.get(word) or stem(word, spanish)


# Words that carry little of a question's meaning (light verbs, adverbs of time and place): one of
# them may be left unaligned when the rest of the question aligns strongly with a clause.
_LIGHT = (
    "go goes went come comes came get gets got give gives gave given take takes took make makes made "
    "ask asks asked tell tells told let lets after before under through first later around over "
    "regular normal usual whenever want wants despues antes turntime middle mitad"
)
LIGHT = frozenset(canonical(w, False) for w in _LIGHT.split())


def expand(word: str, spanish: bool) -> tuple[str, ...]:
    """The word as the rules' words: one, or the several of a phrase ("rearrange": change, order)."""
    if word in PHRASES:
        return tuple(canonical(w, False) for w in PHRASES[word])
    return (canonical(word, spanish),)


def content_stems(words: list[str], spanish: bool | None = None) -> set[str]:
    """The content words as stems; ``spanish`` as the whole text is read (by default: these words)."""
    skip = STOP | NEGATIONS | DESCRIPTORS | LIMITERS | {"no"}
    spanish = is_spanish(words) if spanish is None else spanish
    return {s for w in words if w not in skip and (len(w) > 1 or not w.isalnum()) for s in expand(w, spanish)}


def spelled(words: list[str], vocabulary: frozenset[str]) -> list[str]:
    """Each word not in the text put right to the text's word one edit away ("flps" is "flips",
    "twise" is "twice"), when exactly one is; else, for a longer word, to its closest near miss."""
    out = []
    for w in words:
        if "-" in w and w not in vocabulary:  # "doubel-faced": the compound the text writes, put right
            fixed = "-".join(p if p in vocabulary else _one_edit(p, vocabulary) or p for p in w.split("-"))
            w = fixed if fixed in vocabulary else w
        if len(w) < 4 or w in vocabulary or w in STOP or w in EVERYDAY or w in PHRASES or not w.isalpha():
            out.append(w)
            continue
        one = _one_edit(w, vocabulary)
        out.append(one or (_spell(w, vocabulary) if len(w) >= 5 else w))
    return out


_LETTERS = "abcdefghijklmnopqrstuvwxyzñ"


@functools.lru_cache(maxsize=4096)
def _one_edit(word: str, vocabulary: frozenset[str]) -> str | None:
    """The one word of the text one letter away (dropped, added, changed or two swapped), or None
    when none is or several are, or when it would turn the word round ("unsuspended"). A short
    word is only put right for a dropped or a swapped letter ("flps", "dose"): "four" is no "your"."""
    cuts = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    near = {a + b[1] + b[0] + b[2:] for a, b in cuts if len(b) > 1}
    near |= {a + c + b for a, b in cuts for c in _LETTERS}
    if len(word) >= 5:
        near |= {a + b[1:] for a, b in cuts if b}
        near |= {a + c + b[1:] for a, b in cuts if b for c in _LETTERS}
    found = (near - {word}) & vocabulary
    if len(found) > 1:  # two letters swapped, the likeliest slip, before another: "trahs" is "trash"
        found &= {a + b[1] + b[0] + b[2:] for a, b in cuts if len(b) > 1}
    if len(found) != 1:
        return None
    known = found.pop()
    return None if _turned(word, known) or known in NEGATIONS else known


@functools.lru_cache(maxsize=4096)
def _spell(word: str, vocabulary: frozenset[str]) -> str:
    if not word.isalpha():
        return word
    close = difflib.get_close_matches(
        word, [v for v in vocabulary if abs(len(v) - len(word)) <= 2], n=3, cutoff=0.75
    )
    return next((c for c in close if _near_miss(word, c) and not _turned(word, c)), word)


def _turned(word: str, known: str) -> bool:
    """One word is the other with a negating prefix ("suspended" / "unsuspended"): no typo, its opposite."""
    short, long_ = sorted((word, known), key=len)
    return any(long_ == pre + short for pre in ("un", "non", "non-", "in", "im", "dis", "des"))


def _near_miss(word: str, known: str) -> bool:
    """A typo of ``known``: two letters swapped, or close enough letter by letter."""
    if len(word) == len(known) and sorted(word) == sorted(known):
        diff = [i for i, (a, b) in enumerate(zip(word, known, strict=True)) if a != b]
        if len(diff) == 2 and diff[1] == diff[0] + 1:
            return True
    return vowel_slip(word, known) or difflib.SequenceMatcher(None, word, known).ratio() >= 0.84


_VOWELS = frozenset("aeiouy")


def vowel_slip(word: str, known: str) -> bool:
    """A long word written with its consonants as they stand and one vowel inside it wrong
    ("seperate" for "separate"), or two of its vowels swapped ("permenant" for "permanent"). Not a
    first letter, nor a short word: "affect" and "effect", "became" and "become" are words of their own."""
    if len(word) != len(known) or len(word) < 7 or word[0] != known[0]:
        return False
    diff = [(a, b) for a, b in zip(word, known, strict=True) if a != b]
    if not diff or any(a not in _VOWELS or b not in _VOWELS for a, b in diff):
        return False
    return len(diff) == 1 or (len(diff) == 2 and diff[0] == diff[1][::-1])

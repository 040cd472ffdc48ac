"""german.py on its own: a stem's compound head and verb stems, against a given vocabulary."""

from rulings.search.german import compound_head, variants, verb_stems


def known_of(*words):
    return set(words).__contains__


def test_the_head_is_the_longest_known_ending():
    assert compound_head("startspiel", known_of("spiel", "piel")) == "spiel"


def test_a_word_with_no_known_ending_has_no_head():
    assert compound_head("auswahl", known_of("karte")) is None


def test_a_too_short_first_part_gives_no_head():
    # "ab" + "lage": a first part of two letters is a prefix, not a word.
    assert compound_head("ablage", known_of("lage")) is None


def test_a_third_person_form_loses_its_t():
    assert verb_stems("zieht", known_of("zieh")) == ["zieh"]


def test_a_strong_verb_changes_i_and_ie_to_e():
    assert verb_stems("trifft", known_of("treff")) == ["treff"]
    assert verb_stems("sieht", known_of("seh")) == ["seh"]
    assert verb_stems("gibt", known_of("geb")) == ["geb"]


def test_a_diphthong_is_no_vowel_change():
    assert verb_stems("bleibt", known_of("bleb", "bleib")) == ["bleib"]


def test_a_stem_the_index_lacks_is_left_out():
    assert verb_stems("zieht", known_of()) == []


def test_variants_are_heads_and_verbs_never_the_words_themselves():
    heads, verbs = variants(["startspiel", "zieht"], known_of("spiel", "zieh", "startspiel"))
    assert (heads, verbs) == (["spiel"], ["zieh"])


def test_a_head_must_be_common_when_asked_so():
    heads, _ = variants(["charakterbehutetaus"], known_of("behutetaus"), known_of())
    assert heads == []


def test_a_word_past_the_longest_german_word_gets_no_look_ups():
    asked = []

    def known(stem):
        asked.append(stem)
        return False

    assert variants(["spiel" * 100 + "t"], known) == ([], [])
    assert asked == []

"""Data the page tests and the browser tests share: the seeds, card mentions, a second dcg version."""

import datetime as dt

from rulings.seeds import SEED_TIME
from tests.conftest import source_text

# A later edition of the dcg seed: 3-2-3 reworded, 3-2-5 added. Effective a month after the seeds.
SECOND_EDITION_TIME = SEED_TIME + dt.timedelta(days=31)
OLD_323 = "Players can't change the order of cards in their decks."
NEW_323 = "Players can't change or look at the order of cards in their decks."
ADDED_325 = "3-2-5Players may shuffle their decks only when an effect tells them to."


def second_dcg_edition() -> str:
    text = source_text("dcg.txt")
    assert "3-2-3" + OLD_323 in text
    text = text.replace("3-2-3" + OLD_323, "3-2-3" + NEW_323)
    anchor = "but they are considered to be placed at the same time.\n3-3Digi-Egg Deck"
    assert anchor in text
    return text.replace(anchor, anchor.replace("\n3-3Digi", f"\n{ADDED_325}\n3-3Digi"))


def import_second_dcg_edition():
    from rulings.services.imports import import_text

    return import_text("dcg", "comprehensive-rules", second_dcg_edition(), now=SECOND_EDITION_TIME)


def link_cards():
    from cards.services import relink_cards

    relink_cards()

"""Page-test fixtures: the seeds with their card mentions, an isolated search index, and the
project's URLs with the search page."""

import pytest

from tests.pages.helpers import import_second_dcg_edition, link_cards


@pytest.fixture(autouse=True)
def _own_search_index(isolated_search_index):
    # Imports append to the search change log; keep any index out of the repository's var/.
    return isolated_search_index


@pytest.fixture(autouse=True)
def page_urls(settings):
    settings.ROOT_URLCONF = "tests.pages.urls"


@pytest.fixture
def site(seeded):
    """The seeds as `make run` loads them, with the cards each text names."""
    link_cards()


@pytest.fixture
def two_dcg_editions(site):
    """The dcg seed and a later edition of it (3-2-3 reworded, 3-2-5 added)."""
    return import_second_dcg_edition()

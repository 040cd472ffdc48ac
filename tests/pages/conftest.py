"""Page-test fixtures: the seeds with their card mentions, an isolated search index, and the
project's URLs with the search page."""

import pytest

from tests.pages.helpers import import_second_dcg_edition, link_cards


@pytest.fixture(autouse=True)
def isolated_search_index(settings, tmp_path):
    # Imports append to the search change log; keep any index out of the repository's var/.
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    try:
        from rulings.search import service
    except ImportError:
        yield
        return
    service.forget()
    yield
    service.forget()


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

"""Public pages kept rendered between anonymous requests (rulings.pagecache): a page read again
costs no rendering, and an editor's change shows on the very next request."""

import pytest
from django.contrib.auth import get_user_model

from rulings.models import Section
from rulings.services.edits import save_section

RULE = "/rules/mtg/712.8e/"
# 712.8e as the seed prints it.
PRINTED = "its mana value is calculated using the mana cost of its front face"


def test_an_anonymous_rule_page_read_again_costs_no_query(site, client, django_assert_max_num_queries):
    first = client.get(RULE)
    assert first.status_code == 200 and PRINTED in first.content.decode()
    with django_assert_max_num_queries(1):  # at most the content token's look at the change log
        again = client.get(RULE)
    assert again.status_code == 200
    assert again.content == first.content


def test_an_edit_shows_on_the_next_anonymous_request(site, client):
    assert PRINTED in client.get(RULE).content.decode()
    section = Section.objects.find("mtg", "712.8e")
    section.body = section.body.replace("front face", "front face (edited by a judge)")
    save_section(section)
    html = client.get(RULE).content.decode()
    assert "front face (edited by a judge)" in html


def test_a_signed_in_editor_always_gets_the_page_rendered_afresh(site, client, django_assert_num_queries):
    client.get(RULE)  # kept for anonymous readers
    editor = get_user_model().objects.create_user("editor", password="pw", is_staff=True)
    client.force_login(editor)
    client.get(RULE)
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        response = client.get(RULE)
    assert response.status_code == 200 and PRINTED in response.content.decode()
    # The session, the user and the page's own queries: the page was rendered, not read from the cache.
    assert len(queries) > 3


def test_each_host_gets_its_own_permalinks(site, client, settings):
    settings.ALLOWED_HOSTS = ["judges.example", "mirror.example"]
    one = client.get(RULE, HTTP_HOST="judges.example").content.decode()
    two = client.get(RULE, HTTP_HOST="mirror.example").content.decode()
    assert "http://judges.example/rules/mtg/712.8e/" in one
    assert "http://mirror.example/rules/mtg/712.8e/" in two


def test_a_missing_rule_is_kept_as_a_404_and_stays_one(site, client):
    assert client.get("/rules/mtg/712.99z/").status_code == 404
    assert client.get("/rules/mtg/712.99z/").status_code == 404


@pytest.mark.parametrize("path", ["/", "/games/mtg/", "/documents/mtg/comprehensive-rules/", "/faqs/mtg/"])
def test_the_other_public_pages_are_kept_too(site, client, path, django_assert_max_num_queries):
    first = client.get(path)
    assert first.status_code == 200
    with django_assert_max_num_queries(1):
        assert client.get(path).content == first.content

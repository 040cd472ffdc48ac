"""The admin for editors, over the seed data."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from rulings.models import FAQ, Section

pytestmark = pytest.mark.django_db

ADMIN_MODELS = [
    "rulings_game",
    "rulings_document",
    "rulings_documentversion",
    "rulings_section",
    "rulings_change",
    "rulings_faq",
    "rulings_link",
    "search_searchchange",
]


@pytest.fixture
def editor_client(client, seeded):
    user = User.objects.create_superuser("editor", "editor@example.com", "a-long-test-password")
    client.force_login(user)
    return client


@pytest.mark.parametrize("model", ADMIN_MODELS)
def test_every_rules_model_has_an_admin_list(editor_client, model):
    response = editor_client.get(reverse(f"admin:{model}_changelist"))
    assert response.status_code == 200


def test_sections_filter_by_game_and_search_by_text(editor_client):
    url = reverse("admin:rulings_section_changelist")
    response = editor_client.get(url, {"version__document__game__id__exact": 0, "q": "breeding area"})
    assert response.status_code == 200
    response = editor_client.get(url, {"q": "Only 1 card can be placed in the breeding area"})
    assert b"3-4-5-2" in response.content


def test_a_section_page_shows_its_place_in_the_tree_and_the_rendered_preview(editor_client):
    section = Section.objects.find("dcg", "3-1-3-1-2")
    response = editor_client.get(reverse("admin:rulings_section_change", args=[section.pk]))
    content = response.content.decode()
    # Breadcrumbs up the tree: 3 › 3-1 › 3-1-3 › 3-1-3-1.
    for ancestor in ("3-1-3-1", "3-1-3", "3-1"):
        parent = Section.objects.get(version=section.version, key=ancestor)
        assert reverse("admin:rulings_section_change", args=[parent.pk]) in content
    assert "will not carry over any of the original card" in content


def test_the_admin_preview_never_renders_a_script_from_a_body(editor_client):
    section = Section.objects.find("dcg", "3-1-1")
    section.body = "Areas <script>alert('x')</script> include"
    section.save()
    response = editor_client.get(reverse("admin:rulings_section_change", args=[section.pk]))
    assert "<script>alert" not in response.content.decode()


def test_a_faq_page_previews_its_answer(editor_client):
    faq = FAQ.objects.get(game__slug="dbe", slug="evo-bonus-after-flip")
    response = editor_client.get(reverse("admin:rulings_faq_change", args=[faq.pk]))
    assert "the evo-bonus will remain active" in response.content.decode()

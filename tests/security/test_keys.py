"""Issue 17: keys that cannot break pages. A "/" or an empty key is refused at the model (so in the
admin and the API too), and a system check reports keys already stored that would break pages."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError

from cards.checks import check_stored_card_numbers
from cards.models import Card
from rulings.keys import check_stored_keys
from rulings.models import FAQ, Document, Game, Section

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("bad", ["13/1", "", "two words", "a\x00b", "../x"])
def test_the_model_refuses_a_section_key_that_would_break_pages(seeded, bad):
    section = Section.objects.first()
    section.key = bad
    with pytest.raises(ValidationError) as caught:
        section.full_clean()
    assert "key" in caught.value.message_dict


@pytest.mark.parametrize("bad", ["XB/006", "", "XB 006"])
def test_the_model_refuses_a_card_number_that_would_break_pages(seeded, bad):
    card = Card.objects.first()
    card.number = bad
    with pytest.raises(ValidationError) as caught:
        card.full_clean()
    assert "number" in caught.value.message_dict


@pytest.mark.parametrize("good", ["702.19c", "intro-to-flip-cards.16.9", "EMN-15a", "XB-006", "ST1-01★"])
def test_the_keys_in_use_stay_valid(seeded, good):
    section = Section.objects.first()
    section.key = good
    section.clean_fields(exclude=["version", "parent"])


@pytest.mark.parametrize("model", [FAQ, Document, Game])
def test_the_model_refuses_a_slug_with_a_slash(seeded, model):
    obj = model.objects.first()
    obj.slug = "a/b"
    with pytest.raises(ValidationError) as caught:
        obj.clean_fields()
    assert "slug" in caught.value.message_dict


def test_a_system_check_reports_a_stored_key_with_a_slash(seeded):
    assert check_stored_keys(databases=["default"]) == []
    section = Section.objects.first()
    Section.objects.filter(pk=section.pk).update(key="13/bad")
    Card.objects.filter(pk=Card.objects.first().pk).update(number="")
    found = check_stored_keys(databases=["default"]) + check_stored_card_numbers(databases=["default"])
    assert {m.id for m in found} == {"rulings.W001"}
    assert any("13/bad" in m.msg for m in found)
    assert any("Card" in m.msg and "empty" in m.msg for m in found)


def test_the_admin_refuses_a_section_key_with_a_slash(seeded, admin_client):
    section = Section.objects.first()
    page = admin_client.get(f"/admin/rulings/section/{section.pk}/change/")
    assert page.status_code == 200
    form = page.context["adminform"].form
    data = {k: v for k, v in form.initial.items() if v is not None and not isinstance(v, list | dict)}
    data.update(key="1/2", version=section.version_id)
    response = admin_client.post(f"/admin/rulings/section/{section.pk}/change/", data)
    assert response.status_code == 200  # the form again, with the error
    assert "key" in response.context["adminform"].form.errors


def test_an_import_refuses_a_section_key_with_a_slash():
    from rulings.importers.base import DocumentFormatError, ParsedDocument, ParsedSection
    from rulings.services.sections import check_tree

    parsed = ParsedDocument.__new__(ParsedDocument)
    parsed.sections = [ParsedSection(key="1/2", number="1/2", title="", body="")]
    with pytest.raises(DocumentFormatError, match="“/”"):
        check_tree(parsed)


def test_a_card_import_refuses_a_card_number_with_a_slash(seeded):
    from cards.importers.base import CardData, CardImportError, CardSet
    from cards.services import write_card_set

    card_set = CardSet(
        game="dbe", source="test", cards=[CardData(number="XB/1", name="Slash", layout="normal")]
    )
    with pytest.raises(CardImportError, match="“/”"):
        write_card_set(card_set)
    assert not Card.objects.filter(number="XB/1").exists()


def test_clean_alone_refuses_a_bad_key_and_full_clean_reports_it_once(seeded):
    section = Section.objects.first()
    section.key = "a/b"
    with pytest.raises(ValidationError):
        section.clean()
    with pytest.raises(ValidationError) as caught:
        section.full_clean()
    assert len(caught.value.message_dict["key"]) == 1
    card = Card.objects.first()
    card.number = "x/y"
    with pytest.raises(ValidationError) as caught:
        card.full_clean(exclude=["number"])
    assert "number" in caught.value.message_dict

import pytest

from rulings.models import Game


@pytest.mark.django_db
def test_the_home_page_lists_games(client):
    Game.objects.create(slug="dbe", name="Digimon Battle Evolution")
    response = client.get("/")
    assert response.status_code == 200
    assert b"Digimon Battle Evolution" in response.content

"""The installable app's files and the offline data the server builds for each game."""

import gzip
import json

import pytest
from django.core.management import call_command

from offline import store
from offline.index import tokens
from rulings.models import DocumentVersion, Game
from tests.pages.helpers import import_second_dcg_edition


@pytest.fixture(autouse=True)
def _offline_files_in_a_temporary_folder(settings, tmp_path):
    settings.OFFLINE_DIR = tmp_path / "offline"


def test_the_manifest_names_the_app_its_scope_and_its_icons(client, db):
    response = client.get("/manifest.webmanifest")
    assert response["Content-Type"] == "application/manifest+json"
    data = response.json()
    assert data["start_url"] == "/" and data["scope"] == "/" and data["display"] == "standalone"
    sizes = {icon["sizes"] for icon in data["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in data["icons"]:
        assert client.get(icon["src"]).status_code == 200


def test_the_service_worker_is_served_from_the_root_with_the_whole_site_as_scope(client, db):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Service-Worker-Allowed"] == "/"
    assert response["Content-Type"].startswith("text/javascript")
    assert "no-cache" in response["Cache-Control"]
    body = response.content.decode()
    assert '"/offline/"' in body and "{{" not in body


def test_every_page_links_the_manifest_and_loads_the_offline_script_with_no_inline_script(client, seeded):
    response = client.get("/games/dbe/")
    html = response.content.decode()
    assert '<link rel="manifest" href="/manifest.webmanifest">' in html
    assert "offline/offline.js" in html and 'data-offline-game="dbe"' in html
    assert "<script>" not in html and "unsafe-inline" not in response["Content-Security-Policy"]


def test_the_offline_page_is_the_fallback_and_says_plainly_when_a_page_is_not_stored(client, seeded):
    html = client.get("/offline/").content.decode()
    assert "offline/reader.js" in html and "offline/search.js" in html
    assert "This page is not stored on this phone" in html


def test_a_games_bundle_holds_current_rules_faqs_and_cards_with_faces_and_rulings(client, seeded):
    data = client.get("/api/v1/offline/dbe/bundle/").json()
    assert data["game"]["slug"] == "dbe"
    assert data["versions"][0]["label"] == DocumentVersion.objects.get(document__game__slug="dbe").label
    assert data["sections"] and all({"k", "t", "h", "p"} <= set(s) for s in data["sections"])
    assert data["faqs"] and data["faqs"][0]["answer_html"]
    antiramon = next(c for c in data["cards"] if c["number"] == "XB-006")
    assert {f["side"] for f in antiramon["faces"]} == {"star", "moon"}


def test_the_bundle_answers_304_to_its_etag_and_gzip_to_a_client_that_takes_it(client, seeded):
    first = client.get("/api/v1/offline/mtg/bundle/")
    etag = first["ETag"]
    assert client.get("/api/v1/offline/mtg/bundle/", HTTP_IF_NONE_MATCH=etag).status_code == 304
    zipped = client.get("/api/v1/offline/mtg/bundle/", HTTP_ACCEPT_ENCODING="gzip")
    assert zipped["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(zipped.content)) == first.json()


def test_the_list_gives_each_games_download_size_before_downloading(client, seeded):
    games = {g["slug"]: g for g in client.get("/api/v1/offline/").json()["games"]}
    assert set(games) == set(Game.objects.values_list("slug", flat=True))
    mtg = games["mtg"]
    assert 0 < mtg["gzip_bytes"] < mtg["bytes"]
    assert mtg["download_bytes"] == mtg["gzip_bytes"] + mtg["index_gzip_bytes"]
    assert len(client.get(mtg["bundle_url"]).content) == mtg["bytes"]


def test_the_index_finds_a_rule_by_its_number_and_by_its_words(client, seeded):
    index = client.get("/api/v1/offline/mtg/index/").json()
    docs = index["docs"]

    def ids(word):
        value, out = 0, []
        for delta in index["terms"][word]:
            value += delta
            out.append(docs[value >> 1])
        return out

    assert ["r", "712.8e"] in [d[:2] for d in ids("712.8e")]
    assert any(d[0] == "r" for d in ids("transform"))
    assert tokens("Évo-Bonus, the flip") == ["evo-bonus", "evo", "bonus", "flip"]


def test_an_import_builds_the_games_bundle_again_after_it_commits(seeded, django_capture_on_commit_callbacks):
    before = store.build(Game.objects.get(slug="dcg"))["bundle"].etag
    with django_capture_on_commit_callbacks(execute=True):
        import_second_dcg_edition()
    files = [p.name for p in store.folder().glob("dcg-bundle.*.json")]
    assert len(files) == 1 and before.strip('"') not in files[0]


def test_the_versions_check_is_one_small_request_with_each_games_labels_and_date(client, seeded):
    response = client.get("/api/v1/offline/versions/")
    data = response.json()["games"]
    assert data["mtg"]["updated"] == max(v["effective_date"] for v in data["mtg"]["versions"])
    assert len(response.content) < 4000


def test_the_command_builds_every_games_bundle_and_index(seeded, capsys):
    call_command("build_offline_index")
    out = capsys.readouterr().out
    assert "mtg: bundle" in out and "gzip" in out
    assert len(list(store.folder().glob("*-index.*.json"))) == Game.objects.count()

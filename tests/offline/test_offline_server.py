"""The installable app's files and the offline data the server builds for each game."""

import datetime as dt
import gzip
import json

import pytest
from django.core.management import call_command

from offline import store
from offline.index import tokens
from rulings.models import DocumentVersion, Game
from rulings.services.events import create_event
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


def test_a_games_bundle_holds_its_persistence_table_with_citations_and_assumed_marks(client, seeded):
    table = client.get("/api/v1/offline/mtg/bundle/").json()["table"]
    assert table["columns"] and table["rows"] and table["assumptions"]
    cited = {c["id"]: c for c in table["citations"]}
    cells = [cell for row in table["rows"] for cell in row["cells"]]
    assert len(cells) == len(table["rows"]) * len(table["columns"])
    assert all(cite in cited for cell in cells for cite in cell["cites"])
    assert any(cell["assumption"] for cell in cells)
    face = next(row for row in table["rows"] if row["field"] == "face")
    assert face["label"] and face["cells"][0]["cites"]
    first = cited[face["cells"][0]["cites"][0]]
    assert first["url"].startswith("/rules/mtg/") and first["quote"] and first["version"]


def _event_before_the_second_dcg_edition():
    first = DocumentVersion.objects.get(document__game__slug="dcg")
    import_second_dcg_edition()
    create_event("Store Championship", first.effective_date + dt.timedelta(days=1), ["dcg"], slug="store")
    return first


def test_an_events_bundles_hold_the_versions_in_force_on_its_date(client, seeded):
    first = _event_before_the_second_dcg_edition()
    entry = client.get("/api/v1/offline/?event=store").json()["games"]
    assert [e["slug"] for e in entry] == ["dcg"]
    entry = entry[0]
    assert entry["event"] == {"slug": "store", "name": "Store Championship", "date": entry["event"]["date"]}
    assert [v["label"] for v in entry["versions"]] == [first.label]
    assert entry["bundle_url"] == "/api/v1/offline/dcg/bundle/?event=store"

    pinned = client.get(entry["bundle_url"]).json()
    assert pinned["on"] == entry["event"]["date"] and pinned["versions"][0]["label"] == first.label
    text = {s["k"]: s["h"] for s in pinned["sections"]}
    assert "order of cards" in text["3-2-3"] and "look at" not in text["3-2-3"]  # the first edition
    assert "3-2-5" not in text
    assert pinned["table"] is not None
    index = client.get(entry["index_url"]).json()
    assert "3-2-5" not in index["terms"]

    current = client.get("/api/v1/offline/dcg/bundle/").json()
    now = {s["k"]: s["h"] for s in current["sections"]}
    assert "3-2-5" in now and "look at" in now["3-2-3"]
    assert current["on"] is None and current["versions"][0]["label"] != first.label


def test_an_events_bundle_is_only_built_for_its_own_games(client, seeded):
    _event_before_the_second_dcg_edition()
    assert client.get("/api/v1/offline/mtg/bundle/?event=store").status_code == 404
    assert client.get("/api/v1/offline/dcg/bundle/?event=nope").status_code == 404


def test_the_command_and_imports_build_the_events_copies_too(seeded, capsys):
    _event_before_the_second_dcg_edition()
    call_command("build_offline_index", game="dcg")
    assert "(an event)" in capsys.readouterr().out
    assert len(list(store.folder().glob("dcg-on-*-bundle.*.json"))) == 1

"""The one-way dependencies that pyproject.toml's import-linter contracts enforce (make test runs
lint-imports) must cover the whole rules core, including modules added after the contract."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APPS_ON_THE_CORE = {"search", "scenarios"}


def _contracts():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {c["name"]: c for c in config["tool"]["importlinter"]["contracts"]}


def test_the_core_contract_names_every_module_of_the_rules_core():
    core = next(c for c in _contracts().values() if "rulings.search" in c.get("forbidden_modules", []))
    children = {
        f"rulings.{p.stem}"
        for p in (ROOT / "rulings").iterdir()
        if (p.suffix == ".py" and p.stem != "__init__") or (p.is_dir() and (p / "__init__.py").exists())
    }
    expected = {c for c in children if c.split(".")[1] not in APPS_ON_THE_CORE}
    assert set(core["source_modules"]) == expected


def test_the_layers_run_offline_then_scenarios_then_search_then_cards():
    layers = next(c for c in _contracts().values() if c["type"] == "layers")
    assert layers["layers"] == ["offline", "rulings.scenarios", "rulings.search", "cards"]

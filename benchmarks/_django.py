"""Set up Django for a benchmark on a throwaway data folder (its own SQLite file and index)."""

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPORA = ROOT.parent / "shared" / "corpora"


def setup() -> Path:
    sys.path.insert(0, str(ROOT))
    data_dir = Path(tempfile.mkdtemp(prefix="flipside-bench-"))
    os.environ["FLIPSIDE_DATA_DIR"] = str(data_dir)
    os.environ.pop("DATABASE_URL", None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("DEBUG", "true")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    return data_dir


def corpus(name: str) -> Path:
    path = CORPORA / name
    if not path.exists():
        print(f"skipped: {path} is absent (the corpora live in ../shared/corpora)")
        sys.exit(0)
    return path


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    median = ordered[len(ordered) // 2] if len(ordered) % 2 else sum(ordered[len(ordered) // 2 - 1 :][:2]) / 2
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return median, p95

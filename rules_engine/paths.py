"""Where the shipped data lives. `REFBOT_DATA_DIR` overrides it (tests, containers)."""

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    override = os.environ.get("REFBOT_DATA_DIR")
    return Path(override) if override else REPO_ROOT / "data"

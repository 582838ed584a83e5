import os
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session", autouse=True)
def _isolated_cache(tmp_path_factory):
    """Tests build the rulebook index into their own cache folder, never the user's."""
    os.environ["REFBOT_CACHE_DIR"] = str(tmp_path_factory.mktemp("cache"))
    yield


@pytest.fixture(autouse=True)
def _deadlines_in_our_own_time(monkeypatch):
    """The double's 3 s to answer an interaction (and a token's 15 minutes) counted in this
    process's CPU time: the bot still has to answer within 3 s of its own work, but other
    programs taking both cores (the suite must pass with both busy) no longer expire it."""
    from discord_double import server

    monkeypatch.setattr(server, "CLOCK", time.process_time)
    # The bot's own check (bot/ui/deadline.py) counts an interaction's age from its id, on the
    # wall clock, which cannot be counted in CPU time: off here, on in tests/bot/test_deadline.py.
    from bot.ui import deadline

    monkeypatch.setattr(deadline, "ANSWER_WITHIN_S", float("inf"))


@pytest.fixture(scope="session")
def python() -> str:
    return sys.executable

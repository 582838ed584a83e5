import os
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

# The bot's own deadline (bot/ui/deadline.py: an interaction older than Discord's 3 s is not
# handled) counts on the wall clock, from the interaction's id; the double counts its 3 s in this
# process's CPU time (`_deadlines_in_our_own_time` below). A bot falling behind on a busy machine
# would then drop what the double still accepts, so every bot a test starts has none: its setting
# (bot/settings.py) is read from this environment by the bots in this process and inherited by
# every subprocess (`python -m bot`, the playground, the benchmarks). tests/bot/test_deadline.py
# turns it back on where it is tested.
os.environ["REFBOT_ANSWER_WITHIN_S"] = "inf"


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


@pytest.fixture(scope="session")
def python() -> str:
    return sys.executable

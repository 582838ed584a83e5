"""Settings are validated once at start: one line naming the setting, exit 2."""

import os
import subprocess

import pytest

from bot.settings import SettingsError, load_settings

TOKEN = "MTAxMjM0NTY3ODkwMTIzNDU2Nzg5.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


def run_bot(python, tmp_path, **env):
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith(("DISCORD_", "REFBOT_"))}
    proc = subprocess.run([python, "-m", "bot"], capture_output=True, text=True, timeout=60,
                          env={**clean, **env}, cwd=tmp_path)
    assert "Traceback" not in proc.stderr
    return proc


def test_without_token_one_line_and_exit_2(python, tmp_path):
    proc = run_bot(python, tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "DISCORD_TOKEN" in proc.stderr


@pytest.mark.parametrize("env,name", [
    ({"DISCORD_TOKEN": "not-a-token"}, "DISCORD_TOKEN"),
    ({"DISCORD_TOKEN": TOKEN, "REFBOT_DEV_GUILD": "my server"}, "REFBOT_DEV_GUILD"),
    ({"DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": "localhost:80"}, "DISCORD_API_BASE"),
    ({"DISCORD_TOKEN": TOKEN, "REFBOT_DB_FILE": "x"}, "REFBOT_DB_FILE"),
])
def test_invalid_setting_named(python, tmp_path, env, name):
    proc = run_bot(python, tmp_path, **env)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and name in proc.stderr


def test_token_from_dotenv(tmp_path, monkeypatch):
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\nREFBOT_DEV_GUILD=123\n")
    monkeypatch.chdir(tmp_path)
    for key in [k for k in os.environ if k.startswith(("DISCORD_", "REFBOT_")) and k != "REFBOT_CACHE_DIR"]:
        monkeypatch.delenv(key)
    settings = load_settings()
    assert settings.discord_token == TOKEN and settings.dev_guild == 123
    assert "data" not in settings.db_path.parts[-3:]


def test_explicit_env_mapping():
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": "http://127.0.0.1:8080/"})
    assert settings.api_base == "http://127.0.0.1:8080"
    with pytest.raises(SettingsError, match="DISCORD_TOKEN is not set"):
        load_settings({})


def test_db_url_wins_over_db_path_and_path_still_works(tmp_path):
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_DB_PATH": str(tmp_path / "a.db")})
    assert settings.db_url is None and settings.database == tmp_path / "a.db"
    url = "postgresql://refbot:pw@db.example:5432/refbot"
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_DB_PATH": str(tmp_path / "a.db"),
                              "REFBOT_DB_URL": url})
    assert settings.database == url
    assert load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_DB_URL": "sqlite:///srv/x.db"}).database == \
        "sqlite:///srv/x.db"


@pytest.mark.parametrize("url", ["mysql://h/db", "postgresql://u@h:port/db", "postgresql:///db", "sqlite://",
                                 "refbot.db"])
def test_bad_db_url_is_one_line_naming_it(url):
    with pytest.raises(SettingsError, match="REFBOT_DB_URL is invalid") as caught:
        load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_DB_URL": url})
    assert "\n" not in str(caught.value)


def test_bad_db_url_exits_2_in_one_line(python, tmp_path):
    proc = run_bot(python, tmp_path, DISCORD_TOKEN=TOKEN, REFBOT_DB_URL="postgresql://u@h:port/db")
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "REFBOT_DB_URL" in proc.stderr


@pytest.mark.parametrize("env,expected", [
    ({"REFBOT_SHARD_IDS": "0"}, "REFBOT_SHARD_IDS needs REFBOT_SHARD_COUNT"),
    ({"REFBOT_SHARD_COUNT": "2", "REFBOT_SHARD_IDS": "2"}, "numbered 0 to 1"),
    ({"REFBOT_SHARD_COUNT": "2", "REFBOT_SHARD_IDS": "0,0"}, "names a shard twice"),
    ({"REFBOT_SHARD_COUNT": "2", "REFBOT_SHARD_IDS": "zero"}, "REFBOT_SHARD_IDS is invalid"),
    ({"REFBOT_SHARD_COUNT": "0"}, "REFBOT_SHARD_COUNT is invalid"),
])
def test_shard_settings_are_checked_together(env, expected):
    with pytest.raises(SettingsError, match=expected):
        load_settings({"DISCORD_TOKEN": TOKEN, **env})


def test_shards_split_guilds_as_discord_does():
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_SHARD_COUNT": "2", "REFBOT_SHARD_IDS": "1"})
    assert settings.sharded and settings.shard_ids == [1]
    assert settings.owns_guild(1 << 22) and not settings.owns_guild(2 << 22)
    assert settings.owns_guild(None)  # a DM belongs to no guild: whoever receives it handles it
    alone = load_settings({"DISCORD_TOKEN": TOKEN})
    assert not alone.sharded and alone.owns_guild(2 << 22)


def test_bad_shard_setting_exits_2_in_one_line(python, tmp_path):
    proc = run_bot(python, tmp_path, DISCORD_TOKEN=TOKEN, REFBOT_SHARD_COUNT="2", REFBOT_SHARD_IDS="5")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "REFBOT_SHARD_IDS" in proc.stderr


def test_the_answer_deadline_is_positive_seconds_or_inf(monkeypatch):
    """REFBOT_ANSWER_WITHIN_S (bot/ui/deadline.py): Discord's 3 s unless set; `inf` is the test
    suite's (tests/conftest.py); anything else that is not a positive number is one line."""
    monkeypatch.delenv("REFBOT_ANSWER_WITHIN_S")
    assert load_settings({"DISCORD_TOKEN": TOKEN}).answer_within_s == 3.0
    assert load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_ANSWER_WITHIN_S": "inf"}).answer_within_s == float("inf")
    assert load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_ANSWER_WITHIN_S": "2.5"}).answer_within_s == 2.5
    for bad in ("0", "-1", "nan", "soon"):
        with pytest.raises(SettingsError, match=r"^REFBOT_ANSWER_WITHIN_S is invalid: "):
            load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_ANSWER_WITHIN_S": bad})


def test_answers_first_is_off_unless_set_to_a_bound_of_at_most_a_second():
    """REFBOT_ANSWERS_FIRST_S (bot/unanswered.py): how long a render thread may wait for the
    interactions' answers; 0 (never waits) unless set — measured, waiting cost memory at 1,000
    live matches (docs/memory.md, sixteenth pass)."""
    assert load_settings({"DISCORD_TOKEN": TOKEN}).answers_first_s == 0.0
    assert load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_ANSWERS_FIRST_S": "0.2"}).answers_first_s == 0.2
    for bad in ("-0.1", "2", "nan", "soon"):
        with pytest.raises(SettingsError, match=r"^REFBOT_ANSWERS_FIRST_S is invalid: "):
            load_settings({"DISCORD_TOKEN": TOKEN, "REFBOT_ANSWERS_FIRST_S": bad})

"""`python -m bot migrate` and `python -m bot export-db --to URL`, as an operator runs them."""

from __future__ import annotations

import os
import subprocess

import pytest

from bot.store import TABLES, Store
from bot.store.export import replay_hash

from .conftest import populate


def bot(python, cwd, *args, **env):
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "REFBOT_"))}
    if "REFBOT_CACHE_DIR" in os.environ:
        clean["REFBOT_CACHE_DIR"] = os.environ["REFBOT_CACHE_DIR"]
    proc = subprocess.run([python, "-m", "bot", *args], capture_output=True, text=True, timeout=300,
                          env={**clean, **env}, cwd=cwd)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def one_line_error(proc) -> str:
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert proc.stdout == "" and proc.stderr.count("\n") == 1, proc.stderr
    return proc.stderr


def test_migrate_prints_what_it_applied_then_up_to_date(python, tmp_path, db_url):
    first = bot(python, tmp_path, "migrate", REFBOT_DB_URL=db_url)
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("applied migrations 1, 2, 3, 4 to ") and "schema version 4" in first.stdout
    second = bot(python, tmp_path, "migrate", REFBOT_DB_URL=db_url)
    assert second.returncode == 0 and "is up to date (schema version 4)" in second.stdout


def test_migrate_with_db_path_still_works(python, tmp_path):
    proc = bot(python, tmp_path, "migrate", REFBOT_DB_PATH=str(tmp_path / "x.db"))
    assert proc.returncode == 0 and str(tmp_path / "x.db") in proc.stdout
    assert (tmp_path / "x.db").exists()


@pytest.mark.parametrize("url,says", [
    ("mysql://root@localhost/refbot", "REFBOT_DB_URL"),
    ("postgresql://user@host:port/db", "REFBOT_DB_URL"),
    ("postgresql:///db", "names no host"),
    ("sqlite://", "names no file"),
])
def test_migrate_bad_url_one_line_exit_2(python, tmp_path, url, says):
    assert says in one_line_error(bot(python, tmp_path, "migrate", REFBOT_DB_URL=url))


def test_migrate_with_db_path_on_a_folder_is_one_line_every_time(python, tmp_path):
    """SQLite cannot open a folder; aiosqlite's worker thread used to answer the closed
    event loop about every other run, printing "Event loop is closed" after the line."""
    folder = tmp_path / "a-folder"
    folder.mkdir()
    for _ in range(6):
        error = one_line_error(bot(python, tmp_path, "migrate", REFBOT_DB_PATH=str(folder)))
        assert "cannot use the database" in error and str(folder) in error


@pytest.mark.postgres
def test_migrate_unreachable_server_one_line_exit_2(python, tmp_path, pg_server):
    from .pgserver import free_port

    url = f"postgresql://refbot:s3cret@127.0.0.1:{free_port()}/refbot"
    error = one_line_error(bot(python, tmp_path, "migrate", REFBOT_DB_URL=url))
    assert "cannot use the PostgreSQL database" in error and "s3cret" not in error
    missing = pg_server.url.rsplit("/", 1)[0] + "/no_such_database"
    assert "no_such_database" in one_line_error(bot(python, tmp_path, "migrate", REFBOT_DB_URL=missing))


def test_export_db_needs_a_good_to(python, tmp_path):
    assert "--to" in one_line_error(bot(python, tmp_path, "export-db"))
    assert "--to" in one_line_error(bot(python, tmp_path, "export-db", "--to", "ftp://x"))
    assert "--to" in one_line_error(bot(python, tmp_path, "migrate", "--to", "sqlite:///x"))


async def _dump(url: str) -> dict[str, list[tuple]]:
    store = Store(url)
    await store.open()
    try:
        return {table: await store.dump(table) for table in TABLES}
    finally:
        await store.close()


async def _hashes(url: str) -> dict[int, str]:
    store = Store(url)
    await store.open()
    try:
        return {row.id: await replay_hash(store, row) for row in await store.all_matches() if row.seed}
    finally:
        await store.close()


@pytest.mark.postgres
async def test_export_db_sqlite_to_postgres_and_back(python, tmp_path, pg_server):
    """Every table copied row for row, every match replayed to the hash the bot had in
    memory; into PostgreSQL, then back into a new SQLite file; a second export into the
    now non-empty database is refused."""
    source = f"sqlite://{tmp_path / 'bot.db'}"
    store = Store(source)
    await store.open()
    expected = await populate(store)
    await store.close()
    target = pg_server.create_database("export_target")

    proc = bot(python, tmp_path, "export-db", "--to", target, REFBOT_DB_URL=source)
    assert proc.returncode == 0, proc.stderr
    assert "2 match(es) replayed to the same state hash" in proc.stdout and "1 never started" in proc.stdout
    assert "matches 3" in proc.stdout
    before, after = await _dump(source), await _dump(target)
    assert before == after and all(before[t] for t in TABLES)
    assert await _hashes(target) == expected

    back = f"sqlite://{tmp_path / 'back.db'}"
    proc = bot(python, tmp_path, "export-db", "--to", back, REFBOT_DB_URL=target)
    assert proc.returncode == 0, proc.stderr
    assert await _dump(back) == before and await _hashes(back) == expected

    again = one_line_error(bot(python, tmp_path, "export-db", "--to", target, REFBOT_DB_URL=source))
    assert "already holds data" in again
    assert await _dump(target) == before

    # the copy is a working store: ids go on after the copied ones
    store = Store(target)
    await store.open()
    event = await store.add_event(max(expected), "ruling", 1, {}, None)
    assert event > max(row[0] for row in before["match_events"])
    await store.close()

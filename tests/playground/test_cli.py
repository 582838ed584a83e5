"""`python -m bot play` as the README's first command runs it: in a folder without `.env`,
with no token; it prints its address and that it is local and offline, serves the page,
and Ctrl-C stops it cleanly. Its matches are there again after a restart."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest

from discord_double import components_of
from playground.app import Playground

ASYNC = pytest.mark.asyncio(loop_scope="module")

ROOT = Path(__file__).resolve().parents[2]
START_S = 240  # the first start on a fresh machine builds the rules index


def environment() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN" and not k.startswith("REFBOT_DB")}


@ASYNC
async def test_play_starts_offline_serves_the_page_and_stops_on_ctrl_c(tmp_path):
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "play", "--port", "0", cwd=tmp_path, env=environment(),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    printed = []
    try:
        async with asyncio.timeout(START_S):
            while not (found := re.search(r"http://127\.0\.0\.1:\d+/", "".join(printed))):
                line = (await process.stdout.readline()).decode()
                assert line, f"the playground stopped: {''.join(printed)} {(await process.stderr.read()).decode()}"
                printed.append(line)
        async with aiohttp.ClientSession() as session, session.get(found[0]) as page:
            assert page.status == 200 and "<title>Playground" in await page.text()
            async with session.get(found[0] + "client/api/world") as world:
                names = [u["name"] for u in (await world.json())["users"]]
        assert names == ["Alice", "Bob", "Carol", "Dave", "Judge", "Admin"]
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGINT)  # Ctrl-C
        async with asyncio.timeout(60):
            rest, errors = await process.communicate()
    out = "".join(printed) + rest.decode()
    assert process.returncode == 0, errors.decode()
    assert "local and offline" in out.lower() and out.rstrip().endswith("Stopped.")
    assert "Traceback" not in errors.decode() and "ERROR" not in errors.decode(), errors.decode()
    assert "voice" not in errors.decode()
    assert (tmp_path / ".playground" / "refbot.sqlite3").is_file()  # the default database, beside you


def test_a_busy_port_is_one_line_and_exit_2(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        run = subprocess.run([sys.executable, "-m", "bot", "play", "--port", str(port)], cwd=tmp_path,
                             env=environment(), capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert re.fullmatch(rf"error: cannot listen on 127\.0\.0\.1:{port} \(.+\); choose another port with --port",
                        run.stderr.strip()), run.stderr


def test_help_a_bad_flag_and_the_bot_without_a_token(tmp_path):
    helped = subprocess.run([sys.executable, "-m", "bot", "play", "--help"], capture_output=True, text=True,
                            cwd=tmp_path, env=environment(), timeout=60)
    assert helped.returncode == 0 and "usage: python -m bot play" in helped.stdout and "--db PATH" in helped.stdout
    for bad in (["--port", "70000"], ["--nope"]):
        run = subprocess.run([sys.executable, "-m", "bot", "play", *bad], capture_output=True, text=True,
                             cwd=tmp_path, env=environment(), timeout=60)
        assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1, run.stderr
    listed = subprocess.run([sys.executable, "-m", "bot", "--help"], capture_output=True, text=True,
                            cwd=tmp_path, env=environment(), timeout=60)
    assert "play" in listed.stdout
    # the real bot still needs a token: one line that says so, and where to play without one
    run = subprocess.run([sys.executable, "-m", "bot"], capture_output=True, text=True, cwd=tmp_path,
                         env=environment(), timeout=60)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [
        "error: DISCORD_TOKEN is not set: put your bot token in the environment or in .env (DISCORD_TOKEN=...); "
        "to try the bot without Discord: python -m bot play"]


@ASYNC
async def test_a_match_is_there_again_after_a_restart(tmp_path):
    db = tmp_path / "refbot.sqlite3"
    async with Playground(db) as first:
        double, world = first.double, first.world
        table = world.channel("table-1")["id"]
        challenge = await double.slash(world.user("Alice"), table, "match start",
                                       {"game": "gcg", "opponent": world.user("Bob")["id"]})
        accept = next(c for c in components_of(challenge.message) if c["type"] == 3)
        await double.select(world.user("Bob"), challenge.message, accept["custom_id"], [accept["options"][0]["value"]])
        await double.wait_for(lambda: any("match #" in (m["embeds"] or [{}])[0].get("title", "")
                                          for m in double.channel_messages(table)))
    async with Playground(db) as second:  # a new Discord double: the same server, people and channel ids
        double = second.double
        assert second.world.channel("table-1")["id"] == table
        await double.wait_for(lambda: any("match #1" in (m["embeds"] or [{}])[0].get("title", "")
                                          for m in double.channel_messages(table)))
        await double.wait_for(lambda: all(double.dms(second.world.user(p)) for p in ("Alice", "Bob")))


def test_the_readme_starts_with_the_playground_and_shows_it():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first = re.search(r"```bash\n(.+?)\n```", readme)[1]
    assert first == "python3 -m venv .venv && . .venv/bin/activate && pip install -e . && python -m bot play"
    picture = re.search(r"!\[[^\]]+\]\((docs/[\w.-]+\.png)\)", readme)[1]
    assert (ROOT / picture).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

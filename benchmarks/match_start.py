"""How fast `/match start` answers after large card imports, through the local Discord double.

    python benchmarks/match_start.py [--files 4] [--kib 490] [--json]

Starts the double in this process and the real bot (`python -m bot`, SQLite) as a
subprocess, imports --files GCG card files of about --kib KiB each with `/cards import`,
then times `/match start` three times: right after the imports, after a restart of the
bot (nothing in memory), and once more (warm). For each it prints the time from the
interaction being sent to the bot's first response (a message, or a deferral) arriving
at the double, and to the challenge message (with its buttons) being in the channel;
then the time to the first response to the opponent's acceptance (the match's setup).
Discord gives 3 s for the first response; the double's own deadline is switched off
here so a slow answer is measured rather than refused. Prints figures; asserts nothing.
"""

from __future__ import annotations

import asyncio
import functools
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot_load import TOKEN, wait_ready  # the sibling benchmark's start-up helpers

from discord_double import DiscordDouble, components_of
from rules_engine.cli import Parser, positive_int

DEADLINE_S = 3.0
TIMINGS = ("deploy", "attack", "destroyed", "when_paired", "activate_main")
TEXTS = ("Choose 1 enemy Unit with 3 or less HP. Rest it.", "Draw 1.",
         "Choose 1 enemy Unit. Deal 2 damage to it.",
         "Choose 1 of your Units. It gets AP+1 during this turn.", "Rest this Unit: Draw 1. Then, discard 1.")


def card_file(prefix: str, kib: int) -> bytes:
    """A valid GCG card file of about `kib` KiB: units with three effects each (CONTRACTS §3)."""
    out: list[str] = []
    size, n = 0, 0
    while True:
        effects = "".join(f"    - {{timing: {TIMINGS[(n + k) % 5]}, text: \"{TEXTS[(n + k) % 5]} "
                          f"If you have 2 or more other Units in play, instead choose 2 of them.\"}}\n"
                          for k in range(3))
        block = (f"- number: {prefix}-{n:05d}\n  name: Test Frame {prefix} {n}\n  type: unit\n  color: blue\n"
                 f"  level: {1 + n % 8}\n  cost: {1 + n % 6}\n  ap: {1 + n % 5}\n  hp: {1 + n % 6}\n"
                 f"  traits: [Harbor Fleet, Test Squadron]\n  effects:\n{effects}")
        if size + len(block.encode()) > kib * 1024:
            return "".join(out).encode()
        out.append(block)
        size += len(block.encode())
        n += 1


def start_bot(double: DiscordDouble, db_url: str) -> subprocess.Popen:
    env = dict(os.environ, DISCORD_TOKEN=TOKEN, REFBOT_DB_URL=db_url, DISCORD_API_BASE=double.api_base,
               DISCORD_GATEWAY_URL=double.gateway_url)
    return subprocess.Popen([sys.executable, "-m", "bot"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()


async def timed_start(double: DiscordDouble, user: dict, opponent: dict, channel: dict) -> dict:
    """`/match start` in `channel`: first response and challenge message times (ms)."""
    sent = time.perf_counter()
    reply = await double.slash(user, channel["id"], "match start",
                               {"game": "gcg", "opponent": opponent["id"]})
    first = (reply.answered_at - reply.received_at) * 1000

    def posted() -> bool:
        return any(c["custom_id"].startswith("accept:") for m in double.channel_messages(channel["id"])
                   for c in components_of(m) if "custom_id" in c)

    await double.wait_for(posted, timeout=120)
    out = {"first_response_ms": round(first, 1), "deferred": reply.type == 5,
           "challenge_posted_ms": round((time.perf_counter() - sent) * 1000, 1),
           "within_deadline": first <= DEADLINE_S * 1000}
    # the opponent accepts with a demo deck: the match is set up (its frozen cards included)
    message = next(m for m in double.channel_messages(channel["id"])
                   if any(c.get("custom_id", "").startswith("accept:") for c in components_of(m)))
    accept = next(c for c in components_of(message) if c.get("custom_id", "").startswith("accept:"))
    accepted = await double.select(opponent, message, accept["custom_id"], [accept["options"][0]["value"]])
    out["accept_first_response_ms"] = round((accepted.answered_at - accepted.received_at) * 1000, 1)
    return out


async def main(args) -> dict:
    double = DiscordDouble(validate=False)
    double.clock = lambda: 0.0  # measure a slow answer instead of refusing it
    await double.start()
    # a big import can take longer than the double's default 10 s wait for an answer
    double._send_interaction = functools.partial(DiscordDouble._send_interaction, double, timeout=300)
    guild = double.add_guild("Bench", channels=("one", "two", "three"))
    alice, bob = double.add_user("Alice"), double.add_user("Bob")
    folder = tempfile.mkdtemp(prefix="match-start-")
    db_url = f"sqlite://{folder}/bot.sqlite3"
    result: dict = {"files": args.files, "kib_each": args.kib}
    proc = start_bot(double, db_url)
    try:
        await wait_ready(double, proc)
        imports = []
        for n in range(args.files):
            data = card_file(f"B{chr(65 + n)}", args.kib)
            attachment = double.attachment(f"big-{n}.yaml", data)
            reply = await double.slash(alice, guild["channels"][0]["id"], "cards import",
                                       {"file": attachment["id"]}, attachments={attachment["id"]: attachment},
                                       admin=True)
            await double.wait_for(lambda r=reply: "card(s)" in r.text(), timeout=300)
            imports.append({"kib": len(data) // 1024,
                            "first_response_ms": round((reply.answered_at - reply.received_at) * 1000, 1)})
        result["imports"] = imports
        result["after_import"] = await timed_start(double, alice, bob, guild["channels"][0])
        stop(proc)
        proc = start_bot(double, db_url)
        await wait_ready(double, proc, identified=2)
        result["after_restart"] = await timed_start(double, alice, bob, guild["channels"][1])
        result["warm"] = await timed_start(double, alice, bob, guild["channels"][2])
    finally:
        stop(proc)
        await double.stop()
    result["load_average"] = [round(x, 2) for x in os.getloadavg()]
    return result


def parse_args():
    parser = Parser(prog="python benchmarks/match_start.py",
                    description="Time /match start after large card imports, through the local "
                                "Discord double.")
    parser.add_argument("--files", type=positive_int, default=4, help="card files to import")
    parser.add_argument("--kib", type=positive_int, default=490, help="size of each card file, KiB")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser.parse_args()


if __name__ == "__main__":
    arguments = parse_args()
    figures = asyncio.run(main(arguments))
    if arguments.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")

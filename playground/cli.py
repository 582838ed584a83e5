"""`python -m bot play [--port 8765] [--db PATH]`: the real bot against a local Discord, in
a browser. Local and offline: no token, no Discord, nothing leaves 127.0.0.1."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from pathlib import Path

from rules_engine.cli import Parser

DEFAULT_PORT = 8765
# Beside the project, not the real bot's database (~/.local/share/tcg-referee/): the
# playground's matches, decks and settings stay out of a real deployment's.
DEFAULT_DB = Path(".playground") / "refbot.sqlite3"


def parse(argv: list[str] | None) -> tuple[int, Path]:
    parser = Parser(prog="python -m bot play",
                    description="Play with the bot without Discord: the real bot against a local Discord "
                                "double, in your browser (Alice, Bob, Carol, Dave, a judge and an admin). "
                                "Local and offline: no token needed, nothing is sent to Discord.")
    parser.add_argument("--port", type=_port, default=DEFAULT_PORT,
                        help=f"the port on 127.0.0.1 for the page (default {DEFAULT_PORT}; 0: any free port)")
    parser.add_argument("--db", type=Path, default=DEFAULT_DB, metavar="PATH",
                        help=f"the playground's SQLite database (default {DEFAULT_DB}, created if missing); "
                             "its matches are there again after a restart")
    args = parser.parse_args(argv)
    return args.port, args.db


def _port(text: str) -> int:
    import argparse

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a port number, got {text!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"expected a port from 0 to 65535, got {value}")
    return value


def main(argv: list[str] | None = None) -> int:
    port, db = parse(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    # The bot sends no voice: discord.py's notes on missing voice libraries are noise here.
    logging.getLogger("discord.client").addFilter(lambda record: "voice will NOT" not in record.getMessage())
    try:
        return asyncio.run(_serve(port, db))
    except KeyboardInterrupt:  # Ctrl-C before the loop could take it over
        print("Stopped.")
        return 0


async def _serve(port: int, db: Path) -> int:
    from .app import Playground, PlaygroundError  # the bot and the double: not for --help

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not on Windows' loop
            loop.add_signal_handler(sig, stop.set)
    playground = Playground(db, port)
    print(f"Starting the bot against a local Discord (database {db}; the first start builds "
          "the rules index and may take a minute)…", flush=True)
    starting = asyncio.ensure_future(playground.start())
    stopping = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait([starting, stopping], return_when=asyncio.FIRST_COMPLETED)
        if not starting.done():  # Ctrl-C while starting
            starting.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await starting
            return 0
        try:
            starting.result()
        except PlaygroundError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        print(f"\nPlayground: {playground.url}\n"
              "Local and offline: the real bot and a Discord double on this machine, no token, "
              "nothing sent to Discord.\n"
              "Open the address in a browser and play every seat (Alice, Bob, Carol, Dave, Judge, "
              "Admin). Ctrl-C stops.", flush=True)
        await stopping
        print("Stopping…", flush=True)
        return 0
    finally:
        stopping.cancel()
        await playground.stop()
        if stop.is_set():
            print("Stopped.")

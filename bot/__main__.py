"""`python -m bot`: validate the settings, then run the bot (or `migrate` the store, or
`export-db --to URL` copy it into another). `python -m bot play` hands over to the local
playground (playground/, beside the bot).

Exit 2 with one line for a bad argument, a bad setting or a database that cannot be
used; never a traceback."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys

from rules_engine.cli import Parser

from .settings import SettingsError, check_db_url, load_settings


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = Parser(prog="python -m bot",
                    description="The TCG referee Discord bot. Settings come from the environment or .env "
                                "(DISCORD_TOKEN, REFBOT_DB_URL or REFBOT_DB_PATH, REFBOT_DEV_GUILD, …; "
                                "see README).")
    parser.add_argument("command", nargs="?", default="run",
                        choices=("run", "migrate", "export-db", "health", "play", "tournament"),
                        help="run the bot (default); apply the database migrations and exit; copy the "
                             "configured database into another (--to); for a container's health "
                             "check, exit 0 if the running bot is connected (REFBOT_HEALTH_FILE); "
                             "play: the bot without Discord, in your browser, local and offline "
                             "(`python -m bot play --help`); or "
                             "`tournament standings|pair RESULTS.json` (`python -m bot tournament --help`)")
    parser.add_argument("--to", metavar="URL",
                        help="export-db: the empty database to copy into (sqlite:///path/to/file.db or "
                             "postgresql://user:password@host:port/database)")
    args = parser.parse_args(argv)
    if args.command == "play":  # only reached with options before it
        parser.error("play takes its own options after it: python -m bot play [--port N] [--db PATH]")
    if args.command == "export-db":
        if not args.to:
            parser.error("export-db needs --to URL")
        try:
            args.to = check_db_url(args.to)
        except ValueError as exc:
            parser.error(f"--to {exc}")
    elif args.to:
        parser.error("--to goes with export-db only")
    return args


def health() -> int:
    """The bot writes REFBOT_HEALTH_FILE every few seconds while it is connected to Discord
    (bot/client.py); healthy means written within HEALTH_MAX_AGE seconds."""
    import time
    from pathlib import Path

    from .client import HEALTH_MAX_AGE

    path = os.environ.get("REFBOT_HEALTH_FILE")
    if not path:
        print("error: REFBOT_HEALTH_FILE is not set, so the bot writes no heartbeat", file=sys.stderr)
        return 2
    try:
        age = time.time() - float(Path(path).read_text().strip() or 0)
    except (OSError, ValueError):
        print("unhealthy: no heartbeat yet (the bot is starting, or not connected)")
        return 1
    if age > HEALTH_MAX_AGE:
        print(f"unhealthy: last heartbeat {age:.0f} s ago")
        return 1
    print(f"healthy: heartbeat {age:.0f} s ago")
    return 0


SWITCH_INTERVAL_S = 0.0005


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["play"]:
        return play(argv[1:])
    if argv[:1] == ["tournament"]:  # its own subcommands and flags
        from .services.tournament.cli import main as tournament_main

        return tournament_main(argv[1:])
    args = parse(argv)
    from .store import Store, StoreError

    if args.command == "migrate":
        return asyncio.run(migrate(Store, StoreError))
    if args.command == "export-db":
        return asyncio.run(export_db(args.to))
    if args.command == "health":
        return health()
    try:
        settings = load_settings()
    except SettingsError as exc:
        missing_token = "DISCORD_TOKEN is not set" in str(exc)
        hint = "; to try the bot without Discord: python -m bot play" if missing_token else ""
        print(f"error: {exc}{hint}", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if os.environ.get("REFBOT_METRICS"):
        from . import metrics

        metrics.start_tracing()  # before the bot's modules load, to see what they keep
    from . import endpoints, memory

    memory.map_large_blocks()  # pictures' pixels handed back when freed (docs/memory.md, fourth pass)
    from .client import RefereeBot

    endpoints.configure(settings.api_base, settings.gateway_url)
    metrics_file = os.environ.get("REFBOT_METRICS")
    profile_file = os.environ.get("REFBOT_PROFILE")  # cProfile of the event loop's thread (benchmarks)
    profiler = None
    if profile_file:
        import cProfile

        profiler = cProfile.Profile()

    async def run() -> None:
        bot = RefereeBot(settings)
        if metrics_file:
            from pathlib import Path

            from . import metrics

            metrics.install(bot, Path(metrics_file))
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.close()))
        async with bot:
            await bot.store.open()  # a database that cannot be used stops us before Discord does
            await bot.start(settings.discord_token)

    try:
        # The SQLite store's statements run on aiosqlite's thread, one GIL hand-over each:
        # at Python's default 5 ms switch interval a busy event loop held every hop up to
        # 5 ms, and an action's few statements waited longer than the bot's own work.
        sys.setswitchinterval(SWITCH_INTERVAL_S)
        if profiler is not None:
            profiler.enable()
        _event_loop_runner()(run())
    except StoreError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # e.g. a token Discord rejects: one line, not a traceback
        logging.getLogger("refbot").error("the bot stopped: %s", exc)
        return 1
    finally:
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(profile_file)
        if metrics_file:
            from pathlib import Path

            from . import metrics

            metrics.write(Path(metrics_file))
    return 0


def play(argv: list[str]) -> int:
    """The playground wires the bot to the local Discord double; the bot never imports
    either (import-linter), so the hand-over is by name, at run time."""
    import importlib

    try:
        cli = importlib.import_module("playground.cli")
    except ModuleNotFoundError as exc:  # e.g. the container image, which ships the bot only
        print(f"error: the playground is not installed here ({exc}); install the project from its "
              "source: pip install -e .", file=sys.stderr)
        return 2
    return cli.main(argv)


def _event_loop_runner():
    """uvloop where it is installed (a dependency on Linux and macOS): the bot's CPU per
    interaction is largely the event loop's and aiohttp's, and uvloop's is a fraction of
    asyncio's (benchmarks/bot_load.py, docs/store.md). asyncio's own loop elsewhere."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run
    return uvloop.run


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


async def migrate(store_class, error_class) -> int:
    try:
        settings = load_settings(require_token=False)
        store = store_class(settings.database)
    except (SettingsError, error_class) as exc:
        print(f"error: {_one_line(exc)}", file=sys.stderr)
        return 2
    try:
        await store.open()
        applied = store.applied
        version = await store.schema_version()
    except error_class as exc:
        print(f"error: {_one_line(exc)}", file=sys.stderr)
        return 2
    finally:
        await store.close()
    if applied:
        print(f"applied migrations {', '.join(map(str, applied))} to {store} (schema version {version})")
    else:
        print(f"{store} is up to date (schema version {version})")
    return 0


async def export_db(to: str) -> int:
    from .store import Store, StoreError
    from .store.export import export

    try:
        settings = load_settings(require_token=False)
        source, target = Store(settings.database), Store(to)
    except (SettingsError, StoreError) as exc:
        print(f"error: {_one_line(exc)}", file=sys.stderr)
        return 2
    if str(source) == str(target):
        print("error: --to names the configured database itself", file=sys.stderr)
        return 2
    try:
        await source.open()
        await target.open()
        report = await export(source, target)
    except StoreError as exc:
        print(f"error: {_one_line(exc)}", file=sys.stderr)
        return 2
    finally:
        await target.close()
        await source.close()
    print(report.summary(source, target))
    return 0


if __name__ == "__main__":
    sys.exit(main())

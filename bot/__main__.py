"""`python -m bot`: validate the settings, then run the bot (or `migrate` the store).

Exit 2 with one line for a bad argument, a bad setting or a database that cannot be
used; never a traceback."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys

from rules_engine.cli import Parser

from .settings import SettingsError, load_settings


def parse(argv: list[str] | None) -> str:
    parser = Parser(prog="python -m bot",
                    description="The TCG referee Discord bot. Settings come from the environment or .env "
                                "(DISCORD_TOKEN, REFBOT_DB_PATH, REFBOT_DEV_GUILD, …; see README).")
    parser.add_argument("command", nargs="?", default="run", choices=("run", "migrate"),
                        help="run the bot (default), or apply the database migrations and exit")
    return parser.parse_args(argv).command


def main(argv: list[str] | None = None) -> int:
    command = parse(sys.argv[1:] if argv is None else argv)
    from .store import Store, StoreError

    if command == "migrate":
        return asyncio.run(migrate(Store, StoreError))
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    from . import endpoints
    from .client import RefereeBot

    endpoints.configure(settings.api_base, settings.gateway_url)
    metrics_file = os.environ.get("REFBOT_METRICS")

    async def run() -> None:
        bot = RefereeBot(settings)
        if metrics_file:
            from . import metrics

            metrics.install(bot)
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.close()))
        async with bot:
            await bot.store.open()  # a database that cannot be used stops us before Discord does
            await bot.start(settings.discord_token)

    try:
        asyncio.run(run())
    except StoreError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # e.g. a token Discord rejects: one line, not a traceback
        logging.getLogger("refbot").error("the bot stopped: %s", exc)
        return 1
    finally:
        if metrics_file:
            from pathlib import Path

            from . import metrics

            metrics.write(Path(metrics_file))
    return 0


async def migrate(store_class, error_class) -> int:
    try:
        settings = load_settings(require_token=False)
    except SettingsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    store = store_class(settings.db_path)
    try:
        await store.open()
        applied = store.applied
    except error_class as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    finally:
        await store.close()
    if applied:
        print(f"applied migrations {', '.join(map(str, applied))} to {settings.db_path}")
    else:
        print(f"{settings.db_path} is up to date (schema version {len(store_class.migrations())})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""`python -m bot`: validate the settings, then run the bot."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys

from .settings import SettingsError, load_settings


def main() -> int:
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
            await bot.start(settings.discord_token)

    try:
        asyncio.run(run())
    except Exception as exc:  # e.g. a token Discord rejects: one line, not a traceback
        logging.getLogger("refbot").error("the bot stopped: %s", exc)
        return 1
    finally:
        if metrics_file:
            from pathlib import Path

            from . import metrics

            metrics.write(Path(metrics_file))
    return 0


if __name__ == "__main__":
    sys.exit(main())

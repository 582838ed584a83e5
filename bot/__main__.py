"""`python -m bot`: validate the settings, then run the bot."""

from __future__ import annotations

import sys

from .settings import SettingsError, load_settings


def main() -> int:
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    # The Discord adapter (slash commands, matches, hands by DM) is issue #4 and is not
    # built yet; until then a valid configuration is all this command can check.
    print(f"settings OK (database: {settings.db_path}); the Discord adapter is not built yet "
          "(issue #4), so there is nothing to run", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())

"""`python -m rules_engine.scenario`: see `rules_engine.tools.scenario`."""

import sys

from .tools.scenario import main

if __name__ == "__main__":
    sys.exit(main())

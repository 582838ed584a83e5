"""`python -m rules_engine.playout`: see `rules_engine.tools.playout`."""

import sys

from .tools.playout import main

if __name__ == "__main__":
    sys.exit(main())

"""`python -m rules_engine.replay`: see `rules_engine.tools.replay`."""

import sys

from .tools.replay import main

if __name__ == "__main__":
    sys.exit(main())

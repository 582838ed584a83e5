"""`python -m playground` is `python -m bot play`."""

import sys

from .cli import main

sys.exit(main())

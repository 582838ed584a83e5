"""The local playground: the real bot against the local Discord double, played in a browser.

`python -m bot play` hands over to `playground.cli`. This package is the only place that
wires the bot and the double together outside the tests: the bot never imports it or the
double (import-linter contracts in pyproject.toml)."""

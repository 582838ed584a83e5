"""One extension per command group. Each gets the `Host` (command tree, component router)
and the `Services` when it is set up; none imports the client or another extension."""

from __future__ import annotations

from . import cards, config, decks, judge, match, play, rules, tournament
from .base import Host, Services

EXTENSIONS = (rules, match, play, judge, config, decks, cards, tournament)


def setup_all(host: Host, services: Services) -> None:
    for extension in EXTENSIONS:
        extension.setup(host, services)

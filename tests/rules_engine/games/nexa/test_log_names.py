"""#30 §4: a NEX-A log line never shows the engine's card id ("Relay Drone#54"); two cards
in play sharing a name are told apart by the player and their place as the board lists
them ("Ember Sentry (B2)")."""

from __future__ import annotations

import random
import re

from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.games.nexa.battle import label
from rules_engine.games.nexa.state import FIELD

ENGINE_ID = re.compile(r"\w#\d+")


def _seeded_games(seeds: range, actions: int):
    module = get_game("nexa")
    for seed in seeds:
        match = Match(module.playout_config(str(seed), {}), game=module)
        rng = random.Random(seed)
        while not match.finished and match.number < actions:
            deciding = match.deciding()
            player = deciding[0] if len(deciding) == 1 else rng.choice(deciding)
            match.apply(module.playout_choose(rng, match.legal_actions(player)))
        yield match


def test_no_log_line_or_refusal_shows_an_engine_card_id():
    twins = 0
    for match in _seeded_games(range(3), 400):
        lines = [event.for_viewer(viewer) for batch in match.events for event in batch
                 for viewer in (None, *match.config.players)]
        assert lines and not [line for line in lines if ENGINE_ID.search(line)][:3]
        state = match.state
        for player in state.players:
            for zone in FIELD:
                for n, uid in enumerate(state.zone(player, zone), 1):
                    name = state.definition(uid).name
                    shared = sum(state.definition(u).name == name for p in state.players for z in FIELD
                                 for u in state.zone(p, z)) > 1
                    assert label(state, uid) == (f"{name} ({player}{n})" if shared else name)
                    twins += shared
    assert twins, "no two cards in play shared a name: the mirror case went untested"

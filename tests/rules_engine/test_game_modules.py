"""Every game of the registry keeps the `GameModule` promises: the bot and the tools rely
on nothing else. A new game folder is checked by these tests without adding any.

`REFBOT_PLAYOUT_GAMES` sets how many random games each game plays here (default 20;
the long form is `python -m rules_engine.playout --game G --games 10000`)."""

from __future__ import annotations

import dataclasses
import os
import random

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.game import ActionText, GameModule, OptionError, names_in
from rules_engine.core.match import Match
from rules_engine.core.registry import UnknownGame, codes, get_game
from rules_engine.core.table import Table
from rules_engine.core.zones import JUDGE
from rules_engine.tools.playout import run

GAMES = codes()
PLAYOUT_GAMES = int(os.environ.get("REFBOT_PLAYOUT_GAMES", "20"))
ATTRIBUTES = ("code", "title", "rules", "zones", "action_groups", "options", "fixes", "scenario")
METHODS = ("load_cards", "pool", "parse_deck", "deck_violations", "demo_decks", "validate_options",
           "seats", "setup", "legal_actions", "check", "apply", "deciding", "finished", "winner", "view",
           "snapshot", "table", "describe", "playout_config", "playout_choose", "invariants",
           "hidden_from")


def test_gcg_is_registered_and_unknown_games_are_refused():
    assert GAMES[0] == "gcg"
    with pytest.raises(UnknownGame, match="unknown game 'chess'"):
        get_game("chess")


@pytest.mark.parametrize("code", GAMES)
def test_the_module_has_the_whole_protocol(code):
    game = get_game(code)
    assert game.code == code and game.title
    for name in ATTRIBUTES:
        assert hasattr(game, name), f"{code} lacks {name}"
    for name in METHODS:
        assert callable(getattr(game, name, None)), f"{code} lacks {name}()"
    assert game.rules.game == code
    groups = [key for key, _ in game.action_groups]
    assert len(groups) == len(set(groups)) and "decide" in groups
    for kind, spec in game.fixes.items():
        assert kind == spec.kind and kind.startswith("fix_")


@pytest.mark.parametrize("code", GAMES)
def test_demo_decks_are_legal_and_survive_their_text_form(code):
    game = get_game(code)
    decks = game.demo_decks()
    assert len(decks) >= 2
    pool = game.pool()
    for name, deck in decks.items():
        assert game.deck_violations(deck, pool) == [], name
        again = game.parse_deck(deck.to_text(), deck.name)
        assert again.to_text() == deck.to_text()


@pytest.mark.parametrize("code", GAMES)
def test_options_are_validated_before_anything_starts(code):
    game = get_game(code)
    with pytest.raises(OptionError):
        game.validate_options(1, {})
    with pytest.raises(OptionError):
        game.validate_options(2, {"no_such_option": True})
    seats = game.seats(2, {})
    assert len(seats) == 2 and len(set(seats)) == 2


@pytest.mark.parametrize("code", GAMES)
def test_random_games_keep_every_invariant(code):
    report = run(code, PLAYOUT_GAMES, "conformance")
    assert report.errors == [] and report.violations == [], (report.errors + report.violations)[:3]
    assert report.unfinished == 0
    assert sum(report.winners.values()) == PLAYOUT_GAMES


@pytest.mark.parametrize("code", GAMES)
def test_the_playout_reports_a_public_action_naming_a_hidden_card(code, monkeypatch):
    """core.hidden runs after every playout action in every game: were the game to offer
    its hand plays on the public board, the first one would be reported."""
    game = get_game(code)
    describe = game.describe
    monkeypatch.setattr(game, "describe", lambda action, names: dataclasses.replace(describe(action, names),
                                                                                   public=True))
    report = run(code, 1, f"leaky-{code}")
    assert any("names cards hidden from another seat" in v for v in report.violations), report.violations[:3]


def _walk(game: GameModule, seed: str, limit: int = 400):
    """A random game, yielding the match before each action."""
    match = Match(game.playout_config(seed, {}), game=game)
    rng = random.Random(seed)
    while not match.finished and match.number < limit:
        yield match
        deciding = match.deciding()
        assert deciding, f"nobody decides at action {match.number}"
        player = rng.choice(deciding)
        match.apply(game.playout_choose(rng, match.legal_actions(player)))
    yield match


@pytest.mark.parametrize("code", GAMES)
def test_every_legal_action_reads_from_what_its_player_sees(code):
    game = get_game(code)
    groups = {key for key, _ in game.action_groups}
    for match in _walk(game, f"labels-{code}"):
        public_names = names_in(match.view(None))
        for player in match.deciding():
            names = names_in(match.view(player))
            for action in match.legal_actions(player):
                text = game.describe(action, names)
                assert isinstance(text, ActionText) and text.label.strip(), action
                assert text.group in groups, (action, text.group)
                if text.public:  # offered on the board: must read the same from public names
                    assert game.describe(action, public_names).label == text.label, action


@pytest.mark.parametrize("code", GAMES)
def test_tables_show_each_viewer_only_what_they_may_see(code):
    game = get_game(code)
    for n, match in enumerate(_walk(game, f"tables-{code}")):
        if n % 7:
            continue
        state = match.state
        for viewer in (None, *match.config.players, JUDGE):
            table = match.table(viewer)
            assert isinstance(table, Table) and table.game == code
            assert set(table.deciding) == set(match.deciding())
            hidden = game.hidden_from(state, viewer)
            for seat in table.seats:
                for pile in seat.piles:
                    if pile.private and viewer not in (seat.player, JUDGE):
                        assert pile.cards is None, (viewer, seat.player, pile.key)
                    for face in pile.cards or ():
                        for card in (face, *face.attached):
                            assert card.uid not in hidden, (viewer, pile.key, card.name)


@pytest.mark.parametrize("code", GAMES)
def test_a_refusal_changes_nothing_and_cites_a_reason(code):
    game = get_game(code)
    match = Match(game.playout_config(f"refuse-{code}", {}), game=game)
    before = match.state_hash()
    idle = [p for p in match.config.players if p not in match.deciding()]
    kinds = {a.kind for p in match.deciding() for a in match.legal_actions(p)} - {"concede"}
    if idle and kinds:
        with pytest.raises(IllegalAction) as refused:
            match.apply(Action(idle[0], sorted(kinds)[0], {}))
        assert refused.value.message
    with pytest.raises(IllegalAction):
        match.apply(Action(match.config.players[0], "no_such_action", {}))
    assert match.state_hash() == before and match.number == 0


@pytest.mark.parametrize("code", GAMES)
def test_replay_rebuilds_the_same_state(code):
    game = get_game(code)
    *_, match = _walk(game, f"replay-{code}", limit=250)
    assert match.replay().state_hash() == match.state_hash()


@pytest.mark.parametrize("code", GAMES)
def test_a_card_file_may_name_a_card_in_each_language(code):
    """core.cards.LocalisedName: `name: {en, zh-Hant, ja}` keeps the English as `name` (what
    the rules compare) and every language in `names`; a bad language is refused by field."""
    game = get_game(code)
    demo = next(c for c in game.pool().cards.values() if not c.number.startswith(("FILLER", "EX")))
    data = demo.model_dump(exclude_defaults=True)
    data.pop("names", None)  # what the loader derives from `name`, as a card file never gives it
    if data.get("text"):  # a printed card (GCG's demo cards): its effects are read from its text
        for derived in ("effects", "keywords", "script"):
            data.pop(derived, None)
    data.update(number="LOC-1", name={"en": "Night Heron", "zh-Hant": "夜鷺", "ja": "ゴイサギ"})
    (card,) = game.load_cards({"cards": [data]}, "names.yaml")
    assert card.name == "Night Heron" and card.names == {"en": "Night Heron", "zh-Hant": "夜鷺", "ja": "ゴイサギ"}
    data.update(name={"ja": "ゴイサギ"})
    (card,) = game.load_cards({"cards": [data]}, "names.yaml")
    assert card.name == "ゴイサギ"  # no English: the first name given
    data.update(name={"fr": "Bihoreau"})
    with pytest.raises(Exception, match=r"names\.yaml"):
        game.load_cards({"cards": [data]}, "names.yaml")

"""Issue 29 §3, the part the bot shows today: an effect waiting to be resolved by hand is on
the board (its owner and its printed text, from the public view of every game) and heads
its owner's options menu; the worst case still fits Discord's limits."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import i18n
from bot.presenter import by_hand_effect
from bot.render.board import BoardMeta, board_embed
from bot.render.limits import problems
from discord_double import embed_text
from rules_engine.tools.scenario import Runner, load

ROOT = Path(__file__).resolve().parents[2]
# a scenario of each game that opens an effect resolved by hand, and the steps that open it
OPENING = {
    "gcg": ("tests/scenarios/gcg/effect-actions-by-hand.yaml", 1, "【Main】All your units get AP+1"),
    "ucg": ("tests/scenarios/ucg/effect-actions-by-hand.yaml", None, "Hand Worker (T-HAND)"),
    "altcg": ("tests/scenarios/altcg/57-manual-effect.yaml", None, "Look at the top card of your deck"),
    "nexa": ("tests/scenarios/nexa/by-hand-command.yaml", None, "Field Improvisation: （自軍配備フェイズ）：自軍ユニット１枚"),
}


def view_at_by_hand_effect(code: str) -> tuple[dict, object]:
    path, steps, _ = OPENING[code]
    data, positions, game = load(ROOT / path)
    if steps is None:  # up to the first expectation
        steps = next(i for i, step in enumerate(data["steps"]) if isinstance(step, dict) and "expect" in step)
    data["steps"] = data["steps"][:steps]
    runner = Runner(data, positions, game)
    runner.run()
    return runner.match.view(None), game


@pytest.mark.parametrize("code", sorted(OPENING))
def test_the_board_shows_the_effect_waiting_to_be_resolved_by_hand(code):
    view, game = view_at_by_hand_effect(code)
    waiting = by_hand_effect(view)
    assert waiting is not None and waiting[0] == "A" and OPENING[code][2] in waiting[1]
    with i18n.use("en"):
        embed = board_embed(game.table(view), BoardMeta(match_id=7, title=game.title, names={"A": "*Al*"},
                                                        by_hand=waiting))
    field = next(f for f in embed["fields"] if f["name"] == "✋ Waiting to be resolved by hand")
    assert field["value"].startswith("\\*Al\\*: ")  # a display name is never markup
    assert problems({"embeds": [embed]}) == []


def test_no_by_hand_line_without_such_an_effect_and_the_worst_case_fits():
    view, game = view_at_by_hand_effect("gcg")
    assert by_hand_effect({**view, "prompt": {"kind": "main", "player": "A"}}) is None
    worst = {**view, "prompt": {"kind": "effect", "player": "A", "text": "Ｙ*" * 2000}}
    embed = board_embed(game.table(worst), BoardMeta(match_id=7, title=game.title, names={"A": "Ａ" * 32},
                                                     log=("Ｚ" * 500,) * 8, by_hand=by_hand_effect(worst)))
    assert problems({"embeds": [embed]}) == []
    assert "Waiting to be resolved by hand" in embed_text(embed)

"""s12-gcg-exec (issue 29): "Choose 1 enemy player. They discard 1." in a free-for-all, through the
Discord double — the effect's owner chooses the player (10-3-3) in their own menu, the options
naming each enemy player once (players are public); another player's click on that menu and a
stale click are refused with a reason; the chosen player then discards behind their own prompt,
and nobody else sees their hand (4-8-2, 5-11-1).

The position comes from a scenario (tests/scenarios/gcg-multi/ffa-s12e-chosen-enemy-player-
discards.yaml, its first step: the command played) put into a live three-player match: the rest
is clicked as a person would."""

from __future__ import annotations

from pathlib import Path

from discord_double import components_of, embed_text
from rules_engine.core.match import Match
from rules_engine.tools.scenario import Runner, load

from .test_multiplayer import check_hidden, user_for
from .test_multiplayer_details import _free_for_all

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "gcg-multi" / "ffa-s12e-chosen-enemy-player-discards.yaml"


async def _at_the_choice(env):
    live, users = await _free_for_all(env, 3)
    data, positions, game = load(SCENARIO)
    data["steps"] = data["steps"][:1]  # A plays "Choose 1 enemy player. They discard 1."
    runner = Runner(data, positions, game)
    runner.run()
    assert runner.match.state.prompt.kind == "player"
    match = Match(live.match.config, state=runner.match.state, game=live.match.game)
    match.actions, match.events = list(live.match.actions), list(live.match.events)  # the stored numbers go on
    live.match = match
    live._cache.clear()  # views memoised by action number: this position is a new one at the same number
    live._cached_at = None
    await env.bot.presenter.refresh(live)
    await env.settle()
    return live, users


async def _menu(env, user):
    board = env.board()
    options = next(c for c in components_of(board) if c.get("custom_id", "").startswith("opts:"))
    return (await env.click(user, board, options["custom_id"])).message


def _offered(menu) -> list[tuple[str, dict, str]]:
    out = []
    for c in components_of(menu or {}):
        cid = c.get("custom_id", "")
        if cid.startswith("act:"):
            out.append((c.get("label") or "", c, ""))
        elif cid.startswith(("pick:", "pickn:")):  # pickn: "discard 1 of these", one card a value
            out += [(o["label"], c, o["value"]) for o in c["options"]]
    return out


async def _take(env, user, menu, component, value):
    if value:
        return await env.select(user, menu, component["custom_id"], [value])
    return await env.click(user, menu, component["custom_id"])


async def test_the_owner_chooses_the_enemy_player_and_only_that_player_discards_unseen(env):
    live, users = await _at_the_choice(env)
    names = env.bot.presenter.names(live)
    alice = user_for(env, live, users, "A")
    menu = await _menu(env, alice)
    offered = [o for o in _offered(menu) if o[0] != "Concede"]
    labels = [label for label, _, _ in offered]
    assert sorted(labels) == sorted(f"Choose {names[p]}" for p in ("B", "C")), labels  # 10-3-3: not A
    assert len(set(labels)) == len(labels)
    assert "choose a player" in embed_text(env.board()["embeds"][0])  # the board says what A decides

    # another player's click on A's menu is refused, with the reason; nothing changes
    number = live.match.number
    _, component, value = next(o for o in offered if o[0] == f"Choose {names['C']}")
    bob = user_for(env, live, users, "B")
    refused = await _take(env, bob, menu, component, value)
    assert refused.content.startswith("⛔") and "10-3-3" in refused.content, refused.content
    assert live.match.number == number and live.match.state.prompt.kind == "player"

    done = await _take(env, alice, menu, component, value)
    assert done.content.startswith("✅"), done.content
    state = live.match.state
    assert state.prompt.kind == "discard" and state.prompt.player == "C"
    assert len(state.zone("B", "hand")) == 2 and len(state.zone("C", "hand")) == 2

    stale = await _take(env, alice, menu, component, value)  # the same click again: stale
    assert stale.content.startswith("⛔") and "out of date" in stale.content, stale.content
    assert live.match.state.prompt.kind == "discard" and live.match.number == number + 1

    check_hidden(env, live, users, set())  # C's hand: in C's DM and menu alone
    carol = user_for(env, live, users, "C")
    hand = {live.names("C")[u] for u in state.zone("C", "hand")}
    discard_menu = await _menu(env, carol)
    assert any(name in label for label, _, _ in _offered(discard_menu) for name in hand)
    for seat in ("A", "B"):
        own = await _menu(env, user_for(env, live, users, seat))
        assert all(label == "Concede" for label, _, _ in _offered(own)), seat
    _, component, value = next(o for o in _offered(discard_menu) if o[0] != "Concede")
    reply = await _take(env, carol, discard_menu, component, value)
    assert reply.content.startswith("✅"), reply.content
    assert len(live.match.state.zone("C", "hand")) == 1 and len(live.match.state.zone("C", "trash")) == 1
    assert len(live.match.state.zone("B", "hand")) == 2 and live.match.state.prompt.player == "A"

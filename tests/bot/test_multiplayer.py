"""Four people play GCG through the Discord double: a free-for-all and a 2v2 team battle
(chapter 12), each played to a result by the rules (nobody concedes), every action taken
with the bot's own buttons: the board's Options button, then the private menu's buttons and
selects. Every payload the bot sends is checked against Discord's limits, and no player
ever sees another's hand — teammates included."""

from __future__ import annotations

import random

import pytest

from bot.render.limits import problems
from discord_double import components_of, embed_text
from rules_engine.core.zones import JUDGE

from .test_match_flow import names_in_view, sent_payloads

# Random players who attack whenever they can: a 4-player game reaches a result by play.
PREFER = r"(Attack|Deploy|Play|Done|End main|Pass|Keep hand|Use Burst)"
MAX_ACTIONS = 3000


async def start_four(env, options: dict, players: int = 4) -> tuple[int, dict]:
    users = {"A": env.alice, "B": env.bob, "C": env.carol}
    seats = {"player3": env.carol["id"]}
    if players == 4:
        users["D"] = env.double.add_user("Dave")
        seats["player4"] = users["D"]["id"]
    reply = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.bob["id"],
                                                       **seats, **options})
    challenge = reply.message
    assert challenge is not None, reply.content
    accept = next(c for c in components_of(challenge) if c["custom_id"].startswith("accept:"))
    match_id = int(accept["custom_id"].split(":")[1])
    for n, user in enumerate(list(users.values())[1:]):
        await env.select(user, challenge, accept["custom_id"], [accept["options"][n % 2]["value"]])
    assert match_id in env.bot.matches.live
    return match_id, users


def user_for(env, live, users: dict, player: str) -> dict:
    user_id = live.row.user_of(player)
    return next(u for u in users.values() if int(u["id"]) == user_id)


def check_hidden(env, live, users: dict, revealed: set[str]) -> None:
    """Nobody's DMs and no board show a card only another player may see."""
    public = live.match.view(None)
    revealed.update(names_in_view(public))
    board = env.board()
    hidden_everywhere = names_in_view(live.match.view(JUDGE)) - revealed
    text = "\n".join(embed_text(e) for e in board.get("embeds") or [])
    for name in hidden_everywhere:
        assert name not in text, f"the board shows {name}, which nobody has seen"
    for player, user in users.items():
        mine = names_in_view(live.match.view(player))
        for other in users:
            if other == player:
                continue
            theirs_only = names_in_view(live.match.view(other)) - mine - revealed
            for dm in env.double.dms(user):
                dm_text = "\n".join(embed_text(e) for e in dm.get("embeds") or []) + (dm.get("content") or "")
                for name in theirs_only:
                    assert name not in dm_text, f"{player}'s DM shows {name} from {other}'s hand"


async def play(env, match_id: int, users: dict, seed: int) -> int:
    """Every action by the bot's own buttons, until the rules give a result."""
    live = env.bot.matches.live[match_id]
    rng = random.Random(seed)
    revealed: set[str] = set()
    # 12-2-1 / 12-3-2: whoever the coin named picks with the board's buttons
    if live.match.state.prompt.kind == "first_player":
        chooser = user_for(env, live, users, live.match.state.prompt.player)
        board = env.board()
        button = next(c for c in components_of(board) if c.get("type") == 2 and c.get("custom_id", "").startswith("act:"))
        await env.click(chooser, board, button["custom_id"])
    steps = 0
    eliminated: set[str] = set()
    while match_id in env.bot.matches.live:
        assert steps < MAX_ACTIONS, f"no result after {steps} actions"
        user = user_for(env, live, users, rng.choice(live.match.deciding()))
        await env.act_by_buttons(live, user, rng, prefer=PREFER)
        steps += 1
        check_hidden(env, live, users, revealed)
        for player in set(live.match.state.eliminated) - eliminated:  # 12-2-5
            eliminated.add(player)
            if match_id in env.bot.matches.live:
                dm = env.double.dms(users[player])[-1]  # an eliminated player's DM says so
                assert "out of the game" in "\n".join(embed_text(e) for e in dm.get("embeds") or [])
                assert player not in live.match.deciding()
    return steps


def assert_payloads_fit(env) -> None:
    for record, body in sent_payloads(env.double):
        assert problems(body) == [], (record.path, problems(body))


@pytest.mark.parametrize(("players", "victory"), [(4, "last_standing"), (3, "first_hit")])
async def test_free_for_all_to_a_result(env, players, victory):
    match_id, users = await start_four(env, {"format": "free_for_all", "victory": victory}, players)
    live = env.bot.matches.live[match_id]
    assert live.match.state.format == "free_for_all" and len(live.match.state.players) == players
    board = env.board()
    assert board is not None
    for user in users.values():
        assert env.double.dms(user), "every player gets a DM hand"
    steps = await play(env, match_id, users, seed=3)
    assert steps > 0
    text = embed_text(env.board()["embeds"][0])
    assert "Turn order:" in text
    assert match_id not in env.bot.matches.live
    assert live.match.finished and live.match.state.winner in (*users, "draw")
    if victory == "last_standing":  # 12-2-5: the others were eliminated one by one
        assert live.match.state.eliminated and "eliminated" in text
    assert "Game over" in env.board()["embeds"][0]["description"]
    assert "Battle in progress" not in embed_text(env.board()["embeds"][0])  # the end stops the battle
    assert_payloads_fit(env)


async def test_two_against_two_team_battle_to_a_result(env):
    match_id, users = await start_four(env, {"format": "team"})
    live = env.bot.matches.live[match_id]
    assert live.match.state.teams == {"X": ["A", "C"], "Y": ["B", "D"]}
    board = "\n".join(embed_text(e) for e in env.board()["embeds"])
    assert "Team X" in board and "Team Y" in board
    steps = await play(env, match_id, users, seed=5)
    assert steps > 0
    assert match_id not in env.bot.matches.live
    assert live.match.finished and live.match.state.winner in ("X", "Y", "draw")
    assert "Game over" in env.board()["embeds"][0]["description"]
    assert "Battle in progress" not in embed_text(env.board()["embeds"][0])  # the end stops the battle
    assert_payloads_fit(env)

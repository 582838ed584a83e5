"""Two users play complete matches through the double; everything the bot sends is
checked against Discord's limits and for hidden information."""

import random

from bot.render.limits import problems
from discord_double import components_of, embed_text
from rules_engine.core.zones import JUDGE


def sent_payloads(double):
    """Every message body the bot sent: channel messages, DMs, edits, interaction answers."""
    for record in double.records:
        body = record.body
        if not isinstance(body, dict):
            continue
        if record.path.endswith("/callback"):
            body = body.get("data") or {}
        if any(k in body for k in ("content", "embeds", "components")):
            yield record, body


def names_in_view(view):
    names = set()

    def walk(value):
        if isinstance(value, dict):
            if value.get("name") and value.get("number"):
                names.add(value["name"])
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(view)
    return names


async def test_challenge_accept_board_and_hands(env):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    board = env.board()
    assert board is not None and board["embeds"][0]["title"].startswith("Gundam Card Game — match #")
    assert "redraws" in board["embeds"][0]["description"] or "keep or redraw" in board["embeds"][0]["description"]
    for user, player in ((env.alice, "A"), (env.bob, "B")):
        dms = env.double.dms(user)
        assert len(dms) == 1
        hand = {c["name"] for c in live.match.view(player)["players"][player]["hand"]}
        text = embed_text(dms[0]["embeds"][0])
        assert all(name in text for name in hand)
    # the first mulligan decision arrives as DM buttons for the first player
    first = live.match.state.first
    user = env.user_for(live, first)
    dm = env.double.dms(user)[0]
    labels = [c.get("label") for c in components_of(dm)]
    assert labels == ["Keep hand", "Redraw hand"]
    keep = components_of(dm)[0]
    reply = await env.click(user, dm, keep["custom_id"])
    assert reply.type == 7  # the DM is updated in place
    assert live.match.state.prompt.player != first


async def test_full_match_to_a_win_and_nothing_hidden_leaks(env):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    rng = random.Random(7)
    revealed: set[str] = set()
    checked = 0

    async def check(live, user, pick, reply):
        nonlocal checked
        public = live.match.view(None)
        revealed.update(names_in_view(public))
        hidden_everywhere = names_in_view(live.match.view(JUDGE)) - revealed
        board = env.board()
        text = embed_text(board["embeds"][0])
        for name in hidden_everywhere:
            assert name not in text, f"the board shows {name}, which nobody has seen"
        for viewer_user, player in ((env.alice, "A"), (env.bob, "B")):
            other = "B" if player == "A" else "A"
            mine = names_in_view(live.match.view(player))
            theirs_only = names_in_view(live.match.view(other)) - mine - revealed
            for dm in env.double.dms(viewer_user):
                dm_text = "\n".join(embed_text(e) for e in dm.get("embeds") or [])
                for name in theirs_only:
                    assert name not in dm_text, f"{player}'s DM shows {name} from {other}'s hand"
        checked += 1

    steps = await env.play_randomly(match_id, rng, on_step=check)
    assert match_id not in env.bot.matches.live, f"no result after {steps} actions"
    assert live.match.finished and live.match.state.winner in ("A", "B", "draw")
    board = env.board()
    assert "Game over" in board["embeds"][0]["description"]
    assert board.get("edits", 0) > 10
    assert components_of(board) == []  # no buttons on a finished board
    messages = [m["content"] for m in env.double.channel_messages(env.channel_id)]
    assert any("is over" in m and "seed was" in m for m in messages)
    for record, body in sent_payloads(env.double):
        assert problems(body) == [], (record.path, problems(body))
    assert checked == steps


async def test_action_log_is_committed(env):
    match_id = await env.start_match()
    live = env.bot.matches.live[match_id]
    stored = await env.bot.store.actions(match_id)
    assert len(stored) == live.match.number

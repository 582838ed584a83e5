"""Every registered game, through Discord: a complete match from `/match start game:<code>`
to a result, played by the two users with `/act`, and every board and DM checked at every
step for hidden cards. The bot holds no game-specific code: a game folder is enough."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys

import pytest

from bot.render.limits import problems
from discord_double import components_of, embed_text
from rules_engine.core.registry import codes
from rules_engine.core.table import Face, Table

from .test_match_flow import sent_payloads


def faces(table: Table, field: str = "name") -> set[str]:
    """The names (or numbers) of every card a table shows face up."""
    names: set[str] = set()

    def add(face: Face) -> None:
        if getattr(face, field) and face.uid is not None:
            names.add(getattr(face, field))
        for under in face.attached:
            add(under)

    for pile in [*(p for seat in table.seats for p in seat.piles), *table.shared]:
        for face in pile.cards or ():
            add(face)
    return names


def shows(text: str, name: str) -> bool:
    """The name as a whole name ("Mk-I" is not shown by "Mk-II")."""
    return re.search(r"(?<![\w.-])" + re.escape(name) + r"(?![\w.-])", text) is not None


@pytest.mark.parametrize("code", sorted(codes()))
async def test_a_complete_match_of_every_game_hides_what_it_must(env, code):
    reply = await env.slash(env.alice, "match start", {"game": code, "opponent": env.bob["id"]})
    assert not reply.ephemeral, reply.content
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    await env.select(env.bob, reply.message, accept["custom_id"], [accept["options"][0]["value"]])
    match_id = int(accept["custom_id"].split(":")[1])
    live = env.bot.matches.live[match_id]
    assert live.row.game == code
    seen_publicly: set[str] = set()
    checked = 0

    async def check(live, user, pick, reply):
        nonlocal checked
        public = live.table(None)
        seen_publicly.update(faces(public))
        public_words = "\n".join((*(note.text for note in public.notes), public.detail, public.decision))
        seen_publicly.update(n for seat in live.seats for n in faces(live.table(seat)) if n in public_words)
        board = env.board()
        # the embed and the labels of its buttons (a public action names only public cards)
        board_text = "\n".join([*(embed_text(e) for e in board["embeds"]),
                                *(c.get("label") or "" for c in components_of(board))])
        # A card the rules reveal (a charge from the deck top, UCG 11.17.1) is public from then on.
        reveals = "\n".join(line for line in board_text.splitlines() if " reveals " in line)
        seen_publicly.update(n for seat in live.seats for n in faces(live.table(seat)) if shows(reveals, n))
        for seat in live.seats:
            own = faces(live.table(seat))
            others_hidden = set().union(*(faces(live.table(s)) for s in live.seats if s != seat)) \
                - own - seen_publicly
            for name in others_hidden:
                assert not shows(board_text, name), f"the board shows {name}, hidden from {seat}:\n{board_text}"
            # A hand names other cards in its rules text ("retrofit onto X"): in DMs a card
            # is recognised by its printed number, which rules text never quotes.
            own_numbers = faces(live.table(seat), "number")
            others_numbers = set().union(*(faces(live.table(s), "number") for s in live.seats if s != seat)) \
                - own_numbers - faces(public, "number")
            for dm in env.double.dms(env.user_for(live, seat)):
                dm_text = "\n".join(embed_text(e) for e in dm.get("embeds") or [])
                for number in others_numbers:
                    assert f"[{number}]" not in dm_text, f"{seat}'s DM shows [{number}], seen only by another seat"
        checked += 1

    steps = await env.play_randomly(match_id, random.Random(11), max_actions=2500, on_step=check)
    assert match_id not in env.bot.matches.live, f"{code}: no result after {steps} actions"
    assert live.match.finished and live.match.winner in ("A", "B", "draw")
    board = env.board()
    assert components_of(board) == []
    for record, body in sent_payloads(env.double):
        assert problems(body) == [], (record.path, problems(body))
    assert checked == steps


@pytest.mark.parametrize("code", sorted(codes()))
async def test_judge_tools_work_for_every_game(env, code, tmp_path):
    """View, log, a fix, a rewind (refusing the old buttons) and export → replay, for any game."""
    reply = await env.slash(env.alice, "match start", {"game": code, "opponent": env.bob["id"]})
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    await env.select(env.bob, reply.message, accept["custom_id"], [accept["options"][0]["value"]])
    match_id = int(accept["custom_id"].split(":")[1])
    await env.play_randomly(match_id, random.Random(3), max_actions=12)
    live = env.bot.matches.live.get(match_id)
    assert live is not None, "the match ended within 12 actions"
    view = await env.slash(env.carol, "judge view", admin=True)
    assert view.ephemeral and len([view.message, *view.followups]) >= len(live.seats)
    log = await env.slash(env.carol, "judge log", admin=True)
    assert log.ephemeral and log.content
    zones = await env.double.autocomplete(env.carol, env.channel_id, "judge fix shuffle",
                                          {"player": "A", "zone": ""}, "zone", admin=True)
    if zones:  # a game whose hidden zones can be shuffled by a judge
        fixed = await env.slash(env.carol, "judge fix shuffle", {"player": "A", "zone": zones[0]["value"]},
                                admin=True)
        assert fixed.ephemeral and fixed.content.startswith("✅"), fixed.content
    before = live.match.number
    old_board = json.loads(json.dumps(env.board()))  # as it was: the double edits messages in place
    preview = await env.slash(env.carol, "judge rewind", {"to": before - 2, "reason": "test"}, admin=True)
    assert preview.ephemeral, (preview.type, preview.content, preview.data)
    button = components_of(preview.message)[0]
    await env.double.click(env.carol, dict(preview.message, channel_id=env.channel_id), button["custom_id"],
                           admin=True)
    await env.settle()
    live = env.bot.matches.live[match_id]
    # Rewound to `before - 2`; a player the rewound position leaves only a pass is passed for
    # at once (bot/presenter.refresh), each logged as automatic and newest last.
    now = live.match.number
    passed = now - (before - 2)
    log_lines = "\n".join(f["value"] for f in env.board()["embeds"][0].get("fields") or []
                           if f["name"] == "Log").splitlines()
    rewound = next(i for i, line in enumerate(log_lines) if "rewound to action" in line)
    after = log_lines[rewound + 1:]
    # An automatic pass is logged as such, followed by what it caused (a new turn, its draw):
    # the engine's own events of those actions, its "passes" line replaced by the bot's.
    caused = [event for number in range(before - 2, now) for event in live.match.events[number]
              if not event.key.endswith(".event.passes")]
    assert passed >= 0 and sum("(automatic pass)" in line for line in after) == passed, (before, now, log_lines)
    assert all("(automatic pass)" in line for line in after[:1]), (before, now, log_lines)
    assert len(after) == passed + len(caused), (before, now, log_lines, caused)  # nothing else after the rewind
    stale = next((c for c in components_of(old_board) if c["custom_id"].startswith("act:")), None)
    if stale is not None:
        refused = await env.click(env.user_for(live, live.match.deciding()[0]), old_board, stale["custom_id"])
        assert refused.ephemeral and live.match.number == now, (refused.type, refused.data)
    record = json.loads((await env.bot.judging.export(live))[0])
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record))
    proc = subprocess.run([sys.executable, "-m", "rules_engine.replay", str(path)], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr

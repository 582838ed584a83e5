"""A decision whose options name hidden cards reaches its player only, through Discord:
NEX-A's 共有 (D-112) lets its player pick, by card number, a card of their hidden 本国 —
the board and the opponent's DM must not show those numbers, the searcher's DM offers
them."""

from __future__ import annotations

import random

from discord_double import components_of, embed_text
from rules_engine.core.actions import Action
from rules_engine.core.match import Match

# The shuffles of a match come from its seed (rules_engine.core.rng), which the bot draws
# from the system's entropy when a match starts: the one thing outside the bot fixed here,
# so that the crimson deck's Frame Dock (共有[Frame]) comes into play early.
SEED = "share-23"
FRAMES = ("NX-067", "NX-068")  # the Frame units of the crimson deck


def _towards_share(match: Match, rng: random.Random) -> Action:
    """The deciding player's action on the way to a 共有 search: Frame Dock played and its
    text used as soon as possible, a G every deploy phase, no redraws, no battles."""
    player = rng.choice(match.deciding())
    legal = match.legal_actions(player)
    state = match.state

    def dock(action: Action) -> bool:
        card = action.args.get("card")
        return isinstance(card, int) and state.cards[card].number == "NX-069"

    for wanted in ([a for a in legal if dock(a) and a.args.get("as") != "g"],
                   [a for a in legal if a.kind == "play" and a.args.get("as") == "g" and not dock(a)],
                   [a for a in legal if a.kind == "mulligan" and not a.args["redraw"]],
                   [a for a in legal if a.kind == "sortie" and not a.args.get("space") and not a.args.get("earth")],
                   [a for a in legal if a.kind == "pass"]):
        if wanted:
            return wanted[0]
    return match.game.playout_choose(rng, legal)


def _texts(message: dict) -> str:
    labels = []
    for component in components_of(message):
        labels.append(component.get("label") or "")
        labels += [f"{o['label']} {o.get('description') or ''}" for o in component.get("options", [])]
    return "\n".join([message.get("content") or "", *(embed_text(e) for e in message.get("embeds") or []),
                      *labels])


async def test_a_share_search_offers_its_deck_numbers_in_the_searchers_dm_only(env, monkeypatch):
    from bot.services import matches as match_service

    monkeypatch.setattr(match_service, "new_seed", lambda: SEED)
    reply = await env.slash(env.alice, "match start", {"game": "nexa", "opponent": env.bob["id"],
                                                       "deck": "demo:crimson-red-purple"})
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    bluewave = next(o["value"] for o in accept["options"] if "Bluewave" in o["label"])
    await env.select(env.bob, reply.message, accept["custom_id"], [bluewave])
    live = env.bot.matches.live[int(accept["custom_id"].split(":")[1])]
    assert live.row.seed == SEED and live.row.user_of("A") == int(env.alice["id"])

    rng = random.Random(0)
    while live.match.state.prompt.kind != "search":
        assert live.match.number < 150, "no 共有 search within 150 actions"
        action = _towards_share(live.match, rng)
        user = env.user_for(live, action.actor)
        answer = await env.slash(user, "act", {"action": f"{live.epoch}:{live.match.number}:{action.digest()}"})
        assert answer.content.startswith("✅"), answer.content

    searcher = live.match.state.prompt.player
    assert searcher == "A"
    in_deck = {live.match.state.cards[u].number for u in live.match.state.zone("A", "deck")}
    offered = [a.args["number"] for a in live.match.legal_actions("A") if a.kind == "choose" and a.args["number"]]
    assert offered and set(offered) <= set(FRAMES) and set(offered) <= in_deck

    board = env.board()
    assert not any(c.get("custom_id", "").startswith("act:") for c in components_of(board)), \
        "the board offers a part of A's search"
    for number in FRAMES:
        assert number not in _texts(board), f"the board names {number}, in A's 本国"
        for dm in env.double.dms(env.bob):
            assert number not in _texts(dm), f"B's DM names {number}, in A's 本国"

    (dm,) = [m for m in env.double.dms(env.alice) if components_of(m)]
    buttons = {c["label"]: c for c in components_of(dm) if c.get("custom_id", "").startswith("act:")}
    for number in offered:
        assert f"Move {number} to the hangar" in buttons, buttons
    assert "Move nothing to the hangar" in buttons
    taken = offered[0]
    answer = await env.click(env.alice, dm, buttons[f"Move {taken} to the hangar"]["custom_id"])
    assert answer.content.startswith("✅") or answer.message, answer.content
    hangar = [live.match.state.cards[u].number for u in live.match.state.zone("A", "hangar")]
    assert hangar == [taken]  # moved to the hangar, a public zone: now everyone may see it

"""s15-opt (issue 29): an optional payment on playing a card, through Discord — "When playing this card from your
hand, you may discard 1 Unit card. If you do, play this card as if it has 0 Lv. and cost." (7-5-2-2). The play
menu offers the plain play and the play making the payment; the payment names a card of the player's hidden
hand, so that option reaches its player only (never the board nor the opponent's DM)."""

from discord_double import components_of, embed_text
from rules_engine.games.gcg.cards import parse_cards

from .test_refusals_and_concurrency import _main_phase

OPTION_CARD = {"number": "P-S15O-BOT", "name": "Option Frame", "type": "unit", "color": "blue", "level": 1,
               "cost": 1, "ap": 2, "hp": 2,
               "text": "When playing this card from your hand, you may discard 1 Unit card. If you do, play this "
                       "card as if it has 0 Lv. and cost."}


async def _fix(env, kind, options):
    reply = await env.slash(env.carol, f"judge fix {kind}", options, admin=True)
    assert reply.content.startswith("✅"), reply.content


async def _with_option_card(env):
    """A's hand holds the option card (a unit of A's deck, given that text) and another unit card to discard;
    A's resources are active."""
    live = await _main_phase(env)
    state = live.match.state
    a = state.active
    state.pool = state.pool.with_cards(parse_cards([OPTION_CARD], "test"))
    units = [u for u in state.cards if state.cards[u].owner == a and state.cards[u].zone == "deck"
             and state.pool[state.cards[u].number].type == "unit"]
    option_card, fodder = units[0], next(u for u in units[1:] if state.cards[u].number != state.cards[units[0]].number)
    state.cards[option_card].number = OPTION_CARD["number"]
    for uid in (option_card, fodder):
        await _fix(env, "move", {"card": uid, "to": "hand"})
    for uid in state.zone(a, "resources"):
        await _fix(env, "rest", {"card": uid, "rested": False})
    return live, a, option_card, fodder


def _texts(message: dict) -> str:
    labels = []
    for component in components_of(message):
        labels.append(component.get("label") or "")
        labels += [f"{o['label']} {o.get('description') or ''}" for o in component.get("options", [])]
    return "\n".join([message.get("content") or "", *(embed_text(e) for e in message.get("embeds") or []),
                      *labels])


async def test_the_play_menu_offers_the_payment_and_taking_it_discards_then_plays_at_0(env):
    live, a, option_card, fodder = await _with_option_card(env)
    state = live.match.state
    player_a = env.user_for(live, a)
    player_b = env.user_for(live, state.opponent(a))
    fodder_name = state.pool[state.cards[fodder].number].name
    plays = {c["name"]: c["value"] for c in await env.choices(player_a, "play", "card")}
    paying = f"Deploy Option Frame — discard {fodder_name} first (Lv.0, cost 0)"  # s15-opt round 2: the as-if values
    assert "Deploy Option Frame" in plays and paying in plays
    # the payment names a hidden hand card: never on the board nor in the opponent's menus
    assert paying not in _texts(env.board())
    assert not any(paying == c["name"] for c in await env.choices(player_b, "act", "action"))
    active = sum(not state.cards[u].rested for u in state.zone(a, "resources"))
    # the hand may hold another copy of the discarded card: the option names a card, not one copy of it
    same = state.cards[fodder].number
    copies = {zone: sum(state.cards[u].number == same for u in state.zone(a, zone)) for zone in ("hand", "trash")}
    reply = await env.slash(player_a, "play", {"card": plays[paying]})
    assert "⛔" not in (reply.content or ""), reply.content
    assert {zone: sum(state.cards[u].number == same for u in state.zone(a, zone)) for zone in ("hand", "trash")} == {
        "hand": copies["hand"] - 1, "trash": copies["trash"] + 1}
    assert state.cards[option_card].zone == "battle"
    assert sum(not state.cards[u].rested for u in state.zone(a, "resources")) == active  # cost 0


async def test_the_plain_play_keeps_the_hand_card_and_pays_the_printed_cost(env):
    live, a, option_card, fodder = await _with_option_card(env)
    state = live.match.state
    player_a = env.user_for(live, a)
    plays = {c["name"]: c["value"] for c in await env.choices(player_a, "play", "card")}
    active = sum(not state.cards[u].rested for u in state.zone(a, "resources"))
    await env.slash(player_a, "play", {"card": plays["Deploy Option Frame"]})
    assert state.cards[fodder].zone == "hand" and state.cards[option_card].zone == "battle"
    assert sum(not state.cards[u].rested for u in state.zone(a, "resources")) == active - 1  # cost 1

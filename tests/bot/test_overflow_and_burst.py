"""Overflow and Burst through Discord, on a board a judge arranged with fixes."""

from discord_double import components_of

from .test_refusals_and_concurrency import _main_phase


async def _fix(env, kind, options):
    reply = await env.slash(env.carol, f"judge fix {kind}", options, admin=True)
    assert reply.content.startswith("✅"), reply.content


async def test_overflow_choice_and_burst_prompt_through_discord(env):
    live = await _main_phase(env)
    state = live.match.state
    a = state.active
    b = state.opponent(a)
    units = [u for u in state.cards if state.cards[u].owner == a
             and state.pool[state.cards[u].number].type == "unit" and state.cards[u].zone in ("deck", "hand")]
    level = state.level(a)
    extra = next(u for u in units if state.pool[state.cards[u].number].level <= level
                 and state.pool[state.cards[u].number].cost <= level)
    for uid in [u for u in units if u != extra][:6]:  # six units in the battle area
        await _fix(env, "move", {"card": uid, "to": "battle"})
    await _fix(env, "move", {"card": extra, "to": "hand"})
    for uid in state.zone(a, "resources"):
        await _fix(env, "rest", {"card": uid, "rested": False})
    # put a card with 【Burst】 on top of the opponent's shields
    burst = next(u for u in state.cards if state.cards[u].owner == b and state.cards[u].zone == "deck"
                 and state.pool[state.cards[u].number].effects_at("burst"))
    await _fix(env, "move", {"card": burst, "to": "shields"})
    player_a = env.user_for(live, a)
    player_b = env.user_for(live, b)
    name = state.pool[state.cards[extra].number].name
    play = next(c for c in await env.choices(player_a, "play", "card") if c["name"] == f"Deploy {name}")
    await env.slash(player_a, "play", {"card": play["value"]})
    assert live.match.state.prompt.kind == "overflow"
    board = env.board()
    chooses = [c for c in components_of(board) if (c.get("label") or "").startswith("Choose")]
    assert len(chooses) == 6  # the owner's choice, as buttons on the board
    await env.click(player_a, board, chooses[0]["custom_id"])
    assert len(live.match.state.units(a)) == 6 and live.match.state.prompt.kind == "main"
    attack = next(c for c in await env.choices(player_a, "attack", "attack")  # the player by name (#30 §4)
                  if c["name"].endswith(f" attacks {player_b['global_name']}"))
    await env.slash(player_a, "attack", {"attack": attack["value"]})
    # attack triggers, the block decision and the action step, until the shield breaks
    preferred = ("Don't block", "Pass", "Don't use the effect", "Done / use the effect")
    for _ in range(12):
        prompt = live.match.state.prompt
        if prompt.kind == "burst":
            break
        user = env.user_for(live, prompt.player)
        choices = [c for c in await env.choices(user) if c["name"] != "Concede"]
        pick = next((c for c in choices if c["name"] in preferred), choices[0])
        await env.slash(user, "act", {"action": pick["value"]})
    assert live.match.state.prompt.kind == "burst" and live.match.state.prompt.player == b
    board = env.board()
    use = next(c for c in components_of(board) if c.get("label") == "Use Burst")
    reply = await env.click(player_b, board, use["custom_id"])
    assert reply.type == 7
    assert live.match.state.prompt.kind != "burst"

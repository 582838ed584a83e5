"""Whom the bot's messages notify, resolved by the double exactly as Discord resolves
`allowed_mentions`: user-written text (a call's reason, a judge's rewind reason, a ruling,
a deck name) never pings anyone; each message pings exactly whom it means to."""

from discord_double import components_of

from .test_judge import _judge
from .test_refusals_and_concurrency import _main_phase

HOSTILE = "@everyone @here <@&{role}> <@{carol}> <@!{carol}>"


def _pings_of(env, message_id: str) -> dict:
    return next(m["pinged"] for m in env.double.channel_messages(env.channel_id) if m["id"] == message_id)


def _hostile(env, role: dict) -> str:
    return HOSTILE.format(role=role["id"], carol=env.carol["id"])


async def test_a_judge_call_pings_the_caller_and_the_judge_role_only(env):
    role = await _judge(env)
    other = await env.double.create_role(env.guild["id"], "Everyone-ish")
    await _main_phase(env)
    reply = await env.slash(env.alice, "judge call", {"reason": _hostile(env, other)[:300]})
    assert "calls a judge" in reply.content and "@everyone" in reply.content  # shown, not obeyed
    assert reply.message["pinged"] == {"users": [env.alice["id"]], "roles": [role["id"]], "everyone": False}


async def test_a_rewind_reason_pings_nobody(env):
    live = await _main_phase(env)
    role = await env.double.create_role(env.guild["id"], "Everyone-ish")
    user = env.user_for(live, live.match.state.prompt.player)
    end = next(c for c in await env.choices(user) if c["name"] == "End main phase")
    await env.slash(user, "act", {"action": end["value"]})
    preview = await env.slash(env.carol, "judge rewind",
                              {"to": live.match.number - 1, "reason": _hostile(env, role)}, admin=True)
    button = components_of(preview.message)[0]
    await env.double.click(env.carol, dict(preview.message, channel_id=env.channel_id), button["custom_id"],
                           admin=True)
    await env.settle()
    notice = next(m for m in env.double.channel_messages(env.channel_id) if "rewound" in m["content"])
    assert "@everyone" in notice["content"]
    assert notice["pinged"]["everyone"] is False and notice["pinged"]["roles"] == []
    assert env.carol["id"] not in notice["pinged"]["users"]


async def test_a_ruling_pings_the_two_players_and_not_who_its_text_names(env):
    await _main_phase(env)
    role = await env.double.create_role(env.guild["id"], "Everyone-ish")
    reply = await env.slash(env.carol, "judge ruling", {"text": _hostile(env, role)}, admin=True)
    pinged = reply.message["pinged"]
    assert sorted(pinged["users"]) == sorted([env.alice["id"], env.bob["id"]])
    assert pinged["roles"] == [] and pinged["everyone"] is False


async def test_a_challenge_pings_the_opponent_only(env):
    reply = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.bob["id"]})
    assert reply.message["pinged"] == {"users": [env.bob["id"]], "roles": [], "everyone": False}


async def test_no_message_of_a_whole_match_pings_everyone_or_a_role(env):
    live = await _main_phase(env)
    await env.slash(env.alice, "judge call", {"reason": "@everyone look"})
    await env.slash(env.carol, "judge resume", admin=True)
    await env.play_randomly(live.id, __import__("random").Random(5), max_actions=60)
    assert env.double.pings, "the challenge at least pings the opponent"
    assert not [p for p in env.double.pings if p["everyone"] or p["roles"]]

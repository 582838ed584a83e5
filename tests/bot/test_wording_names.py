"""#30 §3: the board's log names players by their display names — "Alice keeps their hand",
"Thornback Scout attacks Bob" — in every game and format (duels, 3–4 player free-for-all,
2v2 teams), never by seat letter; and a hostile display name inside a log line is text
(escaped where the line is built, so a name mid-line is as inert as one at its start).
Everything through the Discord double, each action by `/act` as a player sends it."""

from __future__ import annotations

import random
import re

import pytest

from discord_double import components_of

from .test_markdown import active_markup, appears_only_escaped

# A seat letter where a line names a player: at its start, after "turn 1: ", after "attacks ".
SEAT_NAMED = re.compile(r"(?:^|: |attacks |, )[A-D](?:'s)?(?=[ ,]|$)", re.MULTILINE)
ATTACKING = {"attack", "sortie", "battle", "declare_attack"}
PASSING = {"pass", "end_main", "end_battle", "end_turn", "concede"}

FORMATS = [  # (game, the challenge's options, players)
    ("gcg", {}, 2), ("ucg", {}, 2), ("altcg", {}, 2), ("nexa", {}, 2),
    ("gcg", {"format": "free_for_all", "victory": "first_hit"}, 3),
    ("gcg", {"format": "free_for_all", "victory": "last_standing"}, 4),
    ("gcg", {"format": "team"}, 4),
]


async def _start(env, game: str, options: dict, names: list[str]) -> tuple[object, dict[str, dict]]:
    """A match of `game` between members with these display names, every seat accepted."""
    users = [env.double.add_user(name) for name in names]
    extra = {f"player{n}": user["id"] for n, user in enumerate(users[2:], 3)}
    reply = await env.slash(users[0], "match start", {"game": game, "opponent": users[1]["id"], **extra, **options})
    assert reply.message is not None, reply.content
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    for n, user in enumerate(users[1:]):
        await env.select(user, reply.message, accept["custom_id"], [accept["options"][n % 2]["value"]])
    live = env.bot.matches.live[int(accept["custom_id"].split(":")[1])]
    return live, {seat: next(u for u in users if int(u["id"]) == live.row.user_of(seat)) for seat in live.seats}


def _log(env) -> str:
    return next(f["value"] for f in env.board()["embeds"][0]["fields"] if f["name"] == "Log")


async def _play(env, live, users: dict, rng: random.Random, until, limit: int) -> set[str]:
    """`/act` by whoever decides (an attack whenever there is one, else mostly not a pass),
    until `until(log lines seen)` or `limit` actions; every board log line seen."""
    seen: set[str] = set(_log(env).split("\n"))
    for _ in range(limit):
        if live.match.finished or until(seen):
            break
        seat = rng.choice(live.match.deciding())
        legal = [a for a in live.match.legal_actions(seat) if a.kind != "concede"]
        attacks = [a for a in legal if a.kind in ATTACKING]
        doing = [a for a in legal if a.kind not in PASSING]
        action = rng.choice(attacks or (doing if doing and rng.random() < 0.7 else legal))
        answer = await env.slash(users[seat], "act", {"action": f"{live.epoch}:{live.match.number}:{action.digest()}"})
        assert answer.content.startswith("✅"), answer.content
        seen |= set(_log(env).split("\n"))
    return seen


@pytest.mark.parametrize(("game", "options", "players"), FORMATS,
                         ids=[f"{g}-{o.get('format', 'duel')}-{p}" for g, o, p in FORMATS])
async def test_the_boards_log_names_players_by_display_name(env, game, options, players):
    names = ["Alice", "Bob", "Carol", "Dave"][:players]
    live, users = await _start(env, game, options, [f"{n} Player" for n in names])
    shown = {seat: user["username"] for seat, user in users.items()}

    # a unit attacking a player names that player, or in a 2v2 that team (12-3); the game's
    # seed follows the double's ids (the clock), so play on until such an attack is logged
    attacked_whom = r" attacks (Team [XY])$" if options.get("format") == "team" else r" attacks \w+ Player$"

    def attacked(lines: set[str]) -> bool:
        wanted = attacked_whom if game == "gcg" else " attacks "
        return any(re.search(wanted, line) for line in lines) and len(lines) > 12

    seen = await _play(env, live, users, random.Random(7), attacked, limit=400)
    text = "\n".join(sorted(seen))
    assert not SEAT_NAMED.findall(text), text  # never "A keeps their hand", "turn 3: B"
    acted = {seat for seat in live.seats if any(line.startswith(shown[seat]) for line in seen)}
    assert len(acted) == players, (shown, text)  # every player's own lines begin with their name
    # "turn 3: Alice Player", "turn 1 — Bob Player is the first player", "turn 2: Team Y"
    assert any(re.match(r"turn \d+\W+(\w+ Player|Team [XY])\b", line) for line in seen), text
    if game == "gcg":
        assert any(re.search(attacked_whom, line) for line in seen), text


# Display names as hostile members set them, each inside log lines: markdown, a mention,
# @everyone, a right-to-left override (which would turn the rest of the line around) and a
# zero-width space before a line marker.
HOSTILE = ["[Claim prize](https://x.co/y) **b**", "@everyone <@1> <#2>", "\u202eecilA", "\u200b# 1. x ||y||"]


async def test_hostile_names_in_the_boards_log_are_text(env):
    live, users = await _start(env, "gcg", {"format": "free_for_all", "victory": "last_standing"}, HOSTILE)
    seen = await _play(env, live, users, random.Random(3), lambda lines: len(lines) > 12, limit=40)
    log = _log(env)
    assert active_markup(log) == [], log  # nothing in the whole log is markup
    for name in HOSTILE:
        assert appears_only_escaped(log, name), (name, log)
    for line in seen:  # a name's right-to-left override ends with the name, not with the line
        if "\u202e" in line:
            assert "\u202eecilA\u202c" in line, repr(line)
    players = {user["id"] for user in users.values()}
    for message in env.double.channel_messages(env.channel_id):  # only a challenge pings its players
        assert not message["pinged"]["everyone"] and not message["pinged"]["roles"], message
        assert set(message["pinged"]["users"]) <= players, message
    # the "✅" answer to the acting player escapes their name the same way
    seat = live.match.deciding()[0]
    action = next(a for a in live.match.legal_actions(seat) if a.kind != "concede")
    answer = await env.slash(users[seat], "act", {"action": f"{live.epoch}:{live.match.number}:{action.digest()}"})
    assert answer.content.startswith("✅") and active_markup(answer.content) == [], answer.content


def test_a_names_direction_override_ends_with_the_name():
    """A right-to-left override typed in a name is closed at the name's end, so the rest of
    our line reads in its own order; a name without one is left as typed."""
    from bot.render.text import escape

    assert escape("\u202eecilA") == "\u202eecilA\u202c"
    assert escape("\u2067x\u202ey") == "\u2067x\u202ey\u202c\u2069"  # each mark closed, innermost first
    assert escape("\u202ex\u202c and y") == "\u202ex\u202c and y"  # closed already
    assert escape("Alice") == "Alice" and escape("עברית") == "עברית"


def test_a_player_named_like_a_result_is_still_named():
    """A selector in a log line matches the engine's seat, not the display name put in its
    place: a winner named "draw" wins, the line does not call it a draw."""
    from bot import i18n
    from rules_engine.core.game import Event

    over = Event("the game is over: A wins", key="gcg.event.game_over", params={"winner": "A"})
    assert i18n.event_line(over, "gcg", players={"A": "draw"}, locale="en") == "the game is over: draw wins"
    drawn = Event("the game is over: a draw", key="gcg.event.game_over", params={"winner": "draw"})
    assert i18n.event_line(drawn, "gcg", players={"A": "draw"}, locale="en") == "the game is over: a draw"
    assert i18n.event_line(over, "gcg", players={"A": "**draw**"}, markdown=True,
                           locale="ja") == "ゲーム終了：\\*\\*draw\\*\\* の勝利"


@pytest.mark.parametrize(("locale", "said"), [("en", "Charge no cards under X"), ("ja", "X の下にチャージしない"),
                                              ("zh-Hant", "不在 X 下方充能")])
def test_charging_nothing_is_said_in_words(locale, said):
    """#30 §4: UCG's choice to charge no cards read "Charge 0 under X"."""
    from bot import i18n
    from rules_engine.core.actions import Action
    from rules_engine.core.registry import get_game

    action = Action("A", "choose", {"card": 5, "n": 0})
    text = get_game("ucg").describe(action, {5: "X"})
    assert i18n.action_label(text, action, "ucg", {5: "X"}, locale=locale) == said
    assert i18n.t(i18n.action_key(text), locale, **i18n.action_args(text, action, "ucg", {5: "X"}, locale)) == said

"""User-written text the bot posts is shown as typed, never as markup: display names on
the board and in the "match over" notice, deck and file names, reasons and rulings, a code
someone typed. One helper escapes them (bot/render/text.py); each case goes through the
double, and a name is checked the way Discord reads it (a backslash before punctuation
stands for that character)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.render.text import escape, unescape
from discord_double import components_of, embed_text
from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game

from .test_refusals_and_concurrency import _main_phase

DECKS = Path(__file__).resolve().parents[2] / "data" / "decks" / "gcg"
# Display names as hostile members set them (Discord allows 32 characters).
NAMES = ["[Claim prize](https://x.co/y)", "**Admin** `sudo` _it_", "@everyone look", "<@{carol}> <#1>",
         "# Big heading", "- list item", "||spoiler|| ~~gone~~ __u__", "-# small \\*not*", "1. first",
         "> quoted <t:1:R>", "https://x.co/z", "a\\**b**"]


def active_markup(text: str) -> list[str]:
    """What Discord would read as markup in `text`: unescaped markup characters, line
    markers (heading, quote, list), @everyone / @here and links."""
    found = []
    escaped = False
    for n, ch in enumerate(text):
        if escaped:
            escaped = False
            continue
        if ch == "\\":
            escaped = True
        elif ch in "*_~|`[]<":
            found.append(f"{ch!r} at {n}")
    for line in text.split("\n"):
        if re.match(r"\s*([#>+-]|\d+\.)", line):
            found.append(f"line marker in {line!r}")
    found += [f"ping {m[0]!r}" for m in re.finditer(r"(?<!\\)@(everyone|here)", text)]
    found += [f"link {m[0]!r}" for m in re.finditer(r"[A-Za-z]+(?<!\\):(?=//)", text)]
    return found


def shown(text: str) -> str:
    """`text` as Discord shows it: a backslash before punctuation is that character."""
    return re.sub(r"\\([^0-9A-Za-z\s])", r"\1", text)


@pytest.mark.parametrize("name", [*NAMES, "plain name", "", "a\nb", "多語言 — ok", "\\\\"])
def test_escaped_text_reads_as_typed_and_carries_no_markup(name):
    said = escape(name)
    assert active_markup(said) == [], (name, said)
    assert shown(said) == name and unescape(said) == name
    assert escape("plain name") == "plain name"  # nothing added where nothing is markup


def appears_only_escaped(text: str, typed: str) -> bool:
    """`typed` is in `text`, and only in its escaped form."""
    return escape(typed) in text and (escape(typed) == typed or typed not in text.replace(escape(typed), ""))


def message_text(message: dict) -> str:
    return "\n".join([message.get("content") or "", *(embed_text(e) for e in message.get("embeds") or [])])


async def _free_for_all(env, names: list[str]) -> tuple[object, list[dict]]:
    users = [env.double.add_user(name) for name in names]
    reply = await env.slash(users[0], "match start", {"game": "gcg", "opponent": users[1]["id"],
                                                      "player3": users[2]["id"], "player4": users[3]["id"],
                                                      "format": "free_for_all", "victory": "last_standing"})
    challenge = reply.message
    assert challenge is not None, reply.content
    accept = next(c for c in components_of(challenge) if c["custom_id"].startswith("accept:"))
    for user in users[1:]:
        await env.select(user, challenge, accept["custom_id"], [accept["options"][0]["value"]])
    live = env.bot.matches.live[int(accept["custom_id"].split(":")[1])]
    return live, users


@pytest.mark.parametrize("group", [0, 1, 2])
async def test_hostile_display_names_are_text_on_the_board_and_in_the_result(env, group):
    names = [n.format(carol=env.carol["id"]) for n in NAMES[group * 4:group * 4 + 4]]
    live, users = await _free_for_all(env, names)
    board = message_text(env.board())
    for name in names:
        assert appears_only_escaped(board, name), (name, board)
    assert not any("@everyone" in m and "\\@everyone" not in m for m in [board])
    # the board's buttons are plain text: a name there is not escaped, and says what it says
    for component in components_of(env.board()):
        assert "\\" not in (component.get("label") or "").replace("\\\\", ""), component
    # three players concede; the last one standing wins (12-2-5-2)
    winner = users[0]
    for user in users[1:]:
        seat = live.player_of(int(user["id"]))
        answer = await env.slash(user, "act", {"action": f"{live.epoch}:{live.match.number}:"
                                               f"{Action(seat, 'concede', {}).digest()}"})
        assert answer.content.startswith("✅"), answer.content
    assert live.match.finished and live.row.user_of(live.match.winner) == int(winner["id"])
    notice = next(m for m in env.double.channel_messages(env.channel_id) if "is over" in (m["content"] or ""))
    assert appears_only_escaped(notice["content"], names[0]), notice["content"]
    assert notice["pinged"] == {"users": [], "roles": [], "everyone": False}
    for name in names:
        assert appears_only_escaped(message_text(env.board()), name)


async def test_reasons_and_rulings_are_text(env):
    live = await _main_phase(env)
    hostile = "[Claim prize](https://x.co/y) **now** # `x` @everyone"
    called = await env.slash(env.alice, "judge call", {"reason": hostile})
    assert appears_only_escaped(called.content, hostile), called.content
    await env.slash(env.carol, "judge resume", admin=True)
    ruling = await env.slash(env.carol, "judge ruling", {"text": hostile}, admin=True)
    assert appears_only_escaped(ruling.content, hostile), ruling.content
    penalty = await env.slash(env.carol, "judge penalty", {"player": "B", "kind": "warning", "reason": hostile},
                              admin=True)
    assert appears_only_escaped(penalty.content, hostile), penalty.content
    user = env.user_for(live, live.match.state.prompt.player)
    end = next(c for c in await env.choices(user) if c["name"] == "End main phase")
    await env.slash(user, "act", {"action": end["value"]})
    preview = await env.slash(env.carol, "judge rewind", {"to": live.match.number - 1, "reason": hostile},
                              admin=True)
    assert appears_only_escaped(preview.content, hostile), preview.content
    button = components_of(preview.message)[0]
    await env.double.click(env.carol, dict(preview.message, channel_id=env.channel_id), button["custom_id"],
                           admin=True)
    await env.settle()
    notice = next(m for m in env.double.channel_messages(env.channel_id) if "rewound" in m["content"])
    assert appears_only_escaped(notice["content"], hostile), notice["content"]  # the reason as typed, once
    assert escape(escape(hostile)) not in notice["content"]


async def test_deck_names_typed_codes_and_quoted_deck_lines_are_text(env):
    name = "__init__ (x) -'y'"
    deck = (DECKS / "emberroot-red-green.txt").read_text(encoding="utf-8")
    saved = await env.slash(env.alice, "deck import", {"name": name, "text": deck.replace("\n", "\\n")})
    assert saved.content.startswith("✅") and appears_only_escaped(saved.content, name), saved.content
    listed = await env.slash(env.alice, "deck list")
    assert appears_only_escaped(listed.content, name), listed.content
    shown_deck = await env.slash(env.alice, "deck show", {"name": name})
    assert appears_only_escaped(shown_deck.content, name), shown_deck.content
    bad = "[x](https://x.co/y)"
    refused = await env.slash(env.alice, "match start", {"game": bad, "opponent": env.bob["id"]})
    assert refused.content.startswith("⛔") and appears_only_escaped(refused.content, repr(bad)), refused.content
    refused = await env.slash(env.alice, "deck import", {"name": "broken", "text": "4 [X](https://x.co/y)"})
    assert refused.content.startswith("⛔"), refused.content
    assert appears_only_escaped(refused.content, "unknown card [X](https://x.co/y)"), refused.content


async def test_a_cancelled_challenges_reason_is_text(env):
    """`/match cancel reason:` is posted in the channel and on the challenge message."""
    hostile = "[Claim prize](https://x.co/y) **now** # `x` @everyone"
    await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.bob["id"]})
    await env.settle()
    done = await env.slash(env.carol, "match cancel", {"reason": hostile}, admin=True)
    assert appears_only_escaped(done.content, hostile), done.content
    assert done.message["pinged"] == {"users": [], "roles": [], "everyone": False}
    closed = [m for m in env.double.channel_messages(env.channel_id) if "cancelled the challenge" in m["content"]]
    assert closed and all(appears_only_escaped(m["content"], hostile) for m in closed), closed


def _refused_deploy(name: str) -> IllegalAction:
    """The engine's own refusal of a unit too high for the player's resources (2-9-1), the
    card named `name` as a server's card file may name it."""
    game = get_game("gcg")
    match = Match(game.playout_config("markdown", {"first_player": "A"}), game=game)
    while match.state.prompt.kind != "main":
        player = match.deciding()[0]
        match.apply(next(a for a in match.legal_actions(player) if a.kind in ("choose_order", "mulligan")))
    state = match.state
    uid, card = next((uid, c) for uid, c in state.cards.items()
                     if c.owner == "A" and c.zone == "hand" and state.pool[c.number].type == "unit"
                     and state.pool[c.number].level > 1)
    # a copy: the demo pool is shared by every match of this process (renaming a card in it
    # leaked "Vanguard Frame" into other tests' hands)
    shared = state.pool
    state.pool = shared.with_cards([shared[card.number].model_copy(update={"name": name})])
    assert shared[card.number].name != name  # the demo pool itself is unchanged
    with pytest.raises(IllegalAction) as refused:
        match.check(Action("A", "deploy", {"card": uid}))
    assert refused.value.key == "gcg.refusal.level" and refused.value.params["card"] == name
    return refused.value


@pytest.mark.parametrize("locale", ["en", "ja", "zh-Hant"])
async def test_a_refusal_quotes_a_card_name_as_text(env, locale):
    """A refusal names a card as its file names it (a server's card file, a token's typed
    name): the one error reporter shows it as written, in every language, never as markup
    — and the refusal's own words and clause stay as they were."""
    from bot import i18n

    for name in [n.format(carol=env.carol["id"]) for n in NAMES]:
        error = _refused_deploy(name)
        with i18n.use(locale):
            said = env.bot.errors.message(error).content
        assert said.startswith("⛔") and appears_only_escaped(said, name), (name, said)
        assert active_markup(said) == [], (name, said)
        assert "2-9-1" in said
    with i18n.use("en"):
        plain = env.bot.errors.message(_refused_deploy("Vanguard Frame")).content
    assert plain.startswith("⛔ Vanguard Frame is Lv.") and plain.endswith("(rule 2-9-1)"), plain


def test_a_refusals_code_span_keeps_its_words_and_loses_a_typed_backtick():
    """Inside the catalogue's `code span` a backslash would show: a typed backtick there
    is made harmless instead, and the span stays one span."""
    from bot import i18n

    for locale in ("en", "ja", "zh-Hant"):
        said = i18n.refusal("x", "wrong_time", "gcg", locale, key="gcg.refusal.wrong_time",
                            params={"kind": "end`**x**`", "task": "act in the main phase"}, quote=escape)
        assert said.count("`") == 2 and "end\u02cb**x**\u02cb" in said, said
        said = i18n.refusal("x", "wrong_time", "gcg", locale, key="gcg.refusal.wrong_time",
                            params={"kind": "end_main", "task": "act in the main phase"}, quote=escape)
        assert "`end_main`" in said, said  # an engine word in a code span, unchanged


async def test_a_rulings_unknown_clause_is_text(env):
    await _main_phase(env)
    hostile = "**9-9** @everyone"
    reply = await env.slash(env.carol, "judge ruling", {"text": "noted", "clause": hostile}, admin=True)
    assert reply.content.startswith("⛔") and appears_only_escaped(reply.content, hostile), reply.content

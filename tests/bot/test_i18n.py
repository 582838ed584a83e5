"""The bot speaks English, 繁體中文 and 日本語 (docs/i18n.md): the catalogues are complete, the
commands carry their localisations, the same match reads in each person's language, and
no user-facing string literal is left in `bot/` outside the catalogue."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from fluent.syntax import ast as fast
from fluent.syntax import parse

from bot import i18n
from bot.render.board import BoardMeta, board_message
from bot.render.hand import hand_message
from bot.render.limits import EMBED_TOTAL, embed_length, problems
from discord_double import components_of, embed_text
from rules_engine.core.table import Face, Fact, Note, Pile, Seat, Table

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "bot" / "locales"


# --- the catalogues ----------------------------------------------------------------------


def _placeholders(node) -> set[str]:
    return i18n.variables_in(node)


def _catalogue(lang: str) -> dict[str, tuple[set[str], str, dict[str, set[str]]]]:
    """key -> (placeholders, text, {attribute: placeholders}) over the language's files."""
    out = {}
    for name in i18n.FILES:
        resource = parse((LOCALES / lang / name).read_text(encoding="utf-8"))
        junk = [e.content[:80] for e in resource.body if isinstance(e, fast.Junk)]
        assert not junk, f"{lang}/{name}: unparsable entries {junk}"
        for entry in resource.body:
            if isinstance(entry, fast.Message):
                assert entry.id.name not in out, f"{lang}: {entry.id.name} twice"
                text = i18n.t(entry.id.name, lang) if entry.value is not None else ""
                out[entry.id.name] = (_placeholders(entry.value), text,
                                      {a.id.name: _placeholders(a.value) for a in entry.attributes})
    return out


def test_every_key_is_in_all_three_languages_with_the_same_placeholders():
    catalogues = {lang: _catalogue(lang) for lang in i18n.LOCALES}
    english = catalogues["en"]
    assert len(english) > 300
    for lang, catalogue in catalogues.items():
        assert set(catalogue) == set(english), (lang, sorted(set(catalogue) ^ set(english)))
        # Each file parsed once per language (parsing it again for every key took minutes).
        entries = {e.id.name: e for name in i18n.FILES
                   for e in parse((LOCALES / lang / name).read_text("utf-8")).body if isinstance(e, fast.Message)}
        for key, (placeholders, _text, attributes) in catalogue.items():
            entry = entries[key]
            assert entry.value is not None and i18n.t(key, lang).strip(), f"{lang}: {key} is empty"
            assert placeholders == english[key][0], (lang, key, placeholders, english[key][0])
            assert set(attributes) == set(english[key][2]), (lang, key)
            for attribute in attributes:
                assert (i18n.attribute(key, attribute, lang) or "").strip(), (lang, key, attribute)


def test_plural_and_number_formatting_are_the_librarys():
    assert i18n.t("cards-count", "en", count=1) == "1 card"
    assert i18n.t("cards-count", "en", count=3) == "3 cards"
    assert i18n.t("and-more", "en", count=1234) == "…and 1,234 more"
    assert i18n.t("cards-count", "ja", count=3) == "3 枚"
    assert i18n.t("cards-count", "zh-Hant", count=3) == "3 張卡牌"
    assert i18n.join_and(["A", "B", "C"], "ja") == "A、B、C"


def test_game_words_come_from_the_glossary():
    assert i18n.engine("Main phase · action step", "gcg", "ja") == "メインフェイズ · アクションステップ"
    assert i18n.engine("Main phase · action step", "gcg", "zh-Hant") == "主要階段 · 瞬動步驟"
    assert i18n.engine("Battle area", "gcg", "zh-Hant") == "戰鬥區"
    assert i18n.engine("Trash", "gcg", "ja") == "トラッシュ"
    assert i18n.engine("rested", "gcg", "ja") == "レスト"
    assert i18n.engine("Main phase", "gcg", "en") == "Main phase"
    assert i18n.engine("something new", "gcg", "ja") == "something new"  # unknown: the engine's words


def test_a_card_name_in_the_users_language():
    names = {"en": "Zaku II", "zh-Hant": "薩克II", "ja": "ザクII"}
    assert [i18n.card_name(names, locale=lang) for lang in i18n.LOCALES] == ["Zaku II", "薩克II", "ザクII"]
    assert i18n.card_name({"en": "Zaku II"}, locale="ja") == "Zaku II"
    assert i18n.card_name("Zaku II", locale="ja") == "Zaku II"


def test_discord_locales_map_to_ours():
    assert [i18n.normalize(x) for x in ("zh-TW", "ja", "en-US", "fr", None, "zh-Hant")] == \
        ["zh-Hant", "ja", "en", "en", "en", "zh-Hant"]


# --- the worst-case board in every language ------------------------------------------------


def _worst_table() -> Table:
    long_name = "機動戦士ガンダム 鉄血のオルフェンズ ガンダム・バルバトスルプスレクス"

    def faces(n: int, k: int) -> tuple[Face, ...]:
        return tuple(Face(uid=k * 100 + i, number=f"GD01-{i:03d}", name=f"{long_name} {i}", kind="unit",
                          stats="5/5", marks=("dmg 3", "rested", "linked"),
                          attached=(Face(uid=None, number="", name=long_name, kind="pilot"),),
                          facts=(Fact("", ("red", "blue")), Fact("Traits", ("Earth Federation", "Academy"), False),
                                 Fact("Keywords", ("Blocker", "Repair 2", "Breach 3", "First Strike"))),
                          detail="【配備】" + "敵ユニット1枚を選ぶ。" * 40)
                     for i in range(n))

    seats = tuple(Seat(player=p, piles=(
        Pile("hand", "Hand", 10, faces(10, k), private=True),
        Pile("battle", "Battle area", 6, faces(6, k), capacity=6),
        Pile("base", "Base", 1, faces(1, k + 10)),
        Pile("shields", "Shields", 6, None, summary=True),
        Pile("resources", "Resources", 10, faces(10, k + 20), summary=True),
        Pile("deck", "Deck", 40, None, summary=True),
        Pile("trash", "Trash", 30, faces(30, k + 30), summary=True,
             note=Note(f"top: {long_name}", "core.note.top", {"card": long_name})),
    ), stats=(("Lv", "10"), ("Resources", "10/10 active (EX 2)"), ("Hand", "10"), ("Shields", "6")),
        tags=("first player",)) for k, p in enumerate("ABCD"))
    return Table(game="gcg", turn=12, phase="main", step="action", phase_label="Main phase · action step",
                 active="A", seats=seats, deciding=("A", "B"), decision="choose a target",
                 detail="【起動・メイン】" + "このユニットをレストする。" * 40,
                 notes=(Note("⚔️ Battle in progress", "core.note.battle"),
                        Note("Resolving: " + long_name * 5, "core.note.resolving", {"cards": [long_name] * 5})),
                 action_number=999)


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_the_worst_case_board_and_hand_fit_discords_limits_in_every_language(lang):
    table = _worst_table()
    names = {p: "ＬＯＮＧ名前" * 6 for p in "ABCD"}
    meta = BoardMeta(match_id=123456, title="Gundam Card Game", commitment="f" * 64, paused=True,
                     clock="⏱ 12:34", log=tuple("ログ" * 70 for _ in range(30)), names=names)
    with i18n.use(lang):
        board = board_message(table, meta, [])
        hand = hand_message(table, "A", match_id=123456, channel_mention="<#1>")
    for message in (board, hand):
        payload = {"content": message.content, "embeds": list(message.embeds),
                   "components": list(message.components)}
        assert problems(payload) == [], (lang, problems(payload))
        assert embed_length(message.embeds[0]) <= EMBED_TOTAL
    text = embed_text(board.embeds[0])
    expected = {"en": "Waiting for", "zh-Hant": "等待", "ja": "を待っています"}[lang]
    assert expected in text


# --- the commands' localisations -----------------------------------------------------------


async def test_every_command_option_and_choice_is_localised(env):
    commands = [c for cs in env.double.commands.values() for c in cs]
    assert commands
    seen = 0

    def check(item: dict, level: list[str], *, description: bool = True):
        nonlocal seen
        for locale in ("zh-TW", "ja"):
            name = (item.get("name_localizations") or {}).get(locale)
            assert name, (item["name"], locale)
            if description:
                assert (item.get("description_localizations") or {}).get(locale), (item["name"], locale)
            level.append(f"{locale}:{name}")
        seen += 1

    def walk(items: list[dict]):
        names: list[str] = []
        for item in items:
            check(item, names)
            options = item.get("options") or []
            walk(options)
            choice_names: list[str] = []
            for choice in item.get("choices") or []:
                check(choice, choice_names, description=False)
        assert len(names) == len(set(names)), f"localised names repeat at one level: {names}"

    walk(commands)
    assert seen > 100


# --- one match, three languages -------------------------------------------------------------

JA, ZH = "ja", "zh-TW"


def _board(env, live) -> dict:
    return next(m for m in env.double.channel_messages(env.channel_id)
                if m["id"] == str(live.row.board_message_id))


async def test_the_same_match_in_japanese_chinese_and_english(env):
    # The server shows its boards in Japanese (an admin's choice); Alice reads Japanese,
    # Bob Traditional Chinese, Carol (the judge) English.
    reply = await env.slash(env.carol, "config language", {"language": "ja"}, admin=True, locale=JA)
    assert reply.ephemeral and "日本語" in reply.content and "盤面とお知らせ" in reply.content
    reply = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.bob["id"]}, locale=JA)
    assert "ガンダムカードゲーム の対戦" in reply.content and "を申し込みました" in reply.content
    challenge = reply.message
    accept = next(c for c in components_of(challenge) if c["custom_id"].startswith("accept:"))
    assert accept["placeholder"] == "デッキを選んで受ける…"
    await env.double.select(env.bob, challenge, accept["custom_id"], [accept["options"][1]["value"]], locale=ZH)
    await env.settle()
    match_id = int(accept["custom_id"].split(":")[1])
    live = env.bot.matches.live[match_id]

    board = _board(env, live)
    embed = board["embeds"][0]
    assert embed["title"].startswith(f"ガンダムカードゲーム — 対戦 #{match_id}")
    assert "を待っています" in embed["description"]
    assert [c.get("label") for c in components_of(board)][:2] == ["自分の選択肢", "自分の手札"]

    # Each DM hand in its player's language.
    seat_of = {int(env.alice["id"]): "ja", int(env.bob["id"]): "zh"}
    for user, title in ((env.alice, "あなたの手札"), (env.bob, "你的手牌")):
        dm = env.double.dms(user)[0]["embeds"][0]
        assert dm["title"] == title, dm["title"]
        assert ("対戦 #" if title == "あなたの手札" else "對戰 #") in dm["description"]

    # The coin's chooser and both players decide; the board stays in the server's language.
    chooser = live.match.state.prompt.player
    user = env.user_for(live, chooser)
    button = next(c for c in components_of(_board(env, live)) if c.get("label") == "先攻")
    await env.click(user, _board(env, live), button["custom_id"],
                    locale=JA if seat_of[int(user["id"])] == "ja" else ZH)
    for _ in range(2):  # the first player keeps their hand, then the second
        user = env.user_for(live, live.match.state.prompt.player)
        dm = env.double.dms(user)[0]
        label = "キープする" if seat_of[int(user["id"])] == "ja" else "保留手牌"
        keep = next(c for c in components_of(dm) if c.get("label") == label)
        await env.click(user, dm, keep["custom_id"], locale=JA if seat_of[int(user["id"])] == "ja" else ZH)
    assert live.match.state.prompt.kind == "main"
    board = _board(env, live)
    assert "メインフェイズ" in board["embeds"][0]["description"]
    assert "トラッシュ" in embed_text(board["embeds"][0]) or "シールド" in embed_text(board["embeds"][0])

    # A refusal, with its clause, in the refused player's language.
    end = next(c for c in components_of(board) if c.get("label") == "メインフェイズ終了")
    turn_user = env.user_for(live, live.match.state.prompt.player)
    other = env.bob if turn_user is env.alice else env.alice
    lang = seat_of[int(other["id"])]
    reply = await env.click(other, board, end["custom_id"], locale=JA if lang == "ja" else ZH)
    assert reply.ephemeral and reply.content.startswith("⛔")
    open_rule = components_of(reply.message or {"components": reply.data.get("components")})[0]
    if lang == "ja":
        assert "番です" in reply.content and "（ルール 7-5-1）" in reply.content  # "it is X's turn to …"
        assert open_rule["label"] == "ルール 7-5-1 を開く"
    else:
        assert "現在輪到" in reply.content and "（規則 7-5-1）" in reply.content
        assert open_rule["label"] == "打開規則 7-5-1"
    # The same refusal in English for an English client.
    reply = await env.click(other, board, end["custom_id"])
    assert "(rule 7-5-1)" in reply.content and "'s turn to" in reply.content

    # The judge: English for Carol's English client, Japanese when she asks in Japanese.
    reply = await env.slash(env.carol, "judge view", {}, admin=True)
    assert reply.ephemeral and "(judge view)" in reply.message["embeds"][0]["title"]
    assert "Turn " in reply.message["embeds"][0]["description"]
    reply = await env.slash(env.carol, "judge view", {}, admin=True, locale=JA)
    assert "（ジャッジ用）" in reply.message["embeds"][0]["title"]
    assert "ターン " in reply.message["embeds"][0]["description"]
    reply = await env.slash(env.carol, "judge call", {}, locale=ZH)
    assert "你沒有參加這場對戰" in reply.content or "只有本場對戰的玩家可以呼叫裁判" in reply.content

    # A player's own private board and hand follow their client, not the server.
    reply = await env.slash(env.bob, "board", locale=ZH)
    assert "鋼彈卡牌遊戲 — 對戰 #" in reply.message["embeds"][0]["title"]
    reply = await env.slash(env.bob, "hand", locale=ZH)
    assert reply.message["embeds"][0]["title"] == "你的手牌"


async def test_public_messages_follow_the_servers_locale_when_no_language_is_set(env):
    # No /config language: the guild's own locale (en-US in the double) — English.
    await env.start_match()
    board = env.board()
    assert board is not None and board["embeds"][0]["title"].startswith("Gundam Card Game — match #")
    reply = await env.slash(env.alice, "config show", admin=True, locale=JA)
    assert "ジャッジロール" in reply.content and "English" in reply.content


async def test_a_dm_uses_the_players_last_seen_locale_after_a_restart(env):
    await env.slash(env.bob, "deck list", locale=ZH)
    assert await env.bot.store.setting(0, f"user-locale:{env.bob['id']}") == "zh-Hant"
    env.bot.locales._users.clear()  # as after a restart: read back from the settings
    assert await env.bot.locales.user(int(env.bob["id"])) == "zh-Hant"


# --- no user-facing string literal outside the catalogue ------------------------------------

# Files another change owns (/rule answers in its document's language) or that say nothing
# to users (the store, the settings, the entry point, the metrics).
NOT_CHECKED = {"store.py", "settings.py", "__main__.py", "metrics.py", "endpoints.py"}
USER_FACING_CALLS = {"UserError", "NotSaved", "LookupError", "OutMessage", "button", "option", "select",
                     "Choice"}
USER_FACING_KEYS = {"title", "description", "name", "value", "text", "label", "placeholder", "content"}
ENGLISH = re.compile(r"[A-Za-z]{3,}")
# Literals that are not prose: links, custom ids, command mentions, button styles. (The
# commands' own English names and descriptions are decorator arguments, localised by the
# Translator and checked by test_every_command_option_and_choice_is_localised.)
ALLOWED = re.compile(r"^(https?://|[a-z_]+:|`/|(primary|secondary|success|danger)$)")


def _english_literals(node: ast.AST) -> list[str]:
    out = []
    parts = node.values if isinstance(node, ast.JoinedStr) else [node]
    for part in parts:
        if isinstance(part, ast.Constant) and isinstance(part.value, str) and ENGLISH.search(part.value) \
                and not ALLOWED.match(part.value):
            out.append(part.value)
    return out


def test_no_user_facing_string_literal_is_left_in_the_bot():
    found = []
    for path in sorted((ROOT / "bot").rglob("*.py")):
        rel = path.relative_to(ROOT / "bot").as_posix()
        if rel in NOT_CHECKED:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            values: list[ast.AST] = []
            if isinstance(node, ast.Call):
                func = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                if func in USER_FACING_CALLS:
                    values += [a for a in node.args if not (func in ("button", "select", "option") and
                                                            a is node.args[0] and func != "option")]
                    values += [k.value for k in node.keywords if k.arg in USER_FACING_KEYS | {None}]
            if isinstance(node, ast.Dict):
                values += [v for k, v in zip(node.keys, node.values, strict=True)
                           if isinstance(k, ast.Constant) and k.value in USER_FACING_KEYS]
            for value in values:
                for literal in _english_literals(value):
                    found.append(f"bot/{rel}:{value.lineno}: {literal!r}")
    assert not found, "user-facing text outside the catalogue:\n" + "\n".join(found)


async def test_a_card_files_localised_name_shows_in_the_players_language(env):
    cards = (b"- {number: X-001, name: {en: Extra Frame, zh-Hant: \xe9\xa1\x8d\xe5\xa4\x96\xe6\xa9\x9f\xe9\xab\x94, "
             b"ja: \xe3\x82\xa8\xe3\x82\xaf\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xa9}, type: unit, color: blue, "
             b"level: 1, cost: 1, ap: 1, hp: 1}\n")
    file = env.double.attachment("names.yaml", cards)
    reply = await env.slash(env.alice, "cards import", {"file": file["id"]}, admin=True,
                            attachments={file["id"]: file}, locale=JA)
    assert "1 枚のカード" in reply.text(), reply.text()
    library = env.bot.library
    pool = await library.pool(int(env.guild["id"]), "gcg")
    assert pool["X-001"].name == "Extra Frame" and pool["X-001"].names["ja"] == "エクストラ"
    from bot.render.cards import localise_names
    table = Table(game="gcg", turn=1, phase="main", step="", phase_label="Main phase", active="A",
                  seats=(Seat("A", (Pile("hand", "Hand", 1, (Face(1, "X-001", "Extra Frame"),), private=True),)),))
    for lang, expected in (("en", "Extra Frame"), ("zh-Hant", "額外機體"), ("ja", "エクストラ")):
        with i18n.use(lang):
            shown = localise_names(table, lambda n: pool.get(n).names if pool.get(n) else None)
            assert shown.seats[0].piles[0].cards[0].name == expected
            text = embed_text(hand_message(shown, "A", match_id=1).embeds[0])
            assert expected in text


# Games whose action labels are in actions.ftl; the others still show the engine's English
# for labels with arguments (fixed labels go through `engine`): docs/i18n.md.
LABELLED_GAMES = {"gcg": ({}, {"format": "free_for_all", "players": 4}, {"format": "team"}),
                  # s18-games: playouts seat decks by seed; NEX-A's labels-0 now ends before a sortie: a third game
                  "ucg": ({}, {}), "altcg": ({}, {}), "nexa": ({}, {}, {})}


@pytest.mark.parametrize("code", sorted(LABELLED_GAMES))
def test_every_action_label_a_playout_meets_is_translated(code):
    """Random games of every format: each legal action's label renders from its own
    catalogue entry in every language, with every variable it uses supplied."""
    import random as _random

    from rules_engine.core.game import names_in
    from rules_engine.core.match import Match
    from rules_engine.core.registry import get_game

    game = get_game(code)
    kinds: set[str] = set()
    for n, options in enumerate(LABELLED_GAMES[code]):
        match = Match(game.playout_config(f"labels-{n}", options), game=game)
        rng = _random.Random(n)
        while not match.finished and match.number < 600:
            for seat in match.config.players:
                names = names_in(match.view(seat))
                for action in match.legal_actions(seat):
                    text = game.describe(action, names)
                    kinds.add(action.kind)
                    key = i18n.action_key(text)
                    for lang in i18n.LOCALES:
                        assert i18n.has(key, lang), (lang, key)
                        bundle = i18n.bundle(lang)
                        label, errors = bundle.format_pattern(bundle.get_message(key).value,
                                                              i18n.action_args(text, action, code, names, lang))
                        assert not errors and label.strip(), (lang, key, errors)
                        if lang == "en":  # the engine's own label, its printed game words in English
                            assert label == text.label or i18n.english_words(label, code) == \
                                i18n.english_words(text.label, code), (label, text.label)
            deciding = match.deciding()
            player = rng.choice(deciding) if deciding else match.config.players[0]
            match.apply(game.playout_choose(rng, match.legal_actions(player)))
    assert {"pass", "mulligan", "concede"} <= kinds and len(kinds) >= 8, kinds


def test_short_values_mixing_numbers_and_game_words_are_translated_word_by_word():
    assert i18n.engine_words("1/1 active (EX 1)", "gcg", "ja") == "1/1 アクティブ (EX 1)"
    assert i18n.engine_words("Lv2 cost 1 · 0/2", "gcg", "zh-Hant") == "Lv.2 費用 1 · 0/2"
    assert i18n.engine_words("Lv2 cost 1 · 0/2", "gcg", "en") == "Lv2 cost 1 · 0/2"
    assert i18n.engine_words("3/4", "gcg", "ja") == "3/4"

"""The engine's own sentences in three languages: log lines (events.ftl) and refusals
(refusals.ftl). A game listed in TRANSLATED gives every log line and every refusal a key
(`<game>.event.<name>`, `<game>.refusal.<name>`) and the catalogue says each in en, ja and
zh-Hant, the English word for word as the engine's own text — but with the game words the
engines write as printed (NEX-A's 本国, UCG's [發動]) in English (issue #30 §3)."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from bot import i18n
from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction, MatchOver, StaleAction
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game

ROOT = Path(__file__).resolve().parents[2]
# Games whose log lines and refusals are all translated, with the formats their games are
# played in here. Add a game when its events.ftl / refusals.ftl entries are complete.
TRANSLATED: dict[str, tuple[dict, ...]] = {
    "gcg": ({}, {"format": "free_for_all", "players": 4}, {"format": "team"}),
    "ucg": ({}, {}), "altcg": ({}, {}), "nexa": ({}, {}),
}
KEYED_CALLS = {"say": "event", "Event": "event", "refuse": "refusal", "IllegalAction": "refusal",
               "MalformedAction": "refusal"}


def _render(key: str, params: dict, game: str, lang: str) -> str:
    bundle = i18n.bundle(lang)
    assert bundle.has_message(key), (lang, key)
    text, errors = bundle.format_pattern(bundle.get_message(key).value,
                                         i18n.message_args(key, params, game, lang))
    assert not errors and text.strip(), (lang, key, errors)
    return text


def same_english(catalogue: str, engine: str, game: str) -> bool:
    """The catalogue's English is the engine's text word for word, its printed game words
    (and only those: the catalogue's own words are English) given their English names."""
    return catalogue == i18n.english_words(engine, game) or \
        i18n.english_words(catalogue, game) == i18n.english_words(engine, game)


def test_the_english_catalogues_use_no_chinese_or_japanese_game_words():
    """Only `/rule`'s examples of asking in other languages (阻擋者) and the language names
    may be CJK in the English catalogues."""
    allowed = {"commands.ftl", "bot.ftl"}
    for path in sorted((ROOT / "bot" / "locales" / "en").rglob("*.ftl")):
        if path.name in allowed:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not i18n.CJK.search(line), f"{path.name}:{number}: {line}"


def check_event(event, game: str) -> None:
    assert event.key, f"a {game} log line without a key: {event.text!r}"
    key = i18n.message_key(event.key, "event")
    for lang in i18n.LOCALES:
        text = _render(key, event.params, game, lang)
        if lang == "en":
            assert same_english(text, event.text, game), (text, event.text)
        for viewer, private in event.private.items():
            params = {**event.params, **event.private_params.get(viewer, {})}
            text = _render(key + "-private", params, game, lang)
            if lang == "en":
                assert same_english(text, private, game), (text, private)


def check_refusal(error: IllegalAction, game: str) -> None:
    assert error.key, f"a {game} refusal without a key: {error.message!r}"
    key = i18n.message_key(error.key, "refusal")
    for lang in i18n.LOCALES:
        text = _render(key, error.params, game, lang)
        if lang == "en":
            assert same_english(text, error.message, game), (text, error.message)


def test_the_cores_refusals_are_translated():
    for error in (StaleAction(3, 5), MatchOver()):
        check_refusal(error, "gcg")
    assert i18n.refusal("x", "stale", "gcg", "ja", key="core.refusal.stale",
                        params={"chosen_at": 3, "now": 5}).startswith("その選択はアクション 3")


def test_a_log_line_is_said_in_the_language_and_a_private_line_only_to_its_viewer():
    from rules_engine.core.game import Event

    event = Event("match started", key="bot.event.match_started")
    assert i18n.event_line(event, "gcg", None, "zh-Hant") == "對戰開始"
    assert i18n.event_line(event, "gcg", None, "en") == "match started"
    untranslated = Event("A does something new")
    assert i18n.event_line(untranslated, "gcg", None, "ja") == "A does something new"


def _keyed_calls(code: str) -> list[str]:
    """Every log-line or refusal call in the game's folder that names no key."""
    missing = []
    for path in sorted((ROOT / "rules_engine" / "games" / code).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in KEYED_CALLS and not any(k.arg == "key" for k in node.keywords) and \
                    not (name == "say" and isinstance(node.func, ast.Attribute)):
                missing.append(f"{path.relative_to(ROOT)}:{node.lineno} {name}(…)")
    return missing


def _keys_in_code(code: str) -> set[str]:
    keys = set()
    for path in (ROOT / "rules_engine" / "games" / code).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.keyword) and node.arg == "key" and isinstance(node.value, ast.Constant) \
                    and isinstance(node.value.value, str) and node.value.value:
                keys.add(node.value.value)
    return keys


@pytest.mark.parametrize("code", sorted(TRANSLATED))
def test_every_log_line_and_refusal_in_the_code_has_a_key_in_every_catalogue(code):
    assert _keyed_calls(code) == []
    for key in _keys_in_code(code):
        kind = "event" if ".event." in key else "refusal" if ".refusal." in key else ""
        if not kind:
            continue  # another kind of key (an action label's)
        for lang in i18n.LOCALES:
            assert i18n.has(i18n.message_key(key, kind), lang), (lang, key)


@pytest.mark.parametrize("code", sorted(TRANSLATED))
def test_every_log_line_and_refusal_a_playout_meets_is_translated(code):
    """Random games of every format: every log line renders in every language (private
    lines too), and so does every refusal met by trying, at each step, the other players'
    actions, this player's actions with their card ids changed, and every kind of action
    seen so far with no arguments."""
    game = get_game(code)
    refusals: set[str] = set()
    for n, options in enumerate(TRANSLATED[code]):
        match = Match(game.playout_config(f"engine-i18n-{n}", options), game=game)
        rng = random.Random(n)
        kinds: set[str] = set()
        for batch in match.events:
            for event in batch:
                check_event(event, code)
        while not match.finished and match.number < 600:
            deciding = match.deciding()
            player = rng.choice(deciding) if deciding else match.config.players[0]
            legal = match.legal_actions(player)
            kinds |= {a.kind for a in legal}
            attempts = [Action(p, a.kind, a.args) for p in match.config.players if p not in deciding
                        for a in match.legal_actions(player)[:3]]
            attempts += [Action(player, kind, {}) for kind in sorted(kinds)]
            for a in legal[:5]:
                changed = {k: (v + 997 if isinstance(v, int) and not isinstance(v, bool) else v)
                           for k, v in a.args.items()}
                attempts.append(Action(player, a.kind, changed))
            for attempt in attempts:
                try:
                    match.check(attempt)
                except IllegalAction as error:
                    error.game = code
                    check_refusal(error, code)
                    refusals.add(error.key)
            for event in match.apply(game.playout_choose(rng, legal)):
                check_event(event, code)
    assert len(refusals) >= 5, refusals


def test_a_huge_number_in_a_refusal_is_shown_as_typed():
    """A number from a user (a card id, a count) may be any size: no formatting error."""
    huge = 10**30
    said = i18n.refusal("x", "illegal", "gcg", "ja", key="core.refusal.stale",
                        params={"chosen_at": huge, "now": 5})
    assert str(huge) in said

"""#30 §4, a board that tells the truth clearly, through the render functions: the battle
says who attacks whom, mirror units are told apart, a unit's numbers are labelled, a zone
keeps its name's capitals, an attack button reads one way and names the player attacked
by display name."""

from __future__ import annotations

import re

import pytest

from bot import i18n
from bot.render.board import BoardMeta, board_message
from bot.render.cards import card_labels, face_line, stats_text
from bot.render.menus import Choice
from bot.render.text import unescape
from rules_engine.core.actions import Action
from rules_engine.core.registry import get_game
from rules_engine.core.table import Battle, Face, Note, Pile, Seat, Table

NAMES = {"A": "Alice", "B": "Bob"}


def _gcg_table(battle: Battle | None, mirror: bool) -> Table:
    theirs = "Ironbark Colossus" if mirror else "Thornback Scout"
    a = Seat("A", (Pile("battle", "Battle area", 2, (Face(11, "DEMO-001", "Ironbark Colossus", stats="5/6"),
                                                      Face(12, "DEMO-001", "Ironbark Colossus", stats="5/6"))),))
    b = Seat("B", (Pile("battle", "Battle area", 1, (Face(21, "DEMO-002", theirs, stats="2/4"),)),))
    notes = (Note("⚔️ Battle in progress", "core.note.battle"),) if battle else ()
    return Table(game="gcg", turn=3, phase="main", step="attack", phase_label="Main phase", active="A",
                 seats=(a, b), notes=notes, battle=battle)


def _board(table: Table, choices: list[Choice] = ()) -> dict:
    with i18n.use("en"):
        message = board_message(table, BoardMeta(match_id=1, title="Gundam Card Game", names=NAMES), list(choices))
    return message


def test_the_battle_line_says_who_attacks_whom_and_tells_mirror_units_apart():
    message = _board(_gcg_table(Battle(attacker=12, target=21), mirror=True))
    description = message.embeds[0]["description"]
    assert "⚔️ Battle: Ironbark Colossus (A2) attacks Ironbark Colossus (B1)" in description, description
    assert "Battle in progress" not in description


def test_the_battle_line_names_the_attacker_s_owner_and_the_player_attacked():
    message = _board(_gcg_table(Battle(attacker=11, player="B"), mirror=False))
    description = message.embeds[0]["description"]
    assert "⚔️ Battle: Ironbark Colossus (A1) attacks Bob" in description, description
    message = _board(_gcg_table(Battle(attacker=21, target=11), mirror=False))
    assert "⚔️ Battle: Thornback Scout (Bob) attacks Ironbark Colossus (A1)" in message.embeds[0]["description"]


@pytest.mark.parametrize("locale,words", [("zh-Hant", "戰鬥"), ("ja", "バトル")])
def test_the_battle_line_reads_in_the_board_s_language(locale, words):
    with i18n.use(locale):
        message = board_message(_gcg_table(Battle(attacker=21, player="A"), mirror=False),
                                BoardMeta(match_id=1, title="Gundam Card Game", names=NAMES), [])
    line = next(x for x in message.embeds[0]["description"].splitlines() if x.startswith("⚔️"))
    assert words in line and "Alice" in line and "Bob" in line and "Battle" not in line, line


def test_only_cards_sharing_a_name_carry_their_place():
    labels = card_labels(_gcg_table(None, mirror=False))
    assert labels == {11: "Ironbark Colossus (A1)", 12: "Ironbark Colossus (A2)", 21: "Thornback Scout"}


def test_a_unit_s_numbers_are_labelled_and_a_zone_keeps_its_capitals():
    with i18n.use("en"):
        assert face_line(Face(1, "X", "Zaku", stats="3/4"), 1, "gcg") == "1. **Zaku** AP 3 · HP 4"
        assert stats_text("cost 3 (red 2) · 2/3/5", "nexa") == "cost 3 (red 2) · Melee 2 · Shooting 3 · Defense 5"
        assert stats_text("AP+1 HP+1", "gcg") == "AP+1 HP+1"  # a pilot's bonus is labelled already
    with i18n.use("ja"):
        assert stats_text("2/3/5", "nexa") == "格闘力 2 · 射撃力 3 · 防御力 5"
    seat = Seat("B", (Pile("g", "G zone", 1, (Face(5, "N-1", "Red Frontier", stats="G red"),)),))
    table = Table(game="nexa", turn=1, phase="draw", step="", phase_label="Draw phase", active="B", seats=(seat,))
    fields = _board(table).embeds[0]["fields"]
    assert any(f["name"].startswith("Bob's G zone") for f in fields), [f["name"] for f in fields]


def test_attack_buttons_read_one_way_and_name_the_player_attacked():
    game = get_game("gcg")
    names = {11: "Ironbark Colossus", 21: "Thornback Scout"}
    choices = [Choice(action, game.describe(action, names)) for action in
               (Action("A", "attack", {"unit": 11, "target": "B"}), Action("A", "attack", {"unit": 11, "target": 21}))]
    table = _gcg_table(None, mirror=False)
    labels = [c["label"] for row in _board(table, choices).components for c in row["components"]]
    assert "Ironbark Colossus attacks Bob" in labels and "Ironbark Colossus attacks Thornback Scout" in labels, labels
    assert not any(re.match(r"Attack \w+ with", label) for label in labels), labels
    with i18n.use("ja"):
        message = board_message(table, BoardMeta(match_id=1, title="Gundam Card Game", names=NAMES), choices)
    labels = [c["label"] for row in message.components for c in row["components"]]
    assert any("Bob" in label and "アタック" in label for label in labels), labels


@pytest.mark.parametrize("locale", ["en", "zh-Hant", "ja"])
def test_the_optional_effect_buttons_read_the_same_in_every_game(locale):
    said = set()
    for code in ("gcg", "ucg", "altcg", "nexa"):
        game = get_game(code)
        with i18n.use(locale):
            said.add(tuple(i18n.action_label(game.describe(action, {}), action, code)
                           for action in (Action("A", "resolve"), Action("A", "decline"))))
    assert len(said) == 1, said


def test_ucg_s_resolving_line_does_not_repeat_the_effect_text():
    """The decision quotes the effect's text; the "Resolving:" line names the card only."""
    from bot.render.picture.sample import positions, table_for, viewer_of
    seen = 0
    for seed in ("1", "2", "3", "4"):
        for match in positions("ucg", seed, upto=300):
            view = match.view(None)
            text = (view.get("prompt") or {}).get("text")
            if not (view.get("resolving") and text):
                continue
            description = _board(table_for(match, viewer_of("public"))).embeds[0]["description"]
            plain = unescape(description)
            assert plain.count(text) == 1, description
            for line in plain.splitlines():
                if line.startswith("Resolving: "):  # the card, its text not again
                    assert view["resolving"] == f"{line.removeprefix('Resolving: ')}: {text}", line
            seen += 1
        if seen >= 3:
            break
    assert seen, "no UCG position with an effect resolving and its text on the decision"


@pytest.mark.parametrize("code", ["gcg", "ucg", "altcg", "nexa"])
def test_every_count_under_a_player_appears_once(code):
    """GCG's shields, ALTCG's durability and deck, NEX-A's home country were counted both in
    the stats line and in the zone counts under it."""
    from bot.render.picture.sample import play_to, table_for, viewer_of
    table = table_for(play_to(code, "5", 60), viewer_of("public"))
    fields = _board(table).embeds[0]["fields"]
    for seat in table.seats:
        value = next(f["value"] for f in fields if f["name"].startswith(f"{NAMES.get(seat.player, seat.player)} ("))
        words = [re.sub(r"[*\d/ ]+(active.*)?$", "", bit).strip() for line in value.splitlines()
                 for bit in line.split(" · ")]
        assert len(words) == len(set(words)), value


def test_a_players_menu_names_the_player_attacked_by_display_name():
    from bot.render.menus import MenuContext, options_components
    game = get_game("gcg")
    names = {11: "Ironbark Colossus"}
    choices = [Choice(a, game.describe(a, names)) for a in
               (Action("A", "attack", {"unit": 11, "target": "B"}), Action("A", "end_main"))]
    ctx = MenuContext(1, 0, 5, "A", game.action_groups, "gcg", NAMES)
    with i18n.use("en"):
        components = options_components(ctx, choices, names, buttons_first=True)
    labels = [c["label"] for row in components for c in row["components"]]
    assert "Ironbark Colossus attacks Bob" in labels, labels

"""`python -m rules_engine.cards check|explain` exactly as CONTRACTS §3b says: one JSON object per
card, then the summary; exit 0 when every card loaded, 1 otherwise, 2 for bad arguments."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules_engine.cards.__main__ import main

REPO = Path(__file__).resolve().parents[2]

PRINTED = """\
- number: TC-900
  name: {en: Coral Warden, ja: コーラル・ウォーデン, zh-Hant: 珊瑚守衛}
  type: unit
  color: blue
  level: 3
  cost: 2
  ap: 2
  hp: 3
  traits: [Harbor Fleet]
  text:
    en: |-
      <Blocker> (Rest this Unit to change the attack target to it.)
      【Deploy】Choose 1 enemy Unit with 3 or less HP. Rest it.
    ja: |-
      《ブロッカー》(レストにすることでアタック先をこのユニットにする)
      【配備時】HP3以下の相手のユニット1つを選ぶ。それをレストにする。
- number: TC-901
  name: Tide Relay
  type: command
  color: blue
  level: 2
  cost: 1
  text: "【Main】Shuffle the moon into your deck.\\n【Pilot】[Ria Sorel]"
- number: TC-902
  name: Broken
  type: unit
  level: high
"""


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def card_file(tmp_path: Path) -> Path:
    path = tmp_path / "cards.yaml"
    path.write_text(PRINTED, encoding="utf-8")
    return path


def test_check_json_is_one_object_per_card_then_the_summary_and_exit_1_when_a_card_did_not_load(capsys, card_file):
    code, out, _ = run(capsys, "check", str(card_file), "--game", "gcg", "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 1
    first, second, third, last = lines
    assert first["number"] == "TC-900" and first["name"] == "Coral Warden" and first["loaded"] is True
    assert first["effects"] == [
        {"text": "<Blocker> (Rest this Unit to change the attack target to it.)", "automated": True,
         "reading": "<Blocker>"},
        {"text": "【Deploy】Choose 1 enemy Unit with 3 or less HP. Rest it.", "automated": True,
         "reading": "When deployed: choose 1 enemy unit with HP 3 or less; rest it."}]
    assert "differs" not in first  # the Japanese printing reads the same
    assert second["effects"][0] == {"text": "【Main】Shuffle the moon into your deck.", "automated": False,
                                    "reason": "not understood: \u201cShuffle the moon into your deck\u201d"}
    assert second["effects"][1]["automated"] is True
    assert third == {"number": "TC-902", "name": "Broken", "loaded": False, "effects": [],
                     "error": "cards.yaml: line 24 (TC-902): field level: expected a whole number, got 'high'"}
    assert last == {"summary": {"cards": 3, "loaded": 2, "effects": 4, "automated": 3}}


def test_check_exit_0_when_every_card_loads_and_summary_lists_unread_phrases(capsys, tmp_path):
    path = tmp_path / "cards.csv"
    path.write_text("number,name,type,level,cost,color,text\n"  # whole cards: `check` loads each as a match does
                    "TC-1,A,command,1,1,blue,【Main】Shuffle the moon into 2 decks.\n"
                    "TC-2,B,command,1,1,blue,【Main】Shuffle the moon into 3 decks.\n"
                    "TC-3,C,unit,1,1,blue,<Suppression>\n", encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path), "--game", "gcg", "--summary", "--json")
    assert code == 0
    (summary,) = [json.loads(line)["summary"] for line in out.splitlines()]
    assert summary["automated_share"] == 0.0
    assert summary["unread"] == [{"phrase": "Shuffle the moon into N decks", "count": 2}]
    assert summary["undefined_keywords"] == {"suppression": 1}


def test_check_words_and_the_language_option(capsys, card_file):
    code, out, _ = run(capsys, "check", str(card_file), "--game", "gcg", "--lang", "ja")
    assert code == 1
    assert "TC-900 Coral Warden" not in out and "TC-900 コーラル・ウォーデン" in out
    assert "read: When deployed: choose 1 enemy unit with HP 3 or less; rest it." in out
    assert "TC-902 Broken: NOT LOADED: cards.yaml: line 24 (TC-902): field level" in out
    assert out.rstrip().endswith("3 cards, 2 loaded, 4 effects, 3 automated (75.0 %)")


def test_a_card_the_games_own_loader_refuses_is_not_loaded(capsys, tmp_path):
    """`loaded` means a match could use the card: a printed row the game's card model refuses
    (here a GCG unit with no colour, 2-4-2) is reported as not loaded, with the model's reason."""
    path = tmp_path / "c.csv"
    path.write_text("number,name,type,level,cost,text\nTC-1,A,unit,1,1,<Blocker>\n", encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path), "--game", "gcg", "--json")
    card, last = (json.loads(line) for line in out.splitlines())
    assert code == 1 and card["loaded"] is False and "2-4-2" in card["error"]
    assert last == {"summary": {"cards": 1, "loaded": 0, "effects": 0, "automated": 0}}


def test_printings_that_read_differently_are_reported(capsys, tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text("- number: TC-1\n  name: A\n  type: command\n  level: 1\n  cost: 1\n  color: blue\n"
                    "  text:\n    en: '【Main】Draw 1.'\n    ja: '【メイン】自分は2枚ドローする。'\n", encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path), "--game", "gcg", "--json")
    assert code == 0
    assert json.loads(out.splitlines()[0])["differs"] == ["ja: reads differently from en"]


def test_a_display_translation_is_not_read_as_a_printing(capsys, tmp_path):
    """NEX-A is printed in Japanese only: `text.en` of our own card is shown, never read
    (not reported as a printing that reads differently, not counted as by hand)."""
    path = tmp_path / "n.yaml"
    path.write_text("- number: TC-N9\n  name: {en: Relay, ja: リレー}\n  type: command\n"
                    "  cost: {total: 1, roll: {blue: 1}}\n  text:\n"
                    "    ja: '（常時）：カード１枚を引く。'\n    en: '(Any time): Draw 1 card.'\n", encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path), "--game", "nexa", "--json", "--lang", "en")
    card, summary = (json.loads(line) for line in out.splitlines())
    assert code == 0 and "differs" not in card
    assert card["effects"] == [{"text": "(常時):カード1枚を引く。", "automated": True,
                                "reading": card["effects"][0]["reading"]}]
    assert summary["summary"]["automated"] == 1


def test_a_ucg_csv_is_read_and_what_the_engine_cannot_run_is_by_hand(capsys, tmp_path):
    path = tmp_path / "ucg.csv"
    path.write_text("number,name,type,character,level,attribute,bp.single,text\n"
                    "TC-U1,Arden,ultraman,ARDEN,1,basic,1000,\"[SIN]《When this character enters play》 Draw a card.\"\n"
                    "TC-U2,Arden,ultraman,ARDEN,1,basic,1000,\"《When this character enters play》 Negate one effect "
                    "text of one of your Ultra Heroes for this turn.\"\n",
                    encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path), "--game", "ucg", "--json")
    read, by_hand = (json.loads(line) for line in out.splitlines()[:2])
    assert code == 0 and read["loaded"] is True and by_hand["loaded"] is True
    assert read["effects"] == [{"text": "[SIN]《When this character enters play》 Draw a card.", "automated": True,
                                "reading": "When this character enters play, in state single: draw 1."}]
    assert by_hand["effects"][0]["automated"] is False
    assert by_hand["effects"][0]["reason"].startswith("not read: Negate one effect text")


def test_a_file_that_is_not_a_card_list_is_reported_as_not_loaded(capsys, tmp_path):
    path = tmp_path / "cards.csv"
    path.write_text("- number: TC-1\n  name: A\n", encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path), "--game", "gcg", "--json")
    first = json.loads(out.splitlines()[0])
    assert code == 1 and first["loaded"] is False and "looks like YAML" in first["error"]


def test_scripted_demo_cards_are_checked_by_the_game_schema(capsys):
    code, out, _ = run(capsys, "check", str(REPO / "data" / "cards" / "gcg-demo.yaml"), "--game", "gcg", "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and all(card["loaded"] for card in lines[:-1])
    assert lines[-1]["summary"]["cards"] == len(lines) - 1


def test_explain_one_text(capsys):
    code, out, _ = run(capsys, "explain", "【破壊時】自分は1枚ドローする。", "--game", "gcg", "--json")
    assert code == 0
    assert json.loads(out) == {"lang": "ja", "effects": [
        {"text": "【破壊時】自分は1枚ドローする。", "automated": True, "reading": "When destroyed: draw 1."}]}


def test_explain_names_the_accepted_card_types_of_an_unknown_one(capsys):
    """s18-gcg: `--type` takes the game's card types (CONTRACTS §8): another word is one line, exit 2,
    naming them; a known one, in any case, is read (a Pilot's one-line texts split, 3-3-9)."""
    with pytest.raises(SystemExit) as done:
        main(["explain", "Draw 1.", "--game", "gcg", "--type", "spaceship"])
    err = capsys.readouterr().err.strip()
    assert done.value.code == 2 and len(err.splitlines()) == 1
    assert "'spaceship'" in err and all(kind in err for kind in ("unit", "pilot", "command", "base", "resource"))
    code, out, _ = run(capsys, "explain", "【Destroyed】Draw 1.", "--game", "gcg", "--type", " Unit ")
    assert code == 0 and "When destroyed: draw 1." in out


# s18-gcg round 2: UCG, ALTCG and NEX-A check --type against their card model's types (cards.CardType) too;
# their readers ignore it (said in --help), so a known type reads as no type does
OTHER_GAMES_TYPES = [
    ("ucg", "kaiju", ("ultraman", "kaiju", "mecha", "scene")),
    ("altcg", "ship", ("flagship", "ship", "event", "cube")),
    ("nexa", "unit", ("unit", "character", "command", "operation", "ace", "graphic")),
]


@pytest.mark.parametrize("game,known,accepted", OTHER_GAMES_TYPES, ids=[g for g, _, _ in OTHER_GAMES_TYPES])
def test_explain_checks_the_card_type_in_every_game(game, known, accepted, capsys):
    with pytest.raises(SystemExit) as done:
        main(["explain", "x", "--game", game, "--type", "spaceship"])
    err = capsys.readouterr().err.strip()
    assert done.value.code == 2 and len(err.splitlines()) == 1 and "'spaceship'" in err, err
    assert err.endswith(f"(accepted: {', '.join(accepted)})"), err
    code, typed, _ = run(capsys, "explain", "x", "--game", game, "--type", f" {known.title()} ")
    assert code == 0 and typed == run(capsys, "explain", "x", "--game", game)[1]


def test_explain_help_says_which_readers_ignore_the_type(capsys):
    with pytest.raises(SystemExit):
        main(["explain", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "the UCG, ALTCG and NEX-A readers ignore it" in out


@pytest.mark.parametrize("args", [
    ["check", "no-such-file.yaml", "--game", "gcg"],
    ["check", "x.yaml", "--game", "chess"],
    ["explain", "Draw 1.", "--game", "gcg", "--lang", "klingon"],
    ["check"],
    ["explain", "Draw 1.", "--game", "gcg", "--type", "spaceship"],  # s18-gcg: an unknown card type (§8)
    ["explain", "x", "--game", "ucg", "--type", "spaceship"],  # s18-gcg round 2: in every game
    ["explain", "x", "--game", "altcg", "--type", "spaceship"],
    ["explain", "x", "--game", "nexa", "--type", "spaceship"],
])
def test_bad_arguments_exit_2_with_one_line_and_no_traceback(args):
    done = subprocess.run([sys.executable, "-m", "rules_engine.cards", *args], capture_output=True, text=True,
                          cwd=REPO, timeout=120)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_help_says_what_automated_means():
    done = subprocess.run([sys.executable, "-m", "rules_engine.cards", "check", "--help"], capture_output=True,
                          text=True, cwd=REPO, timeout=120)
    words = " ".join(done.stdout.split())  # argparse wraps the note
    assert done.returncode == 0 and "read" in words and "runs it exactly as printed" in words


def test_printed_tokens_load_as_tokens(capsys, tmp_path):
    """Real GCG lists print the unit tokens and the EX Base with their HP but no colour, Lv. or
    cost: only resources and tokens have no colour (2-4-2), so they load as tokens (5-17-1,
    5-17-3) rather than being refused; a unit without its HP is still refused."""
    from rules_engine.games.gcg.cards import CardFileError, parse_cards

    path = tmp_path / "t.csv"
    path.write_text("number,name,type,color,level,cost,ap,hp,traits,text\n"
                    "TK-1,Scout Drone,unit,,,,1,1,Drone,\n"
                    'TK-2,EX Base,base,,,,0,3,,"(At the start of the game, place 1 EX Base.)"\n', encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path), "--game", "gcg", "--json")
    *cards, last = (json.loads(line) for line in out.splitlines())
    assert code == 0 and all(card["loaded"] for card in cards)
    assert last["summary"]["loaded"] == 2
    tokens = parse_cards([{"number": "TK-1", "name": "Scout Drone", "type": "unit", "ap": 1, "hp": 1}])
    assert tokens[0].token
    with pytest.raises(CardFileError, match="2-4-2"):
        parse_cards([{"number": "TK-2", "name": "No Colour", "type": "unit", "level": 2, "cost": 1, "hp": 2}])

"""The engine's log records, compacted (issue #28 §7, docs/memory.md, eighth pass): every
viewer reads the same log as before, and a played match keeps fewer bytes per action.

The digests below were computed on main at 412e6d5 (before `Event` kept its arguments as a
flat tuple and no empty mappings): seeded games in all four games (and GCG's multiplayer
formats), every event as each viewer (everyone, each seat, the judge) reads it — the
engine's line, its key, arguments and private parts, and the bot's rendered line in every
language, plain and as markdown, with display names — each seat's view every 20 actions,
and the replayed match's lines. A change to any of them changes the digest: hidden
information included (a private line reaching the wrong viewer would)."""

import gc
import hashlib
import json
import random
import tracemalloc

import pytest

from bot import i18n
from rules_engine.core.game import Event
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.core.zones import JUDGE

ACTIONS = 90  # per game: a few turns, draws, searches and by-hand effects included
GAMES = {  # (game, options): the digest of every viewer's log and view on main at 412e6d5
    # GCG's three: recomputed on 2026-11-29 when demo card DEMO-033's printed text changed (7cd2302c: its look
    # stays the demo pool's by-hand effect); the only difference from main b6c853e's logs and views, checked
    # line by line, is that card's text in the views — every event, line and hidden part is the same
    ("gcg", ()):
        "c122e98b505ed79ebe84d301418779b16d05def7ec126a38240a679fe664efb4",
    ("gcg", (('format', 'free_for_all'), ('players', 3), ('victory', 'last_standing'))):
        "3ddba10a5e3bd77fac4b7fa96ace96901f7f9c596568d36c0fe7b873ab561261",
    ("gcg", (('format', 'team'), ('players', 4))):
        "4a4567eafc5d502b5937dd55556595c9a36d2514a993ec023d402f3c52ee58b6",
    ("altcg", ()):
        "aa857ab23aa84120987112ef2f6b4de46c1c017ef49cc9020c26294aa2bcc422",
    ("nexa", ()):
        "671e743494c851e441ccb97222988886b6fc96a63b8c171f782363885ad037d4",
    ("ucg", ()):
        "3cce5f8d9c26d0b2be7e40a0db94cb7b6966f459ebba84fc5b193ca23ba0758f",
}
NAMES = {"A": "Alice *bold*", "B": "Bob", "C": "Chloé", "D": "<@123>"}


def play(code: str, options: dict, seed: str, actions: int) -> Match:
    game = get_game(code)
    match = Match(game.playout_config(seed, options), game=game)
    rng = random.Random(seed)
    while not match.finished and match.number < actions:
        deciding = match.deciding()
        player = deciding[0] if len(deciding) == 1 else rng.choice(deciding)
        match.apply(game.playout_choose(rng, match.legal_actions(player)))
    return match


def _json(value) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=repr)


def log_digest(code: str, options: dict, seed: str = "s9-mem") -> str:
    """Everything any viewer reads of a seeded game's log (and views), hashed."""
    match = play(code, options, seed, ACTIONS)
    players = match.config.players
    viewers = (None, *players, JUDGE)
    digest = hashlib.sha256()

    def add(*parts) -> None:
        digest.update(_json(parts).encode())

    for number, batch in enumerate(match.events):
        for event in batch:
            add(number, event.text, event.key, event.params, event.private, event.private_params)
            for viewer in viewers:
                add(viewer, event.for_viewer(viewer))
                for lang in i18n.LOCALES:
                    for markdown in (False, True):
                        add(i18n.event_line(event, code, viewer, lang, NAMES, markdown=markdown))
    for upto in range(0, match.number + 1, 20):
        position = match.replay(upto)
        for viewer in viewers:
            add(upto, viewer, position.view(viewer))
    replay = match.replay()
    assert replay.events == match.events and replay.state_hash() == match.state_hash()
    add([[(e.text, e.key, e.params, e.private, e.private_params) for e in b] for b in replay.events])
    return digest.hexdigest()


@pytest.mark.parametrize(("code", "options"), list(GAMES), ids=lambda v: v if isinstance(v, str) else "")
def test_every_viewer_reads_the_same_log_as_before(code, options):
    assert log_digest(code, dict(options)) == GAMES[code, options]


# Bytes a match keeps per action after its first (tracemalloc, a seeded game of up to 200
# actions, everything the match holds: the log records, the actions, the state's growth).
# On main at 412e6d5: gcg 1,285, altcg 1,105, nexa 367, ucg 1,552; compacted 799, 745, 264,
# 987 (docs/memory.md, eighth pass); the lines as shared templates 581, 507, 241, 774 (on
# main 78086148: 804, 722, 258, 983; nineteenth pass). The bounds sit between, with room
# for another Python (NEX-A's lines are few: its bound stays the eighth pass's).
BYTES_PER_ACTION = {"gcg": 700, "altcg": 640, "nexa": 320, "ucg": 880}


def bytes_per_action(code: str, seed: str, actions: int = 200) -> float:
    game = get_game(code)
    match = Match(game.playout_config(seed, {}), game=game)
    rng = random.Random(seed)

    def step() -> None:
        deciding = match.deciding()
        player = deciding[0] if len(deciding) == 1 else rng.choice(deciding)
        match.apply(game.playout_choose(rng, match.legal_actions(player)))

    step()  # the first action's one-offs (caches the game fills once) are not the log's
    gc.collect()
    tracemalloc.start()
    try:
        before, first = tracemalloc.get_traced_memory()[0], match.number
        while not match.finished and match.number < actions:
            step()
        gc.collect()
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    return kept / (match.number - first)


@pytest.mark.parametrize("code", list(BYTES_PER_ACTION))
def test_a_match_keeps_few_bytes_per_action(code):
    kept = bytes_per_action(code, "s9-mem-0")
    assert kept <= BYTES_PER_ACTION[code], f"{code}: {kept:.0f} bytes kept per action"


def test_a_line_without_private_parts_keeps_no_mapping():
    line = Event("A draws a card", key="gcg.event.draw", params={"player": "A"})
    fuller = Event("A draws a card", {"A": "A draws Zaku"}, key="gcg.event.draw", params={"player": "A"},
                   private_params={"A": {"card": "Zaku"}})
    assert not any(isinstance(slot, dict) for slot in (line._params, line._private))
    assert (line.private, line.private_params, line.params) == ({}, {}, {"player": "A"})
    assert (fuller.for_viewer("A"), fuller.for_viewer("B"), fuller.for_viewer(None)) == \
        ("A draws Zaku", "A draws a card", "A draws a card")
    assert fuller.private_params == {"A": {"card": "Zaku"}} and fuller != line
    fuller.params["player"] = "B"  # a reader's copy: the record stays as it was
    assert fuller.params == {"player": "A"}
    with pytest.raises(AttributeError):
        fuller.text = "changed"



def test_a_viewers_line_is_filled_from_their_own_arguments_only():
    """Lines are kept as templates shared between viewers and matches and filled when read
    (docs/memory.md, nineteenth pass): what each viewer reads is the line the engine wrote
    for them, and another viewer's hidden card never reaches it (hidden information), even
    where two viewers' lines share one template and the public line names the same arguments."""
    drew = Event("A draws 1", {"A": "A draws Zaku [GD01-001]", "B": "B draws Gouf [GD01-002]",
                               "judge": "A draws Zaku [GD01-001], Gouf [GD01-002]"},
                 key="gcg.event.draws", params={"player": "A", "n": 1},
                 private_params={"A": {"cards": ["Zaku [GD01-001]"]}, "B": {"cards": ["Gouf [GD01-002]"],
                                                                          "player": "B"},
                                 "judge": {"cards": ["Zaku [GD01-001]", "Gouf [GD01-002]"]}})
    templates = {line for _, line, _ in drew._private}
    assert templates == {"{player} draws {cards}"}  # one template, three fills
    assert (drew.text, drew.for_viewer(None), drew.for_viewer("C")) == ("A draws 1",) * 3
    assert drew.for_viewer("A") == "A draws Zaku [GD01-001]" and drew.for_viewer("B") == "B draws Gouf [GD01-002]"
    assert drew.for_viewer("judge") == "A draws Zaku [GD01-001], Gouf [GD01-002]"
    assert drew.private_params["A"] == {"cards": ["Zaku [GD01-001]"]}
    drew.private_params["judge"]["cards"].append("Gouf [GD01-002]")  # a reader's copy: the line stays
    assert drew.for_viewer("judge") == "A draws Zaku [GD01-001], Gouf [GD01-002]"
    assert len(drew.private_params["judge"]["cards"]) == 2
    for text in ("A pays {1} }", "} and {", "{player}", "A draws A"):  # a line kept as written
        assert Event(text, key="gcg.event.draws", params={"player": "A", "n": 1}).text == text
    assert drew.params == {"player": "A", "n": 1}
    for lang in i18n.LOCALES:  # the bot's line, in every language, for each seat and everyone
        public = i18n.event_line(drew, "gcg", None, lang, NAMES)
        mine = i18n.event_line(drew, "gcg", "A", lang, NAMES)
        theirs = i18n.event_line(drew, "gcg", "B", lang, NAMES)
        assert "Zaku" not in public and "Gouf" not in public
        assert "Gouf" not in mine and "Zaku" not in theirs
    # every line of seeded games in all four games: each viewer's line is made of the
    # public arguments and their own, and names no card hidden in another viewer's only
    for code in ("gcg", "altcg", "nexa", "ucg"):
        match = play(code, {}, "s17-hidden", ACTIONS)
        for event in (e for batch in match.events for e in batch):
            own = event.private_params
            for viewer, line in event.private.items():
                others = {str(v) for seat, values in own.items() if seat != viewer
                          for value in values.values() for v in (value if isinstance(value, list) else [value])}
                mine = {str(v) for value in (*event.params.values(), *own.get(viewer, {}).values())
                        for v in (value if isinstance(value, list) else [value])}
                for secret in others - mine:
                    assert secret not in line, (code, viewer, line, secret)
                    assert secret not in event.text, (code, event.text, secret)
                    assert secret not in event.for_viewer(None)


if __name__ == "__main__":  # print the digests (run on main to pin them)
    for code, options in GAMES:
        print(code, options, log_digest(code, dict(options)))

"""Bring your cards, end to end through the double, on SQLite and on PostgreSQL (issue 29):
a server admin imports a CSV in each game's printed fields, a player pastes a deck the way
players write it (names instead of numbers, `NUMBER x3`, headings), and a match is played
with it to a result. A card file imported again later never changes a running match (its
card files are pinned by digest), and after a restart the match is rebuilt identically."""

from __future__ import annotations

import csv
import io
import json
import random
import re
from pathlib import Path

import pytest
import yaml

from bot.store import CARD_FILES
from discord_double import components_of
from rules_engine.core.registry import codes, get_game

from . import test_challenges
from .test_challenges import restart

db_env = test_challenges.db_env  # the bot on a new SQLite / PostgreSQL database

ROOT = Path(__file__).resolve().parents[3]
SCRIPTED = ("effects", "script", "back")  # a copy leaves out its keywords (a plain card as legal)


def demo_cards(code: str) -> dict[str, dict]:
    data = yaml.safe_load((ROOT / f"data/cards/{code}-demo.yaml").read_text(encoding="utf-8"))
    return {c["number"]: c for c in (data if isinstance(data, list) else data["cards"])}


def flat(card: dict, prefix: str = "") -> dict[str, str]:
    """A card mapping as one CSV row: dotted fields, `;` lists, `key:value` maps."""
    out: dict[str, str] = {}
    for key, value in card.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict) and all(isinstance(v, int) for v in value.values()) and value \
                and path.endswith("roll"):
            out[path] = ";".join(f"{k}:{v}" for k, v in value.items())
        elif isinstance(value, dict):
            out.update(flat(value, f"{path}."))
        elif isinstance(value, list):
            out[path] = ";".join(map(str, value))
        else:
            out[path] = str(value)
    return out


def plain_card(card: dict | None) -> bool:
    return card is not None and not any(card.get(k) for k in SCRIPTED) and card.get("type") != "resource"


def the_deck(code: str):
    """The first demo deck with a card without effects (a copy of it is as legal)."""
    cards = demo_cards(code)
    for deck in get_game(code).demo_decks().values():
        if any(plain_card(cards.get(m.group(1))) for m in re.finditer(r"^\d+ (\S+)$", deck.to_text(), re.M)):
            return deck
    raise AssertionError(f"{code}: no demo deck has a card without effects")


def imported_copies(code: str) -> tuple[bytes, dict[str, tuple[str, str]]]:
    """A CSV of copies of the first demo deck's effect-less cards under new numbers and names
    (so a deck with them keeps every construction rule), and demo number → (new number, name)."""
    cards = demo_cards(code)
    numbers = [m.group(2) for m in re.finditer(r"^(\d+) (\S+)$", the_deck(code).to_text(), re.M)]
    plain = [n for n in dict.fromkeys(numbers) if plain_card(cards.get(n))][:2]
    rows, renamed = [], {}
    for i, number in enumerate(plain, 1):
        new = f"BYO-{code.upper()}{i:02d}"
        name = f"Imported {cards[number]['name']}"
        renamed[number] = (new, name)
        rows.append(flat({k: v for k, v in cards[number].items() if k not in (*SCRIPTED, "keywords")}) | {
            "number": new, "name": name})
    columns = list(dict.fromkeys(c for row in rows for c in row))
    out = io.StringIO()
    writer = csv.DictWriter(out, columns, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue().encode(), renamed


def pasted_deck(code: str, renamed: dict[str, tuple[str, str]]) -> str:
    """The first demo deck as a player pastes it: the imported cards by name (`3x Name`),
    the others as `NUMBER x3`, headings as `## Heading`."""
    deck = the_deck(code)
    lines = []
    for line in deck.to_text().splitlines():
        m = re.match(r"^(\d+) (\S+)$", line)
        if m and m.group(2) in renamed:
            lines.append(f"{m.group(1)}x {renamed[m.group(2)][1]}")
        elif m:
            lines.append(f"{m.group(2)} x{m.group(1)}")
        elif line.endswith(":"):
            lines.append(f"## {line[:-1]}")
        else:
            lines.append(line)
    return "\n".join(lines)


def sent_file(env, name: str) -> bytes:
    """The last file the bot attached under that name (the double keeps what was uploaded)."""
    for record in reversed(env.double.records):
        files = record.body.get("files") if isinstance(record.body, dict) else None
        for f in files or []:
            if f["name"] == name:
                return env.double.files[f["id"]]
    raise AssertionError(f"no file {name} was sent")


@pytest.mark.parametrize("code", sorted(codes()))
async def test_a_csv_of_each_game_a_pasted_deck_and_a_match_played_with_it(db_env, code):
    env = db_env
    data, renamed = imported_copies(code)
    file = env.double.attachment(f"{code}-cards.csv", data)
    reply = await env.slash(env.carol, "cards import", {"file": file["id"], "game": code}, admin=True,
                            attachments={file["id"]: file})
    assert reply.ephemeral and f"{len(renamed)} card(s) from {code}-cards.csv" in reply.text(), reply.text()
    assert "Read:" in reply.text() and "report" in reply.text()
    lines = [json.loads(line) for line in sent_file(env, f"{code}-cards-check.jsonl").decode().splitlines()]
    assert [c["number"] for c in lines[:-1]] == [new for new, _ in renamed.values()]
    assert lines[-1]["summary"]["cards"] == lines[-1]["summary"]["loaded"] == len(renamed)

    deck = pasted_deck(code, renamed)
    reply = await env.slash(env.alice, "deck import", {"name": "Brought", "game": code, "text": deck})
    assert reply.ephemeral and "registered" in reply.text(), reply.text()
    (_, kept), = await env.bot.store.decks(int(env.alice["id"]), code)
    for new, _ in renamed.values():  # kept as the game writes it: numbers, not names
        assert re.search(rf"^\d+ {new}$", kept, re.M), kept

    reply = await env.slash(env.alice, "match start", {"game": code, "opponent": env.bob["id"],
                                                       "deck": "mine:Brought"})
    assert not reply.ephemeral, reply.text()
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    await env.select(env.bob, reply.message, accept["custom_id"], [accept["options"][0]["value"]])
    match_id = int(accept["custom_id"].split(":")[1])
    live = env.bot.matches.live[match_id]
    assert "cards" not in live.row.options and len(live.row.options[CARD_FILES]) == 1
    state = live.match.state
    for new, name in renamed.values():
        assert state.pool[new].name == name
    steps = await env.play_randomly(match_id, random.Random(5), max_actions=2500)
    assert match_id not in env.bot.matches.live, f"{code}: no result after {steps} actions"
    assert live.match.finished


async def test_a_card_file_imported_again_never_changes_a_running_match(db_env):
    env = db_env
    data, renamed = imported_copies("gcg")
    file = env.double.attachment("ours.csv", data)
    await env.slash(env.carol, "cards import", {"file": file["id"]}, admin=True, attachments={file["id"]: file})
    await env.slash(env.alice, "deck import", {"name": "Brought", "text": pasted_deck("gcg", renamed)})
    reply = await env.slash(env.alice, "match start", {"game": "gcg", "opponent": env.bob["id"],
                                                       "deck": "mine:Brought"})
    accept = next(c for c in components_of(reply.message) if c["custom_id"].startswith("accept:"))
    await env.select(env.bob, reply.message, accept["custom_id"], [accept["options"][0]["value"]])
    match_id = int(accept["custom_id"].split(":")[1])
    await env.play_randomly(match_id, random.Random(2), max_actions=15)
    live = env.bot.matches.live[match_id]
    before = live.match.state_hash()
    (new, name), *_ = renamed.values()
    changed = env.double.attachment("ours.csv", data.replace(name.encode(), b"Renamed Frame"))
    reply = await env.slash(env.carol, "cards import", {"file": changed["id"]}, admin=True,
                            attachments={changed["id"]: changed})
    assert "card(s) from ours.csv" in reply.text()
    assert (await env.bot.library.pool(int(env.guild["id"]), "gcg"))[new].name == "Renamed Frame"
    assert live.match.state.pool[new].name == name and live.match.state_hash() == before
    await restart(env)  # rebuilt from its log and its pinned card file version
    rebuilt = env.bot.matches.live[match_id]
    assert rebuilt.match.state_hash() == before and rebuilt.match.state.pool[new].name == name
    record = json.loads((await env.bot.judging.export(rebuilt))[0])  # whole by itself
    assert CARD_FILES not in record["options"] and any(c["number"] == new and c["name"] == name
                                                       for c in record["options"]["cards"])

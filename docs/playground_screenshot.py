"""Make docs/playground.png, the README's picture of the playground: a GCG duel played
through the bot (Alice against Bob) until mid-game, shown in headless Chromium as Alice
sees #table-1.

    python docs/playground_screenshot.py [--out docs/playground.png] [--chromium /usr/bin/chromium]

Needs the test extras (Playwright's driver) and Debian's chromium; nothing is downloaded.
The decks are shuffled with a new seed each time, so each picture shows another game.
"""

from __future__ import annotations

import asyncio
import re
import tempfile
from pathlib import Path

from playwright.async_api import async_playwright, expect

from playground.app import Playground
from rules_engine.cli import Parser

ROOT = Path(__file__).resolve().parent.parent
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
MIN_TURN = 5  # a board with units on both sides
PREFER = (re.compile(r"\battack", re.I), re.compile(r"^Deploy (?!base)"),
          re.compile(r"^(Go first|Keep hand)$"),
          re.compile(r"^(End main phase|Pass|Don't block|Don't use Burst)$"))


async def play_to_mid_game(playground: Playground) -> int:
    """Both players take the first action they like (an attack from turn MIN_TURN on, a
    unit, else moving on) through `/act`, until an attack is declared at turn MIN_TURN
    or later. Returns the number of actions then."""
    double, world, bot = playground.double, playground.world, playground.bot
    table = world.channel("table-1")["id"]
    users = {int(u["id"]): u for u in world.users.values()}
    challenge = await double.slash(world.user("Alice"), table, "match start",
                                   {"game": "gcg", "opponent": world.user("Bob")["id"]})
    accept = next(c for c in challenge.message["components"][0]["components"] if c["type"] == 3)
    await double.select(world.user("Bob"), challenge.message, accept["custom_id"],
                        [accept["options"][1]["value"]])
    await double.wait_for(lambda: bool(bot.matches.live))
    live = next(iter(bot.matches.live.values()))
    for _ in range(400):
        seat = live.match.deciding()[0]
        user = users[live.row.user_of(seat)]
        choices = await double.autocomplete(user, table, "act", {"action": ""}, "action")
        attacking = live.match.state.turn >= MIN_TURN
        wanted = [p for p in PREFER if attacking or p is not PREFER[0]]
        pick = next((c for p in wanted for c in choices if p.search(c["name"])), None)
        pick = pick or next(c for c in choices if c["name"] != "Concede")
        await double.slash(user, table, "act", {"action": pick["value"]})
        if attacking and PREFER[0].search(pick["name"]):
            return live.match.number
    raise SystemExit("error: no attack in 400 actions")


async def main(out: Path, chromium: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        async with Playground(Path(folder) / "refbot.sqlite3") as playground:
            actions = await play_to_mid_game(playground)
            async with async_playwright() as playwright:
                browser = await playwright.chromium.launch(executable_path=chromium, args=FLAGS)
                page = await browser.new_page(viewport={"width": 1280, "height": 1000}, device_scale_factor=1)
                await page.goto(f"{playground.url}#as=Alice&channel=table-1")
                board = page.locator(".msg", has=page.locator(".embed-title", has_text="match #")).last
                await expect(board).to_contain_text(f"action {actions}")
                await board.scroll_into_view_if_needed()
                await page.screenshot(path=str(out))
                await browser.close()
    print(f"wrote {out}")


if __name__ == "__main__":
    parser = Parser(prog="python docs/playground_screenshot.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "playground.png", help="the PNG to write")
    parser.add_argument("--chromium", default="/usr/bin/chromium", help="the Chromium binary")
    args = parser.parse_args()
    asyncio.run(main(args.out, args.chromium))

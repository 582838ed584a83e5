"""A Gundam Card Game duel in the browser, from `/match start` to the first attack: Alice
challenges Bob, Bob accepts by picking a deck, Alice goes first, both keep their hands in
their DMs, then whoever must decide acts through the board's buttons and their private
options menu — deploying a unit when they can, attacking as soon as a unit may — one
person playing both seats with the user switcher."""

from __future__ import annotations

import re

import pytest
from playwright.async_api import expect

from .pages import WAITING, Page

pytestmark = pytest.mark.asyncio(loop_scope="module")

MAX_DECISIONS = 120  # the decks are shuffled; an attack comes within a few turns
ATTACK = re.compile(r"\battack", re.I)
DEPLOY_UNIT = re.compile(r"^Deploy (?!base)")
# What a player who wants to get to an attack picks when they cannot attack or deploy.
MOVE_ON = re.compile(r"^(End main phase|Pass|Don't block|Don't use Burst|Keep hand)$")


async def test_a_gcg_duel_from_match_start_to_the_first_attack(page: Page):
    await page.open("Alice", "table-1")
    await page.slash("match start", game="Gundam Card Game", opponent="Bob")
    challenge = page.messages.filter(has_text="challenges you").last
    await expect(challenge).to_contain_text("Alice used /match start")
    await expect(challenge.locator(".mention")).to_have_text(["@Bob", "@Alice"])
    await expect(challenge.locator("select")).to_be_enabled()

    await page.be("Bob")  # Bob sees the same challenge and accepts by picking a deck
    await page.choose(page.messages.filter(has_text="challenges you").last.locator("select"), "Demo: Tidewall")
    await expect(page.board).to_contain_text("choose to go first or second")
    first = WAITING.search(await page.board_text())["who"]  # the coin's winner chooses
    await page.be(first)
    await page.click(page.board, "Go first")
    await expect(page.board.get_by_role("button", name="Go first")).to_have_count(0)

    second = "Bob" if first == "Alice" else "Alice"
    for player in (first, second):  # each keeps their hand in their own DM, first player first
        await page.be(player, "dm")
        hand = page.messages.filter(has=page.tab.locator(".embed-title", has_text="Your hand")).last
        await page.click(hand, "Keep hand")
        await expect(hand.get_by_role("button", name="Keep hand")).to_have_count(0)
    await page.be("Alice", "table-1")
    await expect(page.board).to_contain_text(f"turn 1 ({first})")
    # the board's picture inside its embed, as Discord shows `attachment://board.png`
    picture = page.board.locator(".embed .embed-image img.picture")
    await expect(picture).to_have_count(1)
    await expect(picture).to_have_attribute("alt", "board.png")
    await page.tab.wait_for_function("img => img.complete && img.naturalWidth >= 400",
                                     arg=await picture.element_handle())
    await expect(page.board.locator(".attachment")).to_have_count(0)  # not listed again as a file

    unit, log_before = await play_until_an_attack(page)
    log = await log_lines(page)
    new_lines = [line for line in log if line not in log_before]
    # A button names a unit without its card number, the log with it: "Ember Raider (A1)" on the
    # button is "Ember Raider [DEMO-021] (A1)" in the log (the place only when two share a name).
    name, place = re.fullmatch(r"(.+?)(?: (\([^()]+\)))?", unit).groups()
    assert any(re.search(r"attack", line, re.I) and name in line and (place is None or place in line)
               for line in new_lines), f"the board's log does not show {unit}'s attack: {log}"


async def log_lines(page: Page) -> list[str]:
    log = page.board.locator(".field").filter(has=page.tab.locator(".field-name", has_text=re.compile(r"^Log$")))
    return (await log.locator(".field-value").inner_text()).splitlines()


async def play_until_an_attack(page: Page) -> tuple[str, list[str]]:
    """Act for whoever the board waits for until someone attacks; returns the attacking
    unit's name and the board's log just before the attack."""
    for _ in range(MAX_DECISIONS):
        waiting = WAITING.search(await page.board_text())
        assert waiting, f"the board waits for nobody:\n{await page.board_text()}"
        who = waiting["who"]
        number = await page.action_number()
        log = await log_lines(page)
        await page.be(who, "table-1")
        label = await decide(page)
        await page.wait_for_action_after(number)  # a choice the menu offered is never refused
        if ATTACK.search(label):
            named = re.match(r"^Attack .+ with (.+)$", label) or re.match(r"^(.+?) attacks ", label)
            assert named, f"an attack labelled {label!r} names no unit"
            return named[1], log
    raise AssertionError(f"no attack after {MAX_DECISIONS} decisions")


async def decide(page: Page) -> str:
    """One decision as a player makes it: a button on the board if it attacks, else the
    private options menu's attack, deploy or move-on choice. Returns what was chosen."""
    for label in await page.board.locator("button:enabled").all_inner_texts():
        if ATTACK.search(label):
            await page.click(page.board, label)
            return label
    menus_before = await page.mine.count()
    await page.click(page.board, "Your options")
    await expect(page.mine).to_have_count(menus_before + 1)
    menu = page.mine.last
    choices: list[tuple[str, str | None]] = []  # (label, select index or None for a button)
    for label in await menu.locator("button:enabled").all_inner_texts():
        choices.append((label, None))
    selects = menu.locator("select:not([multiple])")
    for index in range(await selects.count()):
        select = selects.nth(index)
        if (await select.get_attribute("data-custom-id") or "").startswith("subj:"):
            continue  # a subject first leads to a second menu; the leaves are enough here
        for label in (await select.locator("option:enabled").all_inner_texts()):
            choices.append((label, str(index)))
    assert choices, f"the options menu offers nothing:\n{await menu.inner_text()}"
    for wanted in (ATTACK, DEPLOY_UNIT, MOVE_ON):
        picked = next(((label, where) for label, where in choices if wanted.search(label)), None)
        if picked:
            break
    else:
        picked = choices[0]
    label, where = picked
    if where is None:
        await page.click(menu, label)
    else:
        await page.choose(selects.nth(int(where)), label)
    return label

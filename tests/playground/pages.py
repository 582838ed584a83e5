"""The playground's page as a person uses it: pick who you are and where, type a slash
command, click what the bot shows. Every wait is on something the page shows."""

from __future__ import annotations

import re
from dataclasses import dataclass

from playwright.async_api import Locator, expect
from playwright.async_api import Page as Tab

from playground.app import Playground

BOARD_TITLE = re.compile(r"match #\d+")
WAITING = re.compile(r"Waiting for (?P<who>.+?) to (?P<decision>[^\n]+)")
ACTION = re.compile(r"action (\d+)")


@dataclass
class Page:
    tab: Tab
    playground: Playground

    async def open(self, user: str = "Alice", channel: str = "table-1") -> None:
        await self.tab.goto(f"{self.playground.url}#as={user}&channel={channel}")
        await self._arrived(user, channel)

    async def be(self, user: str, channel: str | None = None) -> None:
        """Switch to `user` (and to `channel`: a channel's name, or "dm")."""
        await self.tab.locator(f"#users button[data-user='{user}']").click()
        if channel is not None:
            await self.tab.locator(f"#sidebar button[data-channel='{channel}']").click()
        await self._arrived(user, channel)

    async def _arrived(self, user: str, channel: str | None) -> None:
        await expect(self.tab.locator(f"#users button[data-user='{user}']")).to_have_attribute("aria-pressed", "true")
        if channel is not None:
            await expect(self.tab.locator(f"#sidebar button[data-channel='{channel}']")).to_have_attribute(
                "aria-current", "true")
        # the first answer for this user and channel has been drawn
        await expect(self.tab.locator("#messages > *").first).to_be_visible()

    # --- what is shown ---------------------------------------------------------------

    @property
    def messages(self) -> Locator:
        return self.tab.locator("#messages .msg")

    @property
    def board(self) -> Locator:
        return self.messages.filter(has=self.tab.locator(".embed-title", has_text=BOARD_TITLE)).last

    @property
    def mine(self) -> Locator:
        """The ephemeral answers only this user sees."""
        return self.tab.locator("#messages .msg.ephemeral")

    async def board_text(self) -> str:
        return await self.board.inner_text()

    async def action_number(self) -> int:
        found = ACTION.findall(await self.board.locator(".embed-footer").inner_text())
        return int(found[-1]) if found else -1

    async def wait_for_action_after(self, number: int) -> None:
        await expect(self.board.locator(".embed-footer")).not_to_have_text(
            re.compile(rf"action {number}\b"))

    # --- acting ----------------------------------------------------------------------

    async def slash(self, command: str, *, typed: dict[str, str] | None = None, **options: str) -> None:
        """Type `/command`, choose it, fill its options as a person would — a select by its
        label, an autocompleted option by typing and clicking the offered choice, `typed`
        options as typed text (no choice clicked) — and send."""
        await self.tab.locator("#slash").fill("/" + command)
        await self.tab.locator(f"#command-list button[data-command='{command}']").click()
        for name, value in options.items():
            control = self.tab.locator(f"[data-option='{name}']")
            if await control.evaluate("el => el.tagName") == "SELECT":
                await control.select_option(label=value)
            elif await control.evaluate("el => !!el.closest('.ac')"):
                await control.fill(value)
                choices = self.tab.locator(".ac-list:not([hidden]) button")
                await expect(choices.first).to_be_visible()
                exact = choices.filter(has_text=re.compile(rf"^{re.escape(value)}$"))
                await (exact.first if await exact.count() else choices.first).click()
            else:
                await control.fill(value)
        for name, value in (typed or {}).items():
            await self.tab.locator(f"[data-option='{name}']").fill(value)
        await self.tab.locator("#send").click()
        await expect(self.tab.locator("#command-form")).to_be_hidden()
        await expect(self.tab.locator("#composer-error")).to_have_text("")

    async def click(self, message: Locator, label: str | re.Pattern) -> None:
        await message.get_by_role("button", name=label, exact=isinstance(label, str)).click()

    async def choose(self, select: Locator, label: str | re.Pattern) -> None:
        """Pick the option whose text is `label` (or starts with it: an option shows its
        description after the label) in a message's select."""
        pattern = label if isinstance(label, re.Pattern) else re.compile(rf"^{re.escape(label)}(\s|$)")
        for option in await select.locator("option").all():
            if pattern.search(await option.inner_text()):
                await select.select_option(value=await option.get_attribute("value"))
                return
        raise AssertionError(f"no option {label!r} in {await select.locator('option').all_inner_texts()}")


async def start_duel(page: Page, challenger: str = "Alice", opponent: str = "Bob", deck: str = "Demo: Tidewall",
                     channel: str = "table-1") -> str:
    """`challenger` challenges `opponent` to a GCG duel, who accepts by picking `deck`; the
    coin's winner goes first. Returns the first player's name."""
    await page.be(challenger, channel)
    await page.slash("match start", game="Gundam Card Game", opponent=opponent)
    challenge = page.messages.filter(has_text="challenges you").last
    await expect(challenge).to_contain_text(f"{challenger} used /match start")
    await page.be(opponent)
    await page.choose(page.messages.filter(has_text="challenges you").last.locator("select"), deck)
    await expect(page.board).to_contain_text("choose to go first or second")
    first = WAITING.search(await page.board_text())["who"]  # the coin's winner chooses
    await page.be(first)
    await page.click(page.board, "Go first")
    await expect(page.board.get_by_role("button", name="Go first")).to_have_count(0)
    return first

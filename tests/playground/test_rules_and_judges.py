"""`/rule` in the browser, with the search's other matches in a select that stays; a
player's judge call and the judge's private view of the match, seen from every seat."""

from __future__ import annotations

import re

import pytest
from playwright.async_api import expect

from .pages import Page, start_duel

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_rule_lookup_and_its_other_matches_select(page: Page):
    await page.open("Carol", "table-2")
    await page.slash("rule", typed={"query": "can a blocker block more than once per attack?"})
    answer = page.messages.last
    await expect(answer).to_contain_text("Carol used /rule")
    # the unofficial English comes first for an English reader (#30 §3), the official clause last
    title = answer.locator(".embed-title").last
    await expect(title).to_have_text(re.compile(r"^\d+(-\d+)+ "))  # a clause id and its heading
    shown = await title.inner_text()
    others = answer.locator("select[data-custom-id^='rulematch']")
    await expect(others).to_have_count(1)
    offered = [text for text in await others.locator("option:enabled").all_inner_texts()]
    assert len(offered) >= 2, offered
    clause = re.compile(r"^gcg (\d+(?:-\d+)+) ")
    other = next(text for text in offered if clause.match(text) and clause.match(text)[1] != shown.split()[0])
    await page.choose(others, other)
    # the same message now shows that clause, and the select is still there to go back
    await expect(title).to_have_text(re.compile(rf"^{re.escape(clause.match(other)[1])} "))
    await expect(answer.locator("select[data-custom-id^='rulematch']")).to_have_count(1)
    await expect(page.messages).to_have_count(1)  # no new message: the answer was updated in place

    await page.be("Dave")  # a public answer: Dave sees it too, as it is now
    await expect(page.messages.last.locator(".embed-title").last).to_have_text(re.compile(
        rf"^{re.escape(clause.match(other)[1])} "))


async def test_a_judge_call_and_the_judges_private_view(page: Page):
    await page.open("Alice", "table-1")
    await start_duel(page)
    await page.be("Alice", "table-1")
    await page.slash("judge call", reason="was that legal?")
    call = page.messages.filter(has_text="was that legal?").last
    await expect(call.locator(".mention", has_text="@Judges")).to_be_visible()  # the call pings the judges
    await expect(page.board).to_contain_text("Paused for a judge call")

    await page.be("Judge", "table-1")
    await expect(page.board).to_contain_text("Paused for a judge call")
    await page.slash("judge view")
    views = page.mine.filter(has=page.tab.locator(".embed-title", has_text="(judge view)"))
    await expect(views).to_have_count(2)  # one private message per seat
    await expect(views.locator(".embed-title")).to_have_text([re.compile(r"judge view\) — Alice"),
                                                             re.compile(r"judge view\) — Bob")])
    await expect(views.first).to_contain_text("Hand (5)")  # the hand, which only its player and judges see
    await expect(views.first.locator(".ephemeral-note")).to_have_text("Only you can see this")

    for seat in ("Alice", "Bob", "Carol"):  # nobody else sees the judge's view
        await page.be(seat, "table-1")
        await expect(page.board).to_be_visible()
        await expect(page.tab.locator(".embed-title", has_text="(judge view)")).to_have_count(0)

    await page.be("Bob", "table-1")  # a player cannot use it
    await page.slash("judge view")
    await expect(page.mine.last).to_contain_text(re.compile(r"only judges|playing in this match"))

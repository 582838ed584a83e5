"""The page shows text as text: a display name, a reason a player typed, an embed or a
button label never becomes HTML, and a link opens only http(s)."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image
from playwright.async_api import expect

from .pages import Page, start_duel

pytestmark = pytest.mark.asyncio(loop_scope="module")

HOSTILE_NAME = '<img src=x onerror="window.pwned=1">Eve'
HOSTILE_TEXT = '<script>window.pwned=2</script><b>bold?</b> [click](javascript:window.pwned=3) <i onmouseover=x>'


async def assert_nothing_ran(page: Page) -> None:
    assert await page.tab.evaluate("window.pwned") is None
    # nothing the bot or a user wrote became an element; the only pictures are the page's
    # own, of message attachments whose bytes are a picture
    for tag in ("script", "b", "i", "u", "iframe", "svg", "h1", "footer"):
        await expect(page.tab.locator(f"#main {tag}, #top {tag}")).to_have_count(0)
    await expect(page.tab.locator("#main img:not(.picture), #top img")).to_have_count(0)
    sources = await page.tab.locator("#main img").evaluate_all("imgs => imgs.map(i => i.src)")
    assert all(re.fullmatch(r"http://127\.0\.0\.1:\d+/client/image/\d+\?user=\d+", src) for src in sources), sources
    hrefs = await page.tab.locator("a[href]").evaluate_all("links => links.map(a => a.href)")
    assert all(re.match(r"https?://", href) for href in hrefs), hrefs


async def test_a_hostile_display_name_and_reason_show_as_text(page: Page):
    eve = page.playground.double.add_user(HOSTILE_NAME)  # someone joins the server
    await page.open("Alice", "table-2")
    await expect(page.tab.locator("#users button", has_text="Eve")).to_have_count(1)
    await start_duel(page, "Alice", HOSTILE_NAME, channel="table-2")
    await expect(page.tab.locator("#messages .mention", has_text="Eve").first).to_have_text("@" + HOSTILE_NAME)
    await expect(page.board).to_contain_text(HOSTILE_NAME)

    await page.be("Alice", "table-2")
    await page.slash("judge call", reason=HOSTILE_TEXT)
    call = page.messages.filter(has_text="window.pwned=2").last
    await expect(call).to_contain_text("<script>window.pwned=2</script>")
    await expect(call).to_contain_text("[click](javascript:window.pwned=3)")
    await assert_nothing_ran(page)
    assert eve["id"] in {u["id"] for u in page.playground.double.users.values()}


async def test_markdown_embeds_and_components_render_as_text(page: Page):
    """What Discord renders, rendered; everything else shown as typed."""
    double = page.playground.double
    world = page.playground.world
    double.post(world.channel("judges")["id"], {
        "content": "**bold** *italic* `<code>` [site](https://example.org/rules) [bad](javascript:alert(1)) "
                   f"<@{world.user('Bob')['id']}> <b>not bold</b>\n```\n<div>block</div>\n```",
        "embeds": [{"title": "<h1>Title</h1>", "description": "desc <img src=x onerror=alert(1)>", "color": 0xFF0000,
                    "fields": [{"name": "<u>field</u>", "value": "value **strong**", "inline": True}],
                    "footer": {"text": "<footer>"}}],
        "components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "<b>button</b>", "custom_id": "x:1"},
            {"type": 2, "style": 4, "label": "disabled", "custom_id": "x:2", "disabled": True},
            {"type": 2, "style": 5, "label": "bad link", "url": "javascript:alert(1)"}]},
            {"type": 1, "components": [{"type": 3, "custom_id": "x:3", "placeholder": "<i>pick</i>",
                                        "options": [{"label": "<svg onload=alert(1)>", "value": "a"}]}]}],
    }, author=world.user("Carol"))
    await page.open("Dave", "judges")
    message = page.messages.last
    content = message.locator(".content")
    await expect(content.locator("strong")).to_have_text("bold")
    await expect(content.locator("em")).to_have_text("italic")
    await expect(content.locator("code").first).to_have_text("<code>")
    await expect(content.locator("a")).to_have_count(1)  # the http(s) link only
    await expect(content.locator("a")).to_have_attribute("href", "https://example.org/rules")
    await expect(content).to_contain_text("[bad](javascript:alert(1))")
    await expect(content.locator(".mention")).to_have_text("@Bob")
    await expect(content).to_contain_text("<b>not bold</b>")
    await expect(content.locator("pre")).to_have_text("<div>block</div>")
    embed = message.locator(".embed")
    await expect(embed.locator(".embed-title")).to_have_text("<h1>Title</h1>")
    await expect(embed.locator(".embed-desc")).to_have_text("desc <img src=x onerror=alert(1)>")
    await expect(embed.locator(".field-name")).to_have_text("<u>field</u>")
    await expect(embed.locator(".field-value strong")).to_have_text("strong")
    await expect(embed.locator(".embed-footer")).to_have_text("<footer>")
    await expect(embed).to_have_css("border-left-color", "rgb(255, 0, 0)")
    await expect(message.get_by_role("button", name="<b>button</b>")).to_be_enabled()
    await expect(message.get_by_role("button", name="disabled")).to_be_disabled()
    await expect(message.locator("a.btn")).not_to_have_attribute("href", re.compile("."))
    await expect(message.locator("select option").nth(1)).to_have_text("<svg onload=alert(1)>")
    await assert_nothing_ran(page)
    # a disabled button cannot be clicked, and the double refuses it if asked directly
    refused = await page.tab.evaluate("""async ([user, channel, message]) => {
        const response = await fetch("/client/api/click", {method: "POST", headers: {"Content-Type": "application/json"},
            body: JSON.stringify({user, channel, message, custom_id: "x:2"})});
        return [response.status, (await response.json()).error];
    }""", [world.user("Dave")["id"], world.channel("judges")["id"], await message.get_attribute("data-id")])
    assert refused == [409, "that component is disabled"]


def png_bytes(width: int = 40, height: int = 20) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 30)).save(out, format="PNG")
    return out.getvalue()


async def test_attachments_show_as_discord_shows_them(page: Page):
    """An embed's `attachment://name` image shows that picture inside the embed (not again
    below); another picture attachment shows as a picture; a file whose bytes are not a
    picture is a download link whatever its name; names stay text."""
    double = page.playground.double
    world = page.playground.world
    hostile = '"><img src=x onerror="window.pwned=4">.png'
    files = [double.attachment("board.png", png_bytes(400, 200)), double.attachment(hostile, png_bytes()),
             double.attachment("fake.png", b"<svg onload=window.pwned=5>not a picture</svg>")]
    message = double.post(world.channel("judges")["id"], {"content": "pictures"}, author=world.user("Carol"))
    # the message as the bot's board is stored after its upload (the page shows what is stored)
    message.update(embeds=[{"title": "Board", "image": {"url": "attachment://board.png"}}], attachments=files)
    double._changed()
    await page.open("Dave", "judges")
    shown = page.messages.filter(has_text="pictures").last
    in_embed = shown.locator(".embed .embed-image img.picture")
    await expect(in_embed).to_have_count(1)
    await expect(in_embed).to_have_attribute("alt", "board.png")
    await page.tab.wait_for_function("img => img.complete && img.naturalWidth === 400",
                                     arg=await in_embed.element_handle())
    below = shown.locator(".attachment-image img.picture")
    await expect(below).to_have_count(1)  # the hostile name's picture; board.png is not shown twice
    await expect(below).to_have_attribute("alt", hostile)
    await expect(shown.locator(".attachment a")).to_have_text("fake.png")  # not a picture: a link
    await assert_nothing_ran(page)
    served = await page.tab.evaluate("""async ({ids, users}) => Promise.all(ids.map(async ([id, user]) => {
        const response = await fetch("/client/image/" + id + "?user=" + users[user]);
        return [response.status, response.headers.get("content-type")];
    }))""", {"users": {name: page.playground.world.user(name)["id"] for name in ("Dave",)},
           "ids": [[files[0]["id"], "Dave"], [files[2]["id"], "Dave"], ["999", "Dave"]]})
    assert served[0] == [200, "image/png"]  # a picture, as a picture
    assert [status for status, _ in served[1:]] == [404, 404]  # not a picture, or no such file: nothing

"""The playground in the test's process on a free port, and its page in headless Chromium
(Debian's /usr/bin/chromium driven by Playwright; nothing is downloaded). A failed test
leaves a screenshot and the page's HTML in test-artifacts/playground/."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import pytest_asyncio
from playwright.async_api import async_playwright, expect

from playground.app import Playground
from tests.bot.conftest import assert_nothing_rejected

from .pages import Page

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"  # Debian's package
# Without the background-networking flags Chromium reaches for the network, which this
# machine does not have; a fresh profile is Playwright's own for each launch.
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# How long a wait on the page may take before the test fails: the bot answers in
# milliseconds, but both cores may be busy with other tests.
WAIT_MS = 15_000
expect.set_options(timeout=WAIT_MS)
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "playground"
FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.failed and report.when == "call":
        item.stash[FAILED] = True
    return report


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def browser():
    if not shutil.which(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: the browser tests need Debian's chromium (.ci/run installs it)")
    async with async_playwright() as playwright:
        chromium = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield chromium
        await chromium.close()


@pytest_asyncio.fixture(loop_scope="module")
async def playground(tmp_path):
    async with Playground(tmp_path / "refbot.sqlite3", port=0) as running:
        yield running
        assert_nothing_rejected(running.double)


@pytest_asyncio.fixture(loop_scope="module")
async def page(browser, playground, request):
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(WAIT_MS)
    tab = await context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.on("dialog", lambda dialog: errors.append(f"a dialog opened: {dialog.message}"))
    yield Page(tab, playground)
    if request.node.stash.get(FAILED, False):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        name = re.sub(r"[^\w.-]", "_", request.node.name)
        await tab.screenshot(path=ARTIFACTS / f"{name}.png", full_page=True)
        (ARTIFACTS / f"{name}.html").write_text(await tab.content(), encoding="utf-8")
        print(f"screenshot of the failed page: {ARTIFACTS / name}.png")
    await context.close()
    assert not errors, f"the page raised: {errors}"

"""The board's log lines are rendered once per language and player names, not at every
board (presenter.log_lines; docs/memory.md fourteenth pass: ~7 % of the event loop's CPU
under bot_load went to re-rendering the same 8 lines)."""

from __future__ import annotations

import random

from bot import i18n


def count_event_lines(monkeypatch) -> list[int]:
    calls = [0]
    original = i18n.event_line

    def counted(*args, **kwargs):
        calls[0] += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(i18n, "event_line", counted)
    return calls


async def test_a_new_board_renders_only_the_new_log_lines(env, monkeypatch):
    match_id = await env.start_match()
    await env.play_randomly(match_id, random.Random(3), max_actions=4)
    live = env.bot.matches.live[match_id]
    presenter = env.bot.presenter
    fresh = tuple(i18n.event_line(e, live.row.game, players=presenter.names(live), markdown=True)
                  for e in live.log)
    calls = count_event_lines(monkeypatch)

    assert presenter.log_lines(live) == fresh
    assert calls[0] <= len(live.log)  # at most each line once (some were rendered for the last board)
    calls[0] = 0
    assert presenter.log_lines(live) == fresh and calls[0] == 0  # the same board again: none

    with i18n.use("ja"):  # another language: each line rendered in it, once
        french = presenter.log_lines(live)
        assert calls[0] == len(live.log)
        assert french == tuple(i18n.event_line(e, live.row.game, players=presenter.names(live), markdown=True)
                               for e in live.log)
    calls[0] = 0
    renamed = {**presenter.names(live), "A": "Zed"}  # a player's display name changed: lines anew
    monkeypatch.setattr(presenter, "names", lambda live: renamed)
    lines = presenter.log_lines(live)
    assert calls[0] == len(live.log)
    assert lines == tuple(i18n.event_line(e, live.row.game, players=renamed, markdown=True) for e in live.log)

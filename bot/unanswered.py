"""Answers before pictures, across the GIL (issue #28 §7, docs/memory.md sixteenth pass).

When 200 matches start within seconds, the event loop's thread got 0.3–0.4 of a core: the
render threads' Python parts hold the one GIL as much as it does, and an interaction's answer
(Discord's 3 s) waited behind pictures that only follow answers in edits. The OS cannot order
them (niced render threads did not help: the GIL decides), so the bot orders them itself: the
event loop counts the interactions it has received and not yet answered, and a render thread
does not *start* a picture while that count is above zero. It waits at most `wait_s` for the
count to fall to 0, so a constant stream of interactions cannot starve the pictures, and what
waits for it is bounded already (`PictureCache.place`: 8 pictured messages in flight; one
waiting update a message). Off by default (`WAIT_S`, below: measured, it costs memory).

Counted on the event loop (the bot, bot/client.py): `received` when discord.py has parsed an
interaction from the gateway, before any of its handlers runs; `done` when its first response
starts on its way to Discord (the HTTP request's start: the rest is the network's), when it is
dropped as too late (bot/ui/deadline.py), and by itself `FORGET_AFTER_S` after it arrived — an interaction
nobody answers (a bug, a bot closed under it) no longer holds the pictures back once Discord
would refuse any answer. Plain Python (no discord.py): the render threads read it.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable

# Longest a render thread waits for the count to reach 0 before it draws anyway; 0 never waits.
# The bot sets it from REFBOT_ANSWERS_FIRST_S (default 0: off). Measured (docs/memory.md, sixteenth
# pass): 0.2 s answered all 6,400 interactions of bot_load --matches 200 in time (main: ~100 late),
# 0.05 and 0.02 s less reliably; but with the answers first the pictures fall behind, and at 1,000
# live matches (memory.py) the bot held 24–36 MB more than main, more still once idle — so off
# unless an operator prefers answers to memory.
WAIT_S = 0.0
# Discord's own limit for a first response: past it no answer can be given, so waiting for one
# is pointless (a fixed 3 s, whatever REFBOT_ANSWER_WITHIN_S says: the test suite sets that to inf).
FORGET_AFTER_S = 3.0


class Unanswered:
    """The interactions received and not yet answered; a render thread waits until there are
    none (`wait`), at most `wait_s`."""

    def __init__(self, wait_s: float = WAIT_S, forget_after_s: float = FORGET_AFTER_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.wait_s = wait_s
        self.forget_after_s = forget_after_s
        self._clock = clock
        self._open: OrderedDict[int, float] = OrderedDict()  # interaction id → when received, oldest first
        self._lock = threading.Lock()  # bots of one process may run on several event loops
        self._none_open = threading.Event()
        self._none_open.set()
        self.waiting = 0  # render threads waiting now
        self.waits = 0  # renders that waited for an answer (metrics)
        self.waited_out = 0  # of which started after `wait_s` with one still open (metrics)
        self.received_count = 0  # interactions counted since start-up (metrics)

    def __len__(self) -> int:
        return len(self._open)

    def __contains__(self, interaction_id: object) -> bool:
        return interaction_id in self._open

    def received(self, interaction_id: int) -> None:
        """On the event loop, as the interaction arrives: the pictures wait for its answer."""
        with self._lock:
            self._forget_stale()
            if interaction_id not in self._open:
                self._open[interaction_id] = self._clock()
                self.received_count += 1
            self._none_open.clear()

    def done(self, interaction_id: int) -> None:
        """On the event loop: answered, failed or dropped — nothing more to wait for on its account.
        Idempotent (a retried request finds it gone)."""
        with self._lock:
            if self._open.pop(interaction_id, None) is not None:
                self._forget_stale()
                if not self._open:
                    self._none_open.set()

    def forget_stale(self) -> None:
        """Drop those older than `forget_after_s` (the bot's clock watcher calls it every few
        seconds, so one never answered cannot hold the pictures back for long)."""
        with self._lock:
            self._forget_stale()
            if not self._open:
                self._none_open.set()

    def _forget_stale(self) -> None:
        now = self._clock()
        while self._open:
            oldest, since = next(iter(self._open.items()))
            if now - since < self.forget_after_s:
                break
            del self._open[oldest]

    def wait(self) -> bool:
        """In a render thread, before it starts a picture: until no interaction is unanswered,
        at most `wait_s`. True if none was (or became) unanswered in time."""
        if self.wait_s <= 0 or self._none_open.is_set():
            return True
        with self._lock:
            self.waiting += 1
        answered = self._none_open.wait(self.wait_s)
        with self._lock:
            self.waiting -= 1
            self.waits += 1
            self.waited_out += not answered
        return answered


_PROCESS = Unanswered()


def process() -> Unanswered:
    """The process's count: every bot in it counts its interactions there, and the process's
    render threads (render/picture/worker.py `shared`) wait on it."""
    return _PROCESS

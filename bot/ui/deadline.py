"""Discord takes the first answer to an interaction within 3 s of its creation; after that
it refuses any answer (404, 10062 "Unknown interaction") and has already shown the user
"This interaction failed". A bot short of CPU that starts on such an interaction spends
its work on an answer nobody can see — and, for an action, changes the match for a player
who was told it failed. So one that is already too old when its turn comes does nothing
but say so in the log (docs/memory.md, fourteenth pass).

The age is counted from the interaction's id (a snowflake: the millisecond Discord
created it), on the wall clock, so the time it waited in the socket and in the event
loop's queue counts too."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

import discord

from .. import unanswered

log = logging.getLogger("refbot.deadline")

# Discord's, for the first response (the double's RESPONSE_DEADLINE); the bot sets it from its
# setting REFBOT_ANSWER_WITHIN_S (bot/settings.py), which the test suite sets to inf (tests/conftest.py)
ANSWER_WITHIN_S = 3.0
CLOCK: Callable[[], float] = time.time  # epoch seconds; a test may move it on
late_interactions = 0  # how many were dropped since start-up (the metrics dump reads it)


def configure(seconds: float) -> None:
    """How old an interaction may be and still be handled (the setting REFBOT_ANSWER_WITHIN_S)."""
    global ANSWER_WITHIN_S
    ANSWER_WITHIN_S = seconds


def age(interaction: discord.Interaction) -> float:
    """Seconds since Discord created the interaction."""
    return CLOCK() - discord.utils.snowflake_time(interaction.id).timestamp()


def too_late(interaction: discord.Interaction) -> bool:
    """True (and logged) when the interaction can no longer be answered: do no work for it."""
    global late_interactions
    waited = age(interaction)
    if waited <= ANSWER_WITHIN_S:
        return False
    late_interactions += 1
    unanswered.process().done(interaction.id)  # no answer will come: the pictures need not wait
    data = interaction.data or {}
    # a custom id's prefix names the control; the rest may carry digests and ids a log need not show
    what = data.get("name") or str(data.get("custom_id") or "?").split(":", 1)[0]
    log.info("interaction %s (%s %s of user %s) is %.1f s old, past Discord's %.0f s to answer: not handled",
             interaction.id, interaction.type.name, what, interaction.user.id, waited, ANSWER_WITHIN_S)
    return True

"""What one seat (or the public, `None`) is shown of a match: its view, every log line and the
labels of its legal actions, as one string — the hidden-information tests look for card
names and ids in it."""

from __future__ import annotations

import json

from rules_engine.core.game import names_in
from rules_engine.core.match import Match


def seen_by(match: Match, viewer: str | None) -> str:
    lines = [event.for_viewer(viewer) for events in match.events for event in events]
    labels = [match.game.describe(a, names_in(match.view(viewer))).label for a in match.legal_actions(viewer)] \
        if viewer else []
    return json.dumps([match.view(viewer), lines, [str(label) for label in labels]], ensure_ascii=False)

"""s8-gcg-c (issue 29): "At the start / end of <whose> turn," in front of an ability — the start
step's (7-2-4-1) and the end step's (7-6-4-1) triggers — for every turn a card can print: your
turn, your opponent's turn (any turn, checked as it triggers that it is not yours: 10-1-6-2),
each turn. The same meaning in the three printed languages; each entry is (pattern, build,
template id) for the language's LEADS."""

from __future__ import annotations

from typing import Any

from ....core.effects.model import Condition
from ....core.effects.reader import Lead
from . import build as b


def _at(moment: str, whose: str) -> Any:
    """`moment`: start_of_turn / end_of_turn; `whose`: yours, opponents, each."""
    def build(_s: Any) -> list[Lead]:
        if whose == "yours":
            return [Lead("trigger", Condition.of(moment))]
        leads = [Lead("trigger", Condition.of(moment, any_turn=True))]
        if whose == "opponents":
            leads.append(Lead("window", b.OPPONENTS_TURN))
        return leads
    return build


EN: list[tuple[str, Any, str]] = [
    (r"At the start of your turn, ", _at("start_of_turn", "yours"), "c.at_start_of_turn"),
    (r"At the start of your opponent's turn, ", _at("start_of_turn", "opponents"), "c.at_start_of_turn"),
    (r"At the start of each turn, ", _at("start_of_turn", "each"), "c.at_start_of_turn"),
    (r"At the end of your opponent's turn, ", _at("end_of_turn", "opponents"), "c.at_end_of_turn"),
    (r"At the end of each turn, ", _at("end_of_turn", "each"), "c.at_end_of_turn"),
]

JA: list[tuple[str, Any, str]] = [
    (r"自分のターン開始時、", _at("start_of_turn", "yours"), "c.at_start_of_turn"),
    (r"相手のターン開始時、", _at("start_of_turn", "opponents"), "c.at_start_of_turn"),
    (r"各ターン開始時、", _at("start_of_turn", "each"), "c.at_start_of_turn"),
    (r"相手のターン終了時、", _at("end_of_turn", "opponents"), "c.at_end_of_turn"),
    (r"各ターン終了時、", _at("end_of_turn", "each"), "c.at_end_of_turn"),
]

ZH_HANT: list[tuple[str, Any, str]] = [
    (r"在我方的回合開始時，", _at("start_of_turn", "yours"), "c.at_start_of_turn"),
    (r"在對方的回合開始時，", _at("start_of_turn", "opponents"), "c.at_start_of_turn"),
    (r"在每個回合開始時，", _at("start_of_turn", "each"), "c.at_start_of_turn"),
    (r"在對方的回合結束時，", _at("end_of_turn", "opponents"), "c.at_end_of_turn"),
    (r"在每個回合結束時，", _at("end_of_turn", "each"), "c.at_end_of_turn"),
]

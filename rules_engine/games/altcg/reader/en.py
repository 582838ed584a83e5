"""ALTCG keyword lines in the English lists (an unofficial translation, not a printing): a line
that is a keyword the rules define, with a reminder that restates its 601 definition word for
word, is that keyword; anything else is by hand (the effect text is read in Chinese only).

The reminder is what grounds the name: 601.5 「位於後排的此卡可以攻擊對方的後排卡牌」 is "This card
in the back row can attack the opponent's back row cards", so 【Ranged】 with it is 【遠程】."""

from __future__ import annotations

import re

from ....core.effects.model import Ability, Keyword, Reading
from ....core.effects.reader import normalise
from ....core.effects.typography import ability_lines
from .zh_hant import LAYOUT

# name (and value) -> (keyword, the reminder restating the rule's definition, clause)
_LINES: list[tuple[re.Pattern[str], str]] = [(re.compile(p), k) for p, k in [
    (r"^【Rush】\(This card can attack in the turn it is played\)\.?$", "rush"),  # 601.4
    (r"^【Ranged】\(This card in the back row can attack the opponent's back row cards\)\.?$",
     "long_range"),  # 601.5
    (r"^【Heavy Strike \+(\d+)】\(When this card attacks, it gets \+(\d+) power\)\.?$", "strike"),  # 601.5
    (r"^【Defend \+(\d+)】\(When this card is attacked, it gets \+(\d+) power\)\.?$", "guard"),  # 601.6
    (r"^【Retaliation】\(When the flagship card is damaged and this card as the flagship durability is "
     r"added to the hand, you can use this card without paying the cost\)\.?$", "comeback"),  # 601.2
]]
CHINESE_ONLY = "ALTCG effect text is read in Chinese only, not en (the English lists are an unofficial translation)"


def ability(line: str) -> Ability:
    for pattern, name in _LINES:
        m = pattern.match(line)
        if m is None:
            continue
        if m.groups() and m[1] != m[2]:  # the reminder's value must be the keyword's
            break
        return Ability(text=line, keyword=Keyword(name, int(m[1]) if m.groups() else None), static=True)
    return Ability(text=line, body=None, reason=CHINESE_ONLY, unread=line)


def read(text: str) -> Reading:
    """One ability per ■ paragraph (304.1a); a standing keyword is not counted (CONTRACTS §3b)."""
    abilities, index = [], 0
    for part in ability_lines(normalise(text), LAYOUT):
        read_one = ability(part)
        if read_one.keyword is None:
            read_one = Ability(text=read_one.text, index=index, body=None, reason=read_one.reason,
                               unread=read_one.unread)
            index += 1
        abilities.append(read_one)
    return Reading("en", tuple(abilities))

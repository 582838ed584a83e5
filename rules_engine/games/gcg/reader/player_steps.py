"""s11-gcg-read (issue 29): steps another player takes — an enemy player chosen (10-3-3: a text
may choose players as well as cards), then what "they" do:

  "Choose 1 enemy player with 4 or more cards in their hand. They discard 1."
  "Choose 1 enemy player. They discard 1."        "Your opponent discards 1."
  "… they may discard 1."                          (their choice: none or 1, 10-1-3)

The chosen player is the sentence after's "they" / "that player" / "that enemy player"
(`Context.referent`, a player selector); a player filter other than their hand's size, or
"they" with no player chosen, is not read. Round 2: "They (may) draw N" (their own choice with
"may", 10-1-3) and a step after it on what they did — "If they draw with this effect, draw 1."
(`Condition("effect_result", what="they_drew")`); "If they don't …" is not read.

The discard itself is the player's own choice among their hand (5-11-1), seen by them alone
(4-8-2); printed.py runs it as a `discard` step with `player: opponent` (in a duel the one enemy
player; with several, choosing one is left to the players, by hand). Each entry is
(pattern, build, template id)."""

from __future__ import annotations

from typing import Any

from ....core.effects.model import Amount, Condition, Filter, Selector, Step
from ....core.effects.reader import Unread

CHOSEN = "chosen_player"  # a discard's `player`: the enemy player chosen before it
OPPONENT = "opponent"  # "Your opponent discards 1" (12-2-6: every other player, in a duel the one)

_BOUND = {"more": ">=", "less": "<=", "fewer": "<=", "以上": ">=", "以下": "<=", "或更多": ">=", "或更少": "<=",
          "或以上": ">=", "或以下": "<="}


_ZONES = {"hand": "hand_size", "trash": "trash_size", "shields": "shields", "shield": "shields",
          "手札": "hand_size", "トラッシュ": "trash_size", "シールド": "shields", "手牌": "hand_size",
          "廢棄區": "trash_size", "護盾": "shields"}


def hand_filter(n: str, bound: str, zone: str = "hand") -> Filter:
    """"with 4 or more cards in their hand" / "… in their trash" / "with 2 or less Shields": how
    many cards the player has there (4-6, 4-8, 4-9: the counts are public, a hand's cards are not)."""
    return Filter(_ZONES[zone.lower() if zone.isascii() else zone],
                  _BOUND[bound.lower() if bound.isascii() else bound], int(n))


def choose_enemy_player(s: Any) -> list[Step]:
    """"Choose 1 enemy player [with N or more cards in their hand / trash, with N or less Shields]" (10-3-3)."""
    if s.has("count") and int(s.count) != 1:
        raise Unread(s.raw("count"), "choosing several players")
    zone = s.zone or ("shields" if s.has("zone2") else "hand")
    filters = (hand_filter(s.n, s.bound, zone),) if s.has("n") else ()
    player = Selector(who="enemy", kind="player", filters=filters)
    s.ctx.referent = player  # "They …": this player
    return [Step("choose", target=player)]


def _chosen(s: Any) -> Selector:
    referent = s.ctx.referent
    if referent is None or referent.kind != "player" or referent.who != "enemy":
        raise Unread(s.raw("who") or "they", "a player named with no enemy player chosen before it")
    return referent


def they_discard(s: Any) -> Step:
    """"They discard 1" / "That enemy player may discard 1": the chosen player discards from
    their hand; with "may", they may discard none (10-1-3)."""
    _chosen(s)
    extra = (("they_may", True),) if s.has("may") else ()
    return Step("discard", amount=Amount(int(s.n)), player=CHOSEN, extra=extra)


def they_draw(s: Any) -> Step:
    """s11-gcg-read: "They may draw 1" / "That player draws 1": the chosen player draws (4-14-1:
    without showing the card to anyone); with "may", they decide (10-1-3)."""
    _chosen(s)
    extra = (("they_may", True),) if s.has("may") else ()
    return Step("draw", amount=Amount(int(s.n)), player=CHOSEN, extra=extra)


def they_drew(s: Any) -> Condition:
    """s11-gcg-read: "If they draw with this effect," — after "They may draw N" (the chosen player's)."""
    _chosen(s)
    return Condition.of("effect_result", what="they_drew")


def they_discarded(s: Any) -> Condition:
    """s15-opt round 3: "If they (don't) discard with this effect," / "If they don't," — after "They may discard
    N" (the chosen player's): whether that player discarded with it (negated: they declined or could not)."""
    _chosen(s)
    return Condition.of("effect_result", negated=s.has("neg"), what="they_discarded")


def opponent_discards(s: Any) -> Step:
    return Step("discard", amount=Amount(int(s.n)), player=OPPONENT,
                extra=(("they_may", True),) if s.has("may") else ())


_EN_HAND = (r"(?: with (?P<n>\d+) or (?P<bound>more|less|fewer) (?:cards in their (?P<zone>hand|trash)|(?P<zone2>Shields?)))?")
EN = [
    (rf"Choose (?P<count>\d+) enemy player{_EN_HAND}", choose_enemy_player, "v.choose_player"),
    (r"(?P<who>They|That player|That enemy player|The chosen player) (?P<may>may )?discards? (?P<n>\d+)",
     they_discard, "v.they_discard"),
    (r"Your opponent (?P<may>may )?discards? (?P<n>\d+)", opponent_discards, "v.they_discard"),
    (r"(?P<who>They|That player|That enemy player|The chosen player) (?P<may>may )?draws? (?P<n>\d+)",
     they_draw, "v.they_draw"),
    # "each enemy player" (12-2-6): in a duel the opponent; with several, by hand (enemy_discard.py)
    (r"(?:Each|All) enemy players? (?P<may>may )?discards? (?P<n>\d+)", opponent_discards, "v.they_discard"),
]
# ja: 「手札が4枚以上の相手プレイヤー1人を選ぶ。そのプレイヤーは自分の手札1枚を捨てる。」; "…捨ててもよい" is
# the subject's own "may" (ja.py leaves it to these templates)
JA_SUBJECTS = ("そのプレイヤーは", "選んだプレイヤーは", "相手は")
JA = [
    (r"(?:(?P<zone>手札|トラッシュ)が(?P<n>\d+)枚(?P<bound>以上|以下)の)?相手プレイヤー(?P<count>\d+)人を選ぶ", choose_enemy_player,
     "v.choose_player"),
    (r"(?P<who>そのプレイヤー|選んだプレイヤー)は(?:自分の)?手札(?P<n>\d+)枚を捨て(?:る|(?P<may>てもよい))",
     they_discard, "v.they_discard"),
    (r"相手は(?:自分の)?手札(?P<n>\d+)枚を捨て(?:る|(?P<may>てもよい))", opponent_discards, "v.they_discard"),
    (r"(?P<who>そのプレイヤー|選んだプレイヤー)は(?P<n>\d+)枚ドロー(?:する|(?P<may>してもよい))", they_draw, "v.they_draw"),
]
# zh-Hant: 「選擇1名手牌有4張或更多的對方玩家。該玩家丟棄1張手牌。」
ZH = [
    (r"選擇(?P<count>\d+)名(?:(?P<zone>手牌|廢棄區)有(?P<n>\d+)張(?P<bound>或更多|或更少|以上|以下)的)?對方玩家",
     choose_enemy_player,
     "v.choose_player"),
    (r"(?P<who>該玩家|該對方玩家)(?P<may>可以)?丟棄(?P<n>\d+)張手牌", they_discard, "v.they_discard"),
    (r"對方(?:玩家)?(?P<may>可以)?丟棄(?P<n>\d+)張手牌", opponent_discards, "v.they_discard"),
    (r"(?P<who>該玩家|該對方玩家)(?P<may>可以)?抽(?P<n>\d+)張(?:卡)?", they_draw, "v.they_draw"),
]
# s11-gcg-read: "If they draw with this effect," (the conditions of each grammar)
CONDITIONS_EN = [(r"(?P<who>they|that player|that enemy player) draws? (?:a card )?with this effect", they_drew,
                  "c.if_they_drew")]
CONDITIONS_JA = [(r"この効果で(?P<who>そのプレイヤー|選んだプレイヤー)がドローした", they_drew, "c.if_they_drew")]
CONDITIONS_ZH = [(r"(?P<who>該玩家|該對方玩家)透過此效果抽(?:了)?(?:卡|牌)", they_drew, "c.if_they_drew")]
# s15-opt round 3: "If they don't discard with this effect," / "If they discard …" / "If they don't," — the chosen
# player's own optional discard (10-1-3) and its consequence (10-2-1); printed.py takes it only after that discard
CONDITIONS_EN += [
    (r"(?P<who>they|that player|that enemy player) (?:(?P<neg>don't|do not|didn't|did not|doesn't|does not) )?"
     r"discards?(?: a card| any cards?)? with this effect", they_discarded, "c.if_they_discarded"),
    (r"they (?:(?P<neg>don't|do not)|do)", they_discarded, "c.if_they_discarded"),
]
CONDITIONS_JA += [(r"この効果で(?P<who>そのプレイヤー|選んだプレイヤー)が手札を捨て(?:た|(?P<neg>なかった))", they_discarded,
                   "c.if_they_discarded")]
CONDITIONS_ZH += [(r"(?P<who>該玩家|該對方玩家)(?P<neg>未|沒有)?透過此效果丟棄(?:了)?手牌", they_discarded,
                   "c.if_they_discarded")]

__all__ = ["CHOSEN", "CONDITIONS_EN", "CONDITIONS_JA", "CONDITIONS_ZH", "EN", "JA", "JA_SUBJECTS", "OPPONENT", "ZH",
           "hand_filter"]

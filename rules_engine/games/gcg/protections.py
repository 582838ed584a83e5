"""s14-cont (issue 29): the "can't" a unit or base in play bears against its enemies' effects, beyond
"can't be destroyed" (effects.destruction_stopped):

- "This Unit can't be chosen by your opponent's effects" (`be_chosen_by_enemy`): an enemy's effect that
  chooses (10-3-3: "Choose …") never offers it (effects.legal_targets); with nothing else to choose, a
  command cannot be used (10-1-8-1-1) and an effect does not activate (10-2-2). Effects that choose
  nothing ("all enemy Units", "that Unit" of a trigger) still reach it, and so does its owner's own effect.
- "This Unit can't be returned to its owner's hand by your opponent's effects"
  (`returned_to_hand_by_enemy`): an enemy's effect may still choose it, but its return step leaves it
  where it is (10-1-5-6: the "can't" wins), so "If you do" fails (10-2-1).

"Your opponent's" is read from the side of the card bearing the restriction (restrictions.FRIENDLY_ONLY:
it is only ever applied to the effect owner's own cards); an enemy effect is one whose controller is not a
friend of the card's owner (12-3-10: a teammate's effect is not an enemy's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .continuous import cant

if TYPE_CHECKING:
    from .state import GcgState

CHOSEN = "be_chosen_by_enemy"
RETURNED = "returned_to_hand_by_enemy"


def stops_enemy(state: GcgState, uid: int, by: str, what: str) -> bool:
    """Does the card `uid`, on the field, bear the restriction `what` against an effect of `by`?"""
    card = state.cards.get(uid)
    if card is None or card.zone not in ("battle", "base") or by in state.friends(card.owner):
        return False
    return cant(state, uid, what)


def choosable(state: GcgState, by: str, uids: list[int]) -> list[int]:
    """The cards among `uids` an effect of `by` may choose (10-3-3; 10-1-5-6)."""
    return [u for u in uids if not stops_enemy(state, u, by, CHOSEN)]

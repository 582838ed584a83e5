"""Zones as a game declares them, and what each viewer may see of them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Visibility = Literal["public", "owner", "hidden"]
JUDGE = "*judge*"  # the viewer who sees everything


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """`public`: everyone sees the cards; `owner`: only their owner (a hand); `hidden`:
    nobody, not even the owner (a deck, face-down shields). `ordered` zones keep their
    order (index 0 is the top)."""

    name: str
    visibility: Visibility
    ordered: bool = True
    limit: int | None = None

    def visible_to(self, owner: str, viewer: str | None) -> bool:
        if viewer == JUDGE or self.visibility == "public":
            return True
        return self.visibility == "owner" and viewer == owner

"""What every game's card schema shares: a card's name in several languages.

A card file may give `name: {en: Zaku II, zh-Hant: 薩克II, ja: ザクII}` or a plain string.
`name` is then the English name (else the first given), the one the rules compare and the
log says; `names` keeps every language's, for the bot to show each reader theirs.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, model_validator

Language = Literal["en", "zh-Hant", "ja"]


class LocalisedName(BaseModel):
    names: dict[Language, Annotated[str, Field(min_length=1, max_length=100)]] = {}

    @model_validator(mode="before")
    @classmethod
    def _localised_name(cls, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("name"), dict):
            data = dict(data)
            names = data.pop("name")
            if "names" in data:
                raise ValueError("give the names in `name`, not in `names` too")
            data["names"] = names
            first = next((v for v in names.values() if isinstance(v, str) and v), None)
            data["name"] = names.get("en") or first
        return data

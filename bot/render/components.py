"""Discord message components as plain JSON (the shapes of Discord's API): buttons,
selects and the rows that hold them, packed within Discord's limits."""

from __future__ import annotations

from ..i18n import t
from .limits import BUTTON_LABEL, OPTION_DESCRIPTION, OPTION_LABEL, ROW_BUTTONS, ROWS, SELECT_OPTIONS
from .text import clip

STYLES = {"primary": 1, "secondary": 2, "success": 3, "danger": 4}


def button(custom_id: str, label: str, style: str = "secondary", *, disabled: bool = False) -> dict:
    return {"type": 2, "style": STYLES.get(style, 2), "label": clip(label, BUTTON_LABEL) or "…",
            "custom_id": custom_id, "disabled": disabled}


def option(label: str, value: str, description: str = "", *, default: bool = False) -> dict:
    out = {"label": clip(label, OPTION_LABEL) or "…", "value": value}
    if description:
        out["description"] = clip(description, OPTION_DESCRIPTION)
    if default:
        out["default"] = True
    return out


def select(custom_id: str, options: list[dict], placeholder: str = "", *, min_values: int = 1,
           max_values: int = 1) -> dict:
    placeholder = placeholder or t("menu-choose")
    options = options[:SELECT_OPTIONS]
    return {"type": 3, "custom_id": custom_id, "placeholder": clip(placeholder, 150), "options": options,
            "min_values": min(min_values, len(options)), "max_values": min(max_values, len(options))}


def rows(buttons: list[dict] = (), selects: list[dict] = ()) -> tuple[dict, ...]:
    """Selects first (one per row), then buttons five to a row; never more than 5 rows.
    Items that do not fit are left out (callers offer the rest elsewhere)."""
    out: list[dict] = [{"type": 1, "components": [s]} for s in list(selects)[:ROWS]]
    buttons = list(buttons)
    while buttons and len(out) < ROWS:
        out.append({"type": 1, "components": buttons[:ROW_BUTTONS]})
        buttons = buttons[ROW_BUTTONS:]
    return tuple(out)


def capacity(selects: int) -> int:
    """How many buttons fit beside that many selects."""
    return max(0, ROWS - selects) * ROW_BUTTONS

"""The board: one public embed per match, from the public view only."""

from __future__ import annotations

from .text import clip, fit_lines

GAME_TITLES = {"gcg": "Gundam Card Game"}
PHASES = {"setup": "Setup", "start": "Start phase", "draw": "Draw phase", "resource": "Resource phase",
          "main": "Main phase", "end": "End phase", "over": "Game over"}
STEPS = {"attack": "attack step", "block": "block step", "action": "action step", "damage": "damage step",
         "battle_end": "battle end step", "end": "end step", "hand": "hand step", "cleanup": "cleanup step",
         "mulligan": "redraws", "first_player": "choosing who goes first", "active": "active step",
         "start": "start step"}
PROMPTS = {"first_player": "choose to go first or second", "mulligan": "keep or redraw their hand",
           "main": "act in their main phase", "block": "decide whether to block",
           "action_step": "act or pass in the action step", "burst": "decide on a Burst",
           "overflow": "choose a unit to trash (battle area full)", "target": "choose a target",
           "order": "order their effects", "discard": "discard down to 10 cards",
           "may": "decide whether to use an effect", "effect": "resolve an effect"}


def unit_line(unit: dict, index: int) -> str:
    name = clip(unit["name"], 40)
    bits = [f"{index}. **{name}** {unit['ap']}/{unit['hp']}"]
    if unit.get("damage"):
        bits.append(f"dmg {unit['damage']}")
    bits.append("rested" if unit.get("rested") else "active")
    if unit.get("pilot"):
        bits.append(f"pilot {clip(unit['pilot']['name'], 30)}" + (" (linked)" if unit.get("linked") else ""))
    return " · ".join(bits)


def player_summary(entry: dict) -> str:
    res = entry["resources"]
    base = entry.get("base")
    base_text = "none"
    if base:
        base_text = f"{clip(base['name'], 40)} {base['ap']}/{base['hp']}"
        base_text += f" dmg {base['damage']}" if base.get("damage") else ""
        base_text += " rested" if base.get("rested") else ""
    trash = entry["trash"]
    trash_count = len(trash) if isinstance(trash, list) else trash.get("count", 0)
    top = entry.get("trash_top")
    removal = entry["removal"]
    removal_count = len(removal) if isinstance(removal, list) else removal.get("count", 0)
    lines = [
        f"Shields **{entry['shields']['count']}** · Base: {base_text}",
        f"Resources {res['active']}/{res['total']} active" + (f" (EX {res['ex']})" if res["ex"] else "")
        + f" · Lv {entry['level']}",
        f"Hand {entry['hand_count']} · Deck {entry['deck']['count']} · Trash {trash_count}"
        + (f" (top: {clip(top['name'], 40)})" if top else "") + f" · Removal {removal_count}",
    ]
    return "\n".join(lines)


def board_embed(view: dict, names: dict[str, str], log: list[str], *, match_id: int,
                commitment: str = "", paused: bool = False, clock: str = "") -> dict:
    """`view` must be the public view (viewer None)."""
    game = GAME_TITLES.get(view.get("game", ""), view.get("game", ""))
    prompt = view.get("prompt")
    if view.get("over"):
        winner = view.get("winner")
        status = "**Game over** — " + ("a draw" if winner == "draw" else f"{names.get(winner, winner)} wins")
    else:
        phase = PHASES.get(view["phase"], view["phase"])
        step = STEPS.get(view.get("step") or "", "")
        status = f"{phase}" + (f" · {step}" if step else "")
        if prompt:
            status += f"\nWaiting for **{names.get(prompt['player'], prompt['player'])}** to " \
                      f"{PROMPTS.get(prompt['kind'], prompt['kind'])}"
            if prompt.get("text"):
                status += f"\n> {clip(prompt['text'], 300)}"
    if clock:
        status = clock + "\n" + status
    if paused:
        status = "⏸ **Paused for a judge call** — actions wait until a judge resumes the match.\n" + status
    battle = view.get("battle")
    if battle:
        status += "\n⚔️ Battle in progress"
    if view.get("limbo"):
        status += "\nResolving: " + ", ".join(clip(c["name"], 40) for c in view["limbo"])
    active = view.get("active")
    title = f"{game} — match #{match_id}"
    if view.get("turn"):
        title += f" · turn {view['turn']} ({names.get(active, active)})"
    fields = []
    for player in ("A", "B"):
        entry = view["players"][player]
        who = names.get(player, player)
        heading = f"{who} ({player})" + (" — first player" if view.get("first") == player else "")
        fields.append({"name": clip(heading, 256), "value": clip(player_summary(entry), 1024),
                       "inline": False})
        units = entry["battle"] if isinstance(entry["battle"], list) else []
        lines = [unit_line(u, i) for i, u in enumerate(units, 1)] or ["(no units)"]
        fields.append({"name": clip(f"{who}'s battle area ({len(units)}/6)", 256),
                       "value": fit_lines(lines, 1024, line_limit=160), "inline": False})
    fields.append({"name": "Log", "value": fit_lines(list(log) or ["—"], 1024, line_limit=150),
                   "inline": False})
    footer = f"match #{match_id} · action {view.get('action_number', 0)}"
    if commitment:
        footer += f" · seed SHA-256 {commitment[:16]}…"
    return {"title": clip(title, 256), "description": clip(status, 4096), "fields": fields,
            "footer": {"text": footer}, "color": 0x3B6EA5}

"""The board: one public embed per match, from the public table only (any game, any
number of seats), with the public actions of whoever decides now as buttons."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules_engine.core.table import Pile, Seat, Table

from ..i18n import engine, engine_words, join_and, note_line, t
from ..ports import OutMessage
from . import ids
from .cards import card_labels, face_line, pile_count
from .components import button, rows
from .limits import fit_embed
from .menus import Choice, label_of, yield_buttons
from .text import clip, escape, fit_lines

MAX_BOARD_BUTTONS = 15


@dataclass(frozen=True, slots=True)
class BoardMeta:
    match_id: int
    title: str  # the game's title
    epoch: int = 0
    commitment: str = ""
    paused: bool = False
    clock: str = ""
    log: tuple[str, ...] = ()  # markdown lines (i18n.event_line(markdown=True))
    round_over: bool = False
    names: dict[str, str] = field(default_factory=dict)  # seat -> display name
    by_hand: tuple[str, str] | None = None  # (seat, printed text) of an effect waiting to be resolved by hand
    yields: tuple[str, ...] = ()  # the "Pass until …" scopes offered beside a pass


def _who(meta: BoardMeta, seat: str | None, limit: int = 80) -> str:
    """A seat's display name as typed, for text Discord renders as markdown."""
    if seat is None:
        return "—"
    return escape(clip(meta.names.get(seat, seat), limit))


def status_text(table: Table, meta: BoardMeta) -> str:
    if table.over:
        winner = table.winner
        text = t("board-game-over", result=t("result-draw") if winner == "draw" else
                 t("result-wins", who=_who(meta, winner)) if winner else t("result-none"))
    else:
        text = engine_words(table.phase_label, table.game)
        if table.deciding:
            who = join_and([f"**{_who(meta, s, 40)}**" for s in table.deciding])
            text += "\n" + (t("board-waiting-to", who=who, decision=engine(table.decision, table.game))
                            if table.decision else t("board-waiting", who=who))
            if table.detail:  # a card's text, from a card file
                text += f"\n> {escape(clip(table.detail, 300))}"
    for note in table.notes:  # lines that quote card names
        said = battle_line(table, meta) if note.key == "core.note.battle" else None
        text += f"\n{said or escape(clip(note_line(note, table.game), 300))}"
    if meta.clock:
        text = meta.clock + "\n" + text
    if meta.paused:
        text = t("board-paused") + "\n" + text
    return text


def battle_line(table: Table, meta: BoardMeta) -> str | None:
    """The battle under way, who attacks whom (#30 §4): "⚔️ Battle: Thornback Scout (Alice)
    attacks Bob", mirror units told apart; None when the table does not say."""
    battle = table.battle
    labels = card_labels(table)
    if battle is None or battle.attacker not in labels:
        return None
    faces = {face.uid: (seat.player, face.name) for seat in table.seats for pile in seat.piles
             for face in pile.cards or ()}

    def unit(uid: int) -> str:
        owner, name = faces[uid]
        if labels[uid] != name:  # a mirror unit: its place on the board says whose it is
            return escape(clip(labels[uid], 60))
        return t("board-battle-unit", card=escape(clip(name, 60)), who=_who(meta, owner, 40))

    if battle.target in labels:
        target = unit(battle.target)
    elif battle.player is not None:
        target = _who(meta, battle.player, 40)
    else:
        return None
    return t("board-battle", attacker=unit(battle.attacker), target=target)


def _seat_fields(seat: Seat, table: Table, meta: BoardMeta, compact: bool) -> list[dict]:
    who = _who(meta, seat.player)
    heading = f"{who} ({seat.player})"
    if seat.tags:
        heading += " — " + ", ".join(engine(tag, table.game) for tag in seat.tags)
    if seat.out:
        heading += " — " + t("board-out")
    lines = [" · ".join(f"{engine(label, table.game)} **{engine_words(value, table.game)}**"
                           for label, value in seat.stats)] \
        if seat.stats else []
    # each count once (#30 §4): a zone the stats line counts already is not counted again
    counted = {label for label, _ in seat.stats}
    summary = [pile_count(p, table.game) for p in seat.piles
               if p.summary and not p.private and p.label not in counted]
    if summary:
        lines.append(" · ".join(summary))
    fields = [{"name": clip(heading, 256), "value": clip("\n".join(lines) or "—", 1024), "inline": False}]
    for pile in seat.piles:
        if pile.summary or pile.private or (pile.count == 0 and pile.capacity is None):
            continue
        # the zone as the game names it (#30 §4: "G zone", not "g zone")
        title = t("board-pile-of", who=who, pile=engine_words(pile.label, table.game))
        fields.append(_pile_field(pile, title, compact, table.game))
    return fields


def _pile_field(pile: Pile, title: str, compact: bool, game: str = "") -> dict:
    count = f" ({pile.count}/{pile.capacity})" if pile.capacity else f" ({pile.count})"
    if pile.cards is None:
        lines = [t("cards-count", count=pile.count)]
    else:
        lines = [face_line(face, n, game) for n, face in enumerate(pile.cards, 1)] or [t("pile-none")]
    return {"name": clip(title + count, 256),
            "value": fit_lines(lines, 1024, line_limit=100 if compact else 160), "inline": False}


def board_embed(table: Table, meta: BoardMeta) -> dict:
    """`table` must be the public table (viewer None)."""
    title = t("board-title", game=engine(meta.title), match=str(meta.match_id))
    if table.turn:
        title += " · " + t("board-turn", turn=table.turn) + (f" ({_who(meta, table.active)})"
                                                             if table.active else "")
    compact = len(table.seats) > 2
    fields: list[dict] = []
    for seat in table.seats:
        fields += _seat_fields(seat, table, meta, compact)
    for pile in table.shared:
        fields.append(_pile_field(pile, engine_words(pile.label, table.game), compact, table.game))
    if meta.by_hand is not None:  # issue 29 §3: the effect waiting for its owner, as printed
        seat, text = meta.by_hand
        fields.append({"name": t("board-by-hand"), "value": clip(f"{_who(meta, seat)}: {escape(text)}", 1024),
                       "inline": False})
    log = list(meta.log) or ["—"]  # markdown already: each name escaped where the line was built
    fields.append({"name": t("board-log"), "value": fit_lines(log, 1024, line_limit=150), "inline": False})
    footer = t("board-footer", match=str(meta.match_id), action=table.action_number)
    if meta.commitment:
        footer += " · " + t("board-footer-seed", commitment=meta.commitment[:16])
    embed = {"title": clip(title, 256), "description": clip(status_text(table, meta), 4096),
             "fields": fields, "footer": {"text": footer}, "color": 0x3B6EA5}
    return fit_embed(embed)


def board_message(table: Table, meta: BoardMeta, public_choices: list[Choice]) -> OutMessage:
    """The board with its buttons: "Your options" and "My hand" for everyone, then the
    public actions of whoever decides now (each carries its action's digest)."""
    embed = board_embed(table, meta)
    if table.over or meta.round_over:
        return OutMessage(embeds=(embed,))
    buttons = [button(ids.options(meta.match_id), t("button-options"), "primary"),
               button(ids.hand(meta.match_id), t("button-hand"))]
    for choice in public_choices[:MAX_BOARD_BUTTONS]:
        label = label_of(choice, table.game, players=meta.names)
        if len(table.deciding) > 1:  # a button label is plain text: the name unescaped
            label = f"{clip(meta.names.get(choice.action.actor, choice.action.actor), 20)}: {label}"
        buttons.append(button(ids.act(meta.match_id, meta.epoch, table.action_number, choice.action.actor,
                                      choice.action.digest()), label, choice.text.style))
        if choice.action.kind == "pass":  # "Pass until …" beside the pass (services/autopass.py)
            who = f"{clip(meta.names.get(choice.action.actor, choice.action.actor), 20)}: " \
                if len(table.deciding) > 1 else ""
            buttons += yield_buttons(meta.match_id, meta.epoch, table.action_number, choice.action.actor,
                                     meta.yields, who)
    return OutMessage(embeds=(embed,), components=rows(buttons))

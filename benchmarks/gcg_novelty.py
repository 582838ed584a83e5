"""How new is a new GCG set? Sentence shapes that no earlier set printed (issue #29 §4).

    python benchmarks/gcg_novelty.py FILES.jsonl...            # a table, one row per set
    python benchmarks/gcg_novelty.py FILES.jsonl... --json     # one JSON object
    python benchmarks/gcg_novelty.py FILES.jsonl... --shapes GD05   # that set's novel shapes

The repository holds no real card lists: pass them as arguments. Cards are grouped by the
prefix of their card number (a reprint counts once, in the set that first printed it), the
sets ordered by release (`RELEASE_ORDER`; the files carry no dates, so the order is written
down here, from the card numbers and from which sets reprint which). Each effect the reader
finds (`check`'s abilities) is split into sentences, and each sentence normalised to its
*shape*: reminder text dropped, numbers -> N, (trait) -> (X), [name] / "name" -> [NAME],
colours -> COLOUR, keeping timing markers 【…】 and keywords <…>. Per set: effects, sentences,
the share of sentences whose shape no earlier set printed, the share of effects with at least
one such sentence, and how many of those the reader automates today. The share of effects
without a novel sentence is the ceiling a reader learnt only from the earlier sets could
expect on that set (it could still read some novel sentences by composition)."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules_engine.cards.check import check_files
from rules_engine.cards.shapes import parts, sentences, shape
from rules_engine.core.registry import get_game

# Release order. Starter decks ST01-ST04 came out with the first booster GD01; a set that
# reprints another's cards came after it (GD03 reprints ST05, ST09 reprints GD02, EB01 holds
# ST10's EX card, GD05 reprints ST07); otherwise the numbers' order, each starter deck after
# the booster it shipped with. Promotional / token prefixes have no place in the order: they
# are measured against every numbered set (`PROMOS`).
RELEASE_ORDER = ("ST01", "ST02", "ST03", "ST04", "GD01", "ST05", "GD02", "ST06", "GD03",
                 "ST07", "ST08", "GD04", "ST09", "ST10", "EB01", "GD05", "ST11", "ST12")
FIRST_BOOSTER = "GD01"
PROMOS = ("R", "RP", "EXB", "EXBP", "EXR", "EXRP", "T")

def set_of(number: str) -> str:
    return number.split("-")[0].upper()


@dataclass(slots=True)
class Effect:
    text: str
    automated: bool
    shapes: list[str]
    parts: list[str]


@dataclass(slots=True)
class SetRow:
    name: str
    effects: list[Effect] = field(default_factory=list)


def collect(paths: list[Path]) -> dict[str, SetRow]:
    """Effects per set, each card once (reprints keep the first set's number)."""
    game = get_game("gcg")
    rows: dict[str, SetRow] = {}
    seen: set[str] = set()
    for report in check_files(game, paths):
        key = report.number.split("_")[0]
        if not report.number or key in seen:
            continue
        seen.add(key)
        row = rows.setdefault(set_of(report.number), SetRow(set_of(report.number)))
        for effect in report.effects:
            if effect.keyword:  # a keyword our rule documents do not define: not a phrasing
                continue
            shapes = [shape(s) for s in sentences(effect.text)]
            row.effects.append(Effect(effect.text, effect.automated, shapes,
                                      [p for s in shapes for p in parts(s)]))
    return rows


def novelty(rows: dict[str, SetRow], order: tuple[str, ...] = RELEASE_ORDER) -> list[dict]:
    earlier: set[str] = set()
    table = []
    numbered = [name for name in order if name in rows]
    everything = {s for name in numbered for e in rows[name].effects for s in e.shapes}
    every_part = {p for name in numbered for e in rows[name].effects for p in e.parts}
    earlier_parts: set[str] = set()
    for name in numbered + [p for p in PROMOS if p in rows] + \
            sorted(n for n in rows if n not in order and n not in PROMOS):
        row = rows[name]
        promo = name not in order
        before = everything if promo else earlier
        before_parts = every_part if promo else earlier_parts
        sentence_shapes = [s for e in row.effects for s in e.shapes]
        novel = [e for e in row.effects if any(s not in before for s in e.shapes)]
        table.append({
            "set": name, "promo": promo, "effects": len(row.effects),
            "sentences": len(sentence_shapes),
            "novel_sentences": sum(s not in before for s in sentence_shapes),
            "novel_effects": len(novel),
            "novel_automated": sum(e.automated for e in novel),
            "automated": sum(e.automated for e in row.effects),
            "parts": sum(len(e.parts) for e in row.effects),
            "novel_parts": sum(p not in before_parts for e in row.effects for p in e.parts),
            "novel_part_effects": sum(any(p not in before_parts for p in e.parts) for e in row.effects),
            "novel_shapes": sorted({s for s in sentence_shapes if s not in before}),
            "novel_part_shapes": sorted({p for e in row.effects for p in e.parts if p not in before_parts}),
        })
        if not promo:
            earlier |= set(sentence_shapes)
            earlier_parts |= {p for e in row.effects for p in e.parts}
    return table


def _share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def means(table: list[dict]) -> dict[str, dict[str, float]]:
    """Mean shares over starter decks / boosters released after the first booster."""
    after = [r for r in table if not r["promo"]][RELEASE_ORDER.index(FIRST_BOOSTER) + 1:]
    groups = {"starter decks after GD01": [r for r in after if r["set"].startswith("ST")],
              "boosters after GD01": [r for r in after if not r["set"].startswith("ST")]}
    out = {}
    for label, group in groups.items():
        if group:
            out[label] = {
                "sets": len(group),
                "novel_sentence_share": round(sum(_share(r["novel_sentences"], r["sentences"])
                                                  for r in group) / len(group), 4),
                "novel_effect_share": round(sum(_share(r["novel_effects"], r["effects"])
                                                for r in group) / len(group), 4),
                "novel_part_share": round(sum(_share(r["novel_parts"], r["parts"])
                                              for r in group) / len(group), 4),
                "novel_part_effect_share": round(sum(_share(r["novel_part_effects"], r["effects"])
                                                     for r in group) / len(group), 4),
            }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path, help="card lists (JSON lines)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--shapes", help="list the novel shapes of this set (local reading only)")
    parser.add_argument("--parts", help="list the novel parts of this set (local reading only)")
    args = parser.parse_args()
    table = novelty(collect(args.files))
    if args.shapes or args.parts:
        for row in table:
            if row["set"] == (args.shapes or args.parts).upper():
                print("\n".join(row["novel_shapes" if args.shapes else "novel_part_shapes"]))
        return
    if args.json:
        sets = [{k: v for k, v in r.items() if not k.endswith("shapes")} for r in table]
        print(json.dumps({"order": RELEASE_ORDER, "sets": sets, "means": means(table)}))
        return
    print(f"{'set':<6} {'effects':>7} {'sentences':>9} {'novel sent.':>11} {'novel eff.':>10} "
          f"{'novel autom.':>12} {'automated':>9} | {'parts':>5} {'novel':>6} {'eff. w/ novel':>13}")
    for r in (r for r in table if r["effects"]):
        print(f"{r['set'] + ('*' if r['promo'] else ''):<6} {r['effects']:>7} {r['sentences']:>9} "
              f"{_share(r['novel_sentences'], r['sentences']):>11.1%} "
              f"{_share(r['novel_effects'], r['effects']):>10.1%} "
              f"{r['novel_automated']:>5} / {r['novel_effects']:<4} "
              f"{_share(r['automated'], r['effects']):>9.1%} | {r['parts']:>5} "
              f"{_share(r['novel_parts'], r['parts']):>6.1%} "
              f"{_share(r['novel_part_effects'], r['effects']):>13.1%}")
    print("* promotional: measured against every numbered set")
    for label, m in means(table).items():
        print(f"mean, {label} ({m['sets']}): novel sentences {m['novel_sentence_share']:.1%}, "
              f"effects with a novel sentence {m['novel_effect_share']:.1%}; novel parts "
              f"{m['novel_part_share']:.1%}, effects with a novel part {m['novel_part_effect_share']:.1%}")


if __name__ == "__main__":
    main()

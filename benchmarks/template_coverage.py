"""Which automated templates a scenario pins: per game and printed language of the template corpus.

Issue #29: "every template you automate has a scenario with a printed card that pins it, citing
the clause". For each game and each language its corpus (`data/cards/corpus/<game>.yaml`) is
printed in:

- the corpus effects, how many are automated and the share (`python -m rules_engine.cards check
  data/cards/corpus/<game>.yaml --game <game> --summary --lang <L>`: the same functions), and the
  commonest phrases still by hand;
- the templates: each automated effect's printed text normalised to its shape
  (`rules_engine.cards.shapes`: reminder text dropped, numbers -> N, names -> [NAME], traits ->
  (X), colours -> COLOUR, markers and keywords kept). A *sentence* template is one sentence's
  shape; an *effect* template the shape of the whole effect text. The headline is the sentence
  template: a scenario's card pins a sentence of a template, and rarely repeats a whole
  multi-sentence text, so the effect figure mostly counts texts no one would copy whole;
- the scenarios per template: every scenario under `tests/scenarios/<game>*/` (GCG: also
  `gcg-multi`), the printed cards it defines (`cards:` entries with `text`) read by the game's
  reader into effects, normalised the same way; a template is pinned by a scenario file when one
  of its cards prints a sentence of that shape in that language;
- pinned through a twin: a template in language L no scenario pins in L, which some corpus card
  prints in L for an effect whose printing in another language M reads the SAME model (the
  language-neutral form `check` compares to report "reads differently", `check._blank`: traits
  and names blanked, everything else kept) at the same effect position, automated in both, and
  whose M printing is pinned in M: for a sentence template, each sentence template of the M
  effect, or (when both printings have as many sentences) the M sentence at the same place, pinned
  by a scenario in M; for an effect template, the M effect template.

    python benchmarks/template_coverage.py                   # every game and language
    python benchmarks/template_coverage.py --game gcg --lang en --gaps   # the unpinned templates
    python benchmarks/template_coverage.py --json
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from rules_engine.cards.check import _blank, _card_type, _printings, check_files, effect_reports, summary  # noqa: E402
from rules_engine.cards.shapes import GAMES, effect_shape, text_shapes  # noqa: E402
from rules_engine.cli import Parser, fail  # noqa: E402
from rules_engine.core.printed.formats import read_card_file  # noqa: E402
from rules_engine.core.printed.language import UnknownLanguage, canonical  # noqa: E402
from rules_engine.core.registry import get_game  # noqa: E402

CORPUS = REPO / "data" / "cards" / "corpus"
SCENARIOS = REPO / "tests" / "scenarios"
TOP = 5


def _lang(key: Any) -> str | None:
    try:
        lang = canonical(str(key))
    except UnknownLanguage:
        return None
    return "zh-Hant" if lang == "zh-Hans" else lang  # read as one (check._printings)


def _texts(card: dict[str, Any], fields: tuple[str, ...]) -> list[Any]:
    out = []
    for name in fields:  # "back.text": a field of a nested mapping (ALTCG's awakened back)
        value: Any = card
        for part in name.split("."):
            value = value.get(part) if isinstance(value, dict) else None
        if value not in (None, "", {}):
            out.append(value)
    return out


def scenario_shapes(code: str) -> tuple[dict[tuple[str, str], set[str]], dict[tuple[str, str], set[str]]]:
    """(lang, sentence shape) -> scenario files, (lang, effect shape) -> scenario files."""
    game = get_game(code)
    sentences: dict[tuple[str, str], set[str]] = defaultdict(set)
    effects: dict[tuple[str, str], set[str]] = defaultdict(set)
    for path in sorted(SCENARIOS.glob(f"{code}*/*.yaml")):
        try:
            scenario = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError):
            continue
        if not isinstance(scenario, dict) or scenario.get("game", code) != code:
            continue
        name = str(path.relative_to(SCENARIOS))
        for card in scenario.get("cards") or []:
            if not isinstance(card, dict):
                continue
            kind = card.get("type")
            kind = kind.strip().lower() if isinstance(kind, str) and kind.strip() else None
            for printed in _texts(card, game.card_fields.texts):
                printings = printed.items() if isinstance(printed, dict) else [(card.get("lang"), printed)]
                for key, text in printings:
                    if not isinstance(text, str) or not text.strip():
                        continue
                    wanted = _lang(key) if key is not None else None
                    try:
                        reading = game.read_text(text, wanted, kind)
                    except Exception:  # a scenario the reader cannot read pins nothing
                        continue
                    lang = wanted or _lang(reading.lang) or str(reading.lang)
                    for ability in reading.abilities:
                        for s in text_shapes(ability.text, code):
                            sentences[(lang, s)].add(name)
                        effects[(lang, effect_shape(ability.text, code))].add(name)
    return sentences, effects


def languages(code: str) -> list[str]:
    """The languages the corpus of `code` prints effects in, in the game's order."""
    game = get_game(code)
    found: list[str] = []
    for lang in getattr(game, "printed_languages", ()) or ():
        if any(r.lang == lang and r.effects for r in check_files(game, [CORPUS / f"{code}.yaml"], lang)):
            found.append(lang)
    return found


def _distribution(counts: list[int]) -> dict[str, int]:
    return {"0": sum(n == 0 for n in counts), "1": sum(n == 1 for n in counts),
            "2-3": sum(2 <= n <= 3 for n in counts), "4+": sum(n >= 4 for n in counts)}


Printing = tuple[str, str, Any, bool]  # (language, ability text, language-neutral model, automated)


def printings(code: str, corpus: Path | None = None) -> list[list[dict[str, list[Printing]]]]:
    """Per corpus card (in file order, as `check_files` reports them), per printed text field: each
    printing's abilities, read as `check` reads them (`check._printings`)."""
    game = get_game(code)
    out: list[list[dict[str, list[Printing]]]] = []
    for row in read_card_file(corpus or CORPUS / f"{code}.yaml", game.card_fields):
        data = row.data if row.error is None else {}
        card = []
        for printed in _texts(data, game.card_fields.texts):
            if not isinstance(printed, dict):
                continue  # one printing: no twin
            try:
                _, readings = _printings(game, printed, data.get("lang"), None, _card_type(data))
            except Exception:  # check reports the card; it gives no twin here
                continue
            card.append({lang: [(lang, a.text, _neutral(a), e.automated)
                                for a, e in zip(r.abilities, effect_reports(r, game), strict=True)]
                         for lang, r in readings.items()})
        out.append(card)
    return out


def _neutral(ability: Any) -> Any:
    """An ability's language-neutral model: what `check._shape` compares between printings to report
    "reads differently" (traits and names blanked), plus whether it is optional or static."""
    if ability.body is None:
        return None
    return _blank((ability.index, ability.keyword, ability.timing, ability.trigger, ability.conditions,
                   ability.limit, ability.cost, ability.body, ability.optional, ability.static))


def twins(code: str, lang: str, pinned: tuple[dict, dict], cards: list[list[dict[str, list[Printing]]]]
          ) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """sentence shape in `lang` -> the languages pinning it through a twin, and the same for effect
    shapes: an automated effect printed in `lang` whose printing in another language, at the same
    position, reads the same language-neutral model, is automated, and is pinned there."""
    sentence_pins, effect_pins = pinned
    sentences: dict[str, set[str]] = defaultdict(set)
    effects: dict[str, set[str]] = defaultdict(set)
    for card in cards:
        for field_printings in card:
            mine = field_printings.get(lang)
            if not mine:
                continue
            for other, theirs in field_printings.items():
                if other == lang or len(theirs) != len(mine):
                    continue  # a printing with another number of abilities: no position to compare
                for (_, text, model, automated), (_, twin, twin_model, ok) in zip(mine, theirs, strict=True):
                    if not (automated and ok) or model is None or model != twin_model:
                        continue  # read differently (or not run): that printing pins nothing here
                    mine_s, theirs_s = text_shapes(text, code), text_shapes(twin, code)
                    if all(sentence_pins.get((other, s)) for s in theirs_s):
                        for s in mine_s:
                            sentences[s].add(other)
                    elif len(mine_s) == len(theirs_s):  # as many sentences: the k-th printed as the k-th
                        for s, t in zip(mine_s, theirs_s, strict=True):
                            if sentence_pins.get((other, t)):
                                sentences[s].add(other)
                    if effect_pins.get((other, effect_shape(twin, code))):
                        effects[effect_shape(text, code)].add(other)
    return ({s: sorted(v) for s, v in sentences.items()}, {e: sorted(v) for e, v in effects.items()})


def measure(code: str, lang: str, pinned: tuple[dict, dict], corpus: Path | None = None,
            cards: list[list[dict[str, list[Printing]]]] | None = None) -> dict[str, Any]:
    game = get_game(code)
    reports = check_files(game, [corpus or CORPUS / f"{code}.yaml"], lang)
    figures = summary(reports, top=TOP)
    by_sentence: Counter[str] = Counter()
    by_effect: Counter[str] = Counter()
    example: dict[str, str] = {}
    printed = 0
    for report in reports:
        if not report.loaded or report.lang != lang:
            continue  # a card not printed in `lang` is counted (as check counts it) but has no template here
        for effect in report.effects:
            printed += 1
            if not effect.automated:
                continue
            for s in dict.fromkeys(text_shapes(effect.text, code)):
                by_sentence[s] += 1
                example.setdefault(s, f"{report.number}: {effect.text}")
            by_effect[effect_shape(effect.text, code)] += 1
    sentence_pins, effect_pins = pinned
    s_counts = {s: len(sentence_pins.get((lang, s), ())) for s in by_sentence}
    e_counts = {e: len(effect_pins.get((lang, e), ())) for e in by_effect}
    gaps = sorted((s for s, n in s_counts.items() if n == 0), key=lambda s: (-by_sentence[s], s))
    twin_s, twin_e = twins(code, lang, pinned, cards if cards is not None else printings(code, corpus))
    s_twin = {s for s, n in s_counts.items() if n == 0 and twin_s.get(s)}
    e_twin = {e for e, n in e_counts.items() if n == 0 and twin_e.get(e)}
    freq2 = {s for s, n in by_sentence.items() if n >= 2}
    return {
        "game": code, "lang": lang, "effects": figures["effects"], "automated": figures["automated"],
        "automated_share": figures["automated_share"], "printed_in_lang": printed,
        "by_hand_top": figures["unread"],
        "sentence_templates": len(by_sentence),
        "sentence_templates_pinned": sum(n > 0 for n in s_counts.values()),
        "sentence_templates_pinned_freq2": sum(n > 0 for s, n in s_counts.items() if by_sentence[s] >= 2),
        "sentence_templates_freq2": len(freq2),
        "sentence_templates_pinned_twin": len(s_twin),
        "sentence_templates_pinned_twin_freq2": len(s_twin & freq2),
        "sentence_templates_unpinned": len(gaps) - len(s_twin),
        "sentence_templates_unpinned_freq2": len([s for s in gaps if s in freq2 and s not in s_twin]),
        "sentence_scenarios": _distribution(list(s_counts.values())),
        "effect_templates": len(by_effect),
        "effect_templates_pinned": sum(n > 0 for n in e_counts.values()),
        "effect_templates_pinned_twin": len(e_twin),
        "effect_scenarios": _distribution(list(e_counts.values())),
        "gaps": [{"shape": s, "corpus": by_sentence[s], "example": example[s], "twin": twin_s.get(s, [])}
                 for s in gaps],
    }


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.1%}" if whole else "-"


def main(argv: list[str] | None = None) -> int:
    p = Parser(prog="python benchmarks/template_coverage.py", description=__doc__.split("\n\n")[0],
               epilog="Headline: sentence templates pinned by >= 1 scenario file.")
    p.add_argument("--game", choices=GAMES, help="one game (default: all four)")
    p.add_argument("--lang", help="one printed language (en, ja, zh-Hant)")
    p.add_argument("--json", action="store_true", help="one JSON object")
    p.add_argument("--gaps", action="store_true",
                   help="list the automated sentence templates no scenario pins, commonest first")
    args = p.parse_args(argv)
    try:
        wanted = _lang(canonical(args.lang)) if args.lang else None
    except UnknownLanguage as exc:
        fail(str(exc))
    rows = []
    for code in [args.game] if args.game else list(GAMES):
        langs = languages(code)
        if wanted is not None:
            if wanted not in langs:
                if args.game:
                    fail(f"the {code} corpus prints no effect in {wanted} (it prints {', '.join(langs)})")
                continue
            langs = [wanted]
        pinned = scenario_shapes(code)
        rows.extend(measure(code, lang, pinned) for lang in langs)
    if args.json:
        out = rows if args.gaps else [{k: v for k, v in r.items() if k != "gaps"} for r in rows]
        print(json.dumps({"rows": out}, ensure_ascii=False))
        return 0
    print(f"{'game':<6} {'lang':<8} {'effects':>7} {'autom.':>6} {'share':>6} | {'sent. tmpl':>10} "
          f"{'pinned':>6} {'twin':>5} {'unpin.':>6} {'share':>6} {'f>=2 pin/twin/unp':>17} "
          f"{'1':>4} {'2-3':>4} {'4+':>4} | {'eff. tmpl':>9} {'pinned':>6} {'twin':>5}")
    for r in rows:
        d = r["sentence_scenarios"]
        print(f"{r['game']:<6} {r['lang']:<8} {r['effects']:>7} {r['automated']:>6} "
              f"{r['automated_share']:>6.1%} | {r['sentence_templates']:>10} "
              f"{r['sentence_templates_pinned']:>6} {r['sentence_templates_pinned_twin']:>5} "
              f"{r['sentence_templates_unpinned']:>6} "
              f"{_share(r['sentence_templates_pinned'], r['sentence_templates']):>6} "
              f"{r['sentence_templates_pinned_freq2']:>4}/{r['sentence_templates_pinned_twin_freq2']:>3}/"
              f"{r['sentence_templates_unpinned_freq2']:>3} of {r['sentence_templates_freq2']:<4} "
              f"{d['1']:>4} {d['2-3']:>4} {d['4+']:>4} | {r['effect_templates']:>9} "
              f"{r['effect_templates_pinned']:>6} {r['effect_templates_pinned_twin']:>5}")
    for r in rows:
        if r["by_hand_top"]:
            print(f"\n{r['game']} {r['lang']}: commonest by hand: " +
                  "; ".join(f"{u['phrase'][:70]} ({u['count']})" for u in r["by_hand_top"]))
        if args.gaps:
            print(f"\n{r['game']} {r['lang']}: {len(r['gaps'])} automated sentence templates "
                  f"no scenario pins in {r['lang']} ({r['sentence_templates_pinned_twin']} through a twin)")
            for g in r["gaps"]:
                twin = f"  [twin: {', '.join(g['twin'])}]" if g["twin"] else ""
                print(f"  {g['corpus']:>3}  {g['shape']}{twin}\n       e.g. {g['example'][:160]!r}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # `| head`: the reader stopped reading
        sys.stderr.close()
        sys.exit(0)

"""s13-gcg-gen (issue 29): the parts matrix (parts_matrix.py) — every activation cost form the rules
give (10-1-7-2 … 10-1-7-4) × every marker carrying one × unit / base, in en / ja / zh-Hant, runs, and
pays every part it names: a cost part the executor does not pay may never be dropped silently; the
triggers and continuous effects read the same in every language (round 2)."""

from __future__ import annotations

import pytest

from rules_engine.games.gcg import printed
from rules_engine.games.gcg.reader import read

from .parts_matrix import (
    CONDITION_PARTS,
    CONDITION_PLACES,
    COST_FORMS,
    DURATION_EFFECT_COLUMN,
    DURATION_LEFT,
    FILTER_COUNTS,
    FILTER_LEFT,
    FILTER_OWNERS,
    FILTER_PARTS,
    FILTER_VERBS,
    TOKEN_KEYWORDS,
    TOKEN_TEXTS,
    TOKEN_TRAITS,
    VERB_LEFT,
    by_place,
    condition_cells,
    condition_of,
    continuous_cells,
    cost_cells,
    duration_cells,
    duration_effect_reading,
    filter_cells,
    filter_expected,
    filter_noun_cells,
    filter_pair_cells,
    filter_reading,
    it_condition_cells,
    optional_cells,
    reading_key,
    structure_cells,
    structure_parts_hold,
    token_cells,
    token_reading,
    trigger_cells,
    verb_cells,
    verb_reading,
)

COSTS = cost_cells()


@pytest.mark.parametrize("cell", COSTS, ids=lambda c: f"{c.lang}:{c.text}")
def test_every_cost_form_runs_under_every_activated_marker(cell):
    assert cell.outcome() == "runs", cell.text


@pytest.mark.parametrize("cell", COSTS, ids=lambda c: f"{c.lang}:{c.text}")
def test_a_cost_naming_other_cards_is_paid_first(cell):
    reading = read(cell.text, cell.lang, cell.card_type)
    cost = reading.abilities[0].cost
    effect = printed.translate(reading).effects[0]
    paid = [step for step in effect["script"] if step.get("cost")]
    named = [p for p in (cost.discard, cost.exile, cost.rest_other, cost.destroy_other, cost.return_other) if p]
    assert len(paid) == len(named), (cell.text, effect["script"])
    assert effect["script"][:len(paid)] == paid  # before any step of the effect (10-1-7-2)
    assert effect["cost"]["pay"] == cost.resources and effect["cost"]["rest_self"] == cost.rest_self


def test_the_matrix_covers_each_form_in_each_language():
    assert len(COSTS) == sum(len(kinds) for _, kinds, *_ in COST_FORMS) * 4 * 3


@pytest.mark.parametrize("cell", optional_cells(), ids=lambda c: f"{c.lang}:{c.column}:{c.row}")
def test_every_optional_payment_then_if_you_do_runs(cell):
    assert cell.outcome() == "runs", cell.text


def test_two_parts_naming_units_of_yours_stay_by_hand():
    """"Rest 1 of your other Units, Destroy 1 of your other Units：" — one unit could be named by both
    parts; the engine does not pay that (by hand, never half paid)."""
    reading = read("【Activate･Main】Rest 1 of your other Units, Destroy 1 of your other Units：Draw 1.", "en", "unit")
    assert printed.run_reasons(reading)[0] is not None


# --- continuous effects a unit meets as it enters / in the start phase (10-1-5-7, 7-2-3) --------------
DEPLOYED_RESTED_SUBJECTS = [  # (en subject, verb form, script target fields)
    ("This Unit", "is", {"target": "self"}),
    ("All enemy Units", "are", {"target": "enemy_units"}),
    ("All your (Zeon) Units", "are", {"target": "your_units", "where": {"traits": ["Zeon"]}}),
    ("All Units that are Lv.3 or lower other than Unit tokens", "are",
     {"target": "all_units", "where": {"max_level": 3, "token": False}}),
]
WINDOWS = [("", {}), ("【During Link】", {"conditions": [{"kind": "linked"}]}),
           ("During your opponent's turn, ", {"conditions": [{"kind": "opponents_turn"}]})]


@pytest.mark.parametrize("subject,verb,fields", DEPLOYED_RESTED_SUBJECTS)
@pytest.mark.parametrize("window,conditions", WINDOWS)
def test_deployed_rested_is_a_continuous_effect_on_any_subject(subject, verb, fields, window, conditions):
    text = f"{window}{subject} {verb} deployed rested."
    if window.startswith("During"):
        text = f"{window}{subject[0].lower()}{subject[1:]} {verb} deployed rested."
    effect = printed.translate(read(text, "en", "unit")).effects[0]
    assert effect["script"] == [{"cant": "be_deployed_active", **fields, "until": "permanent"}], text
    assert effect.get("conditions", []) == conditions.get("conditions", [])


@pytest.mark.parametrize("text", [
    "【Deploy】During this turn, all enemy Units are deployed rested.",  # units not yet deployed: not modifiers
    "【Deploy】Choose 1 enemy Unit. It is deployed rested.",
])
def test_deployed_rested_for_a_time_or_on_a_chosen_unit_stays_by_hand(text):
    assert printed.run_reasons(read(text, "en", "unit"))[0] is not None


@pytest.mark.parametrize("lang,text", [
    ("en", "This Unit can't be set as active."), ("en", "This Base can't be set as active."),
    ("ja", "このユニットはアクティブにならない。"), ("ja", "このベースはアクティブにならない。"),
    ("zh-Hant", "此機體無法轉為活躍狀態。"), ("zh-Hant", "此基地無法轉為活躍狀態。"),
    ("en", "This Unit is deployed rested."), ("ja", "このユニットはレストで配備される。"),
    ("zh-Hant", "此機體以休息狀態配置。"),
])
def test_this_cards_restriction_reads_in_every_language(lang, text):
    card_type = "base" if ("Base" in text or "ベース" in text or "基地" in text) else "unit"
    effect = printed.translate(read(text, lang, card_type)).effects[0]
    assert effect["script"][0]["target"] == "self" and effect["script"][0]["cant"] in (
        "be_set_active", "be_deployed_active")


# s13-gcg-gen round 2: triggers (10-1-6-1) and continuous effects (10-1-5) read the same in each printed language
PLACES = by_place(trigger_cells() + continuous_cells())


@pytest.mark.parametrize("place", sorted(PLACES), ids=lambda p: f"{p[0]}:{p[1]}:{p[2]}")
def test_a_trigger_or_continuous_cell_reads_the_same_in_every_language(place):
    cells = PLACES[place]
    assert sorted(cells) == ["en", "ja", "zh-Hant"]
    outcomes = {lang: cell.outcome() for lang, cell in cells.items()}
    runs = {lang for lang, outcome in outcomes.items() if outcome == "runs"}
    assert runs in (set(), set(cells)), outcomes  # runs in all three or in none
    if runs:
        keys = {lang: reading_key(cell) for lang, cell in cells.items()}
        assert keys["ja"] == keys["en"] and keys["zh-Hant"] == keys["en"], {k: c.text for k, c in cells.items()}


def test_the_trigger_and_continuous_matrices_run_as_measured():
    """The counts docs/cards.md gives (per language): a cell falling back to by hand fails here."""
    for cells, runs in ((trigger_cells(), 544), (continuous_cells(), 108)):  # s14-trig 460 → 536 → 544, s14-cont 80 → 108
        for lang in ("en", "ja", "zh-Hant"):
            assert sum(c.outcome() == "runs" for c in cells if c.lang == lang) == runs, lang


@pytest.mark.parametrize("lang,text", [
    ("en", "This card in your hand gets Lv.-1 and cost -1 for each (Zeon) Unit you have in play."),
    ("ja", "手札のこのカードを、〔ジオン〕の自分のユニット1つにつきLv.-1、コスト-1する。"),
    ("zh-Hant", "我方擁有〈吉翁〉的機體每有1張，手牌中的此卡牌Lv.-1、費用-1。"),
])
def test_for_each_unit_you_have_in_play_counts_your_units(lang, text):
    """12-3-11: "you have in play" — yours, not every player's."""
    effects = printed.translate(read(text, lang, "unit")).effects
    script = effects[0]["script"]
    assert [s.get("level_modify") for s in script] == [-1, None] and script[1]["cost_modify"] == -1, script
    assert all(s["per_count"]["who"] == "yours" and s["per_count"]["where"]["traits"] for s in script), script


@pytest.mark.parametrize("lang,text,target", [
    ("en", "All your (Zeon) Units can't be set as active.", "your_units"),
    ("ja", "〔ジオン〕の自分のユニットすべてはアクティブにならない。", "your_units"),
    ("zh-Hant", "我方所有擁有〈吉翁〉的機體無法轉為活躍狀態。", "your_units"),
    ("en", "All enemy Units can't be set as active.", "enemy_units"),
    ("en", "All your Units can't be paired with a Pilot.", "your_units"),
])
def test_a_group_restriction_runs_on_the_group(lang, text, target):
    """s13-gcg-gen round 2: checked where the action is taken (continuous.cant, 10-1-5-6)."""
    (effect,) = printed.translate(read(text, lang, "unit")).effects
    (step,) = effect["script"]
    assert effect["timing"] == "continuous" and step["target"] == target and step["until"] == "permanent"
    assert step["cant"] in ("be_set_active", "be_paired")


# s15-gen (issue 29 §4): every condition the rules and the cards print × where it stands × en / ja / zh-Hant
CONDITIONS = condition_cells()
CONDITIONS_RUNNING = {"en": 245, "ja": 245, "zh-Hant": 245}  # s15-gen: main read 200 / 200 / 195 → 225 each; round 2: 4 turn-record rows → 245


def test_the_condition_matrix_runs_as_measured():
    """The counts docs/cards.md gives: a cell falling back to by hand fails here."""
    assert len(CONDITIONS) == len(CONDITION_PARTS) * len(CONDITION_PLACES) * 3
    for lang, runs in CONDITIONS_RUNNING.items():
        assert sum(c.outcome() == "runs" for c in CONDITIONS if c.lang == lang) == runs, lang


@pytest.mark.parametrize("row", [row for row, *_ in CONDITION_PARTS])
def test_a_condition_checks_the_same_wherever_it_stands_and_in_every_language(row):
    """10-2-1 / 10-1-5-3: the condition the executor checks is the row's, in front of a triggered body,
    after a trigger's comma, after a step, in a continuous "While …" or "During your turn, if …"."""
    cells = [c for c in CONDITIONS if c.row == row]
    running = [c for c in cells if c.outcome() == "runs"]
    assert len(running) in (0, len(cells)), [c.text for c in cells if c not in running]
    checked = {condition_of(c) for c in running}
    assert len(checked) <= 1 and None not in checked, {c.text: condition_of(c) for c in running}


# s15-gen: conditions on the chosen card ("If it is …", 10-2-1, 10-3-3), after a verb on it or before the first
IT_CONDITIONS = it_condition_cells()
# s15-gen: main read 12 / 10 / 10 → 33 each; round 2 (two places: "up to 1", a step not on it) 33 → 55 of 55
IT_CONDITIONS_RUNNING = {"en": 55, "ja": 55, "zh-Hant": 55}


def test_the_chosen_card_condition_matrix_runs_as_measured():
    for lang, runs in IT_CONDITIONS_RUNNING.items():
        assert sum(c.outcome() == "runs" for c in IT_CONDITIONS if c.lang == lang) == runs, lang


@pytest.mark.parametrize("row", sorted({c.row for c in IT_CONDITIONS}))
def test_a_chosen_card_condition_checks_the_same_wherever_it_runs(row):
    running = [c for c in IT_CONDITIONS if c.row == row and c.outcome() == "runs"]
    checked = {condition_of(c) for c in running}
    assert len(running) == 15 and len(checked) == 1 and None not in checked, {c.text: condition_of(c) for c in running}
    assert '"chosen_is"' in checked.pop()


# s15-opt round 2: structure — how steps are joined ("If you do", "Then", "If C", ■ choices, "for each",
# "instead", every player) × representative steps × en / ja / zh-Hant (parts_matrix.STRUCTURES)
STRUCTURE = structure_cells()


@pytest.mark.parametrize("place", sorted(by_place(STRUCTURE)), ids=lambda p: f"{p[1]}:{p[2]}")
def test_a_structure_cell_reads_the_same_in_every_language(place):
    cells = by_place(STRUCTURE)[place]
    runs = {lang for lang, cell in cells.items() if cell.outcome() == "runs"}
    assert runs in (set(), set(cells)), {lang: cell.outcome() for lang, cell in cells.items()}
    if runs:
        keys = {lang: reading_key(cell) for lang, cell in cells.items()}
        assert keys["ja"] == keys["en"] and keys["zh-Hant"] == keys["en"], {k: c.text for k, c in cells.items()}


@pytest.mark.parametrize("cell", [c for c in STRUCTURE if c.column != "sentence"], ids=lambda c: f"{c.lang}:{c.row}:{c.column}")
def test_a_composed_structure_runs_its_step_as_the_step_alone_reads(cell):
    """The step joined by a structure is the step read alone, gated when the structure gates it (10-2-1)."""
    if cell.outcome() == "runs":
        assert structure_parts_hold(cell), cell.text


def test_the_structure_matrix_runs_as_measured():
    """docs/cards.md (s15-opt round 2) gives the counts; a cell falling back to by hand fails here."""
    # s15-opt round 2: 56 / 59 / 59 of 72 first measured; 88 now; round 3: each player discards (80)
    measured = {"en": 81, "ja": 81, "zh-Hant": 81}  # s17-gcg: "damage equal to this Unit's AP" (5-5-4, 2-7)
    for lang, runs in measured.items():
        assert sum(c.outcome() == "runs" for c in STRUCTURE if c.lang == lang) == runs, lang


# s15-gen round 2: target filters (10-3-3) × owner × count × verb, and pairs of filters, in en / ja / zh-Hant
FILTERS = filter_cells()
FILTER_PAIRS = filter_pair_cells()
FILTER_NOUN_CELLS = filter_noun_cells()
# s15-gen: main ran 1,020 / 1,020 / 980 of 1,080 alone and 660 / 660 / 612 of 666 in pairs (the rest not read
# or by hand); the 60 left per language are "the lowest / highest" with more than one chosen or "all": by hand
# s16-filt: 13 more filters (Lv.N, N HP, cost N or more, (A)/(B), blue/green, non-(X), <Repair> <Breach> <Support>
# <First Strike> <High-Maneuver>, Lv. up to / from this Unit's): 1,600 cells alone per language (1,560 run), 1,450
# in pairs; "all … with the lowest / highest" and "all … whose Lv. … this Unit" run now (10-3-2); the 40 left per
# language are "choose 2 / up to 2 … with the lowest AP / highest HP" (which is the second card? 10-3-3 does not
# say: by hand)
# s16-filt round 2: + "with <Blocker> or <Repair>" (one of two keywords, 13-1, 5-19-1: `any_of`): 1,640 cells alone
# per language (1,600 run), 1,516 in pairs (all run)
# s17-gcg: "choose 2 / up to 2 … with the lowest AP / highest HP" run (the tied units offered; fewer tied than the
# count: by hand as it comes): 1,640
FILTERS_RUNNING = {"en": 1640, "ja": 1640, "zh-Hant": 1640}
# an enemy Base, Unit / Pilot / Command cards in the trash (29); s16-filt: + Base cards and any card in the trash,
# by what each prints (level, traits, colours, keywords, name, cost; a Unit's / Base's AP and HP), an enemy Pilot: 178
FILTER_NOUNS_RUNNING = {"en": 178, "ja": 178, "zh-Hant": 178}
FILTER_PAIRS_RUNNING = {"en": 1516, "ja": 1516, "zh-Hant": 1516}


def test_the_filter_matrices_run_as_measured():
    assert len(FILTERS) == len(FILTER_PARTS) * len(FILTER_OWNERS) * len(FILTER_COUNTS) * len(FILTER_VERBS) * 3
    for cells, running in ((FILTERS, FILTERS_RUNNING), (FILTER_PAIRS, FILTER_PAIRS_RUNNING),
                           (FILTER_NOUN_CELLS, FILTER_NOUNS_RUNNING)):
        for lang, runs in running.items():
            assert sum(c.outcome() == "runs" for c in cells if c.lang == lang) == runs, lang


@pytest.mark.parametrize("cell", FILTERS + FILTER_PAIRS + FILTER_NOUN_CELLS,
                         ids=lambda c: f"{c.lang}:{c.row}:{c.column}")
def test_a_target_reads_its_owner_count_and_every_filter(cell):
    """A cell that is read names exactly its parts: the owner (12-3-10, 12-3-11), the noun and its zone, the
    count (10-3-3: "up to", 10-3-2: "all") and every filter, none dropped or added; one the executor cannot
    check is by hand."""
    outcome = cell.outcome()
    assert not outcome.startswith("not "), (cell.text, outcome)
    assert filter_reading(cell) == filter_expected(cell), cell.text
    if outcome != "runs":  # s16-filt: only the cells the matrix says why it leaves by hand
        assert cell.row in FILTER_LEFT and (cell.column.split(" × ")[1] in ("up to N (10-3-3)", "N")), \
            (cell.text, outcome)


# s15-gen round 3: token specs (5-17-1): keywords (13-1), the token's own continuous / triggered text, traits,
# rested or not, in en / ja / zh-Hant. main ran 140 of 172 per language: the 32 with 【Destroyed】 / 【Attack】 /
# 【When Paired】 / "reduce it by 1" text went by hand ("a token with text of its own"); now a token's own
# triggered text runs as a card's (10-1-6, 5-17-2-5-1, 5-17-2-2)
TOKENS = token_cells()
TOKENS_RUNNING = {"en": 172, "ja": 172, "zh-Hant": 172}


def test_the_token_matrix_runs_as_measured():
    parts = len(TOKEN_KEYWORDS) + 1 + 2 * len(TOKEN_TEXTS)  # a keyword, two keywords, a text, <Blocker> and a text
    assert len(TOKENS) == parts * len(TOKEN_TRAITS) * 2 * 3
    for lang, runs in TOKENS_RUNNING.items():
        assert sum(c.outcome() == "runs" for c in TOKENS if c.lang == lang) == runs, lang


@pytest.mark.parametrize("cell", TOKENS, ids=lambda c: f"{c.lang}:{c.row}:{c.column}")
def test_a_token_carries_exactly_its_printed_parts(cell):
    """The token step names its traits, AP, HP, every keyword with its value, its own text and whether it is
    deployed rested (5-17-1, 5-17-2-1): none dropped or added."""
    assert token_reading(cell) == cell.expect, cell.text


@pytest.mark.parametrize("row", sorted({c.row for c in TOKENS}))
def test_a_token_text_translates_the_same_in_each_language(row):
    """The token's own text runs as the same engine effect whichever language prints it (its printed text aside)."""
    scripts = {}
    for cell in (c for c in TOKENS if c.row == row and c.column == "one trait"):
        token = printed.translate(read(cell.text, cell.lang, cell.card_type)).effects[0]["script"][0]["token"]
        scripts[cell.lang] = [{k: v for k, v in e.items() if k != "text"} for e in token.get("effects", [])] \
            + [token["keywords"]]
    assert scripts["en"] == scripts["ja"] == scripts["zh-Hant"], scripts


# s16-verb (issue 29 §4): every verb the rules let an effect do (chapter 5, 7-2-3-1, 13-1) × the target forms (this
# Unit / it / up to N: them / all / that enemy Unit of an event) × "during this turn / battle" × en / ja / zh-Hant
VERBS = verb_cells()
# s16-verb: main runs 190 / 192 / 191 of the 234 cells (en / ja / zh-Hant); 229 each once the executor ran "can't …"
# on this Unit and on the unit an event names (its side kept), "won't be set as active …" on all enemy Units / that
# enemy Unit, a card returned to the deck from an event, exile from play (5-12-1), and the reader two steps joined by
# "and" (joined_steps.two_steps); the 5 left are VERB_LEFT's
# s16-verb round 2: 232 with the looker's order ("… in any order", 4-1-6): all back on top / the rest to the bottom,
# and the enemy player's deck milled (4-9)
# s17-gcg round 2: 242 with "Choose 1 …. You may <verb> it." for the 9 verbs printed as an order (10-3-3, then 10-1-3)
# and one "may" over two joined steps ("You may deal 1 damage to it and rest it.")
# s17-gcg round 3: 244 with the second joined step under the "may" not on the chosen card ("You may return it to its
# owner's hand and draw 1.")
VERBS_RUNNING = {"en": 244, "ja": 244, "zh-Hant": 244}


def test_the_verb_matrix_runs_as_measured():
    """docs/cards.md (s16-verb) gives the counts; a cell falling back to by hand fails here."""
    for lang, runs in VERBS_RUNNING.items():
        assert sum(c.outcome() == "runs" for c in VERBS if c.lang == lang) == runs, lang


@pytest.mark.parametrize("cell", VERBS, ids=lambda c: f"{c.lang}:{c.row}:{c.column}")
def test_a_verb_reads_its_verb_target_amount_and_duration(cell):
    """Every verbs cell is read (never "not understood") and names exactly its parts: the verb, the stat, the
    amount, the zone a card goes to, the keyword, what it can't do, the target form (10-3-2, 10-3-3) and the
    duration (5-16, 10-1-5) — none dropped, added or confused; the player's verbs in their order."""
    outcome = cell.outcome()
    assert not outcome.startswith("not ") or (cell.row in VERB_LEFT and cell.expect is None), (cell.text, outcome)
    assert verb_reading(cell) == cell.expect, cell.text
    if outcome != "runs":  # only the cells left on purpose, with their reason
        assert cell.row in VERB_LEFT and cell.column in ("this Unit", "you", "two steps joined"), (cell.text, outcome)


@pytest.mark.parametrize("place", sorted(by_place(VERBS)), ids=lambda p: f"{p[1]}:{p[2]}")
def test_a_verb_cell_reads_and_runs_the_same_in_every_language(place):
    cells = by_place(VERBS)[place]
    assert sorted(cells) == ["en", "ja", "zh-Hant"]
    runs = {lang for lang, cell in cells.items() if cell.outcome() == "runs"}
    assert runs in (set(), set(cells)), {lang: cell.outcome() for lang, cell in cells.items()}
    if runs:
        keys = {lang: reading_key(cell) for lang, cell in cells.items()}
        assert keys["ja"] == keys["en"] and keys["zh-Hant"] == keys["en"], {k: c.text for k, c in cells.items()}


@pytest.mark.parametrize("lang,text", [
    ("en", "【Deploy】Choose 1 Pilot card with 2 or less AP in your trash. Add it to your hand."),
    ("en", "【Deploy】Choose 1 (Zeon) card with 3 or more HP in your trash. Add it to your hand."),
    ("ja", "【配備時】自分のトラッシュのAP2以下のパイロットカード1枚を選ぶ。それを手札に加える。"),
    ("zh-Hant", "【配置時】選擇我方廢棄區中的 1 張AP 2 以下的駕駛員卡牌。將該卡牌加入手牌。"),
])
def test_a_trash_card_by_an_ap_or_hp_it_does_not_print_stays_by_hand(lang, text):
    """s16-filt: a Pilot prints AP / HP modifiers, not values (2-7-3, 2-8-4); "a card" may be one: by hand, with
    the filter named (a Unit or Base card by its printed AP / HP runs: the other nouns matrix)."""
    why = printed.run_reasons(read(text, lang, "unit"))[0]
    assert why is not None and "trash card by" in why, why


@pytest.mark.parametrize("lang,text", [
    ("en", "【Deploy】Choose 1 enemy non-(Zeon)/(Titans) Unit. Rest it."),
    ("ja", "【配備時】〔ジオン〕/〔ティターンズ〕以外の相手のユニット1つを選ぶ。それをレストにする。"),
    ("zh-Hant", "【配置時】選擇對方的 1 張〈吉翁〉/〈泰坦斯〉以外的機體。將該機體轉為休息狀態。"),
])
def test_non_two_traits_is_not_read(lang, text):
    """s16-filt: "non-(A)/(B)": none of them, or not both? (2-5-3 and 5-19-1 do not say): not read, by hand."""
    assert read(text, lang, "unit").abilities[0].body is None


def test_zh_hant_prints_non_trait_either_way():
    """s16-filt: 「不擁有〈吉翁〉的」 as 「〈吉翁〉以外的」 (non-(Zeon), 2-5-3), as 「不擁有《阻擋者》的」 prints "without"."""
    texts = ("【配置時】選擇對方的 1 張不擁有〈吉翁〉的機體。將該機體轉為休息狀態。",
             "【配置時】選擇對方的 1 張〈吉翁〉以外的機體。將該機體轉為休息狀態。")
    scripts = [printed.translate(read(t, "zh-Hant", "unit")).effects[0]["script"] for t in texts]
    assert scripts[0] == scripts[1] and scripts[0][0]["where"] == {"no_traits": ["吉翁"]}, scripts


@pytest.mark.parametrize("text", [
    "【Deploy】Choose 1 enemy Unit that is Lv.3 or lower and has 2 or less AP. Rest it.",
    "【Deploy】Choose 1 enemy Unit with 2 or less AP and is Lv.3 or lower. Rest it.",
    "【Deploy】Rest all enemy Units that are Lv.3 or lower and have 2 or less AP.",
])
def test_two_bounds_joined_by_and_both_hold(text):
    """s16-filt: "that is Lv.3 or lower and has 2 or less AP": both bounds on the same unit (2-7, 2-9), as
    "with 3 or more HP and 2 or less AP" reads; "… or has …" is either (reader/filters.py)."""
    reading = read(text, "en", "unit")
    step = printed.translate(reading).effects[0]["script"][0]
    assert printed.run_reasons(reading) == [None]
    assert step["where"] == {"max_level": 3, "max_ap": 2}, step


# s16-filt: (the other words, the usual words) — a filter in another English word order reads and runs as printed usually
OTHER_WORDS = [
    ("1 enemy Unit that is rested", "1 rested enemy Unit"),
    ("1 enemy Unit with 5 or more AP that is active", "1 active enemy Unit with 5 or more AP"),
    ("1 enemy Unit that is damaged", "1 damaged enemy Unit"),
    ("1 enemy Unit that is undamaged", "1 undamaged enemy Unit"),
    ("1 enemy Unit that has a Pilot paired with it", "1 enemy Unit paired with a Pilot"),
    ("1 enemy Unit that is paired with a (Zeon) Pilot", "1 enemy Unit paired with a (Zeon) Pilot"),
    ("1 enemy Unit that is paired with a Pilot that is Lv.3 or lower",
     "1 enemy Unit paired with a Pilot that is Lv.3 or lower"),
    ("1 enemy Unit that has <Blocker>", "1 enemy Unit with <Blocker>"),
    ("1 enemy Unit that doesn't have <Blocker>", "1 enemy Unit without <Blocker>"),
    ("1 enemy Unit that does not have <Repair>", "1 enemy Unit without <Repair>"),
    ("1 enemy Unit with 3 or fewer HP", "1 enemy Unit with 3 or less HP"),
    ("1 enemy Unit with a cost of 3 or lower", "1 enemy Unit with a cost of 3 or less"),
    ("1 enemy Unit whose HP is 3 or less", "1 enemy Unit with 3 or less HP"),
    ("1 enemy Unit whose AP is 5 or more", "1 enemy Unit with 5 or more AP"),
    ("1 enemy Unit whose cost is 2 or less", "1 enemy Unit with a cost of 2 or less"),
    ("1 enemy Unit whose Lv. is 4 or higher", "1 enemy Unit that is Lv.4 or higher"),
    ("1 enemy Unit that is not a Link Unit", "1 enemy Unit other than Link Units"),
    ("1 enemy Unit that is not a token", "1 enemy Unit other than Unit tokens"),
]


@pytest.mark.parametrize("other,usual", OTHER_WORDS, ids=[o for o, _ in OTHER_WORDS])
def test_a_filter_in_other_words_reads_as_its_usual_words(other, usual):
    """s16-filt (issue 29 §4): the same filter (2-7 … 2-10, 1-3-2, 3-3-9, 3-2-6-2, 5-5, 5-17, 13-1) in another word
    order a new set may print: the same reading, the same engine steps, run."""
    texts = [f"【Deploy】Choose {phrase}. Rest it." for phrase in (other, usual)]
    readings = [read(t, "en", "unit") for t in texts]
    assert printed.run_reasons(readings[0]) == [None], texts[0]
    steps = [printed.translate(r).effects[0]["script"] for r in readings]
    assert steps[0] == steps[1], (texts, steps)
    filters = [sorted(map(repr, r.abilities[0].body[0].target.filters)) for r in readings]
    assert filters[0] == filters[1], texts


# s16-verb round 2: the durations (7-6-6-1 "this turn", 8-2-3 / 8-6-1 "this battle") × every lasting verb × its target
# forms; two lasting verbs under one duration are left (DURATION_LEFT); each running cell's expiry is played in
# test_s16_durations.py. s17-gcg: "until the end of / during your (opponent's) next turn" run (next_turn.py): 64 → 192
# s18-gcg round 2: + the damage reductions and two gained effects × every duration (DURATION_EFFECTS): 192 → 234
DURATION_CELLS = duration_cells()
DURATIONS_RUNNING = {"en": 234, "ja": 234, "zh-Hant": 234}


def test_the_durations_matrix_runs_as_measured():
    for lang, runs in DURATIONS_RUNNING.items():
        assert sum(c.outcome() == "runs" for c in DURATION_CELLS if c.lang == lang) == runs, lang


@pytest.mark.parametrize("cell", DURATION_CELLS, ids=lambda c: f"{c.lang}:{c.row}:{c.column}")
def test_a_duration_cell_reads_its_parts_or_is_left_on_purpose(cell):
    """A running cell names its verb, target form and duration (verb_reading); a cell left names its reason."""
    if cell.expect is None:
        assert cell.outcome().startswith("not read"), cell.text
        assert cell.row in DURATION_LEFT or cell.column.split(" × ")[0] in DURATION_LEFT
    elif cell.column.endswith(DURATION_EFFECT_COLUMN):  # s18-gcg round 2: a reduction / a gained effect
        assert cell.outcome() == "runs" and duration_effect_reading(cell) == cell.expect, cell.text
    else:
        assert cell.outcome() == "runs" and verb_reading(cell) == cell.expect, cell.text

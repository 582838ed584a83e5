"""The GCG reader, template by template (docs/cards/gcg-templates.md): a printed sentence in each
of the three printed languages in, the same model out, read as the expected words.

The texts are written for these tests in the printed templates (invented traits and names, as
the template corpus); clauses are the zh-Hant rules' (v1.1.0)."""

from __future__ import annotations

import pytest

from rules_engine.core.effects.explain import explain
from rules_engine.core.effects.model import IT, THIS, Amount, Condition, Cost, Filter, Keyword, Selector, Step
from rules_engine.core.registry import get_game

GAME = get_game("gcg")


def read(text: str, lang: str):
    return GAME.read_text(text, lang)


def shape(reading):
    """The model with the words each language prints its own way (traits, names) blanked."""
    from rules_engine.cards.check import _shape

    return _shape(reading)


# (template id, English, Japanese, Traditional Chinese, how it reads)
TEMPLATES = [
    ('kw.blocker',
     '<Blocker> (Rest this Unit to change the attack target to it.)',
     '《ブロッカー》(レストにすることでアタック先をこのユニットにする)',
     '《阻擋者》(透過將此機體轉為休息狀態，將攻擊對象變更為此機體)',
     ['<Blocker>']),
    ('kw.repair',
     '<Repair 2> (At the end of your turn, this Unit recovers the specified number of HP.)',
     '《リペア2》(自分のターン終了時、このユニットを指定の数回復する)',
     '《修復2》(在我方的回合結束時，此機體回復指定數值的 HP)',
     ['<Repair 2>']),
    ('kw.breach',
     '<Breach 3>',
     '《突破3》',
     '《突破3》',
     ['<Breach 3>']),
    ('kw.support',
     '【Activate･Main】<Support 2> (Rest this Unit. 1 other friendly Unit gets AP+(specified amount) during this turn.)',
     '【起動・メイン】《援護2》(レストにすることで、このターン中、他の味方のユニット1つをAP+(指定の数)する)',
     '【啟動·主要】《支援2》(將此機體轉為休息狀態，本回合中，友方的 1 張其他機體 AP+指定數值)',
     ['Activate in your main phase: <Support 2>']),
    ('kw.high_maneuver',
     '<High-Maneuver>',
     '《高機動》',
     '《高機動》',
     ['<High Maneuver>']),
    ('kw.first_strike',
     '<First Strike>',
     '《先制攻撃》',
     '《先制攻擊》',
     ['<First Strike>']),
    ('v.choose_enemy_unit',
     '【Deploy】Choose 1 enemy Unit with 3 or less HP. Rest it.',
     '【配備時】HP3以下の相手のユニット1つを選ぶ。それをレストにする。',
     '【配置時】選擇對方的 1 張 HP 3 以下的機體。將該機體轉為休息狀態。',
     ['When deployed: choose 1 enemy unit with HP 3 or less; rest it.']),
    ('v.choose_range_level',
     '【Main】/【Action】Choose 1 to 2 enemy Units that are Lv.4 or lower. Deal 1 damage to them.',
     '【メイン】/【アクション】Lv.4以下の相手のユニット1～2つを選ぶ。それらに1ダメージを与える。',
     '【主要】/【瞬動】選擇對方的 1～2 張 Lv.4 以下的機體。給予那些機體 1 點傷害。',
     ['Main phase or action step: choose 1 to 2 enemy units of Lv.4 or lower; deal 1 damage to them.']),
    ('v.choose_friendly_trait',
     '【Attack】Choose 1 of your other (Harbor Fleet) Units. It gets AP+2 during this turn.',
     '【アタック時】このユニット以外の、〔港湾艦隊〕の自分のユニット1つを選ぶ。このターン中、それをAP+2する。',
     '【攻擊時】選擇我方的 1 張此機體以外的擁有〈港灣艦隊〉的機體。本回合中，該機體的 AP+2。',
     ['When attacking: choose 1 of your other (Harbor Fleet) units; it gets AP+2 during this turn.']),
    ('v.choose_rested_ap',
     '【When Linked】Choose 1 rested enemy Unit with 4 or less AP. Destroy it.',
     '【リンク時】レストのAP4以下の相手のユニット1つを選ぶ。それを破壊する。',
     '【共鳴時】選擇對方的 1 張休息狀態的 AP 4 以下的機體。破壞該機體。',
     ['When linked: choose 1 rested enemy unit with AP 4 or less; destroy it.']),
    ('v.choose_keyword',
     "【Destroyed】Choose 1 enemy Unit with <Blocker>. Return it to its owner's hand.",
     '【破壊時】《ブロッカー》を持つ相手のユニット1つを選ぶ。それを持ち主の手札に戻す。',
     '【破壞時】選擇對方的 1 張擁有《阻擋者》的機體。將該機體放回持有者的手牌。',
     ["When destroyed: choose 1 enemy unit with <Blocker>; return it to its owner's hand."]),
    ('v.choose_mixed',
     '【When Paired】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.',
     '【セット時】自分のユニット1つと、相手のユニット1つを選ぶ。それらに1ダメージを与える。',
     '【搭乘時】選擇我方的 1 張機體和對方的 1 張機體。給予那些機體 1 點傷害。',
     ['When paired: choose 1 of your units; and choose 1 enemy unit; deal 1 damage to them.']),
    ('v.choose_trash_card',
     '【Burst】Choose 1 (Harbor Fleet) Pilot card from your trash. Add it to your hand.',
     '【バースト】自分のトラッシュの〔港湾艦隊〕のパイロットカード1枚を選ぶ。それを手札に加える。',
     '【爆發】選擇我方廢棄區中的 1 張擁有〈港灣艦隊〉的駕駛員卡牌。將該卡牌加入手牌。',
     ['Burst (when this shield is destroyed): choose 1 of your (Harbor Fleet) pilot cards in your trash; add it to your hand.']),
    ('v.burst_add_hand',
     '【Burst】Add this card to your hand.',
     '【バースト】このカードを手札に加える。',
     '【爆發】將此卡牌加入手牌。',
     ['Burst (when this shield is destroyed): add this card to your hand.']),
    ('v.burst_deploy_self',
     '【Burst】Deploy this card.',
     '【バースト】このカードを配備する。',
     '【爆發】配置此卡牌。',
     ['Burst (when this shield is destroyed): deploy this card.']),
    ('v.shield_to_hand',
     '【Deploy】Add 1 of your Shields to your hand.',
     '【配備時】自分のシールド1つを手札に加える。',
     '【配置時】將我方的 1 張護盾加入手牌。',
     ['When deployed: add 1 of your shields to your hand.']),
    ('v.draw_discard',
     '【Attack】Draw 1. Then, discard 1.',
     '【アタック時】自分は1枚ドローする。その後、自分の手札1枚を捨てる。',
     '【攻擊時】抽 1 張卡。之後，丟棄 1 張手牌。',
     ['When attacking: draw 1; discard 1.']),
    ('v.if_you_do',
     '【When Paired】You may discard 1. If you do, draw 2.',
     '【セット時】自分の手札1枚を捨ててもよい。そうしたなら、自分は2枚ドローする。',
     '【搭乘時】可以丟棄 1 張手牌。那樣做時，抽 2 張卡。',
     ['When paired: you may discard 1; if you do, draw 2.']),
    ('v.set_active_cant_attack',
     "【Main】Choose 1 rested friendly Unit. Set it as active. It can't attack during this turn.",
     '【メイン】レストの味方のユニット1つを選ぶ。それをアクティブにし、このターン中、それはアタックできない。',
     '【主要】選擇友方的 1 張休息狀態的機體。將該機體轉為活躍狀態，本回合中，該機體無法攻擊。',
     ["Main phase: choose 1 rested friendly unit; set it as active; it can't attack during this turn."]),
    ('v.gain_kw_battle',
     '【When Paired】This Unit gains <First Strike> during this battle.',
     '【セット時】このバトル中、このユニットは《先制攻撃》を得る。',
     '【搭乘時】本次戰鬥中，此機體獲得《先制攻擊》。',
     ['When paired: this unit gains <First Strike> during this battle.']),
    ('v.recover',
     '【Action】Choose 1 friendly Unit. It recovers 3 HP.',
     '【アクション】味方のユニット1つを選ぶ。それを3回復する。',
     '【瞬動】選擇友方的 1 張機體。該機體回復 3 點 HP。',
     ['Action step: choose 1 friendly unit; it recovers 3 HP.']),
    ('v.deal_damage_all',
     '【Main】Deal 2 damage to all enemy Units that are Lv.3 or lower.',
     '【メイン】Lv.3以下の相手のユニットすべてに2ダメージを与える。',
     '【主要】給予對方所有 Lv.3 以下的機體 2 點傷害。',
     ['Main phase: deal 2 damage to all enemy units of Lv.3 or lower.']),
    ('v.all_ap',
     'During your turn, all your (Crimson Legion) Units get AP+1.',
     '自分のターン中、〔紅蓮軍団〕の自分のユニットすべてをAP+1する。',
     '在我方的回合中，我方所有擁有〈赤焰軍團〉的機體的 AP+1。',
     ['During your turn: all your (Crimson Legion) units get AP+1.']),
    ('v.deploy_token',
     '【Deploy】Deploy 1 rested [Decoy Frame]((Wildwood)･AP1･HP2･<Blocker>) Unit token.',
     '【配備時】「デコイフレーム」(〔ワイルドウッド〕・AP1・HP2・《ブロッカー》)のユニットトークン1つをレストで配備する。',
     '【配置時】以休息狀態配置 1 張『誘餌骨架』(〈荒林〉·AP1·HP2·《阻擋者》)的機體替代卡。',
     ['When deployed: deploy 1 rested [Decoy Frame] token ((Wildwood), AP 1, HP 2, <blocker>).']),
    ('v.look_reveal',
     '【Deploy】Look at the top 3 cards of your deck. You may reveal 1 (Wildwood) Unit card among them and add it to your hand. Return the remaining cards randomly to the bottom of your deck.',
     '【配備時】自分のデッキを上から3枚見て、その中の〔ワイルドウッド〕のユニットカード1枚を公開して手札に加えてもよい。残ったカードは無作為に下に戻す。',
     '【配置時】查看我方卡組最上方的 3 張卡牌，可以從中公開 1 張擁有〈荒林〉的機體卡牌並加入手牌。剩餘的卡牌以隨機順序放回卡組最下方。',
     ["When deployed: look at the top 3 cards of your deck; you may reveal up to 1 (Wildwood) unit card among them; if you do, add it to your hand; return the remaining cards to the bottom of your deck in random order."]),
    ('v.look_return_top_bottom',
     '【Deploy】Look at the top card of your deck. Return it to the top or bottom of your deck.',
     '【配備時】自分のデッキを上から1枚見て、上か下に戻す。',
     '【配置時】查看我方卡組最上方的 1 張卡牌，將其放回卡組最上方或最下方。',
     ["When deployed: look at the top 1 card of your deck; return it to the top or the bottom of its owner's deck."]),
    ('v.mill',
     '【Destroyed】Place the top 2 cards of your deck into your trash.',
     '【破壊時】自分のデッキを上から2枚、自分のトラッシュに置く。',
     '【破壞時】將我方卡組最上方的 2 張卡牌置於廢棄區。',
     ['When destroyed: place the top 2 cards of your deck into your trash.']),
    ('v.place_ex_resource',
     '【Burst】Place 1 EX Resource.',
     '【バースト】自分はEXリソース1つを置く。',
     '【爆發】放置 1 張 EX 能源。',
     ['Burst (when this shield is destroyed): place 1 EX resource.']),
    ('v.place_resource',
     '【Main】Place 1 rested Resource.',
     '【メイン】自分はリソース1つをレストで置く。',
     '【主要】以休息狀態放置 1 張能源。',
     ['Main phase: place 1 rested resource.']),
    ('v.cant_receive',
     "【Action】Choose 1 of your (Wildwood) Units. It can't receive battle damage from enemy Units with 2 or less AP during this battle.",
     '【アクション】〔ワイルドウッド〕の自分のユニット1つを選ぶ。このバトル中、それはAP2以下の相手のユニットからバトルダメージを受けない。',
     '【瞬動】選擇我方的 1 張擁有〈荒林〉的機體。本次戰鬥中，該機體不會受到 AP 2 以下的對方機體的戰鬥傷害。',
     ["Action step: choose 1 of your (Wildwood) units; it can't receive battle damage from enemy units with AP 2 or less during this battle."]),
    ('v.may_attack_active',
     '【When Linked】During this turn, this Unit may choose an active enemy Unit that is Lv.5 or lower as its attack target.',
     '【リンク時】このターン中、このユニットはアクティブのLv.5以下の相手のユニットをアタック先に選んでもよい。',
     '【共鳴時】本回合中，此機體可以選擇 Lv.5 以下的活躍狀態對方機體作為攻擊對象。',
     ['When linked: this unit may choose an active enemy unit of Lv.5 or lower as its attack target during this turn.']),
    ('v.cant_attack_player',
     "This Unit can't choose the enemy player as its attack target.",
     'このユニットは相手プレイヤーをアタック先に選べない。',
     '此機體無法選擇對方玩家作為攻擊對象。',
     ["This unit can't choose the enemy player as its attack target."]),
    ('v.no_active_next',
     "【Main】Choose 1 rested enemy Unit that is Lv.6 or lower. It won't be set as active during the start phase of your opponent's next turn.",
     '【メイン】レストのLv.6以下の相手のユニット1つを選ぶ。それは次の相手のターンのスタートフェイズでアクティブにならない。',
     '【主要】選擇對方的 1 張休息狀態的 Lv.6 以下的機體。該機體在對方下一個回合的起始階段不會轉為活躍狀態。',
     ["Main phase: choose 1 rested enemy unit of Lv.6 or lower; it is not set as active in the start phase of your opponent's next turn."]),
    ('v.cost_reduce_hand',
     'While you have 2 or more (Harbor Fleet) Units in play, this card in your hand gets cost -1.',
     '〔港湾艦隊〕の自分のユニットが2つ以上いる間、手札のこのカードをコスト-1する。',
     '我方場上有 2 張或更多擁有〈港灣艦隊〉的機體期間，手牌中的此卡牌費用-1。',
     ['This card costs 1 less while in your hand while you have 2 or more (Harbor Fleet) units in play.']),
    ('v.burst_activate',
     "【Burst】Activate this card's 【Main】.",
     '【バースト】このカードの【メイン】を発動する。',
     '【爆發】發動此卡牌的【主要】。',
     ["Burst (when this shield is destroyed): activate this card's 【Main】 effect."]),
    ('v.pay_deploy',
     '【When Linked】You may choose 1 (Wildwood) Unit card that is Lv.2 or lower from your trash. Pay its cost to deploy it.',
     '【リンク時】自分のトラッシュのLv.2以下の〔ワイルドウッド〕のユニットカード1枚を選んでもよい。それをコストを支払って配備する。',
     '【共鳴時】可以選擇我方廢棄區中的 1 張 Lv.2 以下的擁有〈荒林〉的機體卡牌。支付該卡牌的費用並配置。',
     ['When linked: you may choose 1 of your (Wildwood) unit cards of Lv.2 or lower in your trash; pay its cost and deploy it.']),
    ('v.return_paired_pilot',
     "【During Link】【Destroyed】Return this Unit's paired Pilot to its owner's hand.",
     '【リンク中】【破壊時】このユニットにセットされていたパイロットを持ち主の手札に戻す。',
     '【共鳴中】【破壞時】將搭乘此機體的駕駛員放回持有者的手牌。',
     ["When destroyed, while linked: return the paired pilot to its owner's hand."]),
    ('v.instead',
     "【Main】Choose 1 enemy Unit with 2 or less HP. Return it to its owner's hand. If you have a Link Unit in play, choose 1 enemy Unit with 4 or less HP instead.",
     '【メイン】HP2以下の相手のユニット1つを選ぶ。それを持ち主の手札に戻す。自分のリンクユニットがいるなら、かわりにHP4以下の相手のユニット1つを選ぶ。',
     '【主要】選擇對方的 1 張 HP 2 以下的機體。將該機體放回持有者的手牌。若我方場上有共鳴機體，則改為選擇對方的 1 張 HP 4 以下的機體以代替。',
     ["Main phase: choose 1 enemy unit with HP 2 or less; return it to its owner's hand; if you have a link unit in play, choose 1 enemy unit with HP 4 or less instead."]),
    ('v.reduce_by',
     '【During Link】When this Unit receives effect damage from an enemy, reduce it by 2.',
     '【リンク中】このユニットが相手から効果ダメージを受けるとき、そのダメージを2軽減する。',
     '【共鳴中】當此機體受到對方的效果傷害時，該傷害減少 2。',
     ['When this unit receives effect damage from an enemy, while linked: reduce that damage by 2.']),
    ('c.if_trash_count',
     '【When Paired】If there are 4 or more (Skyward Order) cards in your trash, choose 1 enemy Unit. It gets AP-2 during this turn.',
     '【セット時】自分のトラッシュに〔天翔騎士団〕のカードが4枚以上あるなら、相手のユニット1つを選ぶ。このターン中、それをAP-2する。',
     '【搭乘時】若我方廢棄區中有 4 張或更多擁有〈天翔騎士團〉的卡牌，則選擇對方的 1 張機體。本回合中，該機體的 AP-2。',
     ['When paired: if you have 4 or more (Skyward Order) cards in your trash, choose 1 enemy unit; it gets AP-2 during this turn.']),
    ('c.if_level',
     '【Deploy】If you are Lv.7 or higher, draw 1.',
     '【配備時】自分がLv.7以上なら、自分は1枚ドローする。',
     '【配置時】若我方的 Lv. 為 7 以上，則抽 1 張卡。',
     ['When deployed: if you are Lv.7 or higher, draw 1.']),
    ('c.if_your_turn',
     "【Destroyed】If it is your opponent's turn, draw 1.",
     '【破壊時】相手のターンなら、自分は1枚ドローする。',
     '【破壞時】若為對方的回合，則抽 1 張卡。',
     ["When destroyed: if it is your opponent's turn, draw 1."]),
    ('c.if_attacking',
     '【Attack】If you are attacking the enemy player, this Unit gets AP+3 during this battle.',
     '【アタック時】相手プレイヤーにアタックしているなら、このバトル中、このユニットをAP+3する。',
     '【攻擊時】若正在攻擊對方玩家，則本次戰鬥中，此機體的 AP+3。',
     ['When attacking: if attacking the enemy player, this unit gets AP+3 during this battle.']),
    ('c.if_shields',
     '【Deploy】If there are 3 or less enemy Shields, choose 1 enemy Unit with 5 or less AP. Deal 2 damage to it.',
     '【配備時】相手のシールドが3つ以下なら、AP5以下の相手のユニット1つを選ぶ。それに2ダメージを与える。',
     '【配置時】若對方的護盾在 3 張以下，則選擇對方的 1 張 AP 5 以下的機體。給予該機體 2 點傷害。',
     ['When deployed: if there are 3 or less enemy shields, choose 1 enemy unit with AP 5 or less; deal 2 damage to it.']),
    ('c.while_self',
     'While this Unit is damaged, this Unit gets AP+2.',
     'このユニットがダメージを受けている間、このユニットをAP+2する。',
     '此機體受到傷害期間，此機體的 AP+2。',
     ['This unit gets AP+2 while this card is damaged.']),
    ('c.while_friendly_in_play',
     'While a friendly Base is in play, this Unit gains <Blocker>.',
     '味方のベースがいる間、このユニットは《ブロッカー》を得る。',
     '友方場上有基地期間，此機體獲得《阻擋者》。',
     ['This unit gains <Blocker> while a friendly base is in play.']),
    ('c.when_destroys_battle',
     'During your turn, when this Unit destroys an enemy Unit with battle damage, draw 1.',
     '自分のターン中、このユニットがバトルダメージで相手のユニットを破壊したとき、自分は1枚ドローする。',
     '在我方的回合中，當此機體透過戰鬥傷害破壞對方機體時，抽 1 張卡。',
     ['When this unit destroys an enemy unit with battle damage, during your turn: draw 1.']),
    # s10-gcg-a: pairing with this unit or one of your (colour) units (10-1-6-1, 5-9)
    ('c.when_pair',
     '【During Pair】When you pair a Pilot with this Unit or one of your white Units, draw 1.',
     '【セット中】このユニットか、白の自分のユニットにパイロットをセットしたとき、自分は1枚ドローする。',
     '【搭乘中】當我方將駕駛員搭乘至此機體或我方的白色的機體時，抽 1 張卡。',
     ['When you pair a pilot with this unit or one of your white units, while paired: draw 1.']),
    # s10-gcg-a: "one of your friendly (X)/(Y) Units" (12-3-10, 12-3-11), effect damage (5-5-4)
    ('c.when_receives_damage',
     'During your turn, when one of your friendly (Star Nomads)/(Wildwood) Units receives effect damage, '
     'you may rest this Base. If you do, place the top card of your deck into your trash.',
     '自分のターン中、〔星の放浪者〕/〔ワイルドウッド〕の自分のユニットが効果ダメージを受けたとき、'
     'このベースをレストにしてもよい。そうしたなら、自分のデッキを上から1枚、自分のトラッシュに置く。',
     '在我方的回合中，當我方擁有〈星際遊民〉/〈荒林〉的機體受到效果傷害時，可以將此基地轉為休息狀態。'
     '那樣做時，將我方卡組最上方的 1 張卡牌置於廢棄區。',
     ['When one of your (Star Nomads)/(Wildwood) units receives effect damage, during your turn: you may rest '
      'this base; if you do, place the top 1 card of your deck into your trash.']),
    # s10-gcg-a: a trigger made for this battle (8-2-3), its cost "… in your trash from the game" (5-12-1)
    ('v.reduce_by',
     '【Activate･Action】Exile 2 Command cards in your trash from the game：During this battle, when this Unit '
     'receives enemy damage, reduce it by 2.',
     '【起動・アクション】自分のトラッシュのコマンドカード2枚をゲームから除外する：このバトル中、このユニットが相手から'
     'ダメージを受けるとき、そのダメージを2軽減する。',
     '【啟動·瞬動】將我方廢棄區中的 2 張指令卡牌除外：本次戰鬥中，當此機體受到來自對方的傷害時，該傷害減少 2。',
     ['Activate in an action step, cost: exile 2 of your command cards in your trash: during this battle, when this '
      'unit receives damage from an enemy: reduce that damage by 2.']),
    # s10-gcg-a: this unit's <Support> used as an event (13-1-3-1)
    ('c.when_support',
     "【Once per Turn】When you use this Unit's <Support> to increase a (Wildwood) Unit's AP, set this Unit as active.",
     '【ターン1回】このユニットの《援護》で〔ワイルドウッド〕のユニットのAPを上げたとき、このユニットをアクティブにする。',
     '【每回合 1 次】當我方使用此機體的《支援》增加擁有〈荒林〉的機體的AP時，將此機體轉為活躍狀態。',
     ["When you use this unit's <Support> to increase the AP of a (Wildwood) unit, once per turn: set this unit "
      "as active."]),
    # s10-gcg-a: a bound relative to the event's unit ("than that Unit": the attacker, 2-9)
    ('c.when_attacks',
     '【During Pair】When one of your other Units with <Repair> attacks, choose 1 enemy Unit whose Lv. is equal to '
     'or lower than that Unit. Rest it.',
     '【セット中】このユニット以外の、《リペア》を持つ自分のユニットがアタックしたとき、そのユニットのLv.以下の相手のユニット1つを'
     '選ぶ。それをレストにする。',
     '【搭乘中】當此機體以外的我方擁有《修復》的機體攻擊時，選擇對方的 1 張 Lv.在該機體以下的機體。將該機體轉為休息狀態。',
     ["When one of your other units with <Repair> attacks, while paired: choose 1 enemy unit with Lv. equal to or "
      "lower than that unit's; rest it."]),
    # s10-gcg-a: "damage from one of your Units … destroys" = "… destroys … with damage" (5-5-3, 5-5-4)
    ('c.when_destroys_battle',
     '【Once per Turn】When damage from one of your Units paired with a (Resonant) Pilot destroys an enemy shield '
     'area card, choose 1 enemy Unit with 5 or less AP. Deal 2 damage to it.',
     '【ターン1回】〔共振者〕のパイロットがセットされている自分のユニットがダメージで相手のシールドエリアのカードを破壊したとき、'
     'AP5以下の相手のユニット1つを選ぶ。それに2ダメージを与える。',
     '【每回合 1 次】當我方的搭乘擁有〈共振者〉的駕駛員的機體透過傷害破壞對方護盾區的卡牌時，選擇對方的 1 張 AP5 以下的機體。'
     '給予該機體 2 點傷害。',
     ['When one of your units paired with a (Resonant) pilot destroys an enemy base or shield in the shields with '
      'damage, once per turn: choose 1 enemy unit with AP 5 or less; deal 2 damage to it.']),
    ('c.when_place_ex',
     '【Once per Turn】When you place an EX Resource, choose 1 of your (Wildwood) Units. It gains <Breach 2> during this turn.',
     '【ターン1回】自分のEXリソースが置かれたとき、〔ワイルドウッド〕の自分のユニット1つを選ぶ。このターン中、それは《突破2》を得る。',
     '【每回合 1 次】當我方放置 EX 能源時，選擇我方的 1 張擁有〈荒林〉的機體。本回合中，該機體獲得《突破2》。',
     ['When you place an EX resource, once per turn: choose 1 of your (Wildwood) units; it gains <Breach 2> during this turn.']),
    ('c.at_end_of_turn',
     'At the end of your turn, if this Unit is rested, draw 1.',
     '自分のターン終了時、このユニットがレストなら、自分は1枚ドローする。',
     '在我方的回合結束時，若此機體處於休息狀態，則抽 1 張卡。',
     ['At the end of your turn: if this card is rested, draw 1.']),
    ('cost.resource',
     '【Activate･Main】【Once per Turn】②：This Unit gets AP+2 during this turn.',
     '【起動・メイン】【ターン1回】②：このターン中、このユニットをAP+2する。',
     '【啟動·主要】【每回合 1 次】②：本回合中，此機體的 AP+2。',
     ['Activate in your main phase, once per turn, cost: pay 2: this unit gets AP+2 during this turn.']),
    ('cost.rest_self',
     '【Activate･Main】Rest this Base：Choose 1 friendly Unit. It recovers 1 HP.',
     '【起動・メイン】このベースをレストにする：味方のユニット1つを選ぶ。それを1回復する。',
     '【啟動·主要】將此基地轉為休息狀態：選擇友方的 1 張機體。該機體回復 1 點 HP。',
     ['Activate in your main phase, cost: rest this card: choose 1 friendly unit; it recovers 1 HP.']),
    ('cost.rest_other',
     '【Activate･Main】Rest 1 of your (Ironclad Union) Units：Choose 1 enemy Unit that is Lv.3 or lower. Rest it.',
     '【起動・メイン】〔鉄甲連合〕の自分のユニット1つをレストにする：Lv.3以下の相手のユニット1つを選ぶ。それをレストにする。',
     '【啟動·主要】將我方的 1 張擁有〈鐵甲聯合〉的機體轉為休息狀態：選擇對方的 1 張 Lv.3 以下的機體。將該機體轉為休息狀態。',
     ['Activate in your main phase, cost: rest 1 of your (Ironclad Union) units: choose 1 enemy unit of Lv.3 or lower; rest it.']),
    ('t.when_paired_cond',
     '【When Paired･(Ace Pilot) Pilot】Draw 1.',
     '【セット時・〔エースパイロット〕のパイロット】自分は1枚ドローする。',
     '【搭乘時·〈王牌駕駛員〉的駕駛員】抽 1 張卡。',
     ['When paired, while paired with an (Ace Pilot) pilot: draw 1.']),
    ('t.during_pair_cond',
     '【During Pair･Purple Pilot】This Unit gets AP+2.',
     '【セット中・紫のパイロット】このユニットをAP+2する。',
     '【搭乘中·紫色的駕駛員】此機體的 AP+2。',
     ['While paired with a purple pilot: this unit gets AP+2.']),
    ('t.during_link_attack',
     '【During Link】【Attack】Choose 1 damaged enemy Unit. Deal 2 damage to it.',
     '【リンク中】【アタック時】ダメージを受けている相手のユニット1つを選ぶ。それに2ダメージを与える。',
     '【共鳴中】【攻擊時】選擇對方的 1 張受到傷害的機體。給予該機體 2 點傷害。',
     ['When attacking, while linked: choose 1 damaged enemy unit; deal 2 damage to it.']),
    ('f.name_excludes',  # s11-gcg-exec (2-2-3, 2-2-4)
     '【Destroyed】Choose 1 (Harbor Fleet) Unit card without "Breakwater" in its card name from your trash. Add it to your hand.',
     '【破壊時】自分のトラッシュの、カード名に「ブレイクウォーター」を含まない〔港湾艦隊〕のユニットカード1枚を選ぶ。それを手札に加える。',
     '【破壞時】選擇我方廢棄區中的 1 張名稱中不包含「防波堤」的擁有〈港灣艦隊〉的機體卡牌。將該卡牌加入手牌。',
     ['When destroyed: choose 1 of your (Harbor Fleet) unit cards without “Breakwater” in its name in your trash; '
      'add it to your hand.']),
    ('t.pilot',
     '【Pilot】[Mira Calden]',
     '【パイロット】「ミラ・カルデン」',
     '【駕駛員】『米菈·卡爾登』',
     ['Can be paired as the pilot [Mira Calden].']),
    # s11-gcg-read: a count between two numbers, then a count of the same cards (10-2-1)
    ('c.if_count_range',
     '【Main】If 1 to 4 enemy Units are in play, deploy 1 [Yard Guard]((Ironclad Union)･AP2･HP2) Unit token. '
     'If 5 or more are in play, deploy 1 [Yard Breaker]((Ironclad Union)･AP4･HP4) Unit token.',
     '【メイン】相手のユニットが1～4ついるなら、「ヤードガード」(〔鉄甲連合〕・AP2・HP2)のユニットトークン1つを配備する。'
     '5つ以上いるなら、「ヤードブレイカー」(〔鉄甲連合〕・AP4・HP4)のユニットトークン1つを配備する。',
     '【主要】若對方場上有 1~4 張機體，則配置 1 張『船塢護衛』(〈鐵甲聯合〉·AP2·HP2)的機體替代卡。'
     '若有 5 張或更多，則配置 1 張『船塢破壞者』(〈鐵甲聯合〉·AP4·HP4)的機體替代卡。',
     ['Main phase: if an enemy unit is in play and 4 or less enemy units are in play, deploy 1 [Yard Guard] token '
      '((Ironclad Union), AP 2, HP 2); if 5 or more enemy units are in play, deploy 1 [Yard Breaker] token '
      '((Ironclad Union), AP 4, HP 4).']),
    # s11-gcg-read: one token or another, the controller's choice (10-3-3)
    ('v.deploy_token_or',
     '【Deploy】Deploy 1 [Yard Scout]((Ironclad Union)･AP1･HP1) Unit token or 1 [Yard Wall]((Ironclad Union)･AP0･HP3) '
     'Unit token.',
     '【配備時】「ヤードスカウト」(〔鉄甲連合〕・AP1・HP1)のユニットトークン1つか「ヤードウォール」(〔鉄甲連合〕・AP0・HP3)の'
     'ユニットトークン1つを配備する。',
     '【配置時】配置 1 張『船塢斥候』(〈鐵甲聯合〉·AP1·HP1)的機體替代卡或 1 張『船塢壁壘』(〈鐵甲聯合〉·AP0·HP3)的機體替代卡。',
     ['When deployed: choose one of these effects and activate it: (1) deploy 1 [Yard Scout] token ((Ironclad Union), '
      'AP 1, HP 1) or (2) deploy 1 [Yard Wall] token ((Ironclad Union), AP 0, HP 3).']),
    # s11-gcg-read: an enemy player chosen, then their discard (10-3-3, 5-11-1)
    ('v.choose_player',
     '【Deploy】Choose 1 enemy player with 4 or more cards in their hand. They may discard 1.',
     '【配備時】手札が4枚以上の相手プレイヤー1人を選ぶ。そのプレイヤーは自分の手札1枚を捨ててもよい。',
     '【配置時】選擇 1 名手牌有 4 張或更多的對方玩家。該玩家可以丟棄 1 張手牌。',
     ['When deployed: choose 1 enemy player with 4 or more cards in their hand; the chosen player may discard 1.']),
    # s11-gcg-read: destroy this card, then choose (5-10-1, 10-3-3)
    ('v.destroy_this_and_choose',
     '【Activate･Main】Rest this Unit：Destroy this and choose 1 enemy Unit that is Lv.5 or lower. Deal 1 damage to it.',
     '【起動・メイン】このユニットをレストにする：このユニットを破壊し、Lv.5以下の相手のユニット1つを選ぶ。それに1ダメージを与える。',
     '【啟動·主要】將此機體轉為休息狀態：破壞此機體，並選擇對方的 1 張 Lv.5 以下的機體。給予該機體 1 點傷害。',
     ['Activate in your main phase, cost: rest this card: destroy this unit; choose 1 enemy unit of Lv.5 or lower; '
      'deal 1 damage to it.']),
    # s11-gcg-read: this unit and every other unit of a kind (this unit once)
    ('v.this_and_all',
     '【Deploy】This Unit and all your Units with "Dock" in their card name get AP+1 during this turn.',
     '【配備時】このターン中、このユニットと、カード名に「Dock」を含む自分のユニットすべてをAP+1する。',
     '【配置時】本回合中，此機體與我方所有名稱中包含「Dock」的機體的 AP+1。',
     ['When deployed: this unit gets AP+1 during this turn; all your other units with “Dock” in their name get AP+1 '
      'during this turn.']),
    # s11-gcg-read (round 2): an amount from a stat, whole multiples (1-3-5)
    ('v.deal_damage_by_stat',
     '【Attack】Choose 1 enemy Unit. Deal 1 damage to it for each 4 AP this Unit has.',
     '【アタック時】相手のユニット1つを選ぶ。それに、このユニットのAP4につき1ダメージを与える。',
     '【攻擊時】選擇對方的 1 張機體。此機體的 AP 每有 4，給予該機體 1 點傷害。',
     ['When attacking: choose 1 enemy unit; deal 1 damage to it for each 4 AP this unit has.']),
    # s11-gcg-read (round 2): a name with alternatives (2-2-3, 5-19-1)
    ('f.name_alternatives',
     '【Deploy】Choose 1 enemy Unit with "Dock" or "Yard" in its card name. Rest it.',
     '【配備時】カード名に「ドック」か「ヤード」を含む相手のユニット1つを選ぶ。それをレストにする。',
     '【配置時】選擇對方的 1 張名稱中包含「船塢」或「工場」的機體。將該機體轉為休息狀態。',
     ['When deployed: choose 1 enemy unit with “Dock” or “Yard” in its name; rest it.']),
    # s12-gcg-exec: the same alternatives on every unit of a kind: the reading says "their" (a plural noun)
    ('f.name_alternatives_all',
     '【Deploy】All your Units with "Dock" or "Yard" in their card name get AP+1 during this turn.',
     '【配備時】このターン中、カード名に「ドック」か「ヤード」を含む自分のユニットすべてをAP+1する。',
     '【配置時】本回合中，我方所有名稱中包含「船塢」或「工場」的機體的 AP+1。',
     ['When deployed: all your units with “Dock” or “Yard” in their name get AP+1 during this turn.']),
    # s11-gcg-read (round 2): a trait gained, continuously (2-5-3, 10-1-5)
    ('v.gain_trait',
     '【During Link】All your Units gain (Storm Fist).',
     '【リンク中】自分のユニットすべては〔ストーム・フィスト〕を得る。',
     '【共鳴中】我方所有機體獲得〈風暴之拳〉。',
     ['While linked: all your units gain (Storm Fist).']),
    # s11-gcg-read (round 2): the chosen enemy player's own optional draw, then a step on it (10-1-3, 10-2-1)
    ('v.they_draw',
     '【Deploy】Choose 1 enemy player. They may draw 1. If they draw with this effect, draw 1.',
     '【配備時】相手プレイヤー1人を選ぶ。そのプレイヤーは1枚ドローしてもよい。この効果でそのプレイヤーがドローしたなら、自分は1枚ドローする。',
     '【配置時】選擇1名對方玩家。該玩家可以抽1張卡。若該玩家透過此效果抽了卡，則抽1張卡。',
     ['When deployed: choose 1 enemy player; the chosen player may draw 1; if the chosen player drew with this '
      'effect, draw 1.']),
    # s11-gcg-read (round 2): every player's own top card, in turn (1-3-4, 10-3-5)
    ('v.look_each',
     '【Main】All players each look at the top card of their deck. If it is a Unit card, they may reveal it and add '
     'it to their hand. They return any remaining card to the top or bottom of their deck.',
     '【メイン】全てのプレイヤーは、自分のデッキを上から1枚見る。それがユニットカードなら、そのプレイヤーはそれを公開して'
     '手札に加えてもよい。残ったカードはデッキの上か下に戻す。',
     '【主要】所有玩家各自查看自己卡組最上方的1張卡牌。若該卡牌為機體卡牌，則該玩家可以公開並加入手牌。'
     '剩餘的卡牌放回卡組最上方或最下方。',
     ['Main phase: each player, from the turn player on, looks at the top card of their deck; if it is a unit, they '
      'may reveal it; if they do, they add it to their hand; they return that card to the top or the bottom of '
      'their deck.']),
]


@pytest.mark.parametrize(("template", "en", "ja", "zh", "words"), TEMPLATES, ids=[t[0] for t in TEMPLATES])
def test_each_template_reads_the_same_in_every_printed_language(template, en, ja, zh, words):
    readings = {lang: read(text, lang) for lang, text in (("en", en), ("ja", ja), ("zh-Hant", zh))}
    for lang, reading in readings.items():
        assert reading.lang == lang
        assert all(a.body is not None for a in reading.abilities), (lang, [a.reason for a in reading.abilities])
        assert shape(reading) == shape(readings["en"]), lang
    assert explain(readings["en"], GAME.explain_words) == words



# --- the model itself, for the templates the engine leans on most -------------------------------


def test_choose_then_verb_names_the_choice_it_and_every_printed_filter():
    (ability,) = read("【Deploy】Choose 1 rested enemy (Harbor Fleet) Unit that is Lv.4 or lower. Rest it.", "en").abilities
    assert ability.timing == "deploy" and ability.index == 0
    choose, rest = ability.body
    assert choose == Step("choose", target=Selector(who="enemy", filters=(
        Filter("level", "<=", 4), Filter("state", "==", "rested"), Filter("trait", "has", ("Harbor Fleet",)))))
    assert rest == Step("rest", target=IT)


def test_no_filter_is_added_that_the_text_does_not_print():
    (ability,) = read("【Attack】Choose 1 enemy Unit. Rest it.", "en").abilities
    assert ability.body[0].target == Selector(who="enemy")  # no "active", no level bound


def test_header_markers_limit_and_cost_are_read_apart_from_the_body():
    (ability,) = read("【During Link】【Activate･Action】【Once per Turn】①, exile 1 Pilot card from your trash："
                      "Choose 1 Unit. It recovers 1 HP.", "en").abilities
    assert ability.timing == "activate_action" and ability.limit == "once_per_turn"
    assert ability.conditions == (Condition.of("linked"),)
    assert ability.cost == Cost(resources=1, exile=Selector(who="yours", kind="pilot", zone="trash"))


def test_marker_condition_is_a_condition_not_part_of_the_timing():
    (ability,) = read("【When Paired･(Ace Pilot)/(Ranger) Pilot】Draw 1.", "en").abilities
    assert ability.timing == "when_paired"
    assert ability.conditions == (Condition.of("paired", pilot=Selector(kind="pilot", filters=(
        Filter("trait", "has", ("Ace Pilot", "Ranger")),))),)


def test_durations_and_leading_conditions():
    (ability,) = read("【Main】If you have 2 or more other (Ranger) Units in play, choose 1 enemy Unit. "
                      "During this turn, it gets AP-2.", "en").abilities
    choose, modify = ability.body
    assert choose.condition == Condition.of("count", op=">=", n=2, selector=Selector(
        who="yours", all=True, count=0, other=True, filters=(Filter("trait", "has", ("Ranger",)),)))
    assert modify == Step("modify", target=IT, stat="ap", amount=Amount(-2), until=modify.until)
    assert modify.until.kind == "turn"


def test_a_continuous_ability_and_its_while_condition():
    (ability,) = read("While this Unit is rested, all your Unit tokens gain <Blocker>.", "en").abilities
    assert ability.static and ability.timing is None and ability.index == 0
    (grant,) = ability.body
    assert grant.keyword == Keyword("blocker") and grant.until.kind == "while"
    assert grant.until.condition == Condition.of("self_state", state="rested")


def test_an_unmarked_when_is_a_trigger_and_it_means_the_event_card():
    (ability,) = read("【Once per Turn】When a friendly (Ranger) Unit links, it gains <Breach 2> during this turn.",
                      "en").abilities
    assert ability.timing == "trigger" and ability.trigger.kind == "linked_event"
    assert ability.body[0].target == Selector(who="event")


def test_it_means_what_was_named_last():
    (ability,) = read("【Activate･Main】Set this Unit as active. It can't attack during this turn.", "en").abilities
    assert [s.target for s in ability.body] == [THIS, THIS]


def test_it_with_nothing_named_before_is_by_hand_not_a_guess():
    (ability,) = read("【Deploy】Rest it.", "en").abilities
    assert ability.body is None and "names no card" in ability.reason


def test_instead_replaces_the_earlier_step_and_keeps_its_duration():
    (ability,) = read("【Attack】This Unit gets AP+1 during this turn. If there are 7 or more cards in your trash, "
                      "all your Units get AP+1 instead.", "en").abilities
    first, second = ability.body
    assert second.get("instead") and second.until == first.until and second.condition is not None


def test_tokens_carry_their_printed_spec_and_own_text():
    (ability,) = read("【Deploy】Deploy 2 [Tether Arm]((Star Nomads)･AP2･HP1･This Unit can't be paired with a Pilot) "
                      "Unit tokens.", "en").abilities
    (token,) = ability.body
    assert token.verb == "token" and token.amount == Amount(2)
    assert (token.get("name"), token.get("traits"), token.get("ap"), token.get("hp")) == (
        "Tether Arm", ("Star Nomads",), 2, 1)
    assert token.get("text").body[0].get("what") == "be_paired"


def test_reminder_text_is_not_read_and_keywords_keep_their_values():
    reading = read("<Repair 1> (At the end of your turn, this Unit recovers the specified number of HP.)\n"
                   "<Breach 2>", "en")
    assert [(a.keyword, a.index, a.text) for a in reading.abilities] == [
        (Keyword("repair", 1), None, "<Repair 1> (At the end of your turn, this Unit recovers the specified "
                                      "number of HP.)"),
        (Keyword("breach", 2), None, "<Breach 2>")]


def test_support_is_counted_among_the_printed_texts_blocker_is_not():
    reading = read("<Blocker>\n【Activate･Main】<Support 1>\n【Attack】Draw 1.", "en")
    assert [(a.keyword and a.keyword.name, a.index) for a in reading.abilities] == [
        ("blocker", None), ("support", 0), (None, 1)]


@pytest.mark.parametrize(("text", "lang", "reason"), [
    ("<Suppression> (Damage to Shields by an attack is dealt to the first 2 cards simultaneously.)", "en",
     "keyword <Suppression> is not defined by our rule documents"),
    ("[Suppression] (Damage to Shields by an attack is dealt to the first 2 cards simultaneously.)", "en",
     "keyword <Suppression> is not defined by our rule documents"),
    ("《制圧》(アタックでシールドに与えるダメージは、先頭から2つに同時に与えられる)", "ja",
     "keyword 《制圧》 is not defined by our rule documents"),
    ("【Deploy･Development 2】You may exile the specified number of (G Team) cards in your trash from the game. "
     "If you do, activate the following effect:\n■Choose 1 enemy Unit. Rest it.", "en",
     "keyword 【Deploy・Development 2】 is not defined by our rule documents"),
    ("This Unit gains <Suppression>.", "en", "keyword <Suppression> is not defined by our rule documents"),
])
def test_undefined_keywords_are_by_hand_and_say_so(text, lang, reason):
    (ability,) = read(text, lang).abilities
    assert ability.body is None and ability.reason == reason


def test_an_unread_sentence_makes_its_ability_by_hand_but_keeps_the_header():
    (ability,) = read("【Activate･Main】【Once per Turn】②：Shuffle the moon into your deck.", "en").abilities
    assert ability.body is None and ability.unread == "Shuffle the moon into your deck"
    assert ability.timing == "activate_main" and ability.limit == "once_per_turn" and ability.cost == Cost(resources=2)


def test_line_breaks_and_typos_of_scraped_lists_are_read():
    reading = read("【Burst】Add this card to your hand.<br>【Deploy】Choose 1 enemy Unit. It won' t be set as active "
                   "during the start phase of your opponent' s next turn.", "en")
    assert [a.body is not None for a in reading.abilities] == [True, True]


def test_simplified_chinese_is_read_as_traditional():
    reading = read("【配置时】选择对方的 1 张 HP 3 以下的机体。将该机体转为休息状态。", "zh-Hans")
    assert reading.lang == "zh-Hant" and reading.abilities[0].body is not None
    assert shape(reading) == shape(read("【Deploy】Choose 1 enemy Unit with 3 or less HP. Rest it.", "en"))


def test_reading_is_json_and_back():
    reading = read(TEMPLATES[7][1], "en")
    from rules_engine.core.effects.model import Reading

    assert Reading.from_dict(reading.to_dict()) == reading

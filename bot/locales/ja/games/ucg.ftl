# ウルトラマン カードゲーム（`ucg`）：エンジンのログとエラー（rules_engine/games/ucg）。
# キーと変数は en/games/ucg.ftl と同じ。用語は公式のもの（data/glossary/terms.yaml）。
# 条項番号は繁体字中国語版総合ルール v1.6 のまま。

## ログ

event-ucg-concedes = { $player } が投了
event-ucg-chooses-order = { $player } が{ $goes-first ->
        [yes] 先攻
       *[no] 後攻
    }を選択：ターン1の先攻プレイヤーは { $first }（4.2.2）
event-ucg-redraws = { $player } が手札を引き直した（4.2.3）
event-ucg-keeps = { $player } が手札をキープ（4.2.3）
event-ucg-turn-starts = ターン { $turn } — 先攻プレイヤーは { $player }（5.2.1）
event-ucg-draws = { $player } が { $count } 枚ドロー
event-ucg-passes = { $player } がパス
event-ucg-scene-replaced = シーンカード { $card } が { $player } のトラッシュに置かれた（6.3.2）
event-ucg-sets-scene = { $player } がシーンカード { $card } をセット（5.4.1）
event-ucg-sets-scene-by-effect = { $player } の効果でシーンカード { $card } をセット（6.2.2）
event-ucg-cannot-set = { $player } はすべての空きバトルゾーンにキャラクターをセットできないため敗北（1.3.4, 12.4.3）
event-ucg-sets-face-down = { $player } がバトルゾーン { $area } にカードを裏向きでセット
event-ucg-sets-face-down-private = { $player } がバトルゾーン { $area } に { $card } を裏向きでセット
event-ucg-levels-up = { $player } がバトルゾーン { $area } のキャラクターを裏向きのカードでレベルアップ
event-ucg-levels-up-private = { $player } がバトルゾーン { $area } を { $card } でレベルアップ
event-ucg-turned-face-up = バトルゾーン { $area }：{ $player } の { $card } が表向きになった（5.7.1）
event-ucg-activates = { $player } が { $card } の［起動］を使用：{ $effect }
event-ucg-declines = { $player } は「〜してもよい」の部分を使わない（11.3.2）
event-ucg-not-resolved = { $card }：{ $effect } — 解決されない：そのカードはもう表向きの一番上のカードではない（10.1.3.2）

# s2-ucg (issue 29, printed cards): an 《…》 text whose printed condition no longer holds
event-ucg-condition-fails = { $card }：解決されない：その条件を満たしていない（11.5.1）
event-ucg-bp-changes = { $card }：BP{ $value-signed }（{ $until ->
        [turn] このターン
       *[other] 永続
    }）
event-ucg-level-changes = { $card }：{ $value ->
        [up] レベルアップ
       *[other] レベルダウン
    }（{ $until ->
        [turn] このターン
       *[other] 永続
    }）
event-ucg-result-set = { $card }：バトルの結果は{ $value ->
        [win] 勝利
        [draw] 引き分け
       *[other] { $value }
    }（{ $until ->
        [turn] このターン
       *[other] 永続
    }）
event-ucg-discards = { $player } が { $cards } を捨てた
event-ucg-reveals = { $player } が{ $any ->
        [yes] { " " }{ $cards } を公開
       *[no] 公開したが、カードはなかった
    }
event-ucg-charges = { $player } が { $cards } を公開し、{ $character } の下にチャージ（11.17.1）
event-ucg-returns-with-stack = { $card } は重なっているカードごと { $player } の手札に戻り、バトルゾーン { $area } は空きになった（12.4.1）
event-ucg-top-stays = { $card } はそのまま：下のカードに SINGLE BP がない（11.15.1）
event-ucg-top-returns = { $card } が { $player } の手札に戻った（11.12.1）
event-ucg-swap = { $player } のバトルゾーン { $area } と { $other } のキャラクターを入れ替え（11.9.1）
event-ucg-nullified = { $card }：効果 { $effect } はこのターン無効（11.13）
event-ucg-moves-character = { $player } の効果でキャラクターを{ $to ->
        [hand] 手札に移動
        [trash] トラッシュに置いた
        [removal] ゲームから除外
        [deck_top] デッキの上に置いた
        [deck_bottom] デッキの下に置いた
       *[other] { $to } に移動
    }
event-ucg-appears = { $card } がバトルゾーン { $area } に登場（11.8.1）
event-ucg-moves-card = { $player } の効果で{ $hidden ->
        [yes] カード 1 枚
       *[no] { " " }{ $card }{ " " }
    }を{ $to ->
        [hand] 手札に移動
        [trash] トラッシュに置いた
        [removal] ゲームから除外
        [deck_top] デッキの上に置いた
        [deck_bottom] デッキの下に置いた
       *[other] { $to } に移動
    }
event-ucg-moves-card-private = { $player } の効果で { $card } を{ $to ->
        [hand] 手札に移動
        [trash] トラッシュに置いた
        [removal] ゲームから除外
        [deck_top] デッキの上に置いた
        [deck_bottom] デッキの下に置いた
       *[other] { $to } に移動
    }
event-ucg-judgment = 勝敗判定：{ $player } { $wins }、{ $opponent } { $opponent-wins }（勝利したバトルゾーンの数）
event-ucg-area-judged = 勝敗判定、バトルゾーン { $area }：{ $winner ->
        [draw] 引き分け
        [none] 勝敗なし
       *[other] { $winner } の勝利
    }
event-ucg-wins-game = { $player } が1回の勝敗判定で { $wins } か所のバトルに勝利し、ゲームに勝利（1.3.2）
event-ucg-fix-move = ジャッジによる修正：{ $owner } の{ $hidden ->
        [yes] カード 1 枚
       *[no] { " " }{ $card }{ " " }
    }を移動（{ $source ->
        [hand] 手札
        [deck] デッキ
        [trash] トラッシュ
        [removal] ゲームから除外
        [battle] バトルゾーン
        [scene] シーンゾーン
       *[other] { $source }
    } → { $to ->
        [hand] 手札
        [trash] トラッシュ
        [removal] ゲームから除外
        [deck_top] デッキの上
        [deck_bottom] デッキの下
       *[other] { $to }
    }）
event-ucg-fix-move-private = ジャッジが { $owner } の { $card } を移動（{ $source ->
        [hand] 手札
        [deck] デッキ
        [trash] トラッシュ
        [removal] ゲームから除外
        [battle] バトルゾーン
        [scene] シーンゾーン
       *[other] { $source }
    } → { $to ->
        [hand] 手札
        [trash] トラッシュ
        [removal] ゲームから除外
        [deck_top] デッキの上
        [deck_bottom] デッキの下
       *[other] { $to }
    }）
event-ucg-fix-rest = ジャッジによる修正：{ $card } を{ $horizontal ->
        [yes] 横向き
       *[no] 縦向き
    }にした
event-ucg-fix-shuffle = ジャッジによる修正：{ $player } のデッキをシャッフル（シード値あり）
event-ucg-fix-first = ジャッジによる修正：先攻プレイヤーは { $player }

## エラー

refusal-ucg-unknown-player = 不明なプレイヤー { $actor }
refusal-ucg-unknown-action = `{ $kind }` は UCG のアクションではありません
refusal-ucg-nobody-acts = 今は誰も行動できません
refusal-ucg-no-pass-in-set = キャラクターセットフェイズではパスできません：すべての空きバトルゾーンにキャラクターをセットしてください（5.5.3.1, 12.4.3）
refusal-ucg-wrong-time = 今は `{ $kind }` はできません：{ $player } が{ $waiting ->
        [choose_order] 先攻か後攻を選ぶ
        [mulligan] 引き直すか決める
        [scene] シーンカードをセットするかパスする
        [set] キャラクターを裏向きでセットする
        [level_up] レベルアップするかパスする
        [activate] ［起動］効果を使うかパスする
        [order] 効果の順番を決める
        [target] 対象を選ぶ
        [count] チャージする枚数を選ぶ
        [discard] 捨てるカードを選ぶ
        [pick] 公開したカードを選ぶ
        [to_deck] 手札のカードをデッキに戻す
        [may] 効果を使うか決める
       *[effect] 効果を手動で解決する
    }番です
refusal-ucg-not-your-turn = 今行動できるのは { $player } だけです（{ $waiting ->
        [choose_order] 先攻か後攻を選ぶ
        [mulligan] 引き直すか決める
        [scene] シーンカードをセットするかパスする
        [set] キャラクターを裏向きでセットする
        [level_up] レベルアップするかパスする
        [activate] ［起動］効果を使うかパスする
        [order] 効果の順番を決める
        [target] 対象を選ぶ
        [count] チャージする枚数を選ぶ
        [discard] 捨てるカードを選ぶ
        [pick] 公開したカードを選ぶ
        [to_deck] 手札のカードをデッキに戻す
        [may] 効果を使うか決める
       *[effect] 効果を手動で解決する
    }）
refusal-ucg-card-id = `{ $name }` はカード ID で指定してください
refusal-ucg-area-number = `area` はバトルゾーンの番号です（1 = 最初のバトルゾーン）
refusal-ucg-first-bool = `first` は true か false です
refusal-ucg-redraw-bool = `redraw` は true か false です
refusal-ucg-draw-bool = `draw` は true か false です：ドローするかは選択できます（6.2.1）
refusal-ucg-not-in-hand = そのカードは手札にありません
refusal-ucg-not-scene = { $card } はシーンカードではありません（6.1.1）
refusal-ucg-one-scene = シーンカードは1ターンに1枚までです（5.4.2, 6.1.2）
refusal-ucg-scene-round = { $card } にはラウンド { $round } が必要ですが、場のバトルゾーンは { $rounds } か所です（6.3.1, 2.4.2.2）
refusal-ucg-scene-lower-round = シーンカード { $card } のラウンドは { $round } です：同じかそれより高いラウンドのシーンカードでなければ置き換えられません（6.3.2）
refusal-ucg-set-not-character = { $card } はキャラクターカードではありません（5.5.3.1）
refusal-ucg-no-single-bp = { $card } には SINGLE BP がないため、セットできません（11.15.1）
refusal-ucg-which-area = どの `area` にセットするか指定してください：空きバトルゾーンが複数あります
refusal-ucg-area-not-vacant = バトルゾーン { $area } はあなたの空きバトルゾーンではありません（5.5.6, 12.4.3）
refusal-ucg-level-up-target = `character` はあなたのキャラクターの一番上のカードでなければなりません（5.6.1）
refusal-ucg-level-up-not-character = { $card } はキャラクターカードではありません（5.6.1）
refusal-ucg-other-character = { $card } は { $character } とキャラクター名が異なり、共通の［TEAM］もありません（5.6.1, 11.18.1）
refusal-ucg-already-leveled = そのキャラクターはこのフェイズですでにレベルアップしています（5.6.2.3）
refusal-ucg-already-quad = そのキャラクターはすでに QUAD（4枚）です（2.3.5.2, 8.1.1）
refusal-ucg-level-step = レベル { $on } の上にレベル { $level }：ちょうど1つ上のレベルでなければなりません（5.6.2.2）
refusal-ucg-not-on-field = `card` は場のカードでなければなりません
refusal-ucg-scene-owner = シーンカードの効果を使えるのはその持ち主だけです（6.3.3）
refusal-ucg-own-source = 場にある自分のキャラクターか、自分のシーンカードを使ってください（5.8.1）
refusal-ucg-top-card-effects = 効果を持つのはキャラクターの一番上のカードだけです（10.1.3.1）
refusal-ucg-face-down = 裏向きのカードには効果がありません（10.1.1）
refusal-ucg-no-such-effect = そのカードにそのような［起動］効果はありません（9.4.1）
refusal-ucg-wrong-state = その効果は { $states } の状態でのみ使えます（2.3.5.2）
refusal-ucg-nullified = その効果はこのターン無効になっています（11.13.2）
refusal-ucg-condition = その効果の条件を今は満たしていません（11.5.1）
refusal-ucg-used-up = このターンはすでに { $times } 回使っています（9.4.2）
refusal-ucg-pay-list = `pay` は手札のカード ID のリストです
refusal-ucg-cost-unpayable = コストをすべて支払うことができません（9.4.4）
refusal-ucg-pay-count = コストの支払いに手札をちょうど { $count } 枚選んでください（9.4.3）
refusal-ucg-choose-waiting = 待機中のあなたの効果から1つ選んでください（10.1.3.2, 10.2.1）
refusal-ucg-bad-target = この効果の対象として正しくありません（7.1.2）
refusal-ucg-charge-which = そのキャラクター名を持つあなたのキャラクターにチャージしてください（11.17.1）
refusal-ucg-charge-count = チャージできるのは 0～{ $max } 枚です（11.17.1）
refusal-ucg-discard-count = 手札を { $count } 枚選んでください（11.2.1）
refusal-ucg-n-range = `n` は { $low } から { $high } までの数です
refusal-ucg-target-top = 対象は場のキャラクターで、その一番上のカードで指定します（7.1.2）
refusal-ucg-until-value = `until` は turn か permanent です（5.10.2）
refusal-ucg-bp-n = `n` は BP の増減です（例：1000、-2000）（11.7）
refusal-ucg-level-n = `n` は 1（上升一級）か -1（降低一級）です（11.6.1）
refusal-ucg-result-value = `result` は win か draw です（11.16.1）
refusal-ucg-scene-move-draw = `draw`（true か false）はシーンへの移動にだけ付けます：効果でセットしたシーンカードのドローは任意です（6.2.2）
refusal-ucg-scene-move-not-scene = シーンエリアにセットできるのはシーンカードだけです（6.1.1）
refusal-ucg-scene-move-already = そのカードはすでにシーンです（6.1.1）
refusal-ucg-move-args = `card` はカード ID、`to` は { $zones } のいずれかです
refusal-ucg-move-not-top = キャラクターは一番上のカードで指定して移動してください（11.12.1）
refusal-ucg-other-deck = 相手のデッキに触れられるのは効果に書かれているとおりの場合だけです（12.3.1）
refusal-ucg-search-own = 探せるのは自分のデッキのカードです（12.3.1）
refusal-ucg-other-hand = 相手の手札は非公開です（3.4.2）
refusal-ucg-appear-area = キャラクターが登場できるのは、その持ち主の空きバトルゾーンだけです（11.8.1, 12.4.1）
refusal-ucg-swap = 入れ替えられるのは、同じプレイヤーの異なるバトルゾーンにいる2体のキャラクターです（11.9.1）
refusal-ucg-ability-index = `ability` はそのカードの効果の番号です（11.13.1）
refusal-ucg-charge-own = チャージするカードは自分のキャラクターの下に置きます（11.17.1）
refusal-ucg-fix-card = `card` はこの対戦のカード ID でなければなりません
refusal-ucg-not-a-fix = `{ $kind }` はジャッジの修正ではありません。修正は { $fixes } です
refusal-ucg-fix-to = `to` は { $zones } のいずれかです
refusal-ucg-fix-while-resolving = 解決中の効果が終わるまで待ってください
refusal-ucg-fix-not-top = キャラクターは一番上のカードで指定して移動してください
refusal-ucg-fix-rested = `rested` は true か false です
refusal-ucg-fix-rest-not-character = 縦向き・横向きがあるのはキャラクターだけです（5.9.4.2）
refusal-ucg-fix-shuffle = `player` は席、`zone` は deck です
refusal-ucg-fix-salt = `salt` は 32 文字までの英数字です
refusal-ucg-fix-first = `player` は新しい先攻プレイヤーです

# ボードの注記
note-ucg-rounds = フィールドのラウンド：{ $rounds }
note-ucg-vacant = 空き { $count }
note-ucg-scene-owner = 持ち主 { $player }

# 盤面の語
engine-ucg-ultraman = ウルトラマン
engine-ucg-kaiju = 怪獣・宇宙人
engine-ucg-mecha = ウルトラメカ
engine-ucg-wins = 勝利数
engine-ucg-battle-areas = バトルゾーン
engine-ucg-vertical = 縦向き
engine-ucg-horizontal = 横向き
engine-ucg-area = ゾーン
engine-ucg-last-judgment = 前回の判定
engine-ucg-shifted = シフト済み
engine-ucg-round = ラウンド
engine-ucg-scene-phase = シーンセットフェイズ
engine-ucg-level-up-phase = レベルアップフェイズ
engine-ucg-activation-phase = 効果発動フェイズ
engine-ucg-battle-judgment = 勝敗判定フェイズ
engine-ucg-first-player-s-step = 先攻プレイヤーのステップ
engine-ucg-second-player-s-step = 後攻プレイヤーのステップ
engine-ucg-choose-how-many-to-charge = チャージする枚数を選ぶ
engine-ucg-level-up-or-pass = レベルアップするかパスする
engine-ucg-set-a-character-face-down = キャラクターを裏向きでセットする
engine-ucg-set-a-scene-or-pass = シーンをセットするかパスする
engine-ucg-use-effects-or-pass = 起動効果を使うかパスする
engine-ucg-result = 結果

# 手動解決（issue 29 §3）：UCG 独自の効果アクション
event-ucg-by-hand-reveal = { $player } が { $card } の効果を手動で解決：{ $whose } のデッキの上から { $n } 枚を公開する：{ $cards }
event-ucg-by-hand-result = { $player } が { $card } の効果を手動で解決：{ $target } のバトル結果は{ $until ->
        [permanent] 永続で
       *[other] このターン中
    }{ $result ->
        [win] 勝利
       *[other] 引き分け
    }
event-ucg-by-hand-swap = { $player } が { $card } の効果を手動で解決：エリア { $area } とエリア { $other } のキャラクターを入れ替える
event-ucg-by-hand-nullify = { $player } が { $card } の効果を手動で解決：このターン、{ $target } の効果 { $effect } を無効にする
event-ucg-by-hand-charge = { $player } が { $card } の効果を手動で解決：{ $target } の下に { $n } 枚チャージする

## s6-ucg: a discard cost that names a kind of card ("Discard one 『X』 card from your hand")
refusal-ucg-pay-kind = そのカードはコストに書かれた種類のカードではありません（9.4.3）
refusal-ucg-pay-exile-count = コストとして自分の捨て札エリアのカードをちょうど { $count } 枚選んでください（9.4.3）

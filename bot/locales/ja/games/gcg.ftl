# ガンダムカードゲーム：エンジンのログ行（`event-gcg-*`）と拒否メッセージ（`refusal-gcg-*`）。
# 変数は en/games/gcg.ftl と同じ（説明は events.ftl・refusals.ftl）。用語は総合ルールの表記。
# 条項番号（「（4-5-4）」など）はそのまま残す。

## ログ：準備とターン
event-gcg-goes-first-direction = { $player } が先攻、{ $clockwise ->
        [yes] 時計回り
       *[no] 反時計回り
    }：{ $order }（12-2-1）
event-gcg-team-goes-first = { $player } が選択：チーム { $team } が先攻（12-3-2）
event-gcg-chooses-first = { $player } は{ $first ->
        [yes] 先攻
       *[no] 後攻
    }を選択：先攻プレイヤーは { $first-player }（6-2-1-4）
event-gcg-keeps-hand = { $player } は手札をそのままにする
event-gcg-redraws = { $player } は手札を引き直す（6-2-1-6-1）
event-gcg-setup-duel = シールドをセットし、EX ベースを配置し、後攻プレイヤーに EX リソースを置いた（6-2-2…6-2-4）
event-gcg-setup-free-for-all = シールドをセットし、EX ベースを配置し、先攻以外の全プレイヤーに EX リソースを置いた（6-2-2、6-2-3、12-2-2）
event-gcg-setup-team = 共有シールドをセットし、チームごとに EX ベースを 1 枚配置し、後攻チームの各プレイヤーに EX リソースを置いた（12-3-5、12-3-6、12-3-7）
event-gcg-turn = ターン { $n }：{ $player }
event-gcg-draws = { $player } は { $n } 枚ドロー
event-gcg-draws-private = { $player } がドロー：{ $cards }
event-gcg-adds-shields = { $player } は自分のシールド { $n } 枚を手札に加える
event-gcg-adds-shields-private = { $player } はシールドから { $cards } を手札に加える
event-gcg-stops-choosing = { $player } はこれ以上対象を選ばない
event-gcg-places-resource = { $player } はリソースを置いた（{ $card }）
event-gcg-ends-main = { $player } はメインフェイズを終了（7-5-5）
event-gcg-passes = { $player } はパス
event-gcg-discards = { $player } は { $card } を捨てた
event-gcg-play-option = { $player } は任意の支払いをして { $card } をプレイ
event-gcg-concedes = { $player } は投了（1-2-4）

## ログ：カードの使用
event-gcg-deploys = { $player } は { $card } を配備
event-gcg-base-replaced = { $card } はベース置き場を空けるためトラッシュに置かれた（11-5-2）
event-gcg-pairs = { $player } は { $card } を { $unit } にセット{ $linked ->
        [yes] {" "}— リンク
       *[no] {""}
    }
event-gcg-pairs-from = { $player } は{ $zone ->
        [hand] 手札
       *[trash] トラッシュ
    }の { $card } を { $unit } にセット{ $linked ->
        [yes] {" "}— リンク
       *[no] {""}
    }
event-gcg-uses-command = { $player } は { $card } を使用
event-gcg-activates-support = { $player } は { $card } の《援護 { $n }》を起動
event-gcg-activates = { $player } は { $card } を起動：{ $text }
event-gcg-overflow-trashed = { $card } はトラッシュに置かれた：バトルエリアのユニットが 6 体（11-4-2。破壊ではない、11-4-2-1）

## ログ：バトル
event-gcg-attacks-player = { $unit } が { $target } にアタック
event-gcg-attacks-unit = { $unit } が { $target } にアタック
event-gcg-no-block = { $player } はブロックしない
event-gcg-blocks = { $unit } がブロック（《ブロッカー》、8-3-1）
event-gcg-battle-damage-card = { $unit } は { $target } に { $n } のバトルダメージを与えた
event-gcg-battle-damage-shield = { $unit } は { $player } の一番上のシールドに { $n } のバトルダメージを与えた
event-gcg-battle-damage-player = { $unit } はシールドのない { $player } に { $n } のバトルダメージを与えた（8-5-2-2）
event-gcg-battle-ends = バトル終了

## ログ：効果
event-gcg-no-target = { $text } — 選べる対象がないため発動しない（10-2-2）
event-gcg-main-not-activated = { $text } — 選べる対象がないため【メイン】は発動しない（10-2-2）：その後の処理は行う
event-gcg-no-battle-to-last = { $card }：「このバトル中」の効果が続くバトルがない（8-2-3）。何も変わらない
event-gcg-gains-keyword = { $card } は《{ $keyword-word }》を得た{ $until ->
        [turn] （このターン中）
        [battle] （このバトル中）
       *[other] {""}
    }
# s11-gcg-read: a trait gained for a while (2-5-3)
event-gcg-gains-trait = { $card } は{ $traits }を得た{ $until ->
        [turn] （このターン中）
        [battle] （このバトル中）
       *[other] {""}
    }
event-gcg-gets-modifier = { $card } は { $modify }{ $until ->
        [turn] （このターン中）
        [battle] （このバトル中）
       *[other] {""}
    }
event-gcg-returns-to-hand = { $card } は { $owner } の手札に戻った
event-gcg-breach-no-target = 《突破》：{ $player } にはベースもシールドもないため発動しない（13-1-2-4）
event-gcg-breach-base = 《突破 { $n }》が { $card } に { $n } ダメージを与えた
event-gcg-breach-shield = 《突破 { $n }》が { $player } の一番上のシールドに { $n } ダメージを与えた
event-gcg-support = 《援護 { $n }》：{ $card } はこのターン中 AP+{ $n }
event-gcg-recovers = { $card } は HP を { $n } 回復
event-gcg-rest = { $card } は{ $rested ->
        [yes] レストした
       *[no] アクティブになった
    }
event-gcg-takes-damage = { $card } は { $n } ダメージを受けた
event-gcg-destroyed = { $card } は破壊された
event-gcg-shield-destroyed = { $player } のシールドが破壊された：{ $card }
event-gcg-uses-burst = { $player } は { $card } の【バースト】を使用
event-gcg-finishes-effect = { $player } は効果の解決を終えた
event-gcg-declines = { $player } は効果を使わない（10-1-3）
event-gcg-modified = { $card } は AP{ $ap-signed } HP{ $hp-signed }（{ $until ->
        [turn] このターン中
        [battle] このバトル中
        [permanent] 永続
       *[other] { $until }
    }）
event-gcg-granted = { $card } は《{ $keyword-word }》を得た（{ $until ->
        [turn] このターン中
        [battle] このバトル中
        [permanent] 永続
       *[other] { $until }
    }）
event-gcg-moved = { $card } を{ $to ->
        [hand] 手札
        [trash] トラッシュ
        [removal] 除外エリア
        [deck_top] デッキの上
        [deck_bottom] デッキの下
        [battle] バトルエリア
        [base] ベース置き場
       *[other] { $to-word }
    }に移動
event-gcg-looks = { $player } はデッキの上から { $n } 枚を見た
event-gcg-looks-private = { $player } はデッキの上を見た：{ $cards }
event-gcg-reveals = { $player } は { $card } を公開
event-gcg-searches = { $player } はデッキからカードを 1 枚探し、デッキをシャッフルした
event-gcg-searches-private = { $player } はデッキから { $card } を手札に加えた

## ログ：ゲームの終わり
event-gcg-deck-empty = { $player } のデッキが 0 枚になった（11-2-1-2）
event-gcg-deck-empty-multi = { $player } のデッキが 0 枚になった（12-2-5 / 12-3-9-2）
event-gcg-eliminated = { $player } は脱落：そのカードと効果はゲームから取り除かれる（12-2-5）
event-gcg-game-over = ゲーム終了：{ $winner ->
        [draw] 引き分け
       *[other] { $winner } の勝利
    }

## ログ：ジャッジの修正
event-gcg-fix-move = ジャッジ修正：{ $owner } の{ $hidden ->
        [yes] カード 1 枚
       *[no] {" "}{ $card }{" "}
    }が{ $source ->
        [hand] 手札
        [deck] デッキ
        [trash] トラッシュ
        [removal] 除外エリア
        [battle] バトルエリア
        [base] ベース置き場
        [resources] リソースエリア
        [shields] シールドエリア
       *[other] { $source }
    }から{ $to ->
        [hand] 手札
        [trash] トラッシュ
        [removal] 除外エリア
        [deck_top] デッキの上
        [deck_bottom] デッキの下
        [battle] バトルエリア
        [base] ベース置き場
        [resources] リソースエリア
        [shields] シールドエリア
       *[other] { $to-word }
    }へ移動
event-gcg-fix-move-private = ジャッジが { $card } を { $owner } の{ $source ->
        [hand] 手札
        [deck] デッキ
        [trash] トラッシュ
        [removal] 除外エリア
        [battle] バトルエリア
        [base] ベース置き場
        [resources] リソースエリア
        [shields] シールドエリア
       *[other] { $source }
    }から{ $to ->
        [hand] 手札
        [trash] トラッシュ
        [removal] 除外エリア
        [deck_top] デッキの上
        [deck_bottom] デッキの下
        [battle] バトルエリア
        [base] ベース置き場
        [resources] リソースエリア
        [shields] シールドエリア
       *[other] { $to }
    }へ移動
event-gcg-fix-damage = ジャッジ修正：{ $card } のダメージを { $n } にした
event-gcg-fix-rest = ジャッジ修正：{ $card } を{ $rested ->
        [yes] レスト
       *[no] アクティブ
    }にした
event-gcg-fix-shuffle = ジャッジ修正：{ $player } の{ $zone ->
        [deck] デッキ
        [shields] シールド
       *[other] { $zone }
    }をシャッフルした（シード使用{ $salted ->
        [yes] 、新しいソルト
       *[no] {""}
    }）
event-gcg-fix-turn = ジャッジ修正：{ $player } のメインフェイズになった

## 拒否：手番と今できること
refusal-gcg-match-over = この対戦は終了しています
refusal-gcg-not-a-player = { $player } はこの対戦のプレイヤーではありません
refusal-gcg-choose-more = 効果が指定する対象を選んでから進めてください
refusal-gcg-eliminated = { $player } は脱落しており、もうゲームに参加していません
refusal-gcg-no-prompt = 今は何も決定を待っていません
refusal-gcg-captain = チームのこの決定はキャプテンの { $player } が行います
refusal-gcg-action-step-turn = アクションステップは卓を順番に回ります：今は { $player } が行動するかパスする番です
refusal-gcg-not-your-turn = 今は { $player } が{ $task-word }番です
refusal-gcg-wrong-time = 今は `{ $kind }` はできません：ゲームはあなたが{ $task-word }のを待っています
refusal-gcg-first-player-decided = 先攻プレイヤーは決まっています。先攻プレイヤーが進行方向を選びます

## 拒否：カードとコスト
refusal-gcg-no-such-card = カード { NUMBER($id, useGrouping: 0) } はありません
refusal-gcg-not-in-hand = そのカードは手札にありません
refusal-gcg-level = { $card } は Lv.{ $level } ですが、あなたのリソースは { $have } 枚だけです{ $team ->
        [yes] （味方の Lv. は数えません）
       *[no] {""}
    }
refusal-gcg-cost = { $card } のコストは { $cost } ですが、アクティブなリソースは { $have } 枚だけです{ $team ->
        [yes] （味方が代わりに支払うことはできません）
       *[no] {""}
    }
refusal-gcg-deploy-not-unit = { $card } はユニットではありません。バトルエリアに配備できるのはユニットだけです
refusal-gcg-not-a-unit = { $card } はユニットではありません
refusal-gcg-not-a-base = { $card } はベースではありません
refusal-gcg-not-a-command = { $card } はコマンドではありません
refusal-gcg-ex-cannot-pay = そのリソースではこのコストを支払えません
refusal-gcg-no-play-option = { $card } にはプレイ時に任意で支払えるものがありません
refusal-gcg-play-option-count = { $card } の任意の支払いは { $n } 枚を{ $verb ->
        [destroy] 破壊
        [discard] 捨てる
        [rest] レスト
       *[other] 手札に戻す
    }ことです
refusal-gcg-play-option-card = そのカードでは { $card } の任意の支払いができません：テキストの条件を満たす自分の{ $verb ->
        [discard] 手札のカード
       *[other] ユニット
    }でなければなりません
refusal-gcg-field-pay = `pay` はカード ID のリストでなければなりません
refusal-gcg-cannot-pair = { $card } はセットできません：パイロットでも、【パイロット】効果を持つコマンドでもありません
refusal-gcg-pair-target = パイロットはあなたのバトルエリアにいる自分のユニットにセットします
refusal-gcg-has-pilot = { $unit } にはすでにパイロットがいます：ユニット 1 体にパイロットは 1 枚です
refusal-gcg-command-timing = { $card } は今は使えません：コマンドには{ $timing ->
        [main] 自分のメインフェイズに【メイン】
       *[other] アクションステップに【アクション】
    }が必要です
refusal-gcg-command-no-target = { $card } には対象が必要ですが、選べる対象がありません

## 拒否：起動効果
refusal-gcg-activate-own = 効果を起動できるのは自分のユニットとベースだけです
refusal-gcg-no-such-effect = { $card } には今起動できるその効果がありません
refusal-gcg-support-rested = 《援護》はコストとしてユニットをレストしますが、このユニットはすでにレストしています
refusal-gcg-once-per-turn = この効果はこのターンすでに使われています（【ターン1回】）
refusal-gcg-cost-rested = この効果のコストはカードをレストすることですが、すでにレストしています
refusal-gcg-effect-cost = この効果のコストは { $cost } ですが、アクティブなリソースは { $have } 枚です
refusal-gcg-effect-no-target = この効果には対象が必要ですが、選べる対象がありません

## 拒否：アタックとブロック
refusal-gcg-attack-own = アタックできるのはあなたのバトルエリアにいる自分のユニットだけです
refusal-gcg-attacker-rested = { $unit } はレストしています。アタックするユニットはアクティブでなければなりません
refusal-gcg-deployed-this-turn = { $unit } はこのターンに配備されたので、次の自分のターンまでアタックできません（リンクユニットはできます）
refusal-gcg-attack-target = ユニットがアタックできるのは相手プレイヤーか、相手のレスト状態のユニットです
refusal-gcg-target-active = { $unit } はアクティブです。アタックできるのはレスト状態のユニットだけです
refusal-gcg-attack-own-team = ユニットは自分のチームをアタックできません
refusal-gcg-attack-team-target = ユニットがアタックできるのは相手チーム（その名前で指定）か、そのプレイヤーのレスト状態のユニットです
refusal-gcg-target-eliminated = { $player } は脱落しています
refusal-gcg-attack-player-target = ユニットがアタックできるのは、まだゲームに残っている他のプレイヤーか、そのレスト状態のユニットです
refusal-gcg-attack-unit-target = ユニットがアタックできるのは{ $team ->
        [yes] 相手チームの
       *[no] {""}
    }他のプレイヤーのレスト状態のユニットです
refusal-gcg-block-own = ブロックできるのはあなたのバトルエリアにいる自分のユニットだけです
refusal-gcg-no-blocker = { $unit } は《ブロッカー》を持っていません
refusal-gcg-block-attacked = { $unit } はアタックされているユニットなので、ブロックできません
refusal-gcg-blocker-rested = { $unit } はレストしています。ブロックするユニットはアクティブでなければなりません
refusal-gcg-high-maneuver = アタックしているユニットは《高機動》を持っています：《ブロッカー》は使えません
refusal-gcg-blocked-once = 《ブロッカー》は 1 回のアタックにつき 1 回だけ使えます

## 拒否：選択、捨てる、手動で解決する効果
refusal-gcg-not-a-choice = { $on-field ->
        [yes] { $card }
       *[no] そのカード
    }は選択肢にありません
refusal-gcg-listed-twice = 同じカードが 2 回指定されています
refusal-gcg-discard-count = 手札が 10 枚になるよう、ちょうど { $n } 枚捨ててください
refusal-gcg-discard-from-hand = 捨てられるのは手札のカードだけです
refusal-gcg-not-optional = この効果は「してもよい」効果ではありません：可能な限り実行しなければなりません
refusal-gcg-effect-target-field = 効果でそれができるのは場にあるユニットかベースだけです
refusal-gcg-no-damage = { $card } には回復するダメージがありません
refusal-gcg-no-battle = 「このバトル中」の効果が続くバトルがありません
refusal-gcg-move-visible = 効果で移動できるのは見えているカードです：場、トラッシュ、除外エリア、あなたの手札にあるカード、または解決中のカード
refusal-gcg-move-limbo = そこから移動できるのは、効果を解決中のカードだけです
refusal-gcg-search-own-deck = サーチは自分のデッキからカードを取ります

## 拒否：アクションの値の誤り
refusal-gcg-field-card-id = `{ $name }` はカード ID でなければなりません
refusal-gcg-field-bool = `{ $name }` は true か false でなければなりません
refusal-gcg-field-int = `{ $name }` は { $low } から { $high } までの整数でなければなりません
refusal-gcg-field-direction = `direction` は clockwise か counterclockwise でなければなりません
refusal-gcg-field-targets = `targets` はカード ID のリストでなければなりません
refusal-gcg-field-target = `target` は相手の名前かカード ID でなければなりません
refusal-gcg-field-target-multi = `target` はプレイヤーの名前（チーム戦ではチームの名前）かカード ID でなければなりません
refusal-gcg-field-cards = `cards` はカード ID のリストでなければなりません
refusal-gcg-field-ap-hp = `ap` と `hp` は -20 から 20 までの整数でなければなりません
refusal-gcg-field-ap-or-hp = `ap` か `hp` を指定してください
refusal-gcg-field-until = `until` は turn、battle、permanent のいずれかでなければなりません
refusal-gcg-field-keyword = `keyword` は blocker、first_strike、high_maneuver、repair N、breach N、support N のいずれかです
refusal-gcg-field-to = `to` は次のいずれかでなければなりません：{ $zones }
refusal-gcg-token-name = `name` はトークンに印刷された名前（1〜{ $max } 文字）です
refusal-gcg-token-traits = `traits` は特徴 5 つまでのリストです
refusal-gcg-token-full = バトルエリアのユニットは 6 体まで：先に 1 体をトラッシュに移してください

## 拒否：ジャッジの修正
refusal-gcg-fix-card-id = `card` はこの対戦のカードの ID でなければなりません
refusal-gcg-card-left-game = そのカードは脱落したオーナーとともにゲームから取り除かれています
refusal-gcg-not-a-fix = `{ $kind }` はジャッジ修正ではありません。修正は次のとおりです：{ $fixes }
refusal-gcg-fix-move-to = `to` は次のいずれかでなければなりません：{ $zones }
refusal-gcg-fix-move-pilot = ユニットを移動してください。パイロットはユニットとともに移動します（3-3-6）
refusal-gcg-fix-move-battle = ユニットだけ、かつ 6 体までです（4-5-4）
refusal-gcg-fix-move-base = ベース置き場に置けるのはベースだけです
refusal-gcg-fix-move-resource = リソースエリアに置けるのはリソースだけです
refusal-gcg-fix-damage-n = `n` は設定するダメージで、0 から 99 までです
refusal-gcg-fix-damage-zone = ダメージが残るのはユニットとベースだけです（5-5-1）
refusal-gcg-fix-rested = `rested` は true か false でなければなりません
refusal-gcg-fix-rest-zone = アクティブ／レストになるのはバトルエリア、ベース置き場、リソースエリアのカードだけです（5-4-1）
refusal-gcg-fix-shuffle-zone = `player` は A か B、`zone` は deck か shields です
refusal-gcg-fix-salt = `salt` は 32 文字までの英数字です
refusal-gcg-fix-turn-active = `active` はメインフェイズにするプレイヤー（チーム戦ではチーム）です

# ボードの注記（第12章）
note-gcg-order = ターン順：{ $order }{ $out ->
    [0] {""}
   *[other] {" · "}脱落：{ $eliminated }
}
note-gcg-victory = 勝利条件：{ $victory ->
    [first_hit] 最初の1撃で勝利（12-2-5-1）
   *[last_standing] 最後の1人まで（12-2-5-2）
}
note-gcg-top-owner = 一番上：{ $player } のカード

# 盤面の語
engine-gcg-choose-the-direction-of-play-12-2-1 = ターンの進行方向を選ぶ（12-2-1）
engine-gcg-choose-the-direction-of-play = ターンの進行方向を選ぶ
engine-gcg-team = チーム

# issue 29, s2-gcg: a by-hand AP and HP change in one line
event-gcg-by-hand-modify-both = { $player } が { $card } の効果を手動で解決：{ $target } は{ $until ->
        [battle] このバトル中
        [permanent] 永続で
       *[other] このターン中
    }AP{ $ap-signed } HP{ $hp-signed }
# issue 29, s2-gcg: effects on what a unit may attack (8-2-1, 10-1-5-6)
event-gcg-may-attack = { $card } は{ $until ->
        [turn] このターン中、
        [battle] このバトル中、
       *[other] {""}
    }テキストに書かれたアクティブの敵ユニットをアタック対象に選べる
refusal-gcg-cant-attack-player = { $unit } は効果により敵プレイヤーをアタック対象に選べない

# issue 29, s4-gcg-chosen: "It can't attack during this turn" on a chosen unit
event-gcg-cant-attack = { $card } は{ $until ->
        [turn] このターン中
        [battle] このバトル中
       *[other] {""}
    }アタックできない
refusal-gcg-cant-attack = { $unit } は効果によりこのターン中アタックできない
# issue 29, s4-gcg-chosen: looking at the top of the deck by a printed effect (10-3-5)
event-gcg-look-takes = { $player } は { $card } を公開し、手札に加えた
event-gcg-look-bottom = { $player } は { $n } 枚をランダムな順番でデッキの下に置いた
event-gcg-look-takes-none = { $player } はどのカードも手札に加えなかった
# r2-look (issue 29): a look that returns a card to the top (10-3-5)
event-gcg-look-top = { $player } はカード1枚をデッキの上に戻した
event-gcg-look-trash = { $player } は { $cards } をトラッシュに置いた
event-gcg-look-reveal-top = { $player } は { $card } を公開してデッキの上に戻した
refusal-gcg-look-must-return = テキストにより、見たカードのうち1枚をデッキの上に戻します。どれを戻すか選んでください (10-1-3)
## s4-gcg-trig: printed triggers without a timing marker and continuous effects
event-gcg-damage-prevented = { $card }はこの{ $damage ->
        [battle] バトルダメージ
       *[other] 効果ダメージ
    }を受けない（10-1-5-6）。ダメージは与えられない
event-gcg-damage-reduced = { $card }：受けるダメージが{ $n }減少した（自身の効果）
refusal-gcg-forced-attack-target = { $unit } は効果により{ $targets }をアタック対象に選ばなければならない（10-1-5）
event-gcg-cant-be-set-active = { $card }は効果によりアクティブにならない（10-1-5-6）
event-gcg-ap-not-reduced = { $card }のAPは相手の効果で減少しない（10-1-5-6）
refusal-gcg-cant-be-paired = { $unit } は効果によりパイロットをセットできない
event-gcg-shield-damage-prevented = { $player }のシールドはこの{ $damage ->
        [battle] バトルダメージ
       *[other] 効果ダメージ
    }を受けない（10-1-5-6）。ダメージは与えられない

# s4-gcg-verbs (issue 29): an effect's "Discard N" (5-11-1)
refusal-gcg-effect-discard-count = 効果のとおり、ちょうど { $n } 枚捨ててください
# s4-gcg-verbs (issue 29): "Place the top N cards of your deck into your trash" (4-9-2: public)
event-gcg-mills = { $player } はデッキの上から { $n } 枚をトラッシュに置いた：{ $cards }
# s4-gcg-verbs (issue 29): activation costs "Rest 1 of your (X) Units:", "Exile N … from your trash:"
refusal-gcg-cost-cannot-be-paid = この効果のコストをすべて支払うことができません
event-gcg-exiled-from-trash = { $card } は { $player } のトラッシュから除外された
# s16-verb (issue 29): a Unit exiled from play (5-12-1); its paired pilot goes along (3-3-6)
event-gcg-exiled-from-play = { $card } はゲームから除外された
event-gcg-exiled-from-play-with-pilot = { $card } とセットされていたパイロット { $pilot } はゲームから除外された
# s4-gcg-verbs (issue 29): "This Unit can't be paired with a Pilot" (10-1-5-6)
# s4-gcg-verbs (issue 29): "It can't choose the enemy player as its attack target during this turn" (10-1-5-6)
event-gcg-cant-attack-player = { $card } は{ $until ->
        [turn] このターン中、
        [battle] このバトル中、
       *[other] {""}
    }敵プレイヤーをアタック対象に選べない

# r2-chosen (issue 29): 「自分のユニット1枚を選ぶ。このターン中、そのユニットは…ダメージを受けない」
event-gcg-cant-receive-damage = { $card }は{ $until ->
        [turn] このターン中、
        [battle] このバトル中、
       *[other] {""}
    }記載の{ $damage ->
        [battle] バトルダメージ
        [effect] 効果ダメージ
       *[other] ダメージ
    }を受けない
event-gcg-no-set-active = { $card }は{ $player }の次のスタートフェイズにアクティブにならない
event-gcg-stays-rested = { $card }は効果によりアクティブにならない（7-2-3）
event-gcg-damage-cut = { $card }：{ $until ->
        [turn] このターン中、
        [battle] このバトル中、
       *[other] {""}
    }{ $next ->
        [true] 次に受けるダメージ
       *[other] 受ける{ $damage ->
            [battle] バトルダメージ
           *[other] ダメージ
        }
    }を{ $n }軽減する
event-gcg-damage-cut-used = { $card }：受けるダメージが{ $n }減少した（効果）
event-gcg-no-attack-to-change = バトル中の相手のユニットがいないため、アタック先は変わらない（8-5-1）
event-gcg-attack-target-changed = { $attacker }のアタック先が{ $unit }に変更された（効果、8-5-1）
event-gcg-may-attack-deployed = { $card }は配備されたターンにアタックできる

# r2-trig (issue 29): "During this battle, your shield area cards can't receive damage from …"
event-gcg-shields-guarded = このバトル中、{ $player }のシールドエリアのカードは効果が示すカードからの{ $damage ->
        [battle] バトルダメージ
        [effect] 効果ダメージ
       *[other] ダメージ
    }を受けない（10-1-5-6）

# s5-gcg-b (issue 29): a card of the trash / hand deployed by an effect (5-8-1, 2-10-1)
event-gcg-deploy-from = { $player } は{ $zone ->
        [hand] 手札
       *[trash] トラッシュ
    }の { $card } を配備
event-gcg-deploy-paid = { $player } はコスト { $n } を支払い、{ $zone ->
        [hand] 手札
       *[trash] トラッシュ
    }の { $card } を配備
refusal-gcg-discard-not-as-printed = そのカードはこの効果で捨てられるカードではありません
event-gcg-cant-block = { $card } は{ $until ->
        [turn] このターン中
        [battle] このバトル中
       *[other] {""}
    }《ブロッカー》を発動できない
refusal-gcg-cant-block = { $unit } は効果により《ブロッカー》を発動できません
event-gcg-to-deck-bottom = { $card } は { $owner } のデッキの下に戻った（コスト）
event-gcg-look-bottom-ordered = { $player } はカード { $n } 枚を好きな順番でデッキの下に置いた
refusal-gcg-look-order = デッキの下に置く順番を選んでください：次に置くカードを選びます
event-gcg-to-deck = { $card } は { $owner } のデッキの{ $where ->
        [top] 上
       *[bottom] 下
    }に戻った

# s5-gcg-a (issue 29): 「このユニットにセットされているカードの【メイン】を発動する」(10-1-8)
event-gcg-activates-paired = { $card } は { $pilot } の{ $timing ->
        [action] 【アクション】
       *[main] 【メイン】
    }を発動する
event-gcg-nothing-to-activate = { $card }：{ $timing ->
        [action] 【アクション】
       *[main] 【メイン】
    }を持つカードがセットされていない — 何も発動しない（1-3-2）
# s5-gcg-a: 「自分のトラッシュの〔X〕のカード3枚を選ぶ。それらを除外する。そうしたなら、…」で枚数が足りない（1-3-2）
event-gcg-short-of-whole = { $text } — 選ぶ{ $n }枚のうち{ $have }枚しかない：手動で解決する（1-3-2）
event-gcg-short-of-mill = { $text } — 置く{ $n }枚のうち{ $have }枚しかない：手動で解決する（1-3-2）
event-gcg-unsettled-then = { $text } — 前の処理が行われなかった：「その後、」以降の処理を行うかはルールで定まらない（1-3-7、10-2-1）：手動で解決する
event-gcg-enemy-player-by-hand = { $text } — どの相手プレイヤーかはプレイヤーが決める：手動で解決する（12-2-6）
# s11-gcg-read: "… to the top or bottom of their deck": the bottom chosen (each_look.py)
event-gcg-look-to-bottom = { $player } はそのカードをデッキの下に置いた
# s11-gcg-read: "They may draw 1" declined by the chosen enemy player
event-gcg-declines-draw = { $player } はドローしないことを選んだ（10-1-3）
# s11-gcg-read: "… for each 4 AP this Unit has" when that card has left play
event-gcg-stat-amount-by-hand = { $card }：数える値のカードが場にない — 手動で解決する（10-2-1）
# s6-gcg-a (issue 29): a delayed trigger made by an effect, "During this turn, when …" (10-1-6-1)
event-gcg-delayed-trigger = { $card }：{ $source } の誘発効果がこのターン終了時まで待機する
# s7-gcg (issue 29): a unit whose own text lets it attack only rested enemy units on its deploy turn (3-2-4)
refusal-gcg-deployed-attack-units-only = { $unit } はこのターンに配備されたので、その効果で指定された相手のユニットにしかアタックできません
# s7-gcg (issue 29): "Return them to their owner's deck and shuffle it" (a card of the trash: public)
event-gcg-shuffled-into-deck = { $card } を { $owner } のデッキに戻してシャッフルした

# s8-gcg-b (issue 29): "can't" restrictions on every subject (10-1-5-6)
refusal-gcg-cant-attack-effect = { $unit } は効果によりアタックできない
refusal-gcg-cant-be-blocked = { $unit } は効果によりブロックされない
event-gcg-cant-be-blocked = { $card } は{ $until ->
        [turn] このターン中
        [battle] このバトル中
       *[other] {""}
    }ブロックされない
refusal-gcg-cant-be-attacked = { $unit } は効果によりアタック先に選べない
event-gcg-cant-be-attacked = { $card } は{ $until ->
        [turn] このターン中
        [battle] このバトル中
       *[other] {""}
    }アタック先に選ばれない

## s8-gcg-d: 選んだカードを持ち主のデッキへ（3-3-6、4-1-7）；キーワード効果を失う（13-1、10-1-5-6）
event-gcg-to-deck-with-pilot = { $card } とセットされていたパイロット { $pilot } は、{ $owner } が選ぶ順番で { $owner } のデッキの{ $where ->
        [top] 上
       *[bottom] 下
    }に戻る
event-gcg-deck-ordered = { $player } はカード { $n } 枚を好きな順番でデッキの{ $where ->
        [top] 上
       *[bottom] 下
    }に置いた
event-gcg-loses-keyword = { $card } は《{ $keyword-word }》を失った{ $until ->
        [turn] （このターン中）
        [battle] （このバトル中）
       *[other] {""}
    }
refusal-gcg-deck-order = これらのカードをデッキの{ $where ->
        [top] 上
       *[bottom] 下
    }に置く順番を選んでください：上に来るカードから順に選びます

# s9-gcg-b: 「このターン中、それが相手から（バトル）ダメージを受けるとき、そのダメージを2軽減する」
event-gcg-damage-cut-enemy = { $card }：{ $until ->
        [turn] このターン中、
        [battle] このバトル中、
       *[other] {""}
    }相手から受ける{ $damage ->
        [battle] バトルダメージ
        [effect] 効果ダメージ
       *[other] ダメージ
    }を{ $n }軽減する

# s9-gcg-c (issue 29): 「以下の効果から1つを選んで発動する」の■効果の選択 (modal.py)
event-gcg-chooses-mode = { $player } が効果を選ぶ：{ $effect }（10-3-3）
event-gcg-no-mode = { $text } — 実行できる効果がないため発動しない（10-2-2）
refusal-gcg-mode-not-offered = その効果は今は実行できないため、選べません
event-gcg-chooses-player = { $player } が { $chosen } を選ぶ（10-3-3）
event-gcg-no-player-to-choose = { $text } — 選べる相手プレイヤーがいないため、何もしない（10-3-3-1）
refusal-gcg-player-not-offered = { $player } はこの効果で選べるプレイヤーではありません
refusal-gcg-field-player = `player` はプレイヤーの席でなければなりません

# s11-gcg-exec (issue 29): an effect granted to a unit, "It gains the following effect during this turn / battle:" (5-16-1)
event-gcg-granted-effect = { $card } は { $source } の効果をこのターン終了時まで得る（5-16-1）
event-gcg-granted-effect-battle = { $card } は { $source } の効果をこのバトル終了時まで得る（5-16-1）
# s11-gcg-exec (issue 29): "You may pay ①. If you do, …" (10-1-7-3, 1-3-2); a hand card revealed onto the deck (4-1-7)
event-gcg-pays = { $player } は { $n } を支払う
event-gcg-cannot-pay = { $player } は { $n } を支払えない：支払われない（1-3-2）
event-gcg-reveal-to-deck = { $player } は手札の { $card } を公開し、デッキの{ $where ->
    [top] 上
   *[bottom] 下
}に置く
# s11-gcg-exec (issue 29): "can't be destroyed by enemy effects" / "by effects" (5-10-1, 10-1-5-6)
event-gcg-cant-be-destroyed-by-enemy = { $card } は{ $until ->
        [turn] このターン中
        [battle] このバトル中
       *[other] {""}
    }相手の効果で破壊されない
event-gcg-cant-be-destroyed-by-effects = { $card } は{ $until ->
        [turn] このターン中
        [battle] このバトル中
       *[other] {""}
    }効果で破壊されない
event-gcg-not-destroyed = { $card } はこの効果で破壊されないため、場に残る（10-1-5-6）
event-gcg-forced-attack-target = { $until ->
        [turn] このターン中、
        [battle] このバトル中、
       *[other] {""}
    }相手のユニットは可能なら{ $card }をアタック先に選ばなければならない
event-gcg-cant-be-chosen-by-enemy = { $card } は{ $until ->
        [turn] このターン中
        [battle] このバトル中
       *[other] {""}
    }相手の効果で選ばれない
event-gcg-cant-be-returned-by-enemy = { $card } は{ $until ->
        [turn] このターン中
        [battle] このバトル中
       *[other] {""}
    }相手の効果で持ち主の手札に戻らない
event-gcg-not-returned = { $card } はこの効果で持ち主の手札に戻らないため、場に残る（10-1-5-6）
event-gcg-unsettled-choice = { $text } — 相手の効果で選ばれない { $card } を、その持ち主がここで選べるかはルールで定まっていないため、手動で解決します（10-3-3）
refusal-gcg-cant-be-chosen = { $card } は効果により、あなたの効果で選べません
refusal-gcg-cant-be-returned = { $card } は効果により、あなたの効果で持ち主の手札に戻らない
# s11-gcg-exec (issue 29): "Then, you may choose A and B." declined (10-1-3)
event-gcg-declines-step = { $player } はそれを行わないことを選ぶ（10-1-3）
# s11-gcg-exec (issue 29): "If C, you may …" with C false: not asked (10-2-1)
event-gcg-condition-fails = { $text } — 条件を満たしていないため発動しない（10-2-1）
# s11-gcg-exec (issue 29): lethal damage from an effect a unit "can't be destroyed by": by hand (5-10-1, 5-5-2)
event-gcg-unsettled-destruction = { $text } — その効果で破壊されない { $card } がこの効果で破壊されるかはルールで定まっていないため、手動で解決する（5-10-1、5-5-2）
event-gcg-unsettled-threshold = { $text } — 一部の量のダメージを受けない { $card } が、軽減後のこのダメージを受けるかはルールで定まっていないため、手動で解決します（10-1-9-1、10-1-5-6）
# s13-trig (issue 29): one trigger for several simultaneous events that speaks of "it" (10-1-6-3)
event-gcg-several-events-by-hand = { $text } — 同時に起きた複数の事象で1回だけ誘発した（10-1-6-3）が、どのカードを指すかは定まっていないため、手動で解決する
# s17-gcg: the durations that end in a later turn (next_turn.py, 7-6-6-1)
event-gcg-waits-next-turn = { $card }：{ $source }の効果は{ $side ->
        [yours] { $player }の次のターン
       *[opponents] { $player }の次の相手のターン
    }まで待つ
event-gcg-lasts-next-turn = { $card }：この効果は{ $side ->
        [yours] { $player }の次のターン
       *[opponents] { $player }の次の相手のターン
    }終了時まで続く
# s17-gcg round 2: a delayed trigger lasting to the end of a later turn (7-6-6-1; events.carry_delayed)
event-gcg-delayed-trigger-next-turn = { $card }：{ $source } の誘発効果が{ $side ->
        [yours] { $player }の次のターン
       *[opponents] { $player }の次の相手のターン
    }終了時まで待機する
event-gcg-granted-effect-next-turn = { $card } は { $source } の効果を{ $side ->
        [yours] { $player }の次のターン
       *[opponents] { $player }の次の相手のターン
    }終了時まで得る（5-16-1）
# s18-cover round 2: a command's target named up front that its effect cannot choose
refusal-gcg-preset-not-a-target = { $on-field ->
        [yes] { $card }
       *[no] そのカード
    }はこの効果が選べる対象ではありません（10-3-3）：{ $text }

# アズールレーン TCG（ALTCG）のログ行と拒否理由（説明は en/games/altcg.ftl の冒頭を参照）。
# 用語は data/glossary/terms.yaml の日本語表記。キーワード名の【】は用語集にあるものを
# 日本語で（【追撃】【改造】【メイン起動】【遠距離】【潜水】）、ないものは印刷どおり。

## ログ行

event-altcg-concedes = { $player } が投了しました (102.3a)
event-altcg-makes-room = 場所を空けるため、{ $card } を撤退エリアに置きました (204.4b)
event-altcg-plays = { $player } が { $card } を { $slot-word } に登場させました
event-altcg-uses = { $player } が { $card } を使用しました（{ $use ->
        [counter] 【反制】
        [pursuit] 【追撃】
       *[event] イベント
    }）
event-altcg-retrofits = { $player } が { $onto } を { $card } に改造し、{ $slot-word } に登場させました (601.8)
event-altcg-activates = { $player } が { $card } の起動効果を使用しました
event-altcg-ends-battle = { $player } がバトルフェイズを終了しました (508.4)
event-altcg-supports = { $card } が { $target } を支援：戦力 +{ NUMBER($value, useGrouping: 0) }
event-altcg-keeps-card = { $player } はカードを手札に残しました
event-altcg-comeback = { $player } が { $card } を公開：【絕地反擊】 (601.2)
event-altcg-discards = { $player } がカードを { $n } 枚捨てました
event-altcg-discards-private = { $player } が { $cards } を捨てました
event-altcg-to-deck-bottom = { $player } がカード { $n } 枚をデッキの一番下に置きました
event-altcg-to-deck-bottom-private = { $player } が { $cards } をデッキの一番下に置きました
event-altcg-discards-cost = { $player } が { $cards } を捨てました
event-altcg-bottom-cost = { $player } がコストとして戦場の { $card } をデッキの一番下に置きました（303.3、401）
event-altcg-power = { $target } 戦力 { $n-signed }
event-altcg-power-until = { $target } 戦力 { $n-signed }（{ $until ->
        [battle] このバトル中
        [permanent] 永続
       *[turn] このターン中
    }）
event-altcg-moves = { $player } が{ $hidden ->
        [yes] カード 1 枚
       *[no] {" "}{ $card }{" "}
    }を{ $to ->
        [hand] 手札
        [deck_top] デッキの一番上
        [deck_bottom] デッキの一番下
        [trash] 撤退エリア
       *[other] { $to }
    }に移動しました
event-altcg-awakens = { $player } の旗艦が覚醒しました (602.2)
event-altcg-awakens-card = { $player } の旗艦が覚醒しました：{ $card } (602.2)
event-altcg-dives = 【潜水】：{ $card } を { $player } のデッキの一番下に置きました (601.7)
event-altcg-cost-unpaid = { $card }：コストを支払えないため、スキルは発動しません (303.3a)
event-altcg-declines = { $player } は { $card } のスキルを使用しませんでした (303.3a)
event-altcg-declines-first = { $player } は { $card } の「可以」の部分を行いませんでした。残りは適用されます (303.3a, 304.1a)
event-altcg-returns-to-hand = { $card } が持ち主の手札に戻りました
event-altcg-draws = { $player } が { $n } 枚ドローしました
event-altcg-draws-private = { $player } が { $cards } をドローしました
event-altcg-destroyed = { $card } が撃破されました
event-altcg-loses = { $player } の敗北：{ $damaged ->
        [yes] 耐久エリアにカードがない状態で旗艦がダメージを受けました (312.3b)
       *[no] デッキが 0 枚になりました (312.3c)
    }
event-altcg-game-over = ゲーム終了：{ $winner ->
        [draw] 引き分け (102.4a)
       *[other] { $winner } の勝利
    }
event-altcg-setup-done = 耐久エリアにカードを置きました (101.7)。開始プレイヤーでないプレイヤーはキューブ 1 枚を裏向きでコストエリアに置きました (101.8)
event-altcg-chooses-order = { $player } が{ $first ->
        [yes] 先攻
       *[no] 後攻
    }を選びました：{ $starter } が開始プレイヤーです (101.5)
event-altcg-keeps-hand = { $player } は手札をキープしました
event-altcg-redraws = { $player } はマリガンしました (101.6)
event-altcg-turn = 第 { $number } ターン：{ $player }
event-altcg-attacks = { $unit } が { $target } にアタック
event-altcg-attack-fails = 戦力 { NUMBER($attack, useGrouping: 0) } 対 { NUMBER($defend, useGrouping: 0) }：アタックは失敗し、何も起こりません (507.1)
event-altcg-attacker-wins = 戦力 { NUMBER($attack, useGrouping: 0) } 対 { NUMBER($defend, useGrouping: 0) }：攻撃側がバトルに勝利しました (507.1)
event-altcg-damaged-empty = { $player } の旗艦が、耐久エリアにカードがない状態でダメージを受けました (508.1b)
event-altcg-damaged = { $player } の旗艦がダメージを受けました：耐久エリアのカード 1 枚が手札に加わります (508.1a)
event-altcg-damaged-private = { $player } の旗艦がダメージを受けました：{ $card } が手札に加わります (508.1a)
event-altcg-fix-move = ジャッジ修正：{ $owner } の{ $hidden ->
        [yes] カード 1 枚
       *[no] {" "}{ $card }{" "}
    }を{ $from ->
        [hand] 手札
        [deck] デッキ
        [durability] 耐久エリア
        [trash] 撤退エリア
        [field] 戦場
       *[other] { $from }
    }から{ $to ->
        [hand] 手札
        [deck_top] デッキの一番上
        [deck_bottom] デッキの一番下
        [trash] 撤退エリア
        [durability] 耐久エリア
       *[other] { $to }
    }へ移動
event-altcg-fix-move-private = ジャッジが { $card } を { $owner } の{ $from ->
        [hand] 手札
        [deck] デッキ
        [durability] 耐久エリア
        [trash] 撤退エリア
        [field] 戦場
       *[other] { $from }
    }から{ $to ->
        [hand] 手札
        [deck_top] デッキの一番上
        [deck_bottom] デッキの一番下
        [trash] 撤退エリア
        [durability] 耐久エリア
       *[other] { $to }
    }へ移動
event-altcg-fix-rest = ジャッジ修正：{ $card } を{ $rested ->
        [yes] レスト
       *[no] アクティブ
    }状態にしました
event-altcg-fix-shuffle = ジャッジ修正：{ $player } のデッキをシャッフルしました（シード指定{ $salt ->
        [yes] 、新しいソルト
       *[no] {""}
    }）

## 拒否理由

refusal-altcg-card-id = `{ $name }` にはカード ID を指定してください
refusal-altcg-no-such-card = カード { $card } は存在しません
refusal-altcg-card-ids = `{ $name }` にはカード ID のリストを指定してください
refusal-altcg-bool = `{ $name }` には true か false を指定してください
refusal-altcg-not-in-hand = そのカードは手札にありません
refusal-altcg-slot = `slot` は FL、FC、FR、BL、BC、BR のいずれかです
refusal-altcg-flagship-slot = 旗艦のいる位置には艦船を登場させられません
refusal-altcg-match-over = この対戦は終了しています
refusal-altcg-not-a-player = { $actor } はこの対戦のプレイヤーではありません
refusal-altcg-unknown-action = `{ $kind }` は ALTCG のアクションではありません
refusal-altcg-no-prompt = 今は何の決定も待っていません
refusal-altcg-one-mulligan = マリガンは各プレイヤー 1 回まで、ゲーム開始前に限ります
refusal-altcg-not-your-turn = 今は { $player } が{ $waiting ->
        [first_player] 先攻か後攻かを選ぶ
        [mulligan] マリガンするかを決める
        [main] メインフェイズで行動する
        [attack] アタックするか、バトルフェイズを終了するかを選ぶ
        [support] アタックステップで支援するかパスするかを選ぶ
        [defense] ガードステップで支援するかパスするかを選ぶ
        [comeback] 【絕地反擊】を使うかを決める
        [deploy] 手札の艦船カードと登場させる場所を選ぶ
        [trigger_order] 次に解決するスキルを選ぶ
        [choose] スキルのための選択をする
       *[effect] スキルを解決する
    }番です
refusal-altcg-wrong-time = 今は `{ $kind }` はできません：あなたが{ $waiting ->
        [first_player] 先攻か後攻かを選ぶ
        [mulligan] マリガンするかを決める
        [main] メインフェイズで行動する
        [attack] アタックするか、バトルフェイズを終了するかを選ぶ
        [support] アタックステップで支援するかパスするかを選ぶ
        [defense] ガードステップで支援するかパスするかを選ぶ
        [comeback] 【絕地反擊】を使うかを決める
        [deploy] 手札の艦船カードと登場させる場所を選ぶ
        [trigger_order] 次に解決するスキルを選ぶ
        [choose] スキルのための選択をする
       *[effect] スキルを解決する
    }のをゲームが待っています
refusal-altcg-only-counter = ガードステップで使用できるのは【反制】を持つカードだけです
refusal-altcg-only-pursuit = アタック後に使用できるのは【追撃】を持つカードだけです。艦船カードとイベントカードはメインフェイズに使用します
refusal-altcg-battle-event = このイベントはバトル中にのみ使用できます（【反制】／【追撃】）
refusal-altcg-filler = 穴埋め用のカードはプレイできません
refusal-altcg-targets-later = 対象はスキルが求めたとき（`choose`）に選びます。`play` では指定しません
refusal-altcg-no-effect-here = このカードにはここで使える効果がありません
refusal-altcg-cost = コストは { $cost } ですが、アクティブなキューブは { $active } 枚しかありません
refusal-altcg-down = `down` は支払いに使う裏向きのキューブの枚数です。残りは表向きのアクティブなキューブで支払い、合計はちょうどコストと同じです
refusal-altcg-no-retrofit = このカードは【改造】を持っていません
refusal-altcg-retrofit-onto = 【改造】は自分の「{ $name }」という名前の艦船に重ねます
refusal-altcg-activate-own = 自分の戦場にあるカードのスキルを起動してください
refusal-altcg-no-activate = このカードには【メイン起動】スキルがありません
refusal-altcg-ability-index = `ability` はこのカードの【メイン起動】スキルの番号です
refusal-altcg-once-per-turn = このスキルはこのターンすでに使用しました
refusal-altcg-only-while = このスキルが有効なのは{ $while ->
        [own_turn] 自分のターン中
        [opponent_turn] 相手のターン中
        [own_main] 自分のメインフェイズ中
        [opponent_main] 相手のメインフェイズ中
       *[other] { $while }
    }だけです
refusal-altcg-first-turn-attack = 開始プレイヤーは最初のターンにアタックできません
refusal-altcg-attack-own = 自分の旗艦か、自分の戦場にある艦船でアタックしてください
refusal-altcg-rested-attacker = レスト状態のカードはアタックできません
refusal-altcg-new-ship-attack = 艦船がアタックできるのは、ターン開始時から自分の戦場にいるか、【速攻】を持つときだけです
refusal-altcg-support-own = 自分のカードで支援してください
refusal-altcg-support-hand-range = 手札から支援できるのは、支援範囲「手札」を持つ艦船だけです
refusal-altcg-support-from = 手札か、自分の戦場にある別のカードで支援してください
refusal-altcg-support-field-range = 戦場から支援できるのは、支援範囲「戦場」を持つカードだけです
refusal-altcg-support-rested = 戦場からの支援ではそのカードをレストします：アクティブ状態でなければなりません
refusal-altcg-support-adjacent = 戦場から支援するカードは、支援されるカードの上下左右に隣接していなければなりません
refusal-altcg-no-effect = このカードには使用できる効果がありません
refusal-altcg-choose-waiting = 待機中の自分のスキルから 1 つ選んでください
refusal-altcg-choose-n = 手札からちょうど { $n } 枚選んでください
refusal-altcg-not-a-choice = それは選べる選択肢ではありません
refusal-altcg-decline-may = 使用しないことを選べるのは「～できる」スキルだけです
refusal-altcg-field-only = スキルは、特に記載がない限り戦場のカードにのみ影響します
refusal-altcg-draw-n = `n` は 1 から 10 です
refusal-altcg-discard-own = 自分の手札のカードを捨ててください
refusal-altcg-power-n = `n` は戦力の増減です（例：1000 や -2000）
refusal-altcg-until = `until` は battle、turn、permanent のいずれかです
refusal-altcg-destroy-ship = 撃破されるのは艦船だけです
refusal-altcg-move-to = `to` は hand、deck_top、deck_bottom、trash のいずれかです
refusal-altcg-reveal-own = 公開できるのは自分の手札のカードです
refusal-altcg-search-own = 探せるのは自分のデッキのカードです
refusal-altcg-flagship-stays = 旗艦は戦場を離れません
refusal-altcg-move-whose = 戦場のカードか、自分の手札または撤退エリアのカードを移動してください
refusal-altcg-no-back = あなたの旗艦には、もう裏返せる裏面がありません
refusal-altcg-target-enemy = アタック対象は相手の戦場にある旗艦か艦船です
refusal-altcg-target-rested = 艦船をアタックできるのは、その艦船がレスト状態のときだけです
refusal-altcg-back-row = 後列のカードが届くのは前列{ $flagship ->
        [yes] と旗艦
       *[no] {""}
    }だけです（【遠距離】ならさらに届きます）
refusal-altcg-cost-rest = コストでこのカードをレストしますが、このカードは戦場でアクティブ状態ではありません
refusal-altcg-cost-discard = コストとして手札の他のカードを { $n } 枚捨てます：`pay` で指定してください
refusal-altcg-cost-bottom = コストで条件に合う自分の戦場の艦船カード1枚をデッキの一番下に置きます：`pay` で指定してください
refusal-altcg-cost-cubes = アクティブなキューブが { $n } 枚必要です
refusal-altcg-not-a-fix = `{ $kind }` はジャッジ修正ではありません。修正は { $fixes } です
refusal-altcg-fix-card = `card` にはこの対戦のカード ID を指定してください
refusal-altcg-fix-to = `to` は { $zones } のいずれかです
refusal-altcg-fix-flagship = 旗艦は戦場に残ります (204.3)
refusal-altcg-fix-stack = 重ねたカードの一番上を移動してください。その下のカードは一緒に移動します (408.5)
refusal-altcg-fix-rested = `rested` には true か false を指定してください
refusal-altcg-fix-rest-field = レスト状態・アクティブ状態になるのは戦場のカードだけです (307.1)
refusal-altcg-fix-shuffle = `player` は A か B、`zone` は deck です
refusal-altcg-fix-salt = `salt` は 32 文字までの英数字です

# 盤面の語
engine-altcg-cubes = キューブ
engine-altcg-awakened = 覚醒
engine-altcg-choosing-who-starts = 先攻・後攻の決定
engine-altcg-prepare-phase = 準備フェイズ
engine-altcg-support = 支援
engine-altcg-attack-or-end-the-battle-phase = アタックするかバトルフェイズを終了する
engine-altcg-support-the-attacker-or-pass = アタックしているカードを支援するかパスする
engine-altcg-support-the-attacked-card-use-or-pass = アタックされたカードを支援するか、【反制】を使うか、パスする
engine-altcg-decide-on = 【絕地反擊】を使うか決める
engine-altcg-choose-which-ability-resolves-next = 次に解決する効果を選ぶ
engine-altcg-choose-for-an-ability = 効果の選択をする
engine-altcg-resolve-an-ability = 効果を解決する
engine-altcg-rush = 速攻
engine-altcg-counter = 反制
engine-altcg-pursuit = 追撃
engine-altcg-comeback = 絶地反撃
engine-altcg-strike = 強撃
engine-altcg-guard = 固守
engine-altcg-retrofit = 改造
# 戦場の位置（403.3a）
engine-altcg-fl = 前列左
engine-altcg-fc = 前列中央
engine-altcg-fr = 前列右
engine-altcg-bl = 後列左
engine-altcg-bc = 後列中央
engine-altcg-br = 後列右

# 手動解決（issue 29 §3）：ALTCG 独自の効果アクション
event-altcg-by-hand-discard = { $player } が { $card } の効果を手動で解決：カードを { $n } 枚捨てる
event-altcg-by-hand-awaken = { $player } が { $card } の効果を手動で解決：{ $whose } の旗艦が覚醒する

# Printed cards (issue 29, s2-altcg): the verbs the ALTCG reader's texts run.
event-altcg-to-bottom = { $card } が持ち主のデッキの一番下に置かれました
event-altcg-mills = { $player } がデッキの上から { $n } 枚をトラッシュに置きました：{ $cards }
event-altcg-cube-ramp = { $player } がキューブデッキからキューブ { $n } 枚を裏向きでコストエリアに置きました
event-altcg-cube-active = { $player } がキューブ { $n } 枚をアクティブにしました
event-altcg-reveals-top = { $player } がデッキの上から { $n } 枚を公開しました：{ $cards }
event-altcg-reveals-none = { $player } のデッキには公開するカードがありません (103.3)
event-altcg-looks-top = { $player } がデッキの上から { $n } 枚を見ました
event-altcg-looks-top-private = { $player } がデッキの上から { $n } 枚を見ました：{ $cards }
event-altcg-takes = { $player } が { $card } を公開して手札に加えました
event-altcg-bottom-random = { $player } がカード { $n } 枚を無作為な順番でデッキの一番下に置きました

# s5-altcg (issue 29): a keyword or a support change an effect gives (601, 208.3)
event-altcg-gains = { $target } が【{ $keyword-word }{ $n ->
        [0] {""}
       *[other] +{ $n }
    }】を得ました（{ $until ->
        [battle] このバトル中
        [permanent] 永続
       *[turn] このターン中
    }）
event-altcg-support-until = { $target } 支援 { $n-signed }（{ $until ->
        [battle] このバトル中
        [permanent] 永続
       *[turn] このターン中
    }）
event-altcg-retreats = { $card } は撤退し、撤退エリアに置かれました（313.10a）
event-altcg-arranges = { $player } がカード { $n } 枚を好きな順番でデッキの一番上に戻しました
event-altcg-arranges-private = { $player } がデッキの一番上に戻しました（上から）：{ $cards }

# s6-altcg (issue 29): a search takes "up to N" (103.4c); an ability puts a ship on a slot with no card (403.3)
refusal-altcg-choose-up-to = 提示されたカードから { $n } 枚以下を選んでください
refusal-altcg-slot-taken = この能力はカードが置かれていない場所にのみ登場させます。{ $slot } にはカードがあります
engine-altcg-choose-a-ship-of-their-hand-and-its-slot = 手札の艦船カードと登場させる場所を選ぶ
# s6-altcg (issue 29): a card of the trash to the hand by an ability
event-altcg-recovers = { $player } は撤退エリアの { $card } を手札に加える
event-altcg-hand-to-deck-place = { $player } が手札のカード1枚をデッキの一番{ $place ->
        [top] 上
       *[bottom] 下
    }に置きました（401）
event-altcg-hand-to-deck-place-private = { $player } が手札の { $card } をデッキの一番{ $place ->
        [top] 上
       *[bottom] 下
    }に置きました（401）
refusal-altcg-place = カードはデッキの一番上か一番下に置きます（`place: top` または `bottom`）
note-altcg-place = デッキの一番上か一番下に置くカード：{ $card }
engine-altcg-put-a-card-of-their-hand-on-the-top-or-the-bottom-of-their-deck = 手札のカード1枚をデッキの一番上か一番下に置く

# 対戦ログの行（en/events.ftl の説明を参照）。

event-bot-match-started = 対戦開始
event-bot-rewound = ジャッジがアクション { $to } まで巻き戻しました：{ $undone } 件のアクションを取り消し

# ボードの状況の下に出る行
note-core-battle = ⚔️ バトル中
note-core-resolving = 解決中：{ $cards }
note-core-top = 一番上：{ $card }
event-bot-auto-pass = { $player } はパスしました（自動パス）

# 手動解決（issue 29 §3、rules_engine/core/effects/by_hand.py）
event-core-by-hand-draw = { $player } が { $card } の効果を手動で解決：{ $whose } がカードを { $n } 枚引く
event-core-by-hand-damage = { $player } が { $card } の効果を手動で解決：{ $target } に { $n } ダメージを与える
event-core-by-hand-recover = { $player } が { $card } の効果を手動で解決：{ $target } が { $n } 回復する
event-core-by-hand-destroy = { $player } が { $card } の効果を手動で解決：{ $target } を破壊する
event-core-by-hand-rest = { $player } が { $card } の効果を手動で解決：{ $target } をレストする
event-core-by-hand-set-active = { $player } が { $card } の効果を手動で解決：{ $target } をアクティブにする
event-core-by-hand-move = { $player } が { $card } の効果を手動で解決：{ $target-card } を{ $to-word }に移す
event-core-by-hand-move-hidden = { $player } が { $card } の効果を手動で解決：カード1枚を{ $to-word }に移す
event-core-by-hand-move-hidden-private = { $player } が { $card } の効果を手動で解決：{ $target-card } を{ $to-word }に移す
event-core-by-hand-modify = { $player } が { $card } の効果を手動で解決：{ $target } は{ $until ->
        [battle] このバトル中
        [permanent] 永続で
       *[other] このターン中
    }{ $stat }{ $n-signed }
event-core-by-hand-grant = { $player } が { $card } の効果を手動で解決：{ $target } は{ $until ->
        [battle] このバトル中
        [permanent] 永続で
       *[other] このターン中
    }{ $keyword-word }を得る
event-core-by-hand-remove = { $player } が { $card } の効果を手動で解決：{ $target } は{ $until ->
        [battle] このバトル中
        [permanent] 永続で
       *[other] このターン中
    }{ $keyword-word }を失う
event-core-by-hand-token = { $player } が { $card } の効果を手動で解決：{ $name } トークンを { $n } 体配備する
event-core-by-hand-look = { $player } が { $card } の効果を手動で解決：{ $whose } のデッキの上から { $n } 枚を見る
event-core-by-hand-look-private = { $player } が { $card } の効果を手動で解決：{ $whose } のデッキの上から { $n } 枚を見る：{ $cards }
event-core-by-hand-reveal = { $player } が { $card } の効果を手動で解決：{ $target-card } を公開する
event-core-by-hand-search = { $player } が { $card } の効果を手動で解決：{ $whose } のデッキからカード1枚を探し、デッキをシャッフルする
event-core-by-hand-search-private = { $player } が { $card } の効果を手動で解決：{ $whose } のデッキから { $target-card } を探し、デッキをシャッフルする
event-core-by-hand-resolve = { $player } が { $card } の効果を手動で解決：効果の処理を終える
event-core-by-hand-decline = { $player } が { $card } の効果を手動で解決：任意（「できる」）の効果を使わない

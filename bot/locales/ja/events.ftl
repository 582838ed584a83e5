# 対戦ログの行（en/events.ftl の説明を参照）。

event-bot-match-started = 対戦開始
event-bot-rewound = ジャッジがアクション { $to } まで巻き戻しました：{ $undone } 件のアクションを取り消し

# ボードの状況の下に出る行
note-core-battle = ⚔️ バトル中
note-core-resolving = 解決中：{ $cards }
note-core-top = 一番上：{ $card }
event-bot-auto-pass = { $player } はパスしました（自動パス）

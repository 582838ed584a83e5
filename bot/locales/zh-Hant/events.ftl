# 對戰紀錄的每一行（說明見 en/events.ftl）。

event-bot-match-started = 對戰開始
event-bot-rewound = 裁判將對戰倒回到第 { $to } 個動作：取消了 { $undone } 個動作

# 盤面狀態下方的說明行
note-core-battle = ⚔️ 戰鬥進行中
note-core-resolving = 處理中：{ $cards }
note-core-top = 最上方：{ $card }
event-bot-auto-pass = { $player } 放棄行動（自動跳過）

# 對戰紀錄的每一行（說明見 en/events.ftl）。

event-bot-match-started = 對戰開始
event-bot-rewound = 裁判將對戰倒回到第 { $to } 個動作

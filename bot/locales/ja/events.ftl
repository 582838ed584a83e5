# 対戦ログの行（en/events.ftl の説明を参照）。

event-bot-match-started = 対戦開始
event-bot-rewound = ジャッジがアクション { $to } まで巻き戻しました

# Printed cards in Discord (issue 29): `/cards import`'s reading summary, `/card`, the by-hand menu.

cards-import-read = 讀取：效果 { $effects } 個，由引擎執行 { $automated } 個，由持有者手動結算 { $by_hand } 個。
cards-import-unread = 裁判尚未讀懂的常見文字（手動結算）：
cards-import-report = 完整報告（每個效果如何讀取，或為何須手動結算）已附上。
card-not-found = { $game } 中沒有名為 { $name } 的卡牌（本伺服器的卡牌與示範卡牌）
card-reading = 裁判的讀取
card-no-text = 沒有效果文字。
card-by-hand = 手動：{ $reason }
card-more = …另有 { $count } 個效果
board-by-hand = ✋ 等待手動結算
options-by-hand = 請用下方的動作手動結算此效果：{ $text }

# s2-words (#30 §3): the official term beside its English name, in /card for a reader of English
card-terms = 這張卡上的遊戲用語
card-term = { $english }（{ $printed }）

# 對戰紀錄的每一行（說明見 en/events.ftl）。

event-bot-match-started = 對戰開始
event-bot-rewound = 裁判將對戰倒回到第 { $to } 個動作：取消了 { $undone } 個動作

# 盤面狀態下方的說明行
note-core-battle = ⚔️ 戰鬥進行中
note-core-resolving = 處理中：{ $cards }
note-core-top = 最上方：{ $card }
event-bot-auto-pass = { $player } 放棄行動（自動跳過）

# 手動結算（issue 29 §3，rules_engine/core/effects/by_hand.py）
event-core-by-hand-draw = { $player } 手動結算 { $card } 的效果：{ $whose } 抽 { $n } 張卡
event-core-by-hand-damage = { $player } 手動結算 { $card } 的效果：對 { $target } 造成 { $n } 點傷害
event-core-by-hand-recover = { $player } 手動結算 { $card } 的效果：{ $target } 回復 { $n }
event-core-by-hand-destroy = { $player } 手動結算 { $card } 的效果：破壞 { $target }
event-core-by-hand-rest = { $player } 手動結算 { $card } 的效果：將 { $target } 設為休息狀態
event-core-by-hand-set-active = { $player } 手動結算 { $card } 的效果：將 { $target } 設為活躍狀態
event-core-by-hand-move = { $player } 手動結算 { $card } 的效果：將 { $target-card } 移到{ $to-word }
event-core-by-hand-move-hidden = { $player } 手動結算 { $card } 的效果：將 1 張卡移到{ $to-word }
event-core-by-hand-move-hidden-private = { $player } 手動結算 { $card } 的效果：將 { $target-card } 移到{ $to-word }
event-core-by-hand-modify = { $player } 手動結算 { $card } 的效果：{ $target } { $until ->
        [battle] 本次戰鬥中
        [permanent] 永久
       *[other] 本回合中
    }{ $stat }{ $n-signed }
event-core-by-hand-grant = { $player } 手動結算 { $card } 的效果：{ $target } { $until ->
        [battle] 本次戰鬥中
        [permanent] 永久
       *[other] 本回合中
    }獲得{ $keyword-word }
event-core-by-hand-remove = { $player } 手動結算 { $card } 的效果：{ $target } { $until ->
        [battle] 本次戰鬥中
        [permanent] 永久
       *[other] 本回合中
    }失去{ $keyword-word }
event-core-by-hand-token = { $player } 手動結算 { $card } 的效果：配置 { $n } 個{ $name }衍生物
event-core-by-hand-look = { $player } 手動結算 { $card } 的效果：查看 { $whose } 牌組頂的 { $n } 張卡
event-core-by-hand-look-private = { $player } 手動結算 { $card } 的效果：查看 { $whose } 牌組頂的 { $n } 張卡：{ $cards }
event-core-by-hand-reveal = { $player } 手動結算 { $card } 的效果：公開 { $target-card }
event-core-by-hand-search = { $player } 手動結算 { $card } 的效果：從 { $whose } 的牌組中搜尋 1 張卡，然後洗牌
event-core-by-hand-search-private = { $player } 手動結算 { $card } 的效果：從 { $whose } 的牌組中搜尋 { $target-card }，然後洗牌
event-core-by-hand-resolve = { $player } 手動結算 { $card } 的效果：效果處理完畢
event-core-by-hand-decline = { $player } 手動結算 { $card } 的效果：不使用可選（「可以」）的效果

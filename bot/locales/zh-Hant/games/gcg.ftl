# 鋼彈卡牌遊戲：引擎的對戰紀錄（`event-gcg-*`）與拒絕訊息（`refusal-gcg-*`）。
# 變數與 en/games/gcg.ftl 相同（說明見 events.ftl、refusals.ftl）。用語依繁體中文綜合規則。
# 條款編號（例如「（4-5-4）」）保持原樣。

## 紀錄：準備與回合
event-gcg-goes-first-direction = { $player } 先攻，{ $clockwise ->
        [yes] 順時針
       *[no] 逆時針
    }進行：{ $order }（12-2-1）
event-gcg-team-goes-first = { $player } 選擇：隊伍 { $team } 先攻（12-3-2）
event-gcg-chooses-first = { $player } 選擇{ $first ->
        [yes] 先攻
       *[no] 後攻
    }：{ $first-player } 為先攻玩家（6-2-1-4）
event-gcg-keeps-hand = { $player } 保留手牌
event-gcg-redraws = { $player } 重抽手牌（6-2-1-6-1）
event-gcg-setup-duel = 已放置護盾、配置 EX 基地，後攻玩家獲得 EX 能源（6-2-2…6-2-4）
event-gcg-setup-free-for-all = 已放置護盾、配置 EX 基地，先攻以外的每位玩家獲得 EX 能源（6-2-2、6-2-3、12-2-2）
event-gcg-setup-team = 已放置共用護盾，每隊配置 1 張 EX 基地，後攻隊伍的每位玩家獲得 EX 能源（12-3-5、12-3-6、12-3-7）
event-gcg-turn = 第 { $n } 回合：{ $player }
event-gcg-draws = { $player } 抽 { $n } 張
event-gcg-draws-private = { $player } 抽到 { $cards }
event-gcg-adds-shields = { $player } 將自己的 { $n } 張護盾加入手牌
event-gcg-adds-shields-private = { $player } 將護盾中的 { $cards } 加入手牌
event-gcg-stops-choosing = { $player } 不再選擇更多對象
event-gcg-places-resource = { $player } 放置能源（{ $card }）
event-gcg-ends-main = { $player } 結束主要階段（7-5-5）
event-gcg-passes = { $player } 略過
event-gcg-discards = { $player } 丟棄 { $card }
event-gcg-play-option = { $player } 支付可選代價並使用 { $card }
event-gcg-concedes = { $player } 認輸（1-2-4）

## 紀錄：使用卡牌
event-gcg-deploys = { $player } 配置 { $card }
event-gcg-base-replaced = 為了空出位置，{ $card } 被置於廢棄區（11-5-2）
event-gcg-pairs = { $player } 讓 { $card } 搭乘 { $unit }{ $linked ->
        [yes] {" "}— 共鳴
       *[no] {""}
    }
event-gcg-pairs-from = { $player } 讓{ $zone ->
        [hand] 手牌
       *[trash] 廢棄區
    }中的 { $card } 搭乘 { $unit }{ $linked ->
        [yes] {" "}— 共鳴
       *[no] {""}
    }
event-gcg-uses-command = { $player } 使用 { $card }
event-gcg-activates-support = { $player } 啟動 { $card } 的《支援 { $n }》
event-gcg-activates = { $player } 啟動 { $card }：{ $text }
event-gcg-overflow-trashed = { $card } 被置於廢棄區：戰鬥區已有 6 架機體（11-4-2；不視為被破壞，11-4-2-1）

## 紀錄：戰鬥
event-gcg-attacks-player = { $unit } 攻擊 { $target }
event-gcg-attacks-unit = { $unit } 攻擊 { $target }
event-gcg-no-block = { $player } 不阻擋
event-gcg-blocks = { $unit } 阻擋（《阻擋者》，8-3-1）
event-gcg-battle-damage-card = { $unit } 對 { $target } 造成 { $n } 點戰鬥傷害
event-gcg-battle-damage-shield = { $unit } 對 { $player } 最上方的護盾造成 { $n } 點戰鬥傷害
event-gcg-battle-damage-player = { $unit } 對沒有護盾的 { $player } 造成 { $n } 點戰鬥傷害（8-5-2-2）
event-gcg-battle-ends = 戰鬥結束

## 紀錄：效果
event-gcg-no-target = { $text } — 沒有可選的對象：效果不發動（10-2-2）
event-gcg-main-not-activated = { $text } — 沒有可選的對象：【主要】不發動（10-2-2）：之後的處理照常執行
event-gcg-no-battle-to-last = { $card }：沒有可讓「此戰鬥中」持續的戰鬥（8-2-3）；沒有任何變化
event-gcg-gains-keyword = { $card } 獲得《{ $keyword-word }》{ $until ->
        [turn] （此回合中）
        [battle] （此戰鬥中）
       *[other] {""}
    }
# s11-gcg-read: a trait gained for a while (2-5-3)
event-gcg-gains-trait = { $card } 獲得{ $traits }{ $until ->
        [turn] （此回合中）
        [battle] （此戰鬥中）
       *[other] {""}
    }
event-gcg-gets-modifier = { $card } { $modify }{ $until ->
        [turn] （此回合中）
        [battle] （此戰鬥中）
       *[other] {""}
    }
event-gcg-returns-to-hand = { $card } 回到 { $owner } 的手牌
event-gcg-breach-no-target = 《突破》：{ $player } 沒有基地也沒有護盾；效果不發動（13-1-2-4）
event-gcg-breach-base = 《突破 { $n }》對 { $card } 造成 { $n } 點傷害
event-gcg-breach-shield = 《突破 { $n }》對 { $player } 最上方的護盾造成 { $n } 點傷害
event-gcg-support = 《支援 { $n }》：{ $card } 此回合中 AP+{ $n }
event-gcg-recovers = { $card } 回復 { $n } 點 HP
event-gcg-rest = { $card } 成為{ $rested ->
        [yes] 休息狀態
       *[no] 活躍狀態
    }
event-gcg-takes-damage = { $card } 受到 { $n } 點傷害
event-gcg-destroyed = { $card } 被破壞
event-gcg-shield-destroyed = { $player } 的護盾被破壞：{ $card }
event-gcg-uses-burst = { $player } 使用 { $card } 的【爆發】
event-gcg-finishes-effect = { $player } 完成效果的處理
event-gcg-declines = { $player } 選擇不使用效果（10-1-3）
event-gcg-modified = { $card } AP{ $ap-signed } HP{ $hp-signed }（{ $until ->
        [turn] 此回合中
        [battle] 此戰鬥中
        [permanent] 永久
       *[other] { $until }
    }）
event-gcg-granted = { $card } 獲得《{ $keyword-word }》（{ $until ->
        [turn] 此回合中
        [battle] 此戰鬥中
        [permanent] 永久
       *[other] { $until }
    }）
event-gcg-moved = { $card } 被移至{ $to ->
        [hand] 手牌
        [trash] 廢棄區
        [removal] 除外區
        [deck_top] 卡組最上方
        [deck_bottom] 卡組最下方
        [battle] 戰鬥區
        [base] 基地放置處
       *[other] { $to-word }
    }
event-gcg-looks = { $player } 查看自己卡組最上方的 { $n } 張卡牌
event-gcg-looks-private = { $player } 查看自己卡組最上方：{ $cards }
event-gcg-reveals = { $player } 公開 { $card }
event-gcg-searches = { $player } 從卡組中找出 1 張卡牌，並將卡組切洗
event-gcg-searches-private = { $player } 從卡組中將 { $card } 加入手牌

## 紀錄：遊戲結束
event-gcg-deck-empty = { $player } 的卡組變為 0 張（11-2-1-2）
event-gcg-deck-empty-multi = { $player } 的卡組變為 0 張（12-2-5 / 12-3-9-2）
event-gcg-eliminated = { $player } 被淘汰：其所有卡牌與效果從遊戲中移除（12-2-5）
event-gcg-game-over = 遊戲結束：{ $winner ->
        [draw] 平手
       *[other] { $winner } 獲勝
    }

## 紀錄：裁判修正
event-gcg-fix-move = 裁判修正：{ $owner } 的{ $hidden ->
        [yes] 一張卡牌
       *[no] {" "}{ $card }{" "}
    }從{ $source ->
        [hand] 手牌
        [deck] 卡組
        [trash] 廢棄區
        [removal] 除外區
        [battle] 戰鬥區
        [base] 基地放置處
        [resources] 能源區
        [shields] 護盾區
       *[other] { $source }
    }移至{ $to ->
        [hand] 手牌
        [trash] 廢棄區
        [removal] 除外區
        [deck_top] 卡組最上方
        [deck_bottom] 卡組最下方
        [battle] 戰鬥區
        [base] 基地放置處
        [resources] 能源區
        [shields] 護盾區
       *[other] { $to-word }
    }
event-gcg-fix-move-private = 裁判將 { $card } 從 { $owner } 的{ $source ->
        [hand] 手牌
        [deck] 卡組
        [trash] 廢棄區
        [removal] 除外區
        [battle] 戰鬥區
        [base] 基地放置處
        [resources] 能源區
        [shields] 護盾區
       *[other] { $source }
    }移至{ $to ->
        [hand] 手牌
        [trash] 廢棄區
        [removal] 除外區
        [deck_top] 卡組最上方
        [deck_bottom] 卡組最下方
        [battle] 戰鬥區
        [base] 基地放置處
        [resources] 能源區
        [shields] 護盾區
       *[other] { $to }
    }
event-gcg-fix-damage = 裁判修正：{ $card } 的傷害改為 { $n }
event-gcg-fix-rest = 裁判修正：{ $card } 改為{ $rested ->
        [yes] 休息狀態
       *[no] 活躍狀態
    }
event-gcg-fix-shuffle = 裁判修正：已切洗 { $player } 的{ $zone ->
        [deck] 卡組
        [shields] 護盾
       *[other] { $zone }
    }（使用種子{ $salted ->
        [yes] ，新的鹽值
       *[no] {""}
    }）
event-gcg-fix-turn = 裁判修正：現在是 { $player } 的主要階段

## 拒絕：輪到誰、現在能做什麼
refusal-gcg-match-over = 這場對戰已經結束
refusal-gcg-not-a-player = { $player } 不是這場對戰的玩家
refusal-gcg-choose-more = 請先選擇效果指定的對象再繼續
refusal-gcg-eliminated = { $player } 已被淘汰，不再參與遊戲
refusal-gcg-no-prompt = 目前沒有等待中的決定
refusal-gcg-captain = 由你的隊長 { $player } 為隊伍做這個決定
refusal-gcg-action-step-turn = 瞬動步驟依座位輪流進行：現在輪到 { $player } 行動或略過
refusal-gcg-not-your-turn = 現在輪到 { $player } { $task-word }
refusal-gcg-wrong-time = 現在不能進行 `{ $kind }`：遊戲正在等你{ $task-word }
refusal-gcg-first-player-decided = 先攻玩家已決定；由先攻玩家選擇進行方向

## 拒絕：卡牌與費用
refusal-gcg-no-such-card = 沒有卡牌 { NUMBER($id, useGrouping: 0) }
refusal-gcg-not-in-hand = 那張卡牌不在你的手牌中
refusal-gcg-level = { $card } 的等級為 Lv.{ $level }，但你只有 { $have } 張能源{ $team ->
        [yes] （隊友的 Lv. 不計入）
       *[no] {""}
    }
refusal-gcg-cost = { $card } 的費用為 { $cost }，但你只有 { $have } 張活躍狀態的能源{ $team ->
        [yes] （隊友不能替你支付）
       *[no] {""}
    }
refusal-gcg-deploy-not-unit = { $card } 不是機體；只有機體能配置到戰鬥區
refusal-gcg-not-a-unit = { $card } 不是機體
refusal-gcg-not-a-base = { $card } 不是基地
refusal-gcg-not-a-command = { $card } 不是指令
refusal-gcg-ex-cannot-pay = 這些能源無法支付此費用
refusal-gcg-no-play-option = { $card } 使用時沒有可選擇支付的代價
refusal-gcg-play-option-count = { $card } 的可選代價是{ $verb ->
        [destroy] 破壞
        [discard] 捨棄
        [rest] 使休息
       *[other] 返回手牌
    } { $n } 張
refusal-gcg-play-option-card = 無法用那張卡牌支付 { $card } 的可選代價：必須是符合記述的我方{ $verb ->
        [discard] 手牌
       *[other] 機體
    }
refusal-gcg-field-pay = `pay` 必須是卡牌 ID 的列表
refusal-gcg-cannot-pair = { $card } 無法搭乘：它既不是駕駛員，也不是具有【駕駛員】效果的指令
refusal-gcg-pair-target = 駕駛員只能搭乘你戰鬥區中你自己的機體
refusal-gcg-has-pilot = { $unit } 已有駕駛員搭乘：每架機體只能搭乘 1 名駕駛員
refusal-gcg-command-timing = { $card } 現在無法使用：指令需要{ $timing ->
        [main] 在你的主要階段使用【主要】
       *[other] 在瞬動步驟使用【瞬動】
    }
refusal-gcg-command-no-target = { $card } 需要對象，但沒有可選的對象

## 拒絕：啟動效果
refusal-gcg-activate-own = 你只能啟動自己的機體與基地的效果
refusal-gcg-no-such-effect = { $card } 現在沒有這個可啟動的效果
refusal-gcg-support-rested = 《支援》以使機體成為休息狀態作為費用；這架機體已經是休息狀態
refusal-gcg-once-per-turn = 這個效果本回合已經使用過（【每回合 1 次】）
refusal-gcg-cost-rested = 這個效果的費用是使卡牌成為休息狀態，但它已經是休息狀態
refusal-gcg-effect-cost = 這個效果的費用為 { $cost }；你有 { $have } 張活躍狀態的能源
refusal-gcg-effect-no-target = 這個效果需要對象，但沒有可選的對象

## 拒絕：攻擊與阻擋
refusal-gcg-attack-own = 只有你戰鬥區中你自己的機體能攻擊
refusal-gcg-attacker-rested = { $unit } 是休息狀態；進行攻擊的機體必須是活躍狀態
refusal-gcg-deployed-this-turn = { $unit } 是本回合配置的，在你的下個回合之前無法攻擊（共鳴機體可以）
refusal-gcg-attack-target = 機體只能攻擊對手，或對手處於休息狀態的機體
refusal-gcg-target-active = { $unit } 是活躍狀態；只能攻擊休息狀態的機體
refusal-gcg-attack-own-team = 機體不能攻擊自己的隊伍
refusal-gcg-attack-team-target = 機體只能攻擊對方隊伍（以隊伍名稱指定），或對方玩家處於休息狀態的機體
refusal-gcg-target-eliminated = { $player } 已被淘汰
refusal-gcg-attack-player-target = 機體只能攻擊仍在遊戲中的其他玩家，或其處於休息狀態的機體
refusal-gcg-attack-unit-target = 機體只能攻擊{ $team ->
        [yes] 對方隊伍中
       *[no] {""}
    }其他玩家處於休息狀態的機體
refusal-gcg-block-own = 只有你戰鬥區中你自己的機體能阻擋
refusal-gcg-no-blocker = { $unit } 沒有《阻擋者》
refusal-gcg-block-attacked = { $unit } 是被攻擊的機體；它無法阻擋
refusal-gcg-blocker-rested = { $unit } 是休息狀態；進行阻擋的機體必須是活躍狀態
refusal-gcg-high-maneuver = 攻擊中的機體具有《高機動》：無法使用《阻擋者》
refusal-gcg-blocked-once = 每次攻擊只能使用 1 次《阻擋者》

## 拒絕：選擇、丟棄與手動處理的效果
refusal-gcg-not-a-choice = { $on-field ->
        [yes] { $card }
       *[no] 那張卡牌
    }不是可選的選項
refusal-gcg-listed-twice = 同一張卡牌被指定了 2 次
refusal-gcg-discard-count = 請剛好丟棄 { $n } 張，使手牌剩 10 張
refusal-gcg-discard-from-hand = 你只能丟棄手牌中的卡牌
refusal-gcg-not-optional = 這個效果不是「可以」的效果：必須盡可能執行
refusal-gcg-effect-target-field = 效果只能對場上的機體或基地這麼做
refusal-gcg-no-damage = { $card } 沒有可回復的傷害
refusal-gcg-no-battle = 沒有可讓「此戰鬥中」持續的戰鬥
refusal-gcg-move-visible = 效果只能移動你看得到的卡牌：場上、廢棄區、除外區、你手牌中的卡牌，或正在處理的卡牌
refusal-gcg-move-limbo = 只有正在處理其效果的卡牌能從那裡移動
refusal-gcg-search-own-deck = 檢索是從你自己的卡組中取出卡牌

## 拒絕：行動的欄位值有誤
refusal-gcg-field-card-id = `{ $name }` 必須是卡牌 ID
refusal-gcg-field-bool = `{ $name }` 必須是 true 或 false
refusal-gcg-field-int = `{ $name }` 必須是 { $low } 到 { $high } 之間的整數
refusal-gcg-field-direction = `direction` 必須是 clockwise 或 counterclockwise
refusal-gcg-field-targets = `targets` 必須是卡牌 ID 的列表
refusal-gcg-field-target = `target` 必須是對手的名稱或卡牌 ID
refusal-gcg-field-target-multi = `target` 必須是玩家的名稱（團隊戰：隊伍名稱）或卡牌 ID
refusal-gcg-field-cards = `cards` 必須是卡牌 ID 的列表
refusal-gcg-field-ap-hp = `ap` 與 `hp` 必須是 -20 到 20 之間的整數
refusal-gcg-field-ap-or-hp = 請指定 `ap` 或 `hp`
refusal-gcg-field-until = `until` 必須是 turn、battle 或 permanent
refusal-gcg-field-keyword = `keyword` 是 blocker、first_strike、high_maneuver、repair N、breach N、support N 之一
refusal-gcg-field-to = `to` 必須是下列之一：{ $zones }
refusal-gcg-token-name = `name` 是衍生物上印刷的名稱（1 至 { $max } 個字元）
refusal-gcg-token-traits = `traits` 是最多 5 個特徵的列表
refusal-gcg-token-full = 你的戰鬥區最多 6 台機體：請先將 1 台移到廢棄區

## 拒絕：裁判修正
refusal-gcg-fix-card-id = `card` 必須是這場對戰中卡牌的 ID
refusal-gcg-card-left-game = 那張卡牌已隨被淘汰的持有者離開遊戲
refusal-gcg-not-a-fix = `{ $kind }` 不是裁判修正；可用的修正為：{ $fixes }
refusal-gcg-fix-move-to = `to` 必須是下列之一：{ $zones }
refusal-gcg-fix-move-pilot = 請移動機體，它的駕駛員會一起移動（3-3-6）
refusal-gcg-fix-move-battle = 只能是機體，且最多 6 架（4-5-4）
refusal-gcg-fix-move-base = 只有基地能放到基地放置處
refusal-gcg-fix-move-resource = 只有能源能放到能源區
refusal-gcg-fix-damage-n = `n` 是要設定的傷害，0 到 99
refusal-gcg-fix-damage-zone = 只有機體與基地會保留傷害（5-5-1）
refusal-gcg-fix-rested = `rested` 必須是 true 或 false
refusal-gcg-fix-rest-zone = 只有戰鬥區、基地放置處或能源區的卡牌有活躍狀態或休息狀態（5-4-1）
refusal-gcg-fix-shuffle-zone = `player` 是 A 或 B，`zone` 是 deck 或 shields
refusal-gcg-fix-salt = `salt` 最多 32 個英文字母與數字
refusal-gcg-fix-turn-active = `active` 是要進入主要階段的玩家（團隊戰：隊伍）

# 盤面說明（第12章）
note-gcg-order = 回合順序：{ $order }{ $out ->
    [0] {""}
   *[other] {" · "}已淘汰：{ $eliminated }
}
note-gcg-victory = 勝利規則：{ $victory ->
    [first_hit] 勝者晉級規則（12-2-5-1）
   *[last_standing] 敗者淘汰規則（12-2-5-2）
}
note-gcg-top-owner = 最上方：{ $player } 的卡牌

# 盤面用語
engine-gcg-choose-the-direction-of-play-12-2-1 = 選擇回合進行方向（12-2-1）
engine-gcg-choose-the-direction-of-play = 選擇回合進行方向
engine-gcg-team = 隊伍

# issue 29, s2-gcg: a by-hand AP and HP change in one line
event-gcg-by-hand-modify-both = { $player } 手動結算 { $card } 的效果：{ $target } { $until ->
        [battle] 本次戰鬥中
        [permanent] 永久
       *[other] 本回合中
    }AP{ $ap-signed } HP{ $hp-signed }
# issue 29, s2-gcg: effects on what a unit may attack (8-2-1, 10-1-5-6)
event-gcg-may-attack = { $card } { $until ->
        [turn] 本回合中
        [battle] 本次戰鬥中
       *[other] {""}
    }可以選擇文本所述的活動狀態敵方機體作為攻擊對象
refusal-gcg-cant-attack-player = { $unit } 因效果無法選擇對方玩家作為攻擊對象

# issue 29, s4-gcg-chosen: "It can't attack during this turn" on a chosen unit
event-gcg-cant-attack = { $card }{ $until ->
        [turn] 此回合中
        [battle] 此戰鬥中
       *[other] {""}
    }無法攻擊
refusal-gcg-cant-attack = { $unit } 因效果此回合中無法攻擊
# issue 29, s4-gcg-chosen: looking at the top of the deck by a printed effect (10-3-5)
event-gcg-look-takes = { $player } 公開 { $card } 並將其加入手牌
event-gcg-look-bottom = { $player } 將 { $n } 張卡牌以隨機順序放到卡組最下方
event-gcg-look-takes-none = { $player } 沒有將任何卡牌加入手牌
# r2-look (issue 29): a look that returns a card to the top (10-3-5)
event-gcg-look-top = { $player } 將 1 張卡牌放回卡組最上方
event-gcg-look-trash = { $player } 將 { $cards } 放入廢棄區
event-gcg-look-reveal-top = { $player } 公開 { $card } 並將其放回卡組最上方
refusal-gcg-look-must-return = 效果文字要將其中 1 張卡牌放回卡組最上方：請選擇哪一張 (10-1-3)
## s4-gcg-trig: printed triggers without a timing marker and continuous effects
event-gcg-damage-prevented = { $card }無法受到此{ $damage ->
        [battle] 戰鬥傷害
       *[other] 效果傷害
    }（10-1-5-6）；不給予傷害
event-gcg-damage-reduced = { $card }：受到的傷害減少 { $n } 點（其效果）
refusal-gcg-forced-attack-target = { $unit } 因效果必須選擇{ $targets }作為攻擊對象（10-1-5）
event-gcg-cant-be-set-active = { $card }因效果無法轉為活躍狀態（10-1-5-6）
event-gcg-ap-not-reduced = { $card }的 AP 不會因對方的效果而減少（10-1-5-6）
refusal-gcg-cant-be-paired = { $unit } 因效果無法搭乘駕駛員
event-gcg-shield-damage-prevented = { $player }的護盾無法受到此{ $damage ->
        [battle] 戰鬥傷害
       *[other] 效果傷害
    }（10-1-5-6）；不給予傷害

# s4-gcg-verbs (issue 29): an effect's "Discard N" (5-11-1)
refusal-gcg-effect-discard-count = 請依效果剛好丟棄 { $n } 張
# s4-gcg-verbs (issue 29): "Place the top N cards of your deck into your trash" (4-9-2: public)
event-gcg-mills = { $player } 將卡組最上方的 { $n } 張卡牌放置到廢棄區：{ $cards }
# s4-gcg-verbs (issue 29): activation costs "Rest 1 of your (X) Units:", "Exile N … from your trash:"
refusal-gcg-cost-cannot-be-paid = 無法完整支付此效果的費用
event-gcg-exiled-from-trash = { $card } 從 { $player } 的廢棄區被除外
# s16-verb (issue 29): a Unit exiled from play (5-12-1); its paired pilot goes along (3-3-6)
event-gcg-exiled-from-play = { $card } 被除外
event-gcg-exiled-from-play-with-pilot = { $card } 與搭乘的駕駛員 { $pilot } 被除外
# s4-gcg-verbs (issue 29): "This Unit can't be paired with a Pilot" (10-1-5-6)
# s4-gcg-verbs (issue 29): "It can't choose the enemy player as its attack target during this turn" (10-1-5-6)
event-gcg-cant-attack-player = { $card } { $until ->
        [turn] 本回合中
        [battle] 本次戰鬥中
       *[other] {""}
    }無法選擇對方玩家作為攻擊對象

# r2-chosen (issue 29):「選擇1張我方機體。本回合中，該機體不會受到…傷害」
event-gcg-cant-receive-damage = { $card }{ $until ->
        [turn] 本回合中
        [battle] 本次戰鬥中
       *[other] {""}
    }不會受到所記載的{ $damage ->
        [battle] 戰鬥傷害
        [effect] 效果傷害
       *[other] 傷害
    }
event-gcg-no-set-active = { $card }在{ $player }的下一個開始階段不會轉為活躍狀態
event-gcg-stays-rested = { $card }因效果不轉為活躍狀態（7-2-3）
event-gcg-damage-cut = { $card }：{ $until ->
        [turn] 本回合中，
        [battle] 本次戰鬥中，
       *[other] {""}
    }{ $next ->
        [true] 下一次受到的傷害
       *[other] 受到的{ $damage ->
            [battle] 戰鬥傷害
           *[other] 傷害
        }
    }減少 { $n } 點
event-gcg-damage-cut-used = { $card }：受到的傷害減少 { $n } 點（效果）
event-gcg-no-attack-to-change = 沒有戰鬥中的對方機體，攻擊對象不變（8-5-1）
event-gcg-attack-target-changed = { $attacker }的攻擊對象變更為{ $unit }（效果，8-5-1）
event-gcg-may-attack-deployed = { $card }在配置的回合可以進行攻擊

# r2-trig (issue 29): "During this battle, your shield area cards can't receive damage from …"
event-gcg-shields-guarded = 本次戰鬥中，{ $player }的護盾區的卡牌無法受到效果所指卡牌的{ $damage ->
        [battle] 戰鬥傷害
        [effect] 效果傷害
       *[other] 傷害
    }（10-1-5-6）

# s5-gcg-b (issue 29): a card of the trash / hand deployed by an effect (5-8-1, 2-10-1)
event-gcg-deploy-from = { $player } 從{ $zone ->
        [hand] 手牌
       *[trash] 廢棄區
    }配置 { $card }
event-gcg-deploy-paid = { $player } 支付 { $n } 點費用，從{ $zone ->
        [hand] 手牌
       *[trash] 廢棄區
    }配置 { $card }
refusal-gcg-discard-not-as-printed = 該卡牌不是此效果可以丟棄的卡牌
event-gcg-cant-block = { $card }{ $until ->
        [turn] 此回合中
        [battle] 此戰鬥中
       *[other] {""}
    }無法發動《阻擋者》
refusal-gcg-cant-block = { $unit } 因效果無法發動《阻擋者》
event-gcg-to-deck-bottom = { $card } 放回 { $owner } 的卡組最下方（費用）
event-gcg-look-bottom-ordered = { $player } 以自選的順序將 { $n } 張卡牌放回卡組最下方
refusal-gcg-look-order = 請選擇放回卡組最下方的順序：選擇下一張要放置的卡牌
event-gcg-to-deck = { $card } 放回 { $owner } 的卡組{ $where ->
        [top] 最上方
       *[bottom] 最下方
    }

# s5-gcg-a (issue 29): 「發動搭乘此機體的卡牌的【主要】」(10-1-8)
event-gcg-activates-paired = { $card } 發動 { $pilot } 的{ $timing ->
        [action] 【瞬動】
       *[main] 【主要】
    }
event-gcg-nothing-to-activate = { $card }：沒有搭乘擁有{ $timing ->
        [action] 【瞬動】
       *[main] 【主要】
    }的卡牌 — 不發動任何效果（1-3-2）
# s5-gcg-a：「選擇我方廢棄區中的 3 張〈X〉卡牌。將那些卡牌除外。那樣做時，…」而張數不足（1-3-2）
event-gcg-short-of-whole = { $text } — 應選擇的 { $n } 張中只有 { $have } 張：以手動處理（1-3-2）
event-gcg-short-of-mill = { $text } — 應放置的 { $n } 張中只有 { $have } 張：以手動處理（1-3-2）
event-gcg-unsettled-then = { $text } — 先前的處理未執行：「之後，」後的處理是否執行，規則未明定（1-3-7、10-2-1）：以手動處理
event-gcg-enemy-player-by-hand = { $text } — 由玩家決定是哪一名對方玩家：以手動處理（12-2-6）
# s11-gcg-read: "… to the top or bottom of their deck": the bottom chosen (each_look.py)
event-gcg-look-to-bottom = { $player } 將該卡牌放到卡組最下方
# s11-gcg-read: "They may draw 1" declined by the chosen enemy player
event-gcg-declines-draw = { $player } 選擇不抽卡（10-1-3）
# s11-gcg-read: "… for each 4 AP this Unit has" when that card has left play
event-gcg-stat-amount-by-hand = { $card }：計算數值的卡牌已不在場上 — 以手動處理（10-2-1）
# s6-gcg-a (issue 29): a delayed trigger made by an effect, "During this turn, when …" (10-1-6-1)
event-gcg-delayed-trigger = { $card }：{ $source } 的誘發效果持續等待至本回合結束
# s7-gcg (issue 29): a unit whose own text lets it attack only rested enemy units on its deploy turn (3-2-4)
refusal-gcg-deployed-attack-units-only = { $unit } 是本回合配置的，其效果只允許攻擊所指定的對方機體，無法攻擊此對象
# s7-gcg (issue 29): "Return them to their owner's deck and shuffle it" (a card of the trash: public)
event-gcg-shuffled-into-deck = { $card } 放回 { $owner } 的卡組並洗牌

# s8-gcg-b (issue 29): "can't" restrictions on every subject (10-1-5-6)
refusal-gcg-cant-attack-effect = { $unit } 因效果無法攻擊
refusal-gcg-cant-be-blocked = { $unit } 因效果無法被阻擋
event-gcg-cant-be-blocked = { $card }{ $until ->
        [turn] 此回合中
        [battle] 此戰鬥中
       *[other] {""}
    }無法被阻擋
refusal-gcg-cant-be-attacked = { $unit } 因效果無法被選擇作為攻擊對象
event-gcg-cant-be-attacked = { $card }{ $until ->
        [turn] 此回合中
        [battle] 此戰鬥中
       *[other] {""}
    }無法被選擇作為攻擊對象

## s8-gcg-d: 選擇的卡牌放回持有者的卡組（3-3-6、4-1-7）；失去關鍵字效果（13-1、10-1-5-6）
event-gcg-to-deck-with-pilot = { $card } 與搭乘的駕駛員 { $pilot } 以 { $owner } 選擇的順序放回 { $owner } 的卡組{ $where ->
        [top] 最上方
       *[bottom] 最下方
    }
event-gcg-deck-ordered = { $player } 以自選的順序將 { $n } 張卡牌放回卡組{ $where ->
        [top] 最上方
       *[bottom] 最下方
    }
event-gcg-loses-keyword = { $card } 失去《{ $keyword-word }》{ $until ->
        [turn] （此回合中）
        [battle] （此戰鬥中）
       *[other] {""}
    }
refusal-gcg-deck-order = 請選擇這些卡牌放回卡組{ $where ->
        [top] 最上方
       *[bottom] 最下方
    }的順序：從較上方的卡牌開始依序選擇

# s9-gcg-b: 「本回合中，當該機體受到來自對方的（戰鬥）傷害時，該傷害減少 2」
event-gcg-damage-cut-enemy = { $card }：{ $until ->
        [turn] 本回合中，
        [battle] 本次戰鬥中，
       *[other] {""}
    }受到來自對方的{ $damage ->
        [battle] 戰鬥傷害
        [effect] 效果傷害
       *[other] 傷害
    }減少 { $n } 點

# s9-gcg-c (issue 29): 「從以下效果中選擇1個發動」的■效果選擇 (modal.py)
event-gcg-chooses-mode = { $player } 選擇效果：{ $effect }（10-3-3）
event-gcg-no-mode = { $text } — 沒有可執行的效果：效果不發動（10-2-2）
refusal-gcg-mode-not-offered = 該效果目前無法執行，不能選擇
event-gcg-chooses-player = { $player } 選擇 { $chosen }（10-3-3）
event-gcg-no-player-to-choose = { $text } — 沒有可選擇的敵方玩家：不執行任何處理（10-3-3-1）
refusal-gcg-player-not-offered = { $player } 不是此效果可選擇的玩家
refusal-gcg-field-player = `player` 必須是玩家的座位

# s11-gcg-exec (issue 29): an effect granted to a unit, "It gains the following effect during this turn / battle:" (5-16-1)
event-gcg-granted-effect = { $card } 獲得 { $source } 的效果，直到本回合結束（5-16-1）
event-gcg-granted-effect-battle = { $card } 獲得 { $source } 的效果，直到本次戰鬥結束（5-16-1）
# s11-gcg-exec (issue 29): "You may pay ①. If you do, …" (10-1-7-3, 1-3-2); a hand card revealed onto the deck (4-1-7)
event-gcg-pays = { $player } 支付 { $n }
event-gcg-cannot-pay = { $player } 無法支付 { $n }：未支付（1-3-2）
event-gcg-reveal-to-deck = { $player } 公開手牌中的 { $card }，將其放置到卡組{ $where ->
    [top] 最上方
   *[bottom] 最下方
}
# s11-gcg-exec (issue 29): "can't be destroyed by enemy effects" / "by effects" (5-10-1, 10-1-5-6)
event-gcg-cant-be-destroyed-by-enemy = { $card }{ $until ->
        [turn] 此回合中
        [battle] 此戰鬥中
       *[other] {""}
    }不會因對方的效果而被破壞
event-gcg-cant-be-destroyed-by-effects = { $card }{ $until ->
        [turn] 此回合中
        [battle] 此戰鬥中
       *[other] {""}
    }不會因效果而被破壞
event-gcg-not-destroyed = { $card } 不會因此效果而被破壞，留在場上（10-1-5-6）
event-gcg-forced-attack-target = { $until ->
        [turn] 此回合中，
        [battle] 此戰鬥中，
       *[other] {""}
    }對方機體若可能必須選擇{ $card }作為攻擊對象
event-gcg-cant-be-chosen-by-enemy = { $card }{ $until ->
        [turn] 此回合中
        [battle] 此戰鬥中
       *[other] {""}
    }無法被對方的效果選擇
event-gcg-cant-be-returned-by-enemy = { $card }{ $until ->
        [turn] 此回合中
        [battle] 此戰鬥中
       *[other] {""}
    }不會因對方的效果而被放回持有者的手牌
event-gcg-not-returned = { $card } 不會因此效果而被放回持有者的手牌，留在場上（10-1-5-6）
event-gcg-unsettled-choice = { $text } — 無法被對方的效果選擇的 { $card } 能否由其持有者在此選擇，規則並未規定，改為手動處理（10-3-3）
refusal-gcg-cant-be-chosen = { $card } 因效果無法被你的效果選擇
refusal-gcg-cant-be-returned = { $card } 因效果不會因你的效果而被放回持有者的手牌
# s11-gcg-exec (issue 29): "Then, you may choose A and B." declined (10-1-3)
event-gcg-declines-step = { $player } 選擇不執行（10-1-3）
# s11-gcg-exec (issue 29): "If C, you may …" with C false: not asked (10-2-1)
event-gcg-condition-fails = { $text } — 不滿足條件：效果不發動（10-2-1）
# s11-gcg-exec (issue 29): lethal damage from an effect a unit "can't be destroyed by": by hand (5-10-1, 5-5-2)
event-gcg-unsettled-destruction = { $text } — 不會因該效果而被破壞的 { $card } 是否會被此效果破壞，規則未明確規定：以手動處理（5-10-1、5-5-2）
event-gcg-unsettled-threshold = { $text } — 不會受到某些數值傷害的 { $card } 是否受到減少後的此傷害，規則並未規定，改為手動處理（10-1-9-1、10-1-5-6）
# s13-trig (issue 29): one trigger for several simultaneous events that speaks of "it" (10-1-6-3)
event-gcg-several-events-by-hand = { $text } — 因同時發生的多個事態只誘發 1 次（10-1-6-3），但未明確指出是哪張卡牌：以手動處理
# s17-gcg: the durations that end in a later turn (next_turn.py, 7-6-6-1)
event-gcg-waits-next-turn = { $card }：{ $source }的效果等待{ $side ->
        [yours] { $player }的下一個回合
       *[opponents] { $player }的對方的下一個回合
    }
event-gcg-lasts-next-turn = { $card }：此效果持續到{ $side ->
        [yours] { $player }的下一個回合
       *[opponents] { $player }的對方的下一個回合
    }結束為止
# s17-gcg round 2: a delayed trigger lasting to the end of a later turn (7-6-6-1; events.carry_delayed)
event-gcg-delayed-trigger-next-turn = { $card }：{ $source } 的誘發效果持續等待至{ $side ->
        [yours] { $player }的下一個回合
       *[opponents] { $player }的對方的下一個回合
    }結束為止
event-gcg-granted-effect-next-turn = { $card } 獲得 { $source } 的效果，直到{ $side ->
        [yours] { $player }的下一個回合
       *[opponents] { $player }的對方的下一個回合
    }結束為止（5-16-1）
# s18-cover round 2: a command's target named up front that its effect cannot choose
refusal-gcg-preset-not-a-target = { $on-field ->
        [yes] { $card }
       *[no] 那張卡牌
    }不是此效果可以選擇的對象（10-3-3）：{ $text }

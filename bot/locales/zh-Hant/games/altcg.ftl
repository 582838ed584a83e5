# 碧藍航線 TCG（ALTCG）的對戰紀錄與拒絕理由（說明見 en/games/altcg.ftl 開頭）。
# 用語依綜合規則（altcg-comprehensive-rules-zh-hant）與 data/glossary/terms.yaml。

## 對戰紀錄

event-altcg-concedes = { $player } 認輸 (102.3a)
event-altcg-makes-room = { $card } 被送入撤退區以空出位置 (204.4b)
event-altcg-plays = { $player } 將 { $card } 登場於 { $slot-word }
event-altcg-uses = { $player } 使用 { $card }（{ $use ->
        [counter] 【反制】
        [pursuit] 【追擊】
       *[event] 事件卡
    }）
event-altcg-retrofits = { $player } 將 { $onto } 改造為 { $card }，登場於 { $slot-word } (601.8)
event-altcg-activates = { $player } 發動 { $card } 的啟動技能
event-altcg-ends-battle = { $player } 結束戰鬥階段 (508.4)
event-altcg-supports = { $card } 支援 { $target }：戰力 +{ NUMBER($value, useGrouping: 0) }
event-altcg-keeps-card = { $player } 將該卡保留在手牌中
event-altcg-comeback = { $player } 公開 { $card }：【絕地反擊】 (601.2)
event-altcg-discards = { $player } 捨棄 { $n } 張卡
event-altcg-discards-private = { $player } 捨棄 { $cards }
event-altcg-to-deck-bottom = { $player } 將 { $n } 張卡置於卡組最下方
event-altcg-to-deck-bottom-private = { $player } 將 { $cards } 置於卡組最下方
event-altcg-discards-cost = { $player } 捨棄 { $cards }
event-altcg-bottom-cost = { $player } 作為費用將戰場上的 { $card } 彈回卡組最下方（303.3、401）
event-altcg-power = { $target } 戰力 { $n-signed }
event-altcg-power-until = { $target } 戰力 { $n-signed }（{ $until ->
        [battle] 本次戰鬥
        [permanent] 永久
       *[turn] 本回合
    }）
event-altcg-moves = { $player } 將{ $hidden ->
        [yes] {" "}1 張卡
       *[no] {" "}{ $card }{" "}
    }移至{ $to ->
        [hand] 手牌
        [deck_top] 卡組最上方
        [deck_bottom] 卡組最下方
        [trash] 撤退區
       *[other] { $to }
    }
event-altcg-awakens = { $player } 的旗艦覺醒 (602.2)
event-altcg-awakens-card = { $player } 的旗艦覺醒：{ $card } (602.2)
event-altcg-dives = 【潛水】：{ $card } 被置於 { $player } 的卡組最下方 (601.7)
event-altcg-cost-unpaid = { $card }：無法支付費用，該技能不發動 (303.3a)
event-altcg-declines = { $player } 不發動 { $card } 的技能 (303.3a)
event-altcg-declines-first = { $player } 不執行 { $card } 的「可以」部分；技能的其餘部分照常處理 (303.3a, 304.1a)
event-altcg-returns-to-hand = { $card } 返回持有者的手牌
event-altcg-draws = { $player } 抽 { $n } 張卡
event-altcg-draws-private = { $player } 抽到 { $cards }
event-altcg-destroyed = { $card } 被擊破
event-altcg-loses = { $player } 輸掉遊戲：{ $damaged ->
        [yes] 旗艦耐久為 0 張時，旗艦卡再次受到傷害 (312.3b)
       *[no] 卡組剩餘 0 張 (312.3c)
    }
event-altcg-game-over = 遊戲結束：{ $winner ->
        [draw] 遊戲平局 (102.4a)
       *[other] { $winner } 獲勝
    }
event-altcg-setup-done = 已放置旗艦耐久 (101.7)；非開始玩家將 1 張魔方卡以反面向上放置於費用區 (101.8)
event-altcg-chooses-order = { $player } 選擇{ $first ->
        [yes] 先攻
       *[no] 後攻
    }：{ $starter } 為開始玩家 (101.5)
event-altcg-keeps-hand = { $player } 保留手牌
event-altcg-redraws = { $player } 重新調度手牌 (101.6)
event-altcg-turn = 第 { $number } 回合：{ $player }
event-altcg-attacks = { $unit } 攻擊 { $target }
event-altcg-attack-fails = 戰力 { NUMBER($attack, useGrouping: 0) } 對 { NUMBER($defend, useGrouping: 0) }：攻擊失敗，不發生任何事 (507.1)
event-altcg-attacker-wins = 戰力 { NUMBER($attack, useGrouping: 0) } 對 { NUMBER($defend, useGrouping: 0) }：攻擊方贏得戰鬥 (507.1)
event-altcg-damaged-empty = { $player } 的旗艦耐久區沒有卡牌時，旗艦卡受到傷害 (508.1b)
event-altcg-damaged = { $player } 的旗艦受到傷害：旗艦耐久區的 1 張卡加入手牌 (508.1a)
event-altcg-damaged-private = { $player } 的旗艦受到傷害：{ $card } 加入手牌 (508.1a)
event-altcg-fix-move = 裁判修正：{ $owner } 的{ $hidden ->
        [yes] {" "}1 張卡
       *[no] {" "}{ $card }{" "}
    }從{ $from ->
        [hand] 手牌
        [deck] 卡組
        [durability] 旗艦耐久區
        [trash] 撤退區
        [field] 戰場
       *[other] { $from }
    }移至{ $to ->
        [hand] 手牌
        [deck_top] 卡組最上方
        [deck_bottom] 卡組最下方
        [trash] 撤退區
        [durability] 旗艦耐久區
       *[other] { $to }
    }
event-altcg-fix-move-private = 裁判將 { $card } 從 { $owner } 的{ $from ->
        [hand] 手牌
        [deck] 卡組
        [durability] 旗艦耐久區
        [trash] 撤退區
        [field] 戰場
       *[other] { $from }
    }移至{ $to ->
        [hand] 手牌
        [deck_top] 卡組最上方
        [deck_bottom] 卡組最下方
        [trash] 撤退區
        [durability] 旗艦耐久區
       *[other] { $to }
    }
event-altcg-fix-rest = 裁判修正：{ $card } 現為{ $rested ->
        [yes] 休息狀態
       *[no] 激活狀態
    }
event-altcg-fix-shuffle = 裁判修正：{ $player } 的卡組已洗牌（依種子{ $salt ->
        [yes] ，使用新的鹽值
       *[no] {""}
    }）

## 拒絕理由

refusal-altcg-card-id = `{ $name }` 必須是卡牌編號
refusal-altcg-no-such-card = 沒有編號為 { $card } 的卡牌
refusal-altcg-card-ids = `{ $name }` 必須是卡牌編號的列表
refusal-altcg-bool = `{ $name }` 必須是 true 或 false
refusal-altcg-not-in-hand = 那張卡不在你的手牌中
refusal-altcg-slot = `slot` 為 FL、FC、FR、BL、BC 或 BR 之一
refusal-altcg-flagship-slot = 艦船卡無法登場在旗艦卡所在的位置
refusal-altcg-match-over = 這場對戰已經結束
refusal-altcg-not-a-player = { $actor } 不是這場對戰的玩家
refusal-altcg-unknown-action = `{ $kind }` 不是 ALTCG 的動作
refusal-altcg-no-prompt = 目前沒有等待中的決定
refusal-altcg-one-mulligan = 每位玩家在遊戲開始前最多只能重新調度 1 次
refusal-altcg-not-your-turn = 現在輪到 { $player } { $waiting ->
        [first_player] 選擇先攻或後攻
        [mulligan] 決定是否重新調度
        [main] 在主階段行動
        [attack] 攻擊或結束戰鬥階段
        [support] 在進攻步驟支援或略過
        [defense] 在防守步驟支援或略過
        [comeback] 決定是否使用【絕地反擊】
        [deploy] 選擇手牌中的1張艦船卡及其登場位置
        [trigger_order] 選擇下一個處理的技能
        [choose] 為技能做出選擇
       *[effect] 處理技能
    }
refusal-altcg-wrong-time = 現在不能進行 `{ $kind }`：遊戲正在等待你{ $waiting ->
        [first_player] 選擇先攻或後攻
        [mulligan] 決定是否重新調度
        [main] 在主階段行動
        [attack] 攻擊或結束戰鬥階段
        [support] 在進攻步驟支援或略過
        [defense] 在防守步驟支援或略過
        [comeback] 決定是否使用【絕地反擊】
        [deploy] 選擇手牌中的1張艦船卡及其登場位置
        [trigger_order] 選擇下一個處理的技能
        [choose] 為技能做出選擇
       *[effect] 處理技能
    }
refusal-altcg-only-counter = 防守步驟中只能使用擁有【反制】技能的卡牌
refusal-altcg-only-pursuit = 攻擊後只能使用擁有【追擊】技能的卡牌；艦船卡與事件卡在主階段使用
refusal-altcg-battle-event = 這張事件卡只能在戰鬥中使用（【反制】／【追擊】）
refusal-altcg-filler = 填充用的卡牌無法打出
refusal-altcg-targets-later = 目標在技能要求時（`choose`）選擇，而不是在 `play` 時指定
refusal-altcg-no-effect-here = 這張卡在此沒有可使用的效果
refusal-altcg-cost = 費用為 { $cost }：激活狀態的魔方卡只有 { $active } 張
refusal-altcg-down = `down` 是用來支付的反面向上魔方卡張數；其餘須以正面向上的激活狀態魔方卡支付，合計正好等於費用
refusal-altcg-no-retrofit = 這張卡沒有【改造】技能
refusal-altcg-retrofit-onto = 【改造】須覆蓋在己方名為「{ $name }」的艦船卡上
refusal-altcg-activate-own = 請發動己方戰場上卡牌的技能
refusal-altcg-no-activate = 這張卡沒有【主階段啟動】技能
refusal-altcg-ability-index = `ability` 是這張卡的【主階段啟動】技能的編號
refusal-altcg-once-per-turn = 這個技能本回合已經發動過
refusal-altcg-only-while = 這個技能僅在{ $while ->
        [own_turn] 己方回合中
        [opponent_turn] 對方回合中
        [own_main] 己方主階段中
        [opponent_main] 對方主階段中
       *[other] { $while }
    }有效
refusal-altcg-first-turn-attack = 先攻方玩家的第 1 回合無法進行攻擊
refusal-altcg-attack-own = 請以己方的旗艦卡或己方戰場上的艦船卡進行攻擊
refusal-altcg-rested-attacker = 休息狀態的卡牌無法攻擊
refusal-altcg-new-ship-attack = 艦船卡須自回合開始時就在己方戰場上，或擁有【速攻】，才能攻擊
refusal-altcg-support-own = 請以己方的卡牌支援
refusal-altcg-support-hand-range = 只有擁有「手牌」支援範圍的艦船卡才能從手牌支援
refusal-altcg-support-from = 請從手牌或以己方戰場上的另一張卡牌支援
refusal-altcg-support-field-range = 只有擁有「戰場」支援範圍的卡牌才能從戰場支援
refusal-altcg-support-rested = 從戰場支援須將自身轉為休息狀態：該卡必須處於激活狀態
refusal-altcg-support-adjacent = 從戰場支援的卡牌必須與被支援的卡牌上下左右相鄰
refusal-altcg-no-effect = 這張卡沒有可使用的效果
refusal-altcg-choose-waiting = 請從己方等待中的技能選擇 1 項
refusal-altcg-choose-n = 請從手牌中正好選擇 { $n } 張卡
refusal-altcg-not-a-choice = 那不是合法的選項
refusal-altcg-decline-may = 只有「可以…」的技能可以選擇不發動
refusal-altcg-field-only = 除非卡牌上有明確記載，否則技能僅能對戰場上的卡牌產生影響
refusal-altcg-draw-n = `n` 為 1 到 10
refusal-altcg-discard-own = 請捨棄己方手牌中的卡牌
refusal-altcg-power-n = `n` 是戰力的變化量，例如 1000 或 -2000
refusal-altcg-until = `until` 為 battle、turn 或 permanent
refusal-altcg-destroy-ship = 只有艦船卡會被擊破
refusal-altcg-move-to = `to` 為 hand、deck_top、deck_bottom 或 trash
refusal-altcg-reveal-own = 只能公開自己手牌中的卡牌
refusal-altcg-search-own = 只能從自己的卡組中搜尋卡牌
refusal-altcg-flagship-stays = 旗艦卡不會離開戰場
refusal-altcg-move-whose = 請移動戰場上的卡牌，或己方手牌或撤退區的卡牌
refusal-altcg-no-back = 你的旗艦卡已沒有可以翻轉的反面
refusal-altcg-target-enemy = 攻擊目標須為對方戰場上的旗艦卡或艦船卡
refusal-altcg-target-rested = 艦船卡必須處於休息狀態才能成為攻擊目標
refusal-altcg-back-row = 後排的卡牌只能攻擊前排{ $flagship ->
        [yes] 或旗艦卡
       *[no] {""}
    }（擁有【遠程】則可攻擊更遠）
refusal-altcg-cost-rest = 費用需將此卡轉為休息狀態，但此卡不在戰場上或不處於激活狀態
refusal-altcg-cost-discard = 費用需從手牌捨棄 { $n } 張其他卡牌：請在 `pay` 中列出
refusal-altcg-cost-bottom = 費用需將己方戰場上1張符合條件的艦船卡彈回卡組最下方：請在 `pay` 中指定
refusal-altcg-cost-cubes = 需要 { $n } 張激活狀態的魔方卡
refusal-altcg-not-a-fix = `{ $kind }` 不是裁判修正；可用的修正為 { $fixes }
refusal-altcg-fix-card = `card` 必須是這場對戰中卡牌的編號
refusal-altcg-fix-to = `to` 必須是 { $zones } 之一
refusal-altcg-fix-flagship = 旗艦卡留在戰場上 (204.3)
refusal-altcg-fix-stack = 請移動重疊卡牌最上方的卡；其下方的卡牌會隨之移動 (408.5)
refusal-altcg-fix-rested = `rested` 必須是 true 或 false
refusal-altcg-fix-rest-field = 只有戰場上的卡牌具有休息或激活狀態 (307.1)
refusal-altcg-fix-shuffle = `player` 為 A 或 B，`zone` 為 deck
refusal-altcg-fix-salt = `salt` 最多為 32 個英文字母與數字

# 盤面用語
engine-altcg-cubes = 魔方
engine-altcg-awakened = 覺醒
engine-altcg-choosing-who-starts = 決定先後攻
engine-altcg-prepare-phase = 準備階段
engine-altcg-support = 支援
engine-altcg-attack-or-end-the-battle-phase = 進攻或結束戰鬥階段
engine-altcg-support-the-attacker-or-pass = 支援進攻的卡牌或放棄
engine-altcg-support-the-attacked-card-use-or-pass = 支援被進攻的卡牌、使用【反制】或放棄
engine-altcg-decide-on = 決定是否使用【絕地反擊】
engine-altcg-choose-which-ability-resolves-next = 選擇下一個處理的技能
engine-altcg-choose-for-an-ability = 為技能作出選擇
engine-altcg-resolve-an-ability = 處理技能
engine-altcg-rush = 速攻
engine-altcg-counter = 反制
engine-altcg-pursuit = 追擊
engine-altcg-comeback = 絕地反擊
engine-altcg-strike = 強擊
engine-altcg-guard = 固守
engine-altcg-retrofit = 改造
# 戰場的位置（403.3a）
engine-altcg-fl = 前排左
engine-altcg-fc = 前排中央
engine-altcg-fr = 前排右
engine-altcg-bl = 後排左
engine-altcg-bc = 後排中央
engine-altcg-br = 後排右

# 手動結算（issue 29 §3）：ALTCG 自有的效果行動
event-altcg-by-hand-discard = { $player } 手動結算 { $card } 的效果：捨棄 { $n } 張卡
event-altcg-by-hand-awaken = { $player } 手動結算 { $card } 的效果：{ $whose } 的旗艦覺醒

# Printed cards (issue 29, s2-altcg): the verbs the ALTCG reader's texts run.
event-altcg-to-bottom = { $card } 被置於其持有者的卡組最下方
event-altcg-mills = { $player } 將卡組最上方的 { $n } 張卡送入撤退區：{ $cards }
event-altcg-cube-ramp = { $player } 從魔方卡組將 { $n } 張魔方卡以反面置於費用區
event-altcg-cube-active = { $player } 將 { $n } 張魔方卡轉為激活狀態
event-altcg-reveals-top = { $player } 公開卡組最上方的 { $n } 張卡：{ $cards }
event-altcg-reveals-none = { $player } 的卡組中沒有可公開的卡牌 (103.3)
event-altcg-looks-top = { $player } 查看卡組最上方的 { $n } 張卡
event-altcg-looks-top-private = { $player } 查看卡組最上方的 { $n } 張卡：{ $cards }
event-altcg-takes = { $player } 公開 { $card } 並加入手牌
event-altcg-bottom-random = { $player } 將 { $n } 張卡以隨機順序置於卡組最下方

# s5-altcg (issue 29): a keyword or a support change an effect gives (601, 208.3)
event-altcg-gains = { $target } 獲得【{ $keyword-word }{ $n ->
        [0] {""}
       *[other] +{ $n }
    }】（{ $until ->
        [battle] 本次戰鬥
        [permanent] 永久
       *[turn] 本回合
    }）
event-altcg-support-until = { $target } 支援 { $n-signed }（{ $until ->
        [battle] 本次戰鬥
        [permanent] 永久
       *[turn] 本回合
    }）
event-altcg-retreats = { $card } 撤退，置於撤退區（313.10a）
event-altcg-arranges = { $player } 將 { $n } 張卡以任意順序放回卡組最上方
event-altcg-arranges-private = { $player } 將卡牌放回卡組最上方（由上而下）：{ $cards }

# s6-altcg (issue 29): a search takes "up to N" (103.4c); an ability puts a ship on a slot with no card (403.3)
refusal-altcg-choose-up-to = 請從提示的卡牌中選擇最多 { $n } 張
refusal-altcg-slot-taken = 此技能只能將艦船卡登場於未被放置卡牌的位置；{ $slot } 已有卡牌
engine-altcg-choose-a-ship-of-their-hand-and-its-slot = 選擇手牌中的1張艦船卡及其登場位置
# s6-altcg (issue 29): a card of the trash to the hand by an ability
event-altcg-recovers = { $player } 將撤退區的 { $card } 加入手牌
event-altcg-hand-to-deck-place = { $player } 將 1 張手牌置於卡組最{ $place ->
        [top] 上方
       *[bottom] 下方
    }（401）
event-altcg-hand-to-deck-place-private = { $player } 將手牌中的 { $card } 置於卡組最{ $place ->
        [top] 上方
       *[bottom] 下方
    }（401）
refusal-altcg-place = 該卡置於卡組最上方或最下方（`place: top` 或 `bottom`）
note-altcg-place = 置於卡組最上方或最下方的卡：{ $card }
engine-altcg-put-a-card-of-their-hand-on-the-top-or-the-bottom-of-their-deck = 將 1 張手牌置於卡組最上方或最下方

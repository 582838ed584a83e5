# 超人力霸王卡牌遊戲（`ucg`）：引擎的對戰紀錄與拒絕訊息（rules_engine/games/ucg）。
# 鍵與變數同 en/games/ucg.ftl。用語依官方綜合規則（v1.6）與 data/glossary/terms.yaml。
# 條款編號照引擎所引。

## 對戰紀錄

event-ucg-concedes = { $player } 投降
event-ucg-chooses-order = { $player } 選擇{ $goes-first ->
        [yes] 先攻
       *[no] 後攻
    }：第 1 回合的先攻方為 { $first }（4.2.2）
event-ucg-redraws = { $player } 重抽手牌（4.2.3）
event-ucg-keeps = { $player } 保留手牌（4.2.3）
event-ucg-turn-starts = 第 { $turn } 回合 — 先攻方為 { $player }（5.2.1）
event-ucg-draws = { $player } 抽 { $count } 張牌
event-ucg-passes = { $player } 略過
event-ucg-scene-replaced = 場景牌 { $card } 被放入 { $player } 的棄牌區（6.3.2）
event-ucg-sets-scene = { $player } 設置場景牌 { $card }（5.4.1）
event-ucg-sets-scene-by-effect = { $player } 的效果設置場景牌 { $card }（6.2.2）
event-ucg-cannot-set = { $player } 無法在每個戰鬥區的空位設置角色牌，輸掉遊戲（1.3.4, 12.4.3）
event-ucg-sets-face-down = { $player } 將一張牌面朝下設置於戰鬥區 { $area }
event-ucg-sets-face-down-private = { $player } 將 { $card } 面朝下設置於戰鬥區 { $area }
event-ucg-levels-up = { $player } 以一張面朝下的牌使戰鬥區 { $area } 的角色升級
event-ucg-levels-up-private = { $player } 以 { $card } 使戰鬥區 { $area } 的角色升級
event-ucg-turned-face-up = 戰鬥區 { $area }：{ $player } 的 { $card } 翻為面朝上（5.7.1）
event-ucg-activates = { $player } 使用 { $card } 的［發動］：{ $effect }
event-ucg-declines = { $player } 選擇不發揮「可」的部分（11.3.2）
event-ucg-not-resolved = { $card }：{ $effect } — 不進行結算：該牌已不是面朝上的最上方卡牌（10.1.3.2）

# s2-ucg (issue 29, printed cards): an 《…》 text whose printed condition no longer holds
event-ucg-condition-fails = { $card }：不進行結算：其條件不成立（11.5.1）
event-ucg-bp-changes = { $card }：BP{ $value-signed }（{ $until ->
        [turn] 本回合
       *[other] 永續
    }）
event-ucg-level-changes = { $card }：{ $value ->
        [up] 上升一級
       *[other] 降低一級
    }（{ $until ->
        [turn] 本回合
       *[other] 永續
    }）
event-ucg-result-set = { $card }：對戰結果為{ $value ->
        [win] 勝利
        [draw] 平局
       *[other] { $value }
    }（{ $until ->
        [turn] 本回合
       *[other] 永續
    }）
event-ucg-discards = { $player } 捨棄 { $cards }
event-ucg-reveals = { $player } { $any ->
        [yes] 公開 { $cards }
       *[no] 公開了牌，但沒有任何牌
    }
event-ucg-charges = { $player } 公開 { $cards }，並將其充能於 { $character } 下方（11.17.1）
event-ucg-returns-with-stack = { $card } 連同疊放的牌回到 { $player } 的手牌；戰鬥區 { $area } 產生空位（12.4.1）
event-ucg-top-stays = { $card } 維持不變：其下方的牌沒有 SINGLE BP（11.15.1）
event-ucg-top-returns = { $card } 回到 { $player } 的手牌（11.12.1）
event-ucg-swap = { $player } 在戰鬥區 { $area } 與 { $other } 的角色交換位置（11.9.1）
event-ucg-nullified = { $card }：效果 { $effect } 本回合無效（11.13）
event-ucg-moves-character = { $player } 的效果將角色{ $to ->
        [hand] 移至手牌
        [trash] 放入棄牌區
        [removal] 從遊戲中移除
        [deck_top] 放至牌組頂端
        [deck_bottom] 放至牌組底部
       *[other] 移至 { $to }
    }
event-ucg-appears = { $card } 登場於戰鬥區 { $area }（11.8.1）
event-ucg-moves-card = { $player } 的效果將{ $hidden ->
        [yes] 一張牌
       *[no] { " " }{ $card }{ " " }
    }{ $to ->
        [hand] 移至手牌
        [trash] 放入棄牌區
        [removal] 從遊戲中移除
        [deck_top] 放至牌組頂端
        [deck_bottom] 放至牌組底部
       *[other] 移至 { $to }
    }
event-ucg-moves-card-private = { $player } 的效果將 { $card } { $to ->
        [hand] 移至手牌
        [trash] 放入棄牌區
        [removal] 從遊戲中移除
        [deck_top] 放至牌組頂端
        [deck_bottom] 放至牌組底部
       *[other] 移至 { $to }
    }
event-ucg-judgment = 勝負判定：{ $player } { $wins }、{ $opponent } { $opponent-wins }（勝出的戰鬥區數）
event-ucg-area-judged = 勝負判定，戰鬥區 { $area }：{ $winner ->
        [draw] 平局
        [none] 無勝負
       *[other] { $winner } 勝出
    }
event-ucg-wins-game = { $player } 在一次勝負判定中於 { $wins } 處戰鬥勝出，獲得遊戲勝利（1.3.2）
event-ucg-fix-move = 裁判修正：{ $owner } 的{ $hidden ->
        [yes] 一張牌
       *[no] { " " }{ $card }{ " " }
    }被移動（{ $source ->
        [hand] 手牌
        [deck] 牌組
        [trash] 棄牌區
        [removal] 從遊戲中移除
        [battle] 戰鬥區
        [scene] 場景區
       *[other] { $source }
    } → { $to ->
        [hand] 手牌
        [trash] 棄牌區
        [removal] 從遊戲中移除
        [deck_top] 牌組頂端
        [deck_bottom] 牌組底部
       *[other] { $to }
    }）
event-ucg-fix-move-private = 裁判移動 { $owner } 的 { $card }（{ $source ->
        [hand] 手牌
        [deck] 牌組
        [trash] 棄牌區
        [removal] 從遊戲中移除
        [battle] 戰鬥區
        [scene] 場景區
       *[other] { $source }
    } → { $to ->
        [hand] 手牌
        [trash] 棄牌區
        [removal] 從遊戲中移除
        [deck_top] 牌組頂端
        [deck_bottom] 牌組底部
       *[other] { $to }
    }）
event-ucg-fix-rest = 裁判修正：{ $card } 改為{ $horizontal ->
        [yes] 橫向
       *[no] 縱向
    }
event-ucg-fix-shuffle = 裁判修正：{ $player } 的牌組已洗牌（以種子值）
event-ucg-fix-first = 裁判修正：先攻方改為 { $player }

## 拒絕訊息

refusal-ucg-unknown-player = 未知的玩家 { $actor }
refusal-ucg-unknown-action = `{ $kind }` 不是 UCG 的行動
refusal-ucg-nobody-acts = 現在沒有人可以行動
refusal-ucg-no-pass-in-set = 角色牌設置階段不能略過：請在每個戰鬥區的空位設置角色牌（5.5.3.1, 12.4.3）
refusal-ucg-wrong-time = 現在不能 `{ $kind }`：輪到 { $player } { $waiting ->
        [choose_order] 選擇先攻或後攻
        [mulligan] 決定是否重抽
        [scene] 設置場景牌或略過
        [set] 將角色牌面朝下設置
        [level_up] 升級或略過
        [activate] 使用［發動］效果或略過
        [order] 決定效果的順序
        [target] 選擇對象
        [count] 選擇充能的張數
        [discard] 選擇要捨棄的牌
        [pick] 選擇一張公開的牌
        [to_deck] 將一張手牌放回牌組
        [may] 決定是否使用效果
       *[effect] 手動結算效果
    }
refusal-ucg-not-your-turn = 現在只有 { $player } 可以行動（{ $waiting ->
        [choose_order] 選擇先攻或後攻
        [mulligan] 決定是否重抽
        [scene] 設置場景牌或略過
        [set] 將角色牌面朝下設置
        [level_up] 升級或略過
        [activate] 使用［發動］效果或略過
        [order] 決定效果的順序
        [target] 選擇對象
        [count] 選擇充能的張數
        [discard] 選擇要捨棄的牌
        [pick] 選擇一張公開的牌
        [to_deck] 將一張手牌放回牌組
        [may] 決定是否使用效果
       *[effect] 手動結算效果
    }）
refusal-ucg-card-id = `{ $name }` 必須是卡牌 ID
refusal-ucg-area-number = `area` 是戰鬥區的編號（1 = 第一個戰鬥區）
refusal-ucg-first-bool = `first` 必須是 true 或 false
refusal-ucg-redraw-bool = `redraw` 必須是 true 或 false
refusal-ucg-draw-bool = `draw` 必須是 true 或 false：是否抽牌可以選擇（6.2.1）
refusal-ucg-not-in-hand = 那張牌不在你的手牌中
refusal-ucg-not-scene = { $card } 不是場景牌（6.1.1）
refusal-ucg-one-scene = 每回合只能設置一張場景牌（5.4.2, 6.1.2）
refusal-ucg-scene-round = { $card } 需要回合 { $round }；場上只有 { $rounds } 個戰鬥區（6.3.1, 2.4.2.2）
refusal-ucg-scene-lower-round = 場景牌 { $card } 的回合為 { $round }：只有回合相同或更高的場景牌才能替換它（6.3.2）
refusal-ucg-set-not-character = { $card } 不是角色牌（5.5.3.1）
refusal-ucg-no-single-bp = { $card } 沒有 SINGLE BP，無法設置（11.15.1）
refusal-ucg-which-area = 請指定要設置的 `area`：有多個戰鬥區的空位
refusal-ucg-area-not-vacant = 戰鬥區 { $area } 不是你的戰鬥區空位（5.5.6, 12.4.3）
refusal-ucg-level-up-target = `character` 必須是你的某個角色最上方的牌（5.6.1）
refusal-ucg-level-up-not-character = { $card } 不是角色牌（5.6.1）
refusal-ucg-other-character = { $card } 與 { $character } 的角色名稱不同，也沒有共同的［TEAM］（5.6.1, 11.18.1）
refusal-ucg-already-leveled = 該角色在本階段已經升級過（5.6.2.3）
refusal-ucg-already-quad = 該角色已是 QUAD：四張牌（2.3.5.2, 8.1.1）
refusal-ucg-level-step = 等級 { $level } 疊在等級 { $on } 上：只能疊放高一級的牌（5.6.2.2）
refusal-ucg-not-on-field = `card` 必須是場上的牌
refusal-ucg-scene-owner = 只有場景牌的持有者能使用其效果（6.3.3）
refusal-ucg-own-source = 請使用你在場上的角色或你的場景牌（5.8.1）
refusal-ucg-top-card-effects = 只有角色最上方的牌具有效果（10.1.3.1）
refusal-ucg-face-down = 面朝下的牌沒有效果（10.1.1）
refusal-ucg-no-such-effect = 那張牌沒有這個［發動］效果（9.4.1）
refusal-ucg-wrong-state = 該效果只能在 { $states } 狀態下使用（2.3.5.2）
refusal-ucg-nullified = 該效果本回合已被無效（11.13.2）
refusal-ucg-condition = 該效果的條件現在不成立（11.5.1）
refusal-ucg-used-up = 本回合已使用 { $times } 次（9.4.2）
refusal-ucg-pay-list = `pay` 是手牌卡牌 ID 的清單
refusal-ucg-cost-unpayable = 無法支付全部費用（9.4.4）
refusal-ucg-pay-count = 請從手牌中剛好選擇 { $count } 張牌支付費用（9.4.3）
refusal-ucg-choose-waiting = 請從你待結算的效果中選擇一個（10.1.3.2, 10.2.1）
refusal-ucg-bad-target = 不是此效果的合法對象（7.1.2）
refusal-ucg-charge-which = 請充能於你擁有該角色名稱的角色（11.17.1）
refusal-ucg-charge-count = 充能 0 至 { $max } 張牌（11.17.1）
refusal-ucg-discard-count = 請從手牌中選擇 { $count } 張牌（11.2.1）
refusal-ucg-n-range = `n` 是 { $low } 至 { $high } 的數字
refusal-ucg-target-top = 對象是場上的角色，以其最上方的牌指定（7.1.2）
refusal-ucg-until-value = `until` 是 turn 或 permanent（5.10.2）
refusal-ucg-bp-n = `n` 是 BP 的變化量，例如 1000 或 -2000（11.7）
refusal-ucg-level-n = `n` 是 1（上升一級）或 -1（降低一級）（11.6.1）
refusal-ucg-result-value = `result` 是 win 或 draw（11.16.1）
refusal-ucg-scene-move-draw = `draw`（true 或 false）只用於移到場景區：以效果設置場景牌時的抽牌是選擇（6.2.2）
refusal-ucg-scene-move-not-scene = 只有場景牌能設置於場景區（6.1.1）
refusal-ucg-scene-move-already = 那張牌已經是場景（6.1.1）
refusal-ucg-move-args = `card` 是卡牌 ID，`to` 是 { $zones } 之一
refusal-ucg-move-not-top = 請以角色最上方的牌來移動角色（11.12.1）
refusal-ucg-other-deck = 效果只能依其記述接觸對手的牌組（12.3.1）
refusal-ucg-search-own = 只能從自己的牌組中搜尋卡牌（12.3.1）
refusal-ucg-other-hand = 對手的手牌是非公開的（3.4.2）
refusal-ucg-appear-area = 角色只能登場於其持有者的戰鬥區空位（11.8.1, 12.4.1）
refusal-ucg-swap = 請交換同一位玩家位於不同戰鬥區的兩個角色（11.9.1）
refusal-ucg-ability-index = `ability` 是該牌其中一個效果的編號（11.13.1）
refusal-ucg-charge-own = 充能牌要放在你的角色下方（11.17.1）
refusal-ucg-fix-card = `card` 必須是本場對戰中的卡牌 ID
refusal-ucg-not-a-fix = `{ $kind }` 不是裁判修正；修正有 { $fixes }
refusal-ucg-fix-to = `to` 必須是 { $zones } 之一
refusal-ucg-fix-while-resolving = 請等待結算中的效果完成
refusal-ucg-fix-not-top = 請以角色最上方的牌來移動角色
refusal-ucg-fix-rested = `rested` 必須是 true 或 false
refusal-ucg-fix-rest-not-character = 只有角色有縱向或橫向之分（5.9.4.2）
refusal-ucg-fix-shuffle = `player` 是座位，`zone` 是 deck
refusal-ucg-fix-salt = `salt` 最多 32 個英文字母與數字
refusal-ucg-fix-first = `player` 是新的先攻方

# 盤面說明
note-ucg-rounds = 場上回合數：{ $rounds }
note-ucg-vacant = 空位 { $count }
note-ucg-scene-owner = 持有者 { $player }

# 盤面用語
engine-ucg-ultraman = 超人力霸王
engine-ucg-kaiju = 怪獸
engine-ucg-mecha = 機甲
engine-ucg-wins = 勝場
engine-ucg-battle-areas = 戰鬥區
engine-ucg-vertical = 直向
engine-ucg-horizontal = 橫向
engine-ucg-area = 區
engine-ucg-last-judgment = 上次判定
engine-ucg-shifted = 已移位
engine-ucg-round = 回合
engine-ucg-scene-phase = 場景牌設置階段
engine-ucg-level-up-phase = 升級階段
engine-ucg-activation-phase = 效果發動階段
engine-ucg-battle-judgment = 勝負判定階段
engine-ucg-first-player-s-step = 先攻玩家的步驟
engine-ucg-second-player-s-step = 後攻玩家的步驟
engine-ucg-choose-how-many-to-charge = 選擇充能的張數
engine-ucg-level-up-or-pass = 升級或放棄
engine-ucg-set-a-character-face-down = 將角色牌背面朝上設置
engine-ucg-set-a-scene-or-pass = 設置場景牌或放棄
engine-ucg-use-effects-or-pass = 使用[發動]效果或放棄
engine-ucg-result = 結果

# 手動結算（issue 29 §3）：UCG 自有的效果行動
event-ucg-by-hand-reveal = { $player } 手動結算 { $card } 的效果：公開 { $whose } 牌組頂的 { $n } 張卡：{ $cards }
event-ucg-by-hand-result = { $player } 手動結算 { $card } 的效果：{ $target } 的戰鬥結果{ $until ->
        [permanent] 永久
       *[other] 本回合
    }為{ $result ->
        [win] 勝利
       *[other] 平手
    }
event-ucg-by-hand-swap = { $player } 手動結算 { $card } 的效果：交換區域 { $area } 與區域 { $other } 的角色
event-ucg-by-hand-nullify = { $player } 手動結算 { $card } 的效果：本回合 { $target } 的效果 { $effect } 無效
event-ucg-by-hand-charge = { $player } 手動結算 { $card } 的效果：在 { $target } 下方充能 { $n } 張卡

## s6-ucg: a discard cost that names a kind of card ("Discard one 『X』 card from your hand")
refusal-ucg-pay-kind = 那張牌不是費用所指定種類的牌（9.4.3）
refusal-ucg-pay-exile-count = 請從我方棄牌區正好選擇 { $count } 張牌來支付消耗（9.4.3）

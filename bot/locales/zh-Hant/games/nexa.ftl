# 鋼彈戰爭 NEX-A（`nexa`）：引擎的記錄與拒絕訊息（rules_engine/games/nexa）。
# 變數見 ../events.ftl 與 ../refusals.ftl 開頭。用語依 data/glossary/terms.yaml，
# 條文編號照引擎所示。

## 記錄

event-nexa-ace-replaced = 另一張己方 ACE 進場，{ $card } 移至 { $owner } 的機庫（B7-10）
event-nexa-by-hand = { $card }：{ $player } 手動適用其文本：{ $text ->
        [text] 文本
       *[other] 「{ $text }」
    }
event-nexa-command-resolves = { $card } 結算
event-nexa-concedes = { $player } 投降；{ $winner } 獲勝
event-nexa-cross-weapon-gains = { $card } 直到回合結束獲得{ $text ->
        [high_mobility] 高機動
        [first_strike] 速攻
        [assault] 強襲
        [battle_deploy] 戰鬥配備
        [ps_armor] PS 裝甲
        [quick] 快速
       *[other] 「{ $text }」
    }（交叉武器, D-114）
event-nexa-cross-weapon-has = { $card } 已擁有{ $text ->
        [high_mobility] 高機動
        [first_strike] 速攻
        [assault] 強襲
        [battle_deploy] 戰鬥配備
        [ps_armor] PS 裝甲
        [quick] 快速
       *[other] 「{ $text }」
    }；交叉武器不給予任何文本（D-114）
event-nexa-deck-damage = { $player } 的本國受到 { $damage } 點傷害（剩餘 { $left } 張）
event-nexa-deck-out = { $draw ->
        [yes] 雙方本國皆為 0 張：平局（B5-1）
       *[no] { $player } 的本國為 0 張：{ $winner } 獲勝（B5-1）
    }
event-nexa-declines-text = { $player } 不適用該文本
event-nexa-destroyed = { $card } 被破壞
event-nexa-destruction-negated = { $card } 的破壞被無效（D-95）
event-nexa-discards = { $player } 捨棄 { $count } 張手牌，使手牌為 { $limit } 張（B10-2）
event-nexa-discards-private = { $player } 捨棄 { $cards }
event-nexa-draws = { $player } 抽 1 張卡
event-nexa-draws-private = { $player } 抽到 { $card }
event-nexa-enters = { $card } 以{ $how ->
        [standing] 重置
       *[rolled] 橫置
    }狀態進入 { $player } 的配備區
event-nexa-finishes-text = { $player } 完成文本的適用
event-nexa-fix-damage = 裁判修正：{ $card } 現在有 { $damage } 點傷害
event-nexa-fix-move = 裁判修正：{ $hidden ->
        [yes] { $owner } 的一張卡
       *[no] { $owner } 的 { $card }
    } 從{ $from ->
        [hand] 手牌
        [deck] 本國
        [deck_top] 本國頂
        [deck_bottom] 本國底
        [pile] 捨棄堆
        [junkyard] 廢棄場
        [removed] 從遊戲中移除的卡
        [deploy] 配備區
        [g] G 區
        [hangar] 機庫
        [space] 宇宙區域
        [earth] 地球區域
        [played] 使用中的卡
       *[other] { $from }
    }移至{ $to ->
        [hand] 手牌
        [deck] 本國
        [deck_top] 本國頂
        [deck_bottom] 本國底
        [pile] 捨棄堆
        [junkyard] 廢棄場
        [removed] 從遊戲中移除的卡
        [deploy] 配備區
        [g] G 區
        [hangar] 機庫
        [space] 宇宙區域
        [earth] 地球區域
        [played] 使用中的卡
       *[other] { $to }
    }
event-nexa-fix-move-private = 裁判將 { $card } 從{ $from ->
        [hand] 手牌
        [deck] 本國
        [deck_top] 本國頂
        [deck_bottom] 本國底
        [pile] 捨棄堆
        [junkyard] 廢棄場
        [removed] 從遊戲中移除的卡
        [deploy] 配備區
        [g] G 區
        [hangar] 機庫
        [space] 宇宙區域
        [earth] 地球區域
        [played] 使用中的卡
       *[other] { $from }
    }移至{ $to ->
        [hand] 手牌
        [deck] 本國
        [deck_top] 本國頂
        [deck_bottom] 本國底
        [pile] 捨棄堆
        [junkyard] 廢棄場
        [removed] 從遊戲中移除的卡
        [deploy] 配備區
        [g] G 區
        [hangar] 機庫
        [space] 宇宙區域
        [earth] 地球區域
        [played] 使用中的卡
       *[other] { $to }
    }
event-nexa-fix-rest = 裁判修正：{ $card } 現在為{ $now ->
        [rolled] 橫置
       *[standing] 重置
    }狀態
event-nexa-fix-shuffle = 裁判修正：{ $player } 的本國已洗牌（依種子）
event-nexa-force-deals = { $player } 在{ $area ->
        [space] 宇宙區域
        [earth] 地球區域
       *[other] { $area }
    }的部隊造成 { $power } 點傷害（速度 { $speed }）
event-nexa-force-power = { $player } 在{ $area ->
        [space] 宇宙區域
        [earth] 地球區域
       *[other] { $area }
    }的部隊直到部隊解散前部隊戰鬥力 { $power-signed }（B9-3）
event-nexa-gain-bonus = { $card } 直到回合結束 +{ $x }/+{ $x }/+{ $x }（增益）
event-nexa-gain-no-effect = { $card }：增益沒有效果（D-110）
event-nexa-gain-other-attribute = 增益：屬性不同，沒有效果（D-110）
event-nexa-gain-reveals = 增益：{ $player } 公開本國頂的 { $card }（{ $number }）（D-110）
event-nexa-guard = 防護系統：{ $player } 在{ $area ->
        [space] 宇宙區域
        [earth] 地球區域
       *[other] { $area }
    }的部隊 { $sign }{ $level }
event-nexa-guard-fails = { $card }：防護系統失敗（D-127）
event-nexa-hangar-nothing = { $player } 沒有將任何卡移至機庫（共有, D-112）
event-nexa-host-gone = { $card }：其機體已不在，使用失敗（D-32）
event-nexa-keeps = { $player } 保留手牌
event-nexa-modified = { $card } 獲得 { $m-signed }/{ $r-signed }/{ $d-signed } 修正
event-nexa-moves-to = { $card } 移至其持有者的{ $zone ->
        [hand] 手牌
        [deck] 本國
        [deck_top] 本國頂
        [deck_bottom] 本國底
        [pile] 捨棄堆
        [junkyard] 廢棄場
        [removed] 從遊戲中移除的卡
        [deploy] 配備區
        [g] G 區
        [hangar] 機庫
        [space] 宇宙區域
        [earth] 地球區域
        [played] 使用中的卡
       *[other] { $zone }
    }
event-nexa-moves-to-hangar = { $player } 將 { $card } 從本國移至機庫（共有, D-112）
event-nexa-no-target = { $card }：沒有合法對象，文本不產生任何效果（D-31）
event-nexa-piercing-damage = { $card } 受到 { $damage } 點傷害（貫通傷害, D-103）
event-nexa-piercing-lost = { $damage } 點貫通傷害在最後一台機體之後仍有剩餘，就此失去（D-103）
event-nexa-plays = { $player } { $as-g ->
        [yes] 將 { $card } 作為 G 使用
       *[no] 使用 { $card }
    }
event-nexa-plays-guard = { $player } 使用 { $card } 的防護系統
event-nexa-plays-text = { $player } 使用 { $card } 的文本
event-nexa-ps-armor = { $card } 回到其持有者的手牌（PS 裝甲, D-115）
event-nexa-puts-in-g = { $player } 將 { $card } 放置到 G 區
event-nexa-deck-to-g = { $player } 將本國最上方的 { $card } { $rolled ->
        [yes] 以橫置狀態
       *[no] {""}
    }放置到 G 區（D-19）
event-nexa-redraws = { $player } 重抽手牌
event-nexa-refit-gone = { $card }：公開的機體已不在，改裝失敗（D-111）
event-nexa-refit-unique = { $card }：場上已有同名卡，改裝失敗（D-120）
event-nexa-refit-replaces = { $card } 替換 { $old }（改裝, D-111）
event-nexa-removed = { $card } 從遊戲中移除（B10-2）
event-nexa-reroll-phase = 第 { $turn } 回合：{ $player } 重置其卡片（B7-1）
event-nexa-reveals-for-refit = { $player } 為改裝公開 { $card }（D-111）
event-nexa-rolls = { $card } 被{ $rolled ->
        [yes] 橫置
       *[no] 重置
    }
event-nexa-scrapped = { $card } 被移至廢棄場（廢棄, B9-11）
event-nexa-set-host-gone = { $card }：要裝備的卡已離開配備區，使用失敗（D-72）
event-nexa-set-on = { $card } 裝備於 { $host }
event-nexa-share-search = { $player } 查看其本國（共有[{ $trait }], D-112）
event-nexa-sortie-fails = { $player } 向{ $area ->
        [space] 宇宙區域
        [earth] 地球區域
       *[other] { $area }
    }的出擊失敗：攻擊方部隊擁有高機動（D-105）
event-nexa-sorties = { $player } 出擊至{ $area ->
        [space] 宇宙區域
        [earth] 地球區域
       *[other] { $area }
    }：{ $units }
event-nexa-takes-damage = { $card } 受到 { $damage } 點傷害
event-nexa-target-gone = { $card }：其對象已不在，效果失敗（D-32）
event-nexa-text-applies = { $card }：適用{ $text ->
        [text] 文本
       *[other] 「{ $text }」
    }（B10-3）
event-nexa-text-fires = { $card }：其{ $event ->
        [enter] 進場時
        [sortie] 出擊時
        [destroyed] 被破壞時
        [damaged] 受到傷害時
        [turn_end] 回合結束時
       *[other] { $event }
    }的文本觸發（B10-3）
event-nexa-text-resolves = { $card }：{ $text ->
        [text] 文本
       *[other] 「{ $text }」
    }結算

## 拒絕

refusal-nexa-ace-has-character = ACE 視為已裝備角色的機體（B7-10）
refusal-nexa-ace-in-deploy = ACE 只能在沒有連鎖的配備階段使用（D-48-2）
refusal-nexa-already-destroyed = 該機體已被破壞（D-94）
refusal-nexa-as-is-g = `as` 為 g 或省略
refusal-nexa-battle-area-text = 該文本由戰鬥區域中的卡使用（{ $rule }）
refusal-nexa-card-id-expected = `{ $arg }` 必須是卡片 ID
refusal-nexa-card-in-match = `card` 必須是本場對戰中卡片的 ID
refusal-nexa-cards-in-hand = `cards` 為你手牌中卡片的清單
refusal-nexa-cards-list = `cards` 為卡片 ID 的清單
refusal-nexa-character-on-field = 名為 { $card } 的角色已在你的場上（B7-10）
refusal-nexa-character-own-unit = 角色須裝備於你場上的機體（B7-10）
refusal-nexa-colour-needed = 橫置費用需要 { $count } 張{ $colour ->
        [blue] 藍
        [green] 綠
        [black] 黑
        [red] 紅
        [brown] 茶
        [white] 白
        [purple] 紫
       *[other] { $colour }
    }色 G
refusal-nexa-command-timing = { $card } 須在{ $side ->
        [own] 我軍
        [enemy] 敵軍
       *[other] {""}
    }{ $phase ->
        [always] 自由時機
        [turn] 回合中
        [deploy] 配備階段
        [battle] 戰鬥階段
        [attack] 攻擊步驟
        [defense] 防禦步驟
        [damage] 傷害判定步驟
        [return] 歸還步驟
       *[other] { $phase }
    }使用（D-48-3）
refusal-nexa-copy-for-cross-weapon = `copy` 用於交叉武器（D-114）
refusal-nexa-cost-choice = 此文本的費用為 A / B：以 `cost` 指定 0（A）或 1（B）（B10-7）
refusal-nexa-cross-weapon-copy = { $has-texts ->
        [yes] 交叉武器複製 { $card } 交叉武器以外的一個原本文本：以 `copy` 指定 0 至 { $last }（D-114）
       *[no] { $card } 沒有交叉武器以外可複製的原本文本（D-114）
    }
refusal-nexa-damage-range = `n` 為要設定的傷害，0 至 99
refusal-nexa-discard-exactly = 須恰好捨棄 { $count } 張，使手牌為 { $limit } 張（B10-2）
refusal-nexa-discard-from-hand = 只能捨棄你手牌中的卡（B10-2）
refusal-nexa-hand-discard-exactly = 此效果須恰好廢棄你手牌中的 { $count } 張卡（D-96）
refusal-nexa-hand-discard-from-hand = 此效果只能廢棄你自己手牌中的卡（D-96）
refusal-nexa-hand-discard-short = 此效果須廢棄你手牌中的 { $count } 張卡，手牌不足時無法使用（D-128）
refusal-nexa-nothing-to-resolve = 此效果在使用時已知無法處理（場上沒有它作用的對象），不能使用（D-128）
refusal-nexa-effect-index = `effect` 為該卡其中一個文本的編號
refusal-nexa-effect-on-unit = 效果作用於場上的機體（D-30）
refusal-nexa-fix-cut = 在連鎖中等待的卡無法以裁判修正移動
refusal-nexa-fix-damage-field = 只有場上的機體會保留傷害（B9-10）
refusal-nexa-fix-deploy-unit = 只有機體或 ACE 能以此方式移至配備區（B7-10）
refusal-nexa-fix-rest-field = 只有場上的卡有橫置或重置狀態（B7-2）
refusal-nexa-fix-to-one-of = `to` 必須是 { $options } 之一
refusal-nexa-force-list = `{ $area }` 為你的機體清單，由前至後
refusal-nexa-g-in-own-deploy = G 只能在沒有連鎖的我軍配備階段使用（D-48-1）
refusal-nexa-gain-once = 增益每位玩家每回合一次（D-110）
refusal-nexa-graphic-as-g = 圖像卡只能作為 G 使用（B7-10）
refusal-nexa-guard-area-side = 指定 `area` 與 `side`：own = 交戰中的我軍部隊，enemy = 非交戰中的敵軍部隊（B7-11）
refusal-nexa-guard-damage-step = 防護系統在傷害判定步驟使用（B7-11）
refusal-nexa-guard-needs-g = 防護系統的①需要另一張重置狀態的 G（B7-11）
refusal-nexa-guard-once = 防護系統每位玩家每回合一次（B7-11）
refusal-nexa-guard-own-g = 只有具防護等級的我軍 G 擁有防護系統（B7-11）
refusal-nexa-guard-rolled = 橫置狀態的 G 無法為防護系統橫置（B7-11, D-128）
refusal-nexa-in-own-deploy = { $type ->
        [unit] 機體
        [command] 指令
        [operation] 作戰
        [character] 角色
        [ace] ACE
        [graphic] 圖像卡
       *[other] { $type }
    }只能在沒有連鎖的我軍配備階段使用（D-48-1）
refusal-nexa-move-on-field = `move` 移動場上的卡（D-30）
refusal-nexa-reveal-own = 只能公開自己手牌中的卡（D-3）
refusal-nexa-search-own = 只能從自己的本國搜尋卡（D-5）
refusal-nexa-mrd-range = `m`、`r`、`d` 為 -20 至 20 的數字，且不可全為 0
refusal-nexa-name-host = 指定要裝備角色的機體（B7-10）
refusal-nexa-name-legal-targets = 為文本指定 { $count } 個合法對象（D-31）
refusal-nexa-name-targets = 指定 { $count } 個對象（D-31）
refusal-nexa-no-effect-waiting = `{ $kind }` 為效果動作：沒有等待手動適用的效果（B10-3）
refusal-nexa-no-g-sign = { $card } 沒有 G 標記，無法作為 G 使用（B7-3）
refusal-nexa-no-legal-target = 沒有合法對象，不能使用（D-31、D-128）
refusal-nexa-no-targets = { $type ->
        [unit] 機體
        [command] 指令
        [operation] 作戰
        [character] 角色
        [ace] ACE
        [graphic] 圖像卡
       *[other] { $type }
    }不指定對象
refusal-nexa-no-terrain = { $card } 沒有{ $area ->
        [space] 宇宙
        [earth] 地球
       *[other] { $area }
    }的地形適性（D-87 ①）
refusal-nexa-not-a-fix = `{ $kind }` 不是裁判修正；修正有 { $fixes }
refusal-nexa-not-an-action = `{ $kind }` 不是 NEX-A 的動作
refusal-nexa-not-legal-target = 該卡不是合法的對象（{ $aim ->
        [self] 自身
        [own_unit] 我軍機體
        [enemy_unit] 敵軍機體
        [unit] 機體
        [battle_enemy_unit] 戰鬥區域的敵軍機體
        [engaged_enemy_unit] 交戰中的敵軍機體
        [destroyed_own_unit] 被破壞的我軍機體
        [other_own_unit] 其他我軍機體
        [engaged_enemy_unit_here] 與此卡交戰中的敵軍機體
        [own_force] 我軍部隊
        [enemy_force] 敵軍部隊
       *[other] { $aim }
    }）（D-31）
refusal-nexa-not-your-decision = 現在輪到 { $player } 決定，而非 { $actor }（{ $rule }）
refusal-nexa-not-your-effect = 該效果由 { $player } 適用，而非 { $actor }（B10-3）
refusal-nexa-number-range = `{ $arg }` 為 1 至 20 的數字
refusal-nexa-one-ace = ACE 每回合只能使用一張（B7-10）
refusal-nexa-one-area = 機體只能出擊至一個區域（D-87 ①）
refusal-nexa-one-character = 每台機體只能裝備一張角色（B7-10）
refusal-nexa-one-g = 每個配備階段只能使用一張 G（B7-3）
refusal-nexa-order-list = `order` 為卡片 ID 的清單
refusal-nexa-own-texts-only = 只能使用你場上卡片的文本（B10-5）
refusal-nexa-pay-exact = 這些 G 無法恰好支付橫置費用 { $cost }
refusal-nexa-pay-list = `pay` 為要橫置的我軍 G 清單
refusal-nexa-pay-own-standing = `pay` 只能指定重置狀態的我軍 G
refusal-nexa-pay-twice = `pay` 中同一張 G 被指定了兩次
refusal-nexa-pays-own-roll-cost = 此卡已支付其自身的 R 費用（B10-7）
refusal-nexa-play-from-hand-or-hangar = 只能使用手牌或機庫中的卡（B7-3）
refusal-nexa-player-one-of = `player` 必須是 { $players } 之一
refusal-nexa-psycommu-nt = 精神感應需要此卡所在的戰鬥區域中有具特徵 NT 的我軍角色（D-108）
refusal-nexa-redraw-bool = `redraw` 為 true 或 false
refusal-nexa-refit-reveal = 改裝從手牌或機庫公開（`reveal`）一張具特徵 { $trait }、合計國力不超過你 G 張數的機體（D-111）
refusal-nexa-repeat-once-per-cut = ①/⓪ 文本每個連鎖一次（B10-7）
refusal-nexa-rested-bool = `rested` 必須為 true 或 false
refusal-nexa-reveal-for-refit = `reveal` 用於改裝（D-111）
refusal-nexa-roll-cost-rolled = R 費用要橫置此卡，但此卡已是橫置狀態（B10-7）
refusal-nexa-roll-cost-short = 沒有足夠顏色正確的重置狀態 G 支付橫置費用 { $cost }
refusal-nexa-salt = `salt` 為最多 32 個英文字母與數字
refusal-nexa-same-text = 該機體已擁有文字相同的文本，無法獲得（D-114）
refusal-nexa-scrap-order = 依廢棄效果結算的順序，將每台被破壞的機體各指定一次（D-40）
refusal-nexa-set-operation-target = 從配備區（我軍或敵軍）指定要裝備 { $card } 的卡：非 G 的{ $set-on ->
        [any] 任意卡
        [unit] 機體
        [character] 角色
        [operation] 作戰
        [ace] ACE
       *[other] { $set-on }
    }（B7-10, D-72, D-78）
refusal-nexa-share-choice = 共有從你的本國移動一張具特徵 { $trait } 的卡（以 `number` 指定），或不移動（`number: null`）（D-112）
refusal-nexa-share-turn = 共有只能在其卡被使用並進場的回合使用（D-112）
refusal-nexa-shuffle-args = `player` 為 A 或 B，`zone` 為 deck
refusal-nexa-single-cost = `cost` 指定 A / B 費用的支付方式；此文本只有一種費用
refusal-nexa-sortie-own-deploy = 只有你配備區中的機體可以出擊（D-87 ①）
refusal-nexa-sortie-rolled = { $card } 為橫置狀態：橫置的機體無法出擊（D-87 ①）
refusal-nexa-target-card-id = `target` 必須是卡片 ID
refusal-nexa-targets-list = `targets` 為卡片 ID 的清單
refusal-nexa-text-cost-g = 沒有足夠的重置狀態 G 支付文本的費用（B10-7）
refusal-nexa-text-not-played = 該文本不是可使用的文本（B10-3）
refusal-nexa-text-timing = 該文本須在{ $side ->
        [own] 我軍
        [enemy] 敵軍
       *[other] {""}
    }{ $phase ->
        [always] 自由時機
        [turn] 回合中
        [deploy] 配備階段
        [battle] 戰鬥階段
        [attack] 攻擊步驟
        [defense] 防禦步驟
        [damage] 傷害判定步驟
        [return] 歸還步驟
       *[other] { $phase }
    }使用（B10-6）
refusal-nexa-text-used = 該文本本回合已使用過（B10-7）
refusal-nexa-to-one-of = `to` 為 { $options } 之一
refusal-nexa-total-power = 合計國力為 { $power }；費用需要 { $need }（B7-4 ①）
refusal-nexa-trigger-order = 依適用順序，將每個等待中的自動效果各指定一次（D-40）
refusal-nexa-unique-on-field = ★：{ $card } 已在你的場上（D-120）
refusal-nexa-unknown-player = 未知的玩家 { $player }
refusal-nexa-until-one-of = `until` 為 { $options } 之一
refusal-nexa-wrong-prompt = `{ $kind }` 無法回應「{ $prompt ->
        [free] 自由時機
        [cut_in] 插入
        [redraw] 重抽
        [sortie] 出擊
        [discard] 手牌調整
        [order] 順序
        [effect] 效果
        [search] 共有
        [target] 對象
       *[other] { $prompt }
    }」的選擇

# 盤面說明
note-nexa-cut = 連鎖：{ $cards }
note-nexa-engaged = { $area-word }：交戰中

# 盤面用語
engine-nexa-ace = ACE
engine-nexa-character = 角色
engine-nexa-graphic = 圖像卡
engine-nexa-operation = 作戰
engine-nexa-rolled = 橫置
engine-nexa-deploy-phase = 配備階段
engine-nexa-main = 主要
engine-nexa-before = 規定效果前
engine-nexa-after = 規定效果後
engine-nexa-deploy-area = 配備區
engine-nexa-space-force = 宇宙區域部隊
engine-nexa-earth-force = 地球區域部隊
engine-nexa-in-the-cut = 連鎖中
engine-nexa-play = 使用
engine-nexa-texts = 文本
engine-nexa-battle = 戰鬥
engine-nexa-play-or-pass-free-timing = 使用或放棄（自由時機）
engine-nexa-cut-in-or-pass = 插入或放棄
engine-nexa-sortie-units = 讓機體出擊
engine-nexa-discard-down-to-6 = 棄牌至6張
engine-nexa-order-the-automatic-effects = 決定自動效果的順序
engine-nexa-choose-the-targets-of-an-automatic-effect = 選擇自動效果的對象
engine-nexa-apply-an-effect-by-hand = 手動處理效果
engine-nexa-choose-a-card-for = 選擇共有的卡牌
engine-nexa-choose-the-cards-of-their-hand-the-effect-discards = 選擇效果要廢棄的手牌
event-nexa-condition-fails = { $card }：條件已不滿足，效果結算失敗（D-42）
event-nexa-gains-keyword = { $card } { $until ->
        [force_disband] 直到部隊解散
       *[turn_end] 直到回合結束
    }獲得{ $keyword ->
        [high_mobility] 高機動
        [first_strike] 速攻
        [untargetable] 「不會成為敵方效果的對象」
       *[assault] 強襲
    }
refusal-nexa-text-condition = 該文本只能在{ $condition ->
        [engaged] 此卡交戰中
       *[in_battle_area] 此卡位於戰鬥區域
    }時使用（D-42）
event-nexa-gains-terrain = { $card } 直到回合結束獲得地形適性{ $terrain ->
        [space] 「宇宙」
        [earth] 「地球」
       *[other] 「宇宙」「地球」
    }（B9-1）

# 手動結算（issue 29 §3）：NEX-A 自有的效果行動
event-nexa-by-hand-deck-damage = { $player } 手動結算 { $card } 的效果：對 { $whose } 的本國造成 { $n } 點傷害
event-nexa-by-hand-roll = { $player } 手動結算 { $card } 的效果：將 { $target } 橫置
event-nexa-by-hand-reroll = { $player } 手動結算 { $card } 的效果：將 { $target } 重置
event-nexa-by-hand-modify = { $player } 手動結算 { $card } 的效果：{ $target } { $until ->
        [force_disband] 直到部隊解散
        [permanent] 永久
       *[other] 本回合中
    }獲得 { $m-signed }/{ $r-signed }/{ $d-signed } 修正
# issue 29 (s2-nexa): untargetable by enemy effects (D-35)
refusal-nexa-untargetable = 該機體不會成為敵方效果的對象（D-35）
# issue 29 (s5-nexa): 「このカードを廃棄する。その場合、…」 (D-96, D-127)
event-nexa-scrapped-by-effect = { $card } 被廢棄，移至廢棄場（D-96）
event-nexa-scrap-fails = { $card }：已不在場上，無法廢棄，整個效果結算失敗（D-127）
event-nexa-hand-discard-fails = { $card }：{ $player } 的手牌少於 { $n } 張，無法廢棄，整個效果結算失敗（D-127）
event-nexa-hand-discarded = { $player } 將手牌中的 { $cards } 廢棄，移至廢棄場（D-96）
event-nexa-source-gone-fails = { $card }：已不在場上，整個效果結算失敗（D-127）
event-nexa-scrap-own-target = { $card }：其對象為被廢棄的這張卡本身，整個效果結算失敗（D-127）
# issue 29 (s5-nexa): an optional automatic text (「…できる」) not applied
event-nexa-text-not-applied = { $card }：{ $player } 選擇不適用此文字
event-nexa-looks-at-top = { $player } 查看本國最上方的 1 張卡（D-2）
event-nexa-look-placed = { $player } 將查看的卡移至本國{ $place ->
        [top] 最上方
       *[bottom] 最下方
    }（D-2）
refusal-nexa-look-place = 查看的卡放回本國最上方（`place: top`）或最下方（`place: bottom`）（D-2）
engine-nexa-put-the-card-they-looked-at-on-the-top-or-the-bottom-of-their-home-country = 將查看的卡移至本國最上方或最下方
note-nexa-looked = 本國最上方的卡：{ $card }
# s17-games round 3: 「自軍本国の上のカードN枚を見て、その中にあるカード１枚を自軍手札に移す」 (D-2)
event-nexa-looks-at-top-cards = { $player } 查看本國最上方的 { $count } 張卡（D-2）
event-nexa-look-taken = { $player } 將查看的卡中 1 張移至手牌；其餘 { $rest } 張依原順序留在本國最上方（D-2）
event-nexa-look-taken-private = { $player } 將 { $card } 移至手牌；其餘 { $rest } 張依原順序留在本國最上方（D-2）
refusal-nexa-look-take = 以查看的 { $count } 張中的位置 `position`（最上方為 1）指定移至手牌的卡（D-2）
note-nexa-looked-cards = 本國最上方的卡：{ $cards }
engine-nexa-move-one-of-the-cards-they-looked-at-to-their-hand = 將查看的卡中 1 張移至手牌
# s18-games round 2: 「自軍ユニット１～２枚」 (D-30)
refusal-nexa-name-several-targets = 依卡片文字的「{ $low }～{ $high }枚」，指定 { $low }～{ $high } 張單位（D-30、D-31）
refusal-nexa-same-target-twice = 「…枚」須指定不同的單位（D-30）

# 行動標籤（按鈕、選單、自動完成）。變數說明見 en/actions.ftl。

## 鋼彈卡牌遊戲
action-gcg-deploy = 配置 { $card }{ $pay-has ->
        [yes] （先{ $pay-by ->
            [destroy] 破壞
            [discard] 捨棄
            [rest] 使休息
            [return_to_hand] 返回手牌
           *[other] 支付
        } { $pay }{ $as-level-given ->
            [yes] ，視為 Lv.{ $as-level }、費用 { $as-cost }
           *[no] {""}
        }）
       *[no] {""}
    }
action-gcg-deploy-base = 配置基地 { $card }{ $pay-has ->
        [yes] （先{ $pay-by ->
            [destroy] 破壞
            [discard] 捨棄
            [rest] 使休息
            [return_to_hand] 返回手牌
           *[other] 支付
        } { $pay }{ $as-level-given ->
            [yes] ，視為 Lv.{ $as-level }、費用 { $as-cost }
           *[no] {""}
        }）
       *[no] {""}
    }
action-gcg-pair = 讓 { $card } 搭乘 { $unit }{ $pay-has ->
        [yes] （先{ $pay-by ->
            [destroy] 破壞
            [discard] 捨棄
            [rest] 使休息
            [return_to_hand] 返回手牌
           *[other] 支付
        } { $pay }{ $as-level-given ->
            [yes] ，視為 Lv.{ $as-level }、費用 { $as-cost }
           *[no] {""}
        }）
       *[no] {""}
    }
action-gcg-command = 使用 { $card }{ $pay-has ->
        [yes] （先{ $pay-by ->
            [destroy] 破壞
            [discard] 捨棄
            [rest] 使休息
            [return_to_hand] 返回手牌
           *[other] 支付
        } { $pay }{ $as-level-given ->
            [yes] ，視為 Lv.{ $as-level }、費用 { $as-cost }
           *[no] {""}
        }）
       *[no] {""}
    }
action-gcg-activate = { $ability ->
        [support] { $card }：【支援】
       *[other] { $ability-kind ->
            [pilot] 啟動 { $card } 的駕駛員效果
           *[other] 啟動 { $card } 的效果
        }
    }
action-gcg-attack = { $unit } 攻擊 { $target }
action-gcg-end-main = 結束主要階段
action-gcg-block = 以 { $unit } 阻擋
action-gcg-no-block = 不阻擋
action-gcg-pass = 略過
action-gcg-burst = { $use ->
        [yes] 發動爆發
       *[no] 不發動爆發
    }
action-gcg-choose-order = { $direction ->
        [clockwise] 順時針進行
        [counterclockwise] 逆時針進行
       *[other] { $first ->
            [yes] 先攻
           *[no] 後攻
        }
    }
action-gcg-mulligan = { $redraw ->
        [yes] 重抽手牌
       *[no] 保留手牌
    }
action-gcg-choose = { $card-is ->
        [card] 選擇 { $card }
       *[other] { $player-given ->
            [yes] 選擇 { $player }
           *[other] { $mode-given ->
                [yes] ■{ $effect }
               *[other] 先處理效果 { $index-next }
            }
        }
    }
action-gcg-discard = 捨棄 { $cards }
action-gcg-resolve = 完成／使用效果
action-gcg-decline = 不使用效果
action-gcg-draw = 抽 { $n } 張
action-gcg-token = 配置 { $n } 個{ $name }衍生物（AP{ $ap } HP{ $hp }）
action-gcg-damage = 對 { $target } 造成 { $n } 點傷害
action-gcg-recover = { $target } 回復 { $n }
action-gcg-rest = 使 { $target } 成為休息狀態
action-gcg-set-active = 使 { $target } 成為活躍狀態
action-gcg-destroy = 破壞 { $target }
action-gcg-modify = { $target } AP{ $ap-signed } HP{ $hp-signed }（{ $until-word }）
action-gcg-grant = { $target } 獲得 { $keyword-word }（{ $until-word }）
action-gcg-move = 將 { $card } 移至 { $to-word }
action-gcg-concede = 認輸

## 超人力霸王卡牌遊戲
action-ucg-choose-order = { $first ->
        [yes] 先攻
       *[no] 後攻
    }
action-ucg-mulligan = { $redraw ->
        [yes] 重抽 6 張
       *[no] 保留手牌
    }
action-ucg-set-scene = 設置場景牌 { $card }{ $draw ->
        [yes] 並抽牌
       *[no] {""}
    }
action-ucg-set = 將 { $card } 面朝下設置{ $area-has ->
        [yes] 於區域 { $area }
       *[no] {""}
    }
action-ucg-level-up = 以 { $card } 使 { $character } 升級
action-ucg-activate = 使用 { $card } 的［發動］{ $pay-has ->
        [yes] ，支付 { $pay }
       *[no] {""}
    }
action-ucg-pass = 略過
action-ucg-choose = { $cards-has ->
        [yes] 捨棄 { $cards }
       *[no] { $n-has ->
            [yes] { $n ->
                [0] 不在 { $card } 下方充能
               *[other] 在 { $card } 下方充能 { $n } 張
            }
           *[no] { $ability-has ->
                [yes] 接著處理 { $card }
               *[no] 選擇 { $card }
            }
        }
    }
action-ucg-resolve = 完成／使用效果
action-ucg-decline = 不使用效果
action-ucg-draw = 抽 { $n } 張
action-ucg-reveal = 公開牌組頂的 { $n } 張
action-ucg-bp = { $target } BP{ $n-signed }
action-ucg-level = { $target }{ $n ->
        [1] 升級
       *[other] 降級
    }
action-ucg-result = { $target }：戰鬥結果 { $result-word }
action-ucg-move = 將 { $card } 移至 { $to-word }
action-ucg-swap = 交換 { $target } 與 { $with } 的位置
action-ucg-nullify = 使 { $target } 的效果 { $ability-next } 無效
action-ucg-charge = 在 { $character } 下方充能 { $n } 張
action-ucg-concede = 投降

## 碧藍航線卡牌遊戲
action-altcg-play = 使用 { $card }{ $slot-has ->
        [yes] 於 { $slot-word }
       *[no] {""}
    }{ $pay-has ->
        [yes] ，捨棄 { $pay }
       *[no] {""}
    }
action-altcg-retrofit = 將 { $onto } 改造為 { $card }
action-altcg-activate = 啟動 { $card }{ $ability-is ->
        [card] 的技能 { $ability-next }
       *[other] 的技能
    }
action-altcg-end-main = 結束主要階段
action-altcg-attack = { $unit } 攻擊 { $target }
action-altcg-end-battle = 結束戰鬥階段
action-altcg-support = 以 { $card } 支援
action-altcg-pass = 略過
action-altcg-comeback = { $use ->
        [yes] 使用【絕地反擊】{ $slot-has ->
            [yes] 於 { $slot-word }
           *[no] {""}
        }
       *[no] 將卡牌留在手牌
    }
action-altcg-choose-order = { $first ->
        [yes] 先攻
       *[no] 後攻
    }
action-altcg-mulligan = { $redraw ->
        [yes] 重新調度
       *[no] 保留手牌
    }
action-altcg-choose = { $place-given ->
        [yes] { $place ->
            [top] 置於卡組最上方
           *[bottom] 置於卡組最下方
        }
       *[no] { $cards-has ->
            [yes] 選擇 { $cards }
           *[no] { $ability-has ->
                [yes] 接著處理 { $card } 的技能
               *[no] 選擇 { $card }
            }
        }
    }
action-altcg-resolve = 完成／使用效果
action-altcg-decline = 不使用效果
action-altcg-draw = 抽 { $n } 張
action-altcg-discard = 捨棄 { $cards }
action-altcg-power = { $target } 戰力 { $n-signed }（{ $until-word }）
action-altcg-rest = 使 { $target } 成為休息狀態
action-altcg-set-active = 使 { $target } 成為活躍狀態
action-altcg-destroy = 擊破 { $target }
action-altcg-move = 將 { $card } 移至 { $to-word }
action-altcg-awaken = 使旗艦覺醒
action-altcg-concede = 認輸

## 鋼彈戰爭 NEX-A
action-nexa-play = { $as ->
        [g] 將 { $card } 作為 G 使用
       *[other] 使用 { $card }{ $targets-has ->
            [yes] {" "}→ { $targets }
           *[no] {""}
        }
    }
action-nexa-activate = { $effect ->
        [guard] { $card }：防護系統（{ $area-word } 的 { $side-word } 部隊）
       *[other] { $card }：文本 { $effect-next }{ $targets-has ->
            [yes] {" "}→ { $targets }
           *[no] {""}
        }
    }{ $cost ->
        [0] （以 A 支付）
        [1] （以 B 支付）
       *[other] {""}
    }{ $copy-given ->
        [yes] （複製文本 { $copy-next }）
       *[other] {""}
    }{ $reveal-given ->
        [yes] （公開 { $reveal }）
       *[other] {""}
    }
action-nexa-sortie = { $space-has ->
        [yes] 出擊 宇宙：{ $space }{ $earth-has ->
            [yes] ；地球：{ $earth }
           *[no] {""}
        }
       *[no] { $earth-has ->
            [yes] 出擊 地球：{ $earth }
           *[no] 不出擊
        }
    }
action-nexa-mulligan = { $redraw ->
        [yes] 重抽手牌
       *[no] 保留手牌
    }
action-nexa-discard = 捨棄 { $cards }
action-nexa-choose = { $position-given ->
        [yes] 將從上數第 { $position } 張移至手牌
       *[no] { $place-given ->
            [yes] { $place ->
                [top] 放回本國最上方
               *[bottom] 移至本國最下方
            }
           *[no] { $order-has ->
                [yes] 依序適用：{ $order }
               *[no] { $number-given ->
                    [yes] { $number-has ->
                        [yes] 將 { $number } 移至機庫
                       *[no] 不移任何卡至機庫
                    }
                   *[no] { $cards-has ->
                        [yes] 對象：{ $cards }
                       *[no] 不適用（可選的文字）
                    }
                }
            }
        }
    }
action-nexa-damage = 效果：{ $n } 點傷害（{ $what }）
action-nexa-deck-damage = 效果：對本國造成 { $n } 點傷害（{ $what }）
action-nexa-modify = 效果：修正 { $m-signed }/{ $r-signed }/{ $d-signed }（{ $what }）
action-nexa-roll = 效果：橫置（{ $what }）
action-nexa-reroll = 效果：重置（{ $what }）
action-nexa-destroy = 效果：破壞（{ $what }）
action-nexa-move = 效果：移至 { $to-word }（{ $what }）
action-nexa-draw = 效果：抽 { $n } 張
action-nexa-resolve = 完成／使用效果
action-nexa-decline = 不使用效果
action-nexa-pass = 略過
action-nexa-concede = 投降

# issue 29, s4-gcg-chosen: looking at the top of the deck by a printed effect (10-3-5)
action-gcg-take = 將 { $card } 加入手牌

# s6-altcg (issue 29): an ability plays a ship from the hand at a slot (302.1a)
action-altcg-deploy = 將 { $card } 登場於 { $slot-word }

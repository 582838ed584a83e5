# 行動標籤（按鈕、選單、自動完成）。變數說明見 en/actions.ftl。

## 鋼彈卡牌遊戲
action-gcg-deploy = 配置 { $card }
action-gcg-deploy-base = 配置基地 { $card }
action-gcg-pair = 讓 { $card } 搭乘 { $unit }
action-gcg-command = 使用 { $card }
action-gcg-activate = { $ability ->
        [support] { $card }：【支援】
       *[other] { $ability-kind ->
            [pilot] 啟動 { $card } 的駕駛員效果
           *[other] 啟動 { $card } 的效果
        }
    }
action-gcg-attack = { $target-is ->
        [card] { $unit } 攻擊 { $target }
       *[other] 以 { $unit } 攻擊 { $target }
    }
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
       *[other] 先處理效果 { $index-next }
    }
action-gcg-discard = 捨棄 { $cards }
action-gcg-resolve = 完成／使用效果
action-gcg-decline = 不使用效果
action-gcg-draw = 抽 { $n } 張
action-gcg-damage = 對 { $target } 造成 { $n } 點傷害
action-gcg-recover = { $target } 回復 { $n }
action-gcg-rest = 使 { $target } 成為休息狀態
action-gcg-set-active = 使 { $target } 成為活躍狀態
action-gcg-destroy = 破壞 { $target }
action-gcg-modify = { $target } AP{ $ap-signed } HP{ $hp-signed }（{ $until-word }）
action-gcg-grant = { $target } 獲得 { $keyword-word }（{ $until-word }）
action-gcg-move = 將 { $card } 移至 { $to-word }
action-gcg-concede = 投降

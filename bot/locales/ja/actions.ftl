# アクションのラベル（ボタン・セレクト・オートコンプリート）。変数は en/actions.ftl を参照。

## ガンダムカードゲーム
action-gcg-deploy = { $card } を配備{ $pay-has ->
        [yes] （先に { $pay } を{ $pay-by ->
            [destroy] 破壊
            [discard] 捨てる
            [rest] レスト
            [return_to_hand] 手札に戻す
           *[other] 支払いに使う
        }{ $as-level-given ->
            [yes] 、Lv.{ $as-level }・コスト{ $as-cost }としてプレイ
           *[no] {""}
        }）
       *[no] {""}
    }
action-gcg-deploy-base = ベース { $card } を配備{ $pay-has ->
        [yes] （先に { $pay } を{ $pay-by ->
            [destroy] 破壊
            [discard] 捨てる
            [rest] レスト
            [return_to_hand] 手札に戻す
           *[other] 支払いに使う
        }{ $as-level-given ->
            [yes] 、Lv.{ $as-level }・コスト{ $as-cost }としてプレイ
           *[no] {""}
        }）
       *[no] {""}
    }
action-gcg-pair = { $card } を { $unit } にセット{ $pay-has ->
        [yes] （先に { $pay } を{ $pay-by ->
            [destroy] 破壊
            [discard] 捨てる
            [rest] レスト
            [return_to_hand] 手札に戻す
           *[other] 支払いに使う
        }{ $as-level-given ->
            [yes] 、Lv.{ $as-level }・コスト{ $as-cost }としてプレイ
           *[no] {""}
        }）
       *[no] {""}
    }
action-gcg-command = { $card } をプレイ{ $pay-has ->
        [yes] （先に { $pay } を{ $pay-by ->
            [destroy] 破壊
            [discard] 捨てる
            [rest] レスト
            [return_to_hand] 手札に戻す
           *[other] 支払いに使う
        }{ $as-level-given ->
            [yes] 、Lv.{ $as-level }・コスト{ $as-cost }としてプレイ
           *[no] {""}
        }）
       *[no] {""}
    }
action-gcg-activate = { $ability ->
        [support] { $card }：【援護】
       *[other] { $ability-kind ->
            [pilot] { $card } のパイロットの効果を起動
           *[other] { $card } の効果を起動
        }
    }
action-gcg-attack = { $unit } で { $target } にアタック
action-gcg-end-main = メインフェイズ終了
action-gcg-block = { $unit } でブロック
action-gcg-no-block = ブロックしない
action-gcg-pass = パス
action-gcg-burst = { $use ->
        [yes] バーストを使う
       *[no] バーストを使わない
    }
action-gcg-choose-order = { $direction ->
        [clockwise] 時計回りで進行
        [counterclockwise] 反時計回りで進行
       *[other] { $first ->
            [yes] 先攻
           *[no] 後攻
        }
    }
action-gcg-mulligan = { $redraw ->
        [yes] 引き直す
       *[no] キープする
    }
action-gcg-choose = { $card-is ->
        [card] { $card } を選ぶ
       *[other] { $player-given ->
            [yes] { $player } を選ぶ
           *[other] { $mode-given ->
                [yes] ■{ $effect }
               *[other] 効果 { $index-next } を先に解決
            }
        }
    }
action-gcg-discard = { $cards } を捨てる
action-gcg-resolve = 完了／効果を使う
action-gcg-decline = 効果を使わない
action-gcg-draw = { $n } 枚ドロー
action-gcg-token = { $name } トークン（AP{ $ap } HP{ $hp }）を { $n } 体配備
action-gcg-damage = { $target } に { $n } ダメージを与える
action-gcg-recover = { $target } の HP を { $n } 回復
action-gcg-rest = { $target } をレスト
action-gcg-set-active = { $target } をアクティブにする
action-gcg-destroy = { $target } を破壊
action-gcg-modify = { $target } AP{ $ap-signed } HP{ $hp-signed }（{ $until-word }）
action-gcg-grant = { $target } に { $keyword-word } を付与（{ $until-word }）
action-gcg-move = { $card } を { $to-word } に移動
action-gcg-concede = 投了

## ウルトラマン カードゲーム
action-ucg-choose-order = { $first ->
        [yes] 先攻
       *[no] 後攻
    }
action-ucg-mulligan = { $redraw ->
        [yes] 6枚引き直す
       *[no] キープする
    }
action-ucg-set-scene = シーン { $card } をセット{ $draw ->
        [yes] してドロー
       *[no] {""}
    }
action-ucg-set = { $card } を裏向きでセット{ $area-has ->
        [yes] （バトルゾーン { $area }）
       *[no] {""}
    }
action-ucg-level-up = { $card } で { $character } をレベルアップ
action-ucg-activate = { $card } の［起動］を使う{ $pay-has ->
        [yes] （{ $pay } を支払う）
       *[no] {""}
    }
action-ucg-pass = パス
action-ucg-choose = { $cards-has ->
        [yes] { $cards } を捨てる
       *[no] { $n-has ->
            [yes] { $n ->
                [0] { $card } の下にチャージしない
               *[other] { $card } の下に { $n } 枚チャージ
            }
           *[no] { $ability-has ->
                [yes] 次に { $card } を解決
               *[no] { $card } を選ぶ
            }
        }
    }
action-ucg-resolve = 完了／効果を使う
action-ucg-decline = 効果を使わない
action-ucg-draw = { $n } 枚ドロー
action-ucg-reveal = デッキの上から { $n } 枚を公開
action-ucg-bp = { $target } BP{ $n-signed }
action-ucg-level = { $target } を{ $n ->
        [1] レベルアップ
       *[other] レベルダウン
    }
action-ucg-result = { $target }：バトルの結果 { $result-word }
action-ucg-move = { $card } を { $to-word } に移動
action-ucg-swap = { $target } と { $with } を入れ替え
action-ucg-nullify = { $target } の効果 { $ability-next } を無効にする
action-ucg-charge = { $character } の下に { $n } 枚チャージ
action-ucg-concede = 投了

## アズールレーン TCG
action-altcg-play = { $card } をプレイ{ $slot-has ->
        [yes] （{ $slot-word }）
       *[no] {""}
    }{ $pay-has ->
        [yes] （{ $pay } を捨てる）
       *[no] {""}
    }
action-altcg-retrofit = { $onto } を { $card } に改造
action-altcg-activate = { $card } の起動効果を使う{ $ability-is ->
        [card] （スキル { $ability-next }）
       *[other] {""}
    }
action-altcg-end-main = メインフェイズ終了
action-altcg-attack = { $unit } で { $target } にアタック
action-altcg-end-battle = バトルフェイズを終了
action-altcg-support = { $card } で支援
action-altcg-pass = パス
action-altcg-comeback = { $use ->
        [yes] 【絕地反擊】を使う{ $slot-has ->
            [yes] （{ $slot-word }）
           *[no] {""}
        }
       *[no] カードを手札に残す
    }
action-altcg-choose-order = { $first ->
        [yes] 先攻
       *[no] 後攻
    }
action-altcg-mulligan = { $redraw ->
        [yes] マリガンする
       *[no] キープする
    }
action-altcg-choose = { $place-given ->
        [yes] { $place ->
            [top] デッキの一番上に置く
           *[bottom] デッキの一番下に置く
        }
       *[no] { $cards-has ->
            [yes] { $cards } を選ぶ
           *[no] { $ability-has ->
                [yes] 次に { $card } のスキルを解決
               *[no] { $card } を選ぶ
            }
        }
    }
action-altcg-resolve = 完了／効果を使う
action-altcg-decline = 効果を使わない
action-altcg-draw = { $n } 枚ドロー
action-altcg-discard = { $cards } を捨てる
action-altcg-power = { $target } 戦力 { $n-signed }（{ $until-word }）
action-altcg-rest = { $target } をレスト
action-altcg-set-active = { $target } をアクティブにする
action-altcg-destroy = { $target } を撃破
action-altcg-move = { $card } を { $to-word } に移動
action-altcg-awaken = 旗艦を覚醒させる
action-altcg-concede = 投了

## ガンダムウォー ネグザ
action-nexa-play = { $as ->
        [g] { $card } をGとしてプレイ
       *[other] { $card } をプレイ{ $targets-has ->
            [yes] {" "}→ { $targets }
           *[no] {""}
        }
    }
action-nexa-activate = { $effect ->
        [guard] { $card }：ガードシステム（{ $area-word } の { $side-word } 部隊）
       *[other] { $card }：テキスト { $effect-next }{ $targets-has ->
            [yes] {" "}→ { $targets }
           *[no] {""}
        }
    }{ $cost ->
        [0] （Aで支払う）
        [1] （Bで支払う）
       *[other] {""}
    }{ $copy-given ->
        [yes] （テキスト { $copy-next } をコピー）
       *[other] {""}
    }{ $reveal-given ->
        [yes] （{ $reveal } を公開）
       *[other] {""}
    }
action-nexa-sortie = { $space-has ->
        [yes] 出撃 宇宙：{ $space }{ $earth-has ->
            [yes] ／地球：{ $earth }
           *[no] {""}
        }
       *[no] { $earth-has ->
            [yes] 出撃 地球：{ $earth }
           *[no] 出撃しない
        }
    }
action-nexa-mulligan = { $redraw ->
        [yes] 引き直す
       *[no] キープする
    }
action-nexa-discard = { $cards } を捨てる
action-nexa-choose = { $position-given ->
        [yes] 上から{ $position }枚目を手札に移す
       *[no] { $place-given ->
            [yes] { $place ->
                [top] 本国の上に戻す
               *[bottom] 本国の下に移す
            }
           *[no] { $order-has ->
                [yes] 順に適用：{ $order }
               *[no] { $number-given ->
                    [yes] { $number-has ->
                        [yes] { $number } をハンガーに移す
                       *[no] ハンガーに何も移さない
                    }
                   *[no] { $cards-has ->
                        [yes] 対象：{ $cards }
                       *[no] 適用しない（「できる」テキスト）
                    }
                }
            }
        }
    }
action-nexa-damage = 効果：{ $n } ダメージ（{ $what }）
action-nexa-deck-damage = 効果：本国に { $n } ダメージ（{ $what }）
action-nexa-modify = 効果：修正 { $m-signed }/{ $r-signed }/{ $d-signed }（{ $what }）
action-nexa-roll = 効果：ロール（{ $what }）
action-nexa-reroll = 効果：リロール（{ $what }）
action-nexa-destroy = 効果：破壊（{ $what }）
action-nexa-move = 効果：{ $to-word } に移動（{ $what }）
action-nexa-draw = 効果：{ $n } 枚ドロー
action-nexa-resolve = 完了／効果を使う
action-nexa-decline = 効果を使わない
action-nexa-pass = パス
action-nexa-concede = 投了

# issue 29, s4-gcg-chosen: looking at the top of the deck by a printed effect (10-3-5)
action-gcg-take = { $card } を手札に加える

# s6-altcg (issue 29): an ability plays a ship from the hand at a slot (302.1a)
action-altcg-deploy = { $card } を { $slot-word } に登場させる

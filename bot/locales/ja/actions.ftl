# アクションのラベル（ボタン・セレクト・オートコンプリート）。変数は en/actions.ftl を参照。

## ガンダムカードゲーム
action-gcg-deploy = { $card } を配備
action-gcg-deploy-base = ベース { $card } を配備
action-gcg-pair = { $card } を { $unit } にセット
action-gcg-command = { $card } をプレイ
action-gcg-activate = { $ability ->
        [support] { $card }：【援護】
       *[other] { $ability-kind ->
            [pilot] { $card } のパイロットの効果を起動
           *[other] { $card } の効果を起動
        }
    }
action-gcg-attack = { $target-is ->
        [card] { $unit } で { $target } にアタック
       *[other] { $unit } で { $target } にアタック
    }
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
       *[other] 効果 { $index-next } を先に解決
    }
action-gcg-discard = { $cards } を捨てる
action-gcg-resolve = 完了／効果を使う
action-gcg-decline = 効果を使わない
action-gcg-draw = { $n } 枚ドロー
action-gcg-damage = { $target } に { $n } ダメージを与える
action-gcg-recover = { $target } の HP を { $n } 回復
action-gcg-rest = { $target } をレスト
action-gcg-set-active = { $target } をアクティブにする
action-gcg-destroy = { $target } を破壊
action-gcg-modify = { $target } AP{ $ap-signed } HP{ $hp-signed }（{ $until-word }）
action-gcg-grant = { $target } に { $keyword-word } を付与（{ $until-word }）
action-gcg-move = { $card } を { $to-word } に移動
action-gcg-concede = 投了

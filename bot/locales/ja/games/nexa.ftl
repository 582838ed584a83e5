# ガンダムウォー ネグザ（`nexa`）：エンジンのログとお断りの文（rules_engine/games/nexa）。
# 変数は ../events.ftl と ../refusals.ftl の冒頭のとおり。用語はルールブック v1.2 の言葉、
# 条項番号はエンジンが示すまま。

## ログ

event-nexa-ace-replaced = 別の自軍ACEが場に出るため、{ $card } は { $owner } のハンガーに移る（B7-10）
event-nexa-by-hand = { $card }：{ $player } がテキストを手動で適用する：{ $text ->
        [text] テキスト
       *[other] 「{ $text }」
    }
event-nexa-command-resolves = { $card } が解決される
event-nexa-concedes = { $player } が投了。{ $winner } の勝利
event-nexa-cross-weapon-gains = { $card } はターン終了時まで{ $text ->
        [high_mobility] 高機動
        [first_strike] 速攻
        [assault] 強襲
        [battle_deploy] 戦闘配備
        [ps_armor] PS装甲
        [quick] クイック
       *[other] 「{ $text }」
    }を得る（クロスウェポン, D-114）
event-nexa-cross-weapon-has = { $card } は既に{ $text ->
        [high_mobility] 高機動
        [first_strike] 速攻
        [assault] 強襲
        [battle_deploy] 戦闘配備
        [ps_armor] PS装甲
        [quick] クイック
       *[other] 「{ $text }」
    }を持っている。クロスウェポンは何も与えない（D-114）
event-nexa-deck-damage = { $player } の本国に { $damage } ダメージ（残り { $left } 枚）
event-nexa-deck-out = { $draw ->
        [yes] 双方の本国が0枚：引き分け（B5-1）
       *[no] { $player } の本国が0枚：{ $winner } の勝利（B5-1）
    }
event-nexa-declines-text = { $player } はテキストを適用しない
event-nexa-destroyed = { $card } が破壊される
event-nexa-destruction-negated = { $card } の破壊が無効になる（D-95）
event-nexa-discards = { $player } は手札を { $limit } 枚にするため { $count } 枚捨てる（B10-2）
event-nexa-discards-private = { $player } は { $cards } を捨てる
event-nexa-draws = { $player } がカードを1枚引く
event-nexa-draws-private = { $player } が { $card } を引く
event-nexa-enters = { $card } が{ $how ->
        [standing] リロール
       *[rolled] ロール
    }状態で { $player } の配備エリアに出る
event-nexa-finishes-text = { $player } がテキストの適用を終える
event-nexa-fix-damage = ジャッジ修正：{ $card } のダメージを { $damage } にする
event-nexa-fix-move = ジャッジ修正：{ $hidden ->
        [yes] { $owner } のカード1枚
       *[no] { $owner } の { $card }
    } が { $from ->
        [hand] 手札
        [deck] 本国
        [deck_top] 本国の上
        [deck_bottom] 本国の下
        [pile] 捨て山
        [junkyard] ジャンクヤード
        [removed] 取り除かれたカード
        [deploy] 配備エリア
        [g] Gゾーン
        [hangar] ハンガー
        [space] 宇宙エリア
        [earth] 地球エリア
        [played] プレイ中のカード
       *[other] { $from }
    } から { $to ->
        [hand] 手札
        [deck] 本国
        [deck_top] 本国の上
        [deck_bottom] 本国の下
        [pile] 捨て山
        [junkyard] ジャンクヤード
        [removed] 取り除かれたカード
        [deploy] 配備エリア
        [g] Gゾーン
        [hangar] ハンガー
        [space] 宇宙エリア
        [earth] 地球エリア
        [played] プレイ中のカード
       *[other] { $to }
    } に移る
event-nexa-fix-move-private = ジャッジが { $card } を { $from ->
        [hand] 手札
        [deck] 本国
        [deck_top] 本国の上
        [deck_bottom] 本国の下
        [pile] 捨て山
        [junkyard] ジャンクヤード
        [removed] 取り除かれたカード
        [deploy] 配備エリア
        [g] Gゾーン
        [hangar] ハンガー
        [space] 宇宙エリア
        [earth] 地球エリア
        [played] プレイ中のカード
       *[other] { $from }
    } から { $to ->
        [hand] 手札
        [deck] 本国
        [deck_top] 本国の上
        [deck_bottom] 本国の下
        [pile] 捨て山
        [junkyard] ジャンクヤード
        [removed] 取り除かれたカード
        [deploy] 配備エリア
        [g] Gゾーン
        [hangar] ハンガー
        [space] 宇宙エリア
        [earth] 地球エリア
        [played] プレイ中のカード
       *[other] { $to }
    } に移す
event-nexa-fix-rest = ジャッジ修正：{ $card } を{ $now ->
        [rolled] ロール
       *[standing] リロール
    }状態にする
event-nexa-fix-shuffle = ジャッジ修正：{ $player } の本国をシャッフルする（シード値による）
event-nexa-force-deals = { $player } の{ $area ->
        [space] 宇宙エリア
        [earth] 地球エリア
       *[other] { $area }
    }の部隊が { $power } ダメージを与える（速度 { $speed }）
event-nexa-force-power = { $player } の{ $area ->
        [space] 宇宙エリア
        [earth] 地球エリア
       *[other] { $area }
    }の部隊は、部隊解散まで部隊戦闘力 { $power-signed }（B9-3）
event-nexa-gain-bonus = { $card } はターン終了時まで +{ $x }/+{ $x }/+{ $x }（ゲイン）
event-nexa-gain-no-effect = { $card }：ゲインは効果なし（D-110）
event-nexa-gain-other-attribute = ゲイン：属性が異なるため効果なし（D-110）
event-nexa-gain-reveals = ゲイン：{ $player } が本国の上から { $card }（{ $number }）を公開する（D-110）
event-nexa-guard = ガードシステム：{ $player } の{ $area ->
        [space] 宇宙エリア
        [earth] 地球エリア
       *[other] { $area }
    }の部隊 { $sign }{ $level }
event-nexa-guard-fails = { $card }：ガードシステムは失敗する（D-127）
event-nexa-hangar-nothing = { $player } はハンガーに何も移さない（共有, D-112）
event-nexa-host-gone = { $card }：セット先のユニットがいないため、プレイは失敗する（D-32）
event-nexa-keeps = { $player } は手札をキープする
event-nexa-modified = { $card } に { $m-signed }/{ $r-signed }/{ $d-signed } の修正
event-nexa-moves-to = { $card } が持ち主の{ $zone ->
        [hand] 手札
        [deck] 本国
        [deck_top] 本国の上
        [deck_bottom] 本国の下
        [pile] 捨て山
        [junkyard] ジャンクヤード
        [removed] 取り除かれたカード
        [deploy] 配備エリア
        [g] Gゾーン
        [hangar] ハンガー
        [space] 宇宙エリア
        [earth] 地球エリア
        [played] プレイ中のカード
       *[other] { $zone }
    }に移る
event-nexa-moves-to-hangar = { $player } が { $card } を本国からハンガーに移す（共有, D-112）
event-nexa-no-target = { $card }：正しい対象がなく、テキストは何もしない（D-31）
event-nexa-piercing-damage = { $card } に { $damage } ダメージ（貫通ダメージ, D-103）
event-nexa-piercing-lost = 貫通ダメージ { $damage } が最後のユニットの後に残り、失われる（D-103）
event-nexa-plays = { $player } が { $card } を{ $as-g ->
        [yes] Gとして
       *[no] {""}
    }プレイする
event-nexa-plays-guard = { $player } が { $card } のガードシステムをプレイする
event-nexa-plays-text = { $player } が { $card } のテキストをプレイする
event-nexa-ps-armor = { $card } が持ち主の手札に戻る（PS装甲, D-115）
event-nexa-puts-in-g = { $player } が { $card } をGゾーンに置く
event-nexa-deck-to-g = { $player } が自軍本国の上のカード { $card } を{ $rolled ->
        [yes] ロール状態で
       *[no] {""}
    }自軍Gにする（D-19）
event-nexa-redraws = { $player } は手札を引き直す
event-nexa-refit-gone = { $card }：公開したユニットがなくなったため、改装は失敗する（D-111）
event-nexa-refit-unique = { $card }：同名のカードがすでに場にあるため、改装は失敗する（D-120）
event-nexa-refit-replaces = { $card } が { $old } と入れ替わる（改装, D-111）
event-nexa-removed = { $card } はゲームから取り除かれる（B10-2）
event-nexa-reroll-phase = ターン { $turn }：{ $player } が自軍カードをリロールする（B7-1）
event-nexa-reveals-for-refit = { $player } が改装のために { $card } を公開する（D-111）
event-nexa-rolls = { $card } が{ $rolled ->
        [yes] ロール
       *[no] リロール
    }状態になる
event-nexa-scrapped = { $card } はジャンクヤードに移る（廃棄, B9-11）
event-nexa-set-host-gone = { $card }：セット先のカードが配備エリアを離れたため、プレイは失敗する（D-72）
event-nexa-set-on = { $card } が { $host } にセットされる
event-nexa-share-search = { $player } が自軍本国を見る（共有[{ $trait }], D-112）
event-nexa-sortie-fails = { $player } の{ $area ->
        [space] 宇宙エリア
        [earth] 地球エリア
       *[other] { $area }
    }への出撃は失敗：攻撃側の部隊が高機動を持つ（D-105）
event-nexa-sorties = { $player } が{ $area ->
        [space] 宇宙エリア
        [earth] 地球エリア
       *[other] { $area }
    }に出撃：{ $units }
event-nexa-takes-damage = { $card } に { $damage } ダメージ
event-nexa-target-gone = { $card }：対象がなくなったため、効果は失敗する（D-32）
event-nexa-text-applies = { $card }：{ $text ->
        [text] テキスト
       *[other] 「{ $text }」
    }を適用する（B10-3）
event-nexa-text-fires = { $card }：{ $event ->
        [enter] 場に出た時
        [sortie] 出撃した時
        [destroyed] 破壊された時
        [damaged] ダメージを受けた時
        [turn_end] ターン終了時
       *[other] { $event }
    }のテキストが起動する（B10-3）
event-nexa-text-resolves = { $card }：{ $text ->
        [text] テキスト
       *[other] 「{ $text }」
    }が解決される

## 拒否

refusal-nexa-ace-has-character = ACEはキャラがセットされているユニットとして扱う（B7-10）
refusal-nexa-ace-in-deploy = ACEはカットのない配備フェイズにのみプレイできる（D-48-2）
refusal-nexa-already-destroyed = そのユニットは既に破壊されている（D-94）
refusal-nexa-as-is-g = `as` は g か省略
refusal-nexa-battle-area-text = そのテキストは戦闘エリアにあるカードが使う（{ $rule }）
refusal-nexa-card-id-expected = `{ $arg }` はカードIDで指定する
refusal-nexa-card-in-match = `card` はこの対戦のカードのIDで指定する
refusal-nexa-cards-in-hand = `cards` は自軍手札のカードのリスト
refusal-nexa-cards-list = `cards` はカードIDのリスト
refusal-nexa-character-on-field = { $card } という名前のキャラは既に自軍の場にある（B7-10）
refusal-nexa-character-own-unit = キャラは場にある自軍ユニットにセットする（B7-10）
refusal-nexa-colour-needed = ロールコストには{ $colour ->
        [blue] 青
        [green] 緑
        [black] 黒
        [red] 赤
        [brown] 茶
        [white] 白
        [purple] 紫
       *[other] { $colour }
    }のGが { $count } 枚必要
refusal-nexa-command-timing = { $card } は{ $side ->
        [own] 自軍
        [enemy] 敵軍
       *[other] {""}
    }{ $phase ->
        [always] フリータイミング
        [turn] ターン中
        [deploy] 配備フェイズ
        [battle] 戦闘フェイズ
        [attack] 攻撃ステップ
        [defense] 防御ステップ
        [damage] ダメージ判定ステップ
        [return] 帰還ステップ
       *[other] { $phase }
    }にプレイする（D-48-3）
refusal-nexa-copy-for-cross-weapon = `copy` はクロスウェポン用（D-114）
refusal-nexa-cost-choice = このテキストのコストは A / B：`cost` を 0（A）か 1（B）で指定する（B10-7）
refusal-nexa-cross-weapon-copy = { $has-texts ->
        [yes] クロスウェポンは { $card } のクロスウェポン以外の元のテキストを1つコピーする：`copy` を 0 から { $last } で指定する（D-114）
       *[no] { $card } にはコピーできるクロスウェポン以外の元のテキストがない（D-114）
    }
refusal-nexa-damage-range = `n` は設定するダメージ（0～99）
refusal-nexa-discard-exactly = 手札を { $limit } 枚にするため、ちょうど { $count } 枚捨てる（B10-2）
refusal-nexa-discard-from-hand = 捨てられるのは自軍手札のカードだけ（B10-2）
refusal-nexa-hand-discard-exactly = 効果で廃棄するのは、ちょうど { $count } 枚の自軍手札（D-96）
refusal-nexa-hand-discard-from-hand = 効果で廃棄できるのは自軍手札のカードだけ（D-96）
refusal-nexa-hand-discard-short = 自軍手札 { $count } 枚を廃棄する効果は、手札がそれより少ないとプレイできない（D-128）
refusal-nexa-nothing-to-resolve = 効果を解決できない事がわかっているため、プレイできません（空撃ち禁止、D-128）
refusal-nexa-effect-index = `effect` はそのカードのテキストの番号
refusal-nexa-effect-on-unit = 効果は場にあるユニットに働く（D-30）
refusal-nexa-fix-cut = カットで待機中のカードはジャッジ修正で移動できない
refusal-nexa-fix-damage-field = ダメージが残るのは場にあるユニットだけ（B9-10）
refusal-nexa-fix-deploy-unit = この方法で配備エリアに移せるのはユニットかACEだけ（B7-10）
refusal-nexa-fix-rest-field = ロール／リロール状態があるのは場のカードだけ（B7-2）
refusal-nexa-fix-to-one-of = `to` は { $options } のいずれか
refusal-nexa-force-list = `{ $area }` は自軍ユニットのリスト（先頭から順に）
refusal-nexa-g-in-own-deploy = Gはカットのない自軍配備フェイズにのみプレイできる（D-48-1）
refusal-nexa-gain-once = ゲインは各プレイヤー1ターンに1回（D-110）
refusal-nexa-graphic-as-g = グラフィックはGとしてのみプレイできる（B7-10）
refusal-nexa-guard-area-side = `area` と `side` を指定する：own = 交戦中の自軍部隊、enemy = 非交戦中の敵軍部隊（B7-11）
refusal-nexa-guard-damage-step = ガードシステムはダメージ判定ステップにプレイする（B7-11）
refusal-nexa-guard-needs-g = ガードシステムの①には別のリロール状態のGが必要（B7-11）
refusal-nexa-guard-once = ガードシステムは各プレイヤー1ターンに1回（B7-11）
refusal-nexa-guard-own-g = ガードシステムを持つのはガードレベルのある自軍Gだけ（B7-11）
refusal-nexa-guard-rolled = ロール状態のGはガードシステムのためにロールできない（B7-11, D-128）
refusal-nexa-in-own-deploy = { $type ->
        [unit] ユニット
        [command] コマンド
        [operation] オペ
        [character] キャラ
        [ace] ACE
        [graphic] グラフィック
       *[other] { $type }
    }はカットのない自軍配備フェイズにのみプレイできる（D-48-1）
refusal-nexa-move-on-field = `move` は場のカードを移す（D-30）
refusal-nexa-reveal-own = 公開できるのは自分の手札のカード（D-3）
refusal-nexa-search-own = 探せるのは自分の本国のカード（D-5）
refusal-nexa-mrd-range = `m`・`r`・`d` は -20～20 の数で、すべて0ではない
refusal-nexa-name-host = キャラをセットするユニットを指定する（B7-10）
refusal-nexa-name-legal-targets = テキストの正しい対象を { $count } つ指定する（D-31）
refusal-nexa-name-targets = 対象を { $count } つ指定する（D-31）
refusal-nexa-no-effect-waiting = `{ $kind }` は効果を適用するアクション：手動での適用を待つ効果はない（B10-3）
refusal-nexa-no-g-sign = { $card } はGサインを持たないため、Gとしてプレイできない（B7-3）
refusal-nexa-no-legal-target = 正しい対象がないため、プレイできない（D-31、D-128）
refusal-nexa-no-targets = { $type ->
        [unit] ユニット
        [command] コマンド
        [operation] オペ
        [character] キャラ
        [ace] ACE
        [graphic] グラフィック
       *[other] { $type }
    }は対象を取らない
refusal-nexa-no-terrain = { $card } は{ $area ->
        [space] 宇宙
        [earth] 地球
       *[other] { $area }
    }の地形適性を持たない（D-87 ①）
refusal-nexa-not-a-fix = `{ $kind }` はジャッジ修正ではない。修正は { $fixes }
refusal-nexa-not-an-action = `{ $kind }` はNEX-Aのアクションではない
refusal-nexa-not-legal-target = そのカードは正しい対象（{ $aim ->
        [self] 自身
        [own_unit] 自軍ユニット
        [enemy_unit] 敵軍ユニット
        [unit] ユニット
        [battle_enemy_unit] 戦闘エリアの敵軍ユニット
        [engaged_enemy_unit] 交戦中の敵軍ユニット
        [destroyed_own_unit] 破壊状態の自軍ユニット
        [other_own_unit] 他の自軍ユニット
        [engaged_enemy_unit_here] このカードと交戦中の敵軍ユニット
        [own_force] 自軍部隊
        [enemy_force] 敵軍部隊
       *[other] { $aim }
    }）ではない（D-31）
refusal-nexa-not-your-decision = 今は { $player } が決める番で、{ $actor } ではない（{ $rule }）
refusal-nexa-not-your-effect = その効果を適用するのは { $player } で、{ $actor } ではない（B10-3）
refusal-nexa-number-range = `{ $arg }` は1～20の数
refusal-nexa-one-ace = ACEは1ターンに1枚まで（B7-10）
refusal-nexa-one-area = ユニットが出撃できるのは1つのエリアだけ（D-87 ①）
refusal-nexa-one-character = キャラはユニット1枚につき1枚まで（B7-10）
refusal-nexa-one-g = Gは配備フェイズ1回につき1枚まで（B7-3）
refusal-nexa-order-list = `order` はカードIDのリスト
refusal-nexa-own-texts-only = プレイできるのは場にある自軍カードのテキストだけ（B10-5）
refusal-nexa-pay-exact = そのGではロールコスト { $cost } をちょうど支払えない
refusal-nexa-pay-list = `pay` はロールする自軍Gのリスト
refusal-nexa-pay-own-standing = `pay` に指定できるのはリロール状態の自軍Gだけ
refusal-nexa-pay-twice = `pay` に同じGが2回指定されている
refusal-nexa-pays-own-roll-cost = このカードは既に自身のRコストを支払っている（B10-7）
refusal-nexa-play-from-hand-or-hangar = プレイできるのは手札かハンガーのカードだけ（B7-3）
refusal-nexa-player-one-of = `player` は { $players } のいずれか
refusal-nexa-psycommu-nt = サイコミュには、このカードと同じ戦闘エリアに特徴NTを持つ自軍キャラが必要（D-108）
refusal-nexa-redraw-bool = `redraw` は true か false
refusal-nexa-refit-reveal = 改装は手札かハンガーから、合計国力が自軍のGの枚数以下で特徴{ $trait }を持つユニットを公開する（`reveal`）（D-111）
refusal-nexa-repeat-once-per-cut = ①/⓪のテキストは1つのカットにつき1回（B10-7）
refusal-nexa-rested-bool = `rested` は true か false
refusal-nexa-reveal-for-refit = `reveal` は改装用（D-111）
refusal-nexa-roll-cost-rolled = Rコストはこのカードをロールするが、既にロール状態（B10-7）
refusal-nexa-roll-cost-short = ロールコスト { $cost } を支払う、正しい色のリロール状態のGが足りない
refusal-nexa-salt = `salt` は32文字以内の英数字
refusal-nexa-same-text = そのユニットは同じ文面のテキストを既に持っているため、得られない（D-114）
refusal-nexa-scrap-order = 破壊されたユニットを、廃棄の効果を解決する順に、1回ずつ全て指定する（D-40）
refusal-nexa-set-operation-target = { $card } をセットするカードを配備エリア（自軍か敵軍）から指定する：Gではない{ $set-on ->
        [any] 任意のカード
        [unit] ユニット
        [character] キャラ
        [operation] オペ
        [ace] ACE
       *[other] { $set-on }
    }（B7-10, D-72, D-78）
refusal-nexa-share-choice = 共有は自軍本国から特徴{ $trait }を持つカードを1枚（`number` で指定）移すか、何も移さない（`number: null`）（D-112）
refusal-nexa-share-turn = 共有を使えるのは、そのカードがプレイされて場に出たターンだけ（D-112）
refusal-nexa-shuffle-args = `player` は A か B、`zone` は deck
refusal-nexa-single-cost = `cost` は A / B コストの支払い方を指定する。このテキストのコストは1つだけ
refusal-nexa-sortie-own-deploy = 出撃できるのは自軍配備エリアの自軍ユニットだけ（D-87 ①）
refusal-nexa-sortie-rolled = { $card } はロール状態：ロール状態のユニットは出撃できない（D-87 ①）
refusal-nexa-target-card-id = `target` はカードIDで指定する
refusal-nexa-targets-list = `targets` はカードIDのリスト
refusal-nexa-text-cost-g = テキストのコストを支払うリロール状態のGが足りない（B10-7）
refusal-nexa-text-not-played = そのテキストはプレイするものではない（B10-3）
refusal-nexa-text-timing = そのテキストは{ $side ->
        [own] 自軍
        [enemy] 敵軍
       *[other] {""}
    }{ $phase ->
        [always] フリータイミング
        [turn] ターン中
        [deploy] 配備フェイズ
        [battle] 戦闘フェイズ
        [attack] 攻撃ステップ
        [defense] 防御ステップ
        [damage] ダメージ判定ステップ
        [return] 帰還ステップ
       *[other] { $phase }
    }にプレイする（B10-6）
refusal-nexa-text-used = そのテキストはこのターン既にプレイした（B10-7）
refusal-nexa-to-one-of = `to` は { $options } のいずれか
refusal-nexa-total-power = 合計国力は { $power }、コストには { $need } 必要（B7-4 ①）
refusal-nexa-trigger-order = 待機中の自動型の効果を、適用する順に1回ずつ全て指定する（D-40）
refusal-nexa-unique-on-field = ★：{ $card } は既に自軍の場にある（D-120）
refusal-nexa-unknown-player = 不明なプレイヤー { $player }
refusal-nexa-until-one-of = `until` は { $options } のいずれか
refusal-nexa-wrong-prompt = `{ $kind }` は「{ $prompt ->
        [free] フリータイミング
        [cut_in] カットイン
        [redraw] 引き直し
        [sortie] 出撃
        [discard] 手札の調整
        [order] 順番
        [effect] 効果
        [search] 共有
        [target] 対象
       *[other] { $prompt }
    }」の選択に答えるものではない

# ボードの注記
note-nexa-cut = カット：{ $cards }
note-nexa-engaged = { $area-word }：交戦中

# 盤面の語
engine-nexa-ace = ACE
engine-nexa-character = キャラ
engine-nexa-graphic = グラフィック
engine-nexa-operation = オペ
engine-nexa-rolled = ロール
engine-nexa-deploy-phase = 配備フェイズ
engine-nexa-main = メイン
engine-nexa-before = 規定の効果の前
engine-nexa-after = 規定の効果の後
engine-nexa-deploy-area = 配備エリア
engine-nexa-space-force = 宇宙エリアの部隊
engine-nexa-earth-force = 地球エリアの部隊
engine-nexa-in-the-cut = カット中
engine-nexa-play = プレイ
engine-nexa-texts = テキスト
engine-nexa-battle = 戦闘
engine-nexa-play-or-pass-free-timing = プレイするかパスする（フリータイミング）
engine-nexa-cut-in-or-pass = カットインするかパスする
engine-nexa-sortie-units = ユニットを出撃させる
engine-nexa-discard-down-to-6 = 手札が6枚になるまで捨てる
engine-nexa-order-the-automatic-effects = 自動効果の順番を決める
engine-nexa-choose-the-targets-of-an-automatic-effect = 自動効果の対象を選ぶ
engine-nexa-apply-an-effect-by-hand = 効果を手動で処理する
engine-nexa-choose-a-card-for = 共有するカードを選ぶ
engine-nexa-choose-the-cards-of-their-hand-the-effect-discards = 効果で廃棄する手札を選ぶ
event-nexa-condition-fails = { $card }：条件を満たしていないため、効果の解決に失敗する（D-42）
event-nexa-gains-keyword = { $card } は{ $until ->
        [force_disband] 部隊解散まで
       *[turn_end] ターン終了時まで
    }{ $keyword ->
        [high_mobility] 高機動
        [first_strike] 速攻
        [untargetable] 「敵軍効果の対象にならない」
       *[assault] 強襲
    }を得る
refusal-nexa-text-condition = そのテキストは{ $condition ->
        [engaged] このカードが交戦中
       *[in_battle_area] このカードが戦闘エリアにいる
    }の場合にのみプレイできる（D-42）
event-nexa-gains-terrain = { $card } はターン終了時まで地形適性{ $terrain ->
        [space] 「宇宙」
        [earth] 「地球」
       *[other] 「宇宙」「地球」
    }を得る（B9-1）

# 手動解決（issue 29 §3）：NEX-A 独自の効果アクション
event-nexa-by-hand-deck-damage = { $player } が { $card } の効果を手動で解決：{ $whose } の本国に { $n } ダメージを与える
event-nexa-by-hand-roll = { $player } が { $card } の効果を手動で解決：{ $target } をロールする
event-nexa-by-hand-reroll = { $player } が { $card } の効果を手動で解決：{ $target } をリロールする
event-nexa-by-hand-modify = { $player } が { $card } の効果を手動で解決：{ $target } に{ $until ->
        [force_disband] 部隊解散まで
        [permanent] 永続で
       *[other] ターン終了時まで
    } { $m-signed }/{ $r-signed }/{ $d-signed } の修正
# issue 29 (s2-nexa): untargetable by enemy effects (D-35)
refusal-nexa-untargetable = そのユニットは敵軍効果の対象にならない（D-35）
# issue 29 (s5-nexa): 「このカードを廃棄する。その場合、…」 (D-96, D-127)
event-nexa-scrapped-by-effect = { $card } を廃棄し、ジャンクヤードに移す（D-96）
event-nexa-scrap-fails = { $card }：場にないため廃棄できず、効果全体の解決に失敗する（D-127）
event-nexa-hand-discard-fails = { $card }：{ $player } の手札が { $n } 枚未満のため廃棄できず、効果全体の解決に失敗する（D-127）
event-nexa-hand-discarded = { $player } が自軍手札の { $cards } を廃棄し、ジャンクヤードに移す（D-96）
event-nexa-source-gone-fails = { $card }：場にないため、効果全体の解決に失敗する（D-127）
event-nexa-scrap-own-target = { $card }：対象が廃棄するカード自身のため、効果全体の解決に失敗する（D-127）
# issue 29 (s5-nexa): an optional automatic text (「…できる」) not applied
event-nexa-text-not-applied = { $card }：{ $player } はこのテキストを適用しない
event-nexa-looks-at-top = { $player } が自軍本国の上のカード1枚を見る（D-2）
event-nexa-look-placed = { $player } が見たカードを自軍本国の{ $place ->
        [top] 上
       *[bottom] 下
    }に移す（D-2）
refusal-nexa-look-place = 見たカードは自軍本国の上（`place: top`）か下（`place: bottom`）に移す（D-2）
engine-nexa-put-the-card-they-looked-at-on-the-top-or-the-bottom-of-their-home-country = 見たカードを本国の上か下に移す
note-nexa-looked = 自軍本国の上のカード：{ $card }
# s17-games round 3: 「自軍本国の上のカードN枚を見て、その中にあるカード１枚を自軍手札に移す」 (D-2)
event-nexa-looks-at-top-cards = { $player } が自軍本国の上のカード{ $count }枚を見る（D-2）
event-nexa-look-taken = { $player } が見たカードのうち1枚を手札に移す。残り{ $rest }枚は元の順番で本国の上に戻る（D-2）
event-nexa-look-taken-private = { $player } が { $card } を手札に移す。残り{ $rest }枚は元の順番で本国の上に戻る（D-2）
refusal-nexa-look-take = 手札に移すカードを、見た{ $count }枚の中の位置 `position`（上から1）で選ぶ（D-2）
note-nexa-looked-cards = 自軍本国の上のカード：{ $cards }
engine-nexa-move-one-of-the-cards-they-looked-at-to-their-hand = 見たカードのうち1枚を手札に移す
# s18-games round 2: 「自軍ユニット１～２枚」 (D-30)
refusal-nexa-name-several-targets = テキストの「{ $low }～{ $high }枚」どおり、ユニットを{ $low }～{ $high }枚指定する（D-30、D-31）
refusal-nexa-same-target-twice = 「…枚」には異なるユニットを指定する（D-30）

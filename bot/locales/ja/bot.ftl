# ボットのメッセージ（日本語）。キーはすべて en/bot.ftl と同じで、プレースホルダー $name も同じ。
# ゲーム用語は data/glossary/terms.yaml（公式日本語ルールの表記）に従う。

## 共通の語

and-more = …ほか { $count } 件
nobody = なし
player-seat = プレイヤー { $seat }
face-down = 裏向きのカード
pile-none = （なし）
# a unit's numbers, each labelled (bot/render/cards.py stats_text)
stats-gcg = AP { $ap } · HP { $hp }
stats-nexa = 格闘力 { $melee } · 射撃力 { $shooting } · 防御力 { $defense }
cards-count = { $count } 枚
word-number = 数値
word-card = カード
word-choice = 選択肢
result-draw = 引き分け
result-wins = { $who } の勝ち
result-none = 結果なし

## 盤面

board-title = { $game } — 対戦 #{ $match }
board-turn = ターン { $turn }
board-game-over = **ゲーム終了** — { $result }
board-waiting = { $who } を待っています
board-waiting-to = { $who } を待っています：{ $decision }
board-paused = ⏸ **ジャッジ呼び出しのため中断中** — ジャッジが再開するまで行動できません。
board-out = ゲームから除外
board-pile-of = { $who } の{ $pile }
board-log = ログ
board-footer = 対戦 #{ $match } · 行動 { $action }
board-footer-seed = シード SHA-256 { $commitment }…
button-options = 自分の選択肢
button-hand = 自分の手札
clock-round-over = ⏱ **ラウンド終了** — 追加ターン後も勝者なし：引き分けとして記録
clock-time = ⏱ タイム！ターン { $turn } まで追加ターン
clock-left = ⏱ ラウンド残り { $time }
match-over = 対戦 #{ $match } 終了：{ $result }。シードは `{ $seed }`（SHA-256 `{ $commitment }`）で、すべてのシャッフルを検証できます。
dm-closed = { $user } ダイレクトメッセージを送れません（DM が閉じています）。手札は DM にありません。`/hand` で非公開に確認してください。対戦は続行します。

## プレイヤーの手札（DM と /hand）

hand-title = あなたの手札
hand-match = 対戦 #{ $match }
hand-match-in = 対戦 #{ $match }（{ $channel }）
hand-no-cards = カードなし
hand-no-text = （テキストなし）
hand-see-all = すべて見るには `/hand` を使ってください
hand-over = 対戦は終了しました。
hand-out = あなたはゲームから除外されました：この対戦で決めることはもうありません。
hand-decide = **あなたが決める番です** — { $decision }。
hand-use-menu = 下のメニューを使ってください
hand-empty = （空）
hand-empty-text = 手札にカードはありません。

## メニュー

options-title = 行動 { $action } でのあなたの選択肢（対戦 #{ $match }）：
options-nothing = 今できることはありません：{ $who } が決める番です。（`/match concede` はいつでも可能です。）
action-done = { $who }：{ $action }
menu-choose = 選択…
menu-placeholder = { $title }…
menu-choose-k = { $title }：{ $count } 枚選択…
menu-first-choose = { $title }：まず選択…
menu-then-choose = 次に選択：
menu-card = カード { $uid }

## 挑戦と対戦

challenge-text = { $who }：{ $challenger } が { $game } の対戦（対戦 #{ $match }）を申し込みました。デッキを選んで受けるか、断ってください。
challenge-accepted = 承諾：{ $accepted }。{ $waiting } を待っています。
challenge-demo = デモ：{ $name }
challenge-mine = 自分のデッキ…
challenge-mine-hint = 登録したデッキから非公開で選ぶ
challenge-decline = 断る
challenge-accept-with = デッキを選んで受ける…
challenge-no-decks = このゲームの登録デッキがありません。デモデッキを選ぶか、`/deck import` で登録してください。
challenge-accept-mine = 自分のデッキで受ける：
challenge-your-deck = あなたのデッキ…
match-started = 挑戦成立：{ $game } 対戦 #{ $match } — { $players }。
    シードのコミットメント（SHA-256）：`{ $commitment }` — シードは対戦終了時に公開されます。
match-accepted-starts = 承諾しました：対戦開始です。
match-accepted-public = 挑戦成立：{ $game } 対戦 #{ $match } 開始。
match-accepted-waiting = 承諾しました。他のプレイヤーを待っています。
challenge-expires = それまでに全員が承諾しなければ、{ $when }に期限切れになります。
challenge-closed = { $status ->
    [declined] 挑戦は断られました。
    [withdrawn] 挑戦は取り下げられました。
    [expired] 挑戦は期限切れになりました：時間内に全員が承諾しませんでした。
    [discarded] この挑戦は保存できなかったため取り消されました。もう一度申し込んでください。
   *[other] この挑戦は締め切られました。
}
challenge-cancelled = ジャッジ { $judge } がこの挑戦を取り消しました。
challenge-closed-as = { $status ->
    [active] 間に合いませんでした：対戦はすでに始まっています
    [declined] 間に合いませんでした：挑戦は断られました
    [withdrawn] 間に合いませんでした：挑戦は取り下げられました
    [expired] この挑戦は期限切れです。`/match start` で新しく申し込んでください
    [cancelled] ジャッジがこの挑戦を取り消しました
   *[other] この挑戦はもう受け付けていません
}
match-challenge-posted = 挑戦 #{ $match } をこのチャンネルに投稿しました。
match-cancelled = { $judge } が挑戦 #{ $match } を取り消しました。チャンネルは空きました。
match-abandoned = 対戦 #{ $match } は全プレイヤーにより放棄されました。結果なし。
match-abandon-ask = { $user } が対戦 #{ $match } の放棄を希望しています。{ $others }、同意する場合は `/match abandon` を使ってください。

## 拒否とエラー

refusal-rule = { $message }（ルール { $rule }）
refusal-open-rule = ルール { $rule } を開く
error-apology = こちら側で問題が起きました。何も変更されていません。もう一度お試しください。
error-bad-value = ここでは使えない値です：{ $value }
error-control-unused = この操作はもう使われていません
error-not-saved = { $what }を保存できなかったため、何も変更されていません。もう一度お試しください
error-whole-number = { $what }：整数を入力してください
error-no-match-here = このチャンネルで進行中の対戦はありません
error-no-match-channel = このチャンネルに対戦はありません
error-not-playing = あなたはこの対戦に参加していません
error-other-server = この操作は別のサーバーの対戦のものです
error-other-match = この操作は別の対戦のものです
error-not-yours = この選択は { $who } が行うもので、あなたではありません
error-rewound = 表示後にジャッジが対戦を巻き戻しました。盤面をもう一度確認してください
error-menu-stale = このメニューは古くなっています。選択肢を開き直してください
error-choice-gone = その選択肢はもう選べません
error-pick-suggested = 候補の中から選んでください
error-bots = ボットは対戦できません。人に挑戦してください
error-judges-only = ジャッジ（ジャッジロールまたは「サーバー管理」権限を持つメンバー）だけが実行できます。`/config show` でジャッジロールを確認できます
error-judge-plays = あなたはこの対戦に参加しているため、ジャッジできません
error-preview-stale = このプレビューの後に対戦が進みました。新しいプレビューを求めてください
error-seats = 席は { $seats } です
error-log-private = ログはこの対戦のプレイヤーとジャッジだけが見られます
error-no-clause = ルールに { $clause } という項目はありません

## ジャッジ

judge-status = ターン { $turn } · { $phase } · { $who } を待っています
judge-action = 行動 { $action }
judge-stats = ステータス
judge-not-visible = { $count } 枚（非公開）
judge-shared = { $title } — 共有
judge-view-title = 対戦 #{ $match }（ジャッジ用）
judge-no-actions = （行動なし）
judge-before = 行動 { $at } の前
judge-after = 行動 { $at } の後
judge-called = { $user } が対戦 #{ $match } にジャッジを呼びました。対戦は中断されます。
judge-called-reason = { $user } が対戦 #{ $match } にジャッジを呼びました：{ $reason }。対戦は中断されます。
judge-claimed = { $user } がこの呼び出しを担当します。
judge-resumed = 対戦 #{ $match } は { $seconds } 秒の中断の後に再開します（ラウンドの時計に戻されます）。
judge-rewind-confirm = 確認：行動 { $to } まで巻き戻す
judge-rewind-reshuffle = 巻き戻して非公開領域をシャッフル
judge-rewind-preview = 行動 { $to } まで巻き戻すと { $count } 件の行動が取り消されます（無効として保存）：
judge-rewind-explain = 通常の巻き戻しは同じシャッフルを再現するため、取り消されたドローを見た人には次のカードがわかります。「シャッフル」はすべての非公開領域を新たにシャッフルします（記録されます）。
judge-reason = 理由：{ $reason }
judge-rewound = 行動 { $to } まで巻き戻しました。その後の { $count } 件の行動は無効として記録に残ります。
judge-rewound-shuffled = 行動 { $to } まで巻き戻しました。その後の { $count } 件の行動は無効として記録に残ります。非公開領域は新しいソルトでシャッフルされました。
judge-rewound-public = ⚖️ ジャッジ { $judge } が対戦 #{ $match } を行動 { $to } まで巻き戻しました。
judge-reshuffled-public = 非公開領域はシャッフルされました。
judge-fixed-public = ⚖️ ジャッジ { $judge }：{ $summary }
judge-span = （行動 { $first }–{ $last }）
judge-ruling = { $judge } の裁定{ $span }：{ $text }
penalty-note = 注意
penalty-warning = 警告
penalty-game-loss = ゲームの敗北
penalty-match-loss = マッチの敗北
penalty-disqualification = 失格
judge-penalty = { $user }（{ $seat }）への罰則：**{ $kind }** — { $reason }
judge-match-ends = 対戦は終了します。
judge-penalty-eliminated = { $seat } はこの対戦から脱落しました。ほかのプレイヤーは対戦を続けます。
judge-penalty-already-out = { $seat } はすでに脱落しています。対戦はそのまま続きます。
judge-clock = 対戦 #{ $match } のラウンド時計：{ $minutes } 分。時間になったら現在のターンを終え、さらに { $extra } ターン行います。
judge-export = 対戦 #{ $match }：`python -m rules_engine.replay match-{ $match }.json` で再構築し、状態ハッシュとシードのコミットメントを検証できます。

## /config

config-manage-only = ジャッジロールを設定できるのは「サーバー管理」権限を持つメンバーだけです
config-manage-only-language = サーバーの言語を設定できるのは「サーバー管理」権限を持つメンバーだけです
config-the-judge-role = ジャッジロール
config-the-language = 言語
config-judge-role-set = ジャッジは { $role } のメンバーになりました。
config-language-set = このサーバーの盤面とお知らせは{ $language }になりました。
config-show-role = ジャッジロール：{ $role }
config-role-unset = 未設定（「サーバー管理」権限を持つメンバーがジャッジ）
config-show-language = 盤面とお知らせの言語：{ $language }
config-language-auto = { $language }（サーバー自体の言語。`/config language` で変更できます）
config-manage-only-expiry = 挑戦の期限を設定できるのはサーバー管理権限を持つメンバーだけです
config-the-challenge-expiry = 挑戦の期限
config-challenge-expiry-set = このサーバーの挑戦は { $minutes } 分で期限切れになります。
config-show-challenge-expiry = 挑戦の期限：{ $minutes } 分
config-manage-only-board = 盤面の表示方法を選べるのはサーバー管理権限を持つメンバーだけです
config-the-board-mode = 盤面の表示方法
config-board-set = このサーバーの盤面は{ $mode ->
    [picture] 画像
    [text] テキスト
   *[both] 画像とテキスト
}で表示されます。
config-show-board = 盤面：{ $mode ->
    [picture] 画像
    [text] テキスト
   *[both] 画像とテキスト
}
picture-judge-title = 対戦 #{ $match }：卓のすべて

## サービスとデッキ・カードのコマンド

error-only-a-player-of-this-match-can-call-a-j = ジャッジを呼べるのはこの対戦のプレイヤーだけです
error-out-no-judge-call = あなたはこの対戦から脱落しています。いまは観戦者で、ジャッジを呼べるのはまだ対戦中のプレイヤーだけです（自分の履歴は `/judge log` で見られます）
error-out-no-abandon = あなたはこの対戦から脱落しています。対戦を放棄するかどうかは、まだ対戦中のプレイヤーが決めます
error-a-judge-call-is-already-open-for-this-ma = この対戦にはすでにジャッジ呼び出しがあります
what-the-judge-call = ジャッジ呼び出し
error-there-is-no-open-judge-call-in-this-matc = この対戦にジャッジ呼び出しはありません
what-claiming-the-call = 呼び出しの担当
error-the-match-is-not-paused = 対戦は中断されていません
what-resuming-the-match = 対戦の再開
what-the-rewind = 巻き戻し
what-the-ruling = 裁定
what-the-penalty = 罰則
error-the-round-clock-takes-1-to-600-minutes = ラウンドの時計は 1～600 分です
error-extra-turns-0-to-10 = 追加ターン：0～10
what-the-round-clock = ラウンドの時計
error-unknown-deck-pick-one-from-the-list-deck = 不明なデッキです：一覧から選んでください（`/deck list` で自分のデッキを表示）
error-a-deck-name-is-1-40-letters-digits-space = デッキ名は 1～40 文字の英字・数字・空白・. ' ( ) - です
error-you-cannot-challenge-yourself = 自分自身には挑戦できません
error-each-player-can-take-only-one-seat = 各プレイヤーが座れる席は 1 つだけです
error-there-is-already-a-match-in-this-channel = このチャンネルにはすでに対戦があります
what-the-challenge = 挑戦
error-this-challenge-is-no-longer-open = この挑戦はもう受け付けていません
error-only-the-challenged-players-can-accept = 承諾できるのは挑戦されたプレイヤーだけです
error-you-have-already-accepted-waiting-for-th = すでに承諾しています。他のプレイヤーを待っています
what-your-acceptance = 承諾
error-only-the-players-of-this-challenge-can-d = 断る・取り下げることができるのはこの挑戦のプレイヤーだけです
what-declining = 辞退
error-outcome-unknown = { $what }が保存されたか確認できませんでした：データベースが応答しません。少ししてからチャンネルを確認してください。もう一度試しても問題ありません。
error-no-challenge-here = このチャンネルに受付中の挑戦はありません（進行中の対戦は `/match concede`、`/match abandon` またはジャッジのペナルティで終わります）
error-cancel-judges-only = 挑戦を取り消せるのはジャッジ（ジャッジロールかサーバー管理権限を持つメンバー）だけです。挑戦のプレイヤーはボタンで断るか取り下げられます
error-challenge-not-posted = このチャンネルに挑戦を投稿できなかったため、保存しませんでした。ここでメッセージを送れるか確認して、もう一度お試しください
error-challenge-expiry-range = 挑戦の期限は { $low }〜{ $high } 分です
what-cancelling = 挑戦の取り消し
error-match-not-loaded = 対戦は始まっていますが、データベースから読み込めませんでした。少ししてからもう一度お試しください
error-this-match-is-over-or-no-longer-exists = この対戦は終了したか、もう存在しません
error-the-match-is-over = 対戦は終了しました
error-a-judge-rewound-the-match-since-this-was = 表示後にジャッジが対戦を巻き戻しました。盤面をもう一度確認してください
error-that-choice-is-no-longer-available = その選択肢はもう選べません
error-you-are-not-playing-in-this-match = あなたはこの対戦に参加していません
error-the-match-is-paused-for-a-judge-call-a-j = ジャッジ呼び出しのため対戦は中断中です。ジャッジが `/judge resume` で再開します
what-that-action = その行動
what-your-request = リクエスト
error-attach-a-deck-list-file-or-paste-the-lis = デッキリストのファイルを添付するか、`text` にリストを貼り付けてください
what-the-deck = デッキ
error-you-have-no-deck-with-that-name = その名前のデッキはありません
what-removing-the-deck = デッキの削除
error-card-files-belong-to-a-server-use-this-i = カードファイルはサーバーに属します。サーバー内で使ってください
error-only-members-with-manage-server-can-add = カードファイルを追加できるのは「サーバー管理」権限を持つメンバーだけです
error-match-in-channel-start-elsewhere = このチャンネルにはすでに対戦があります。終えるか（または `/match abandon`）、別のチャンネルかスレッドで始めてください
error-cannot-start = 対戦を開始できません：{ $reason }
error-no-action = 行動 { $n } は存在しません。この対戦の行動は { $count } 件です
error-rewind-range = 0～{ $last } の行動まで巻き戻せます
error-no-fix = { $game } に `{ $fix }` の修正はありません。使えるもの：{ $fixes }
error-penalty-kinds = 罰則の種類：{ $kinds }
error-penalised-seat = 罰則の対象は { $seats } のいずれかです
clock-time-called = 対戦 #{ $match } タイム！ターン { $turn } を終えた後、さらに { $extra } ターン（ターン { $last } まで）。
clock-round-ended = 対戦 #{ $match } のラウンドは終了しました：追加ターン後も勝者がいないため、引き分けとして記録します。
error-unknown-game = 不明なゲーム { $code }。このボットが扱うゲーム：{ $games }
error-deck-too-big = デッキリストは最大 { $kib } KiB です
error-deck-rules = このデッキは構築ルールに違反しています：
error-card-files-broken = このサーバーのカードファイルが読み込めなくなりました：{ $reason }
error-file-size = { $file } は { $size } バイトです。上限は { $limit } バイトです
error-file-larger = { $file } は { $limit } バイトを超えています
error-file-not-utf8 = { $file } は UTF-8 テキストではありません
deck-registered = デッキ **{ $name }** を { $game } に登録しました。
deck-none = このゲームの登録デッキはありません。デモデッキはいつでも使えます。
deck-removed = デッキ **{ $name }** を削除しました。
cards-imported = { $file } の { $count } 枚のカードが、このサーバーの { $game } デッキで使えるようになりました。

## 盤面の定型句で用語集にないもの

engine-gundam-card-game = ガンダムカードゲーム
engine-setup = 準備
engine-game-over = ゲーム終了
engine-redraws = 引き直し
engine-choosing-who-goes-first = 先攻・後攻の決定
engine-shields = シールド
engine-resources = リソース
engine-lv = Lv
engine-first-player = 先攻プレイヤー
engine-battle-in-progress = ⚔️ バトル中
# the battle under way on the board (who attacks whom)
board-battle = ⚔️ バトル：{ $attacker } が { $target } にアタック
board-battle-unit = { $card }（{ $who }）
engine-choose-to-go-first-or-second = 先攻か後攻を選ぶ
engine-keep-or-redraw-their-hand = 手札をキープするか引き直す
engine-act-in-their-main-phase = メインフェイズで行動する
engine-decide-whether-to-block = ブロックするか決める
engine-act-or-pass-in-the-action-step = アクションステップで行動するかパスする
engine-decide-on-a-burst = バーストを使うか決める
engine-choose-a-unit-to-trash-battle-area-full = トラッシュに置くユニットを選ぶ（バトルエリアが満杯）
engine-choose-a-target = 対象を選ぶ
engine-order-their-effects = 効果の順番を決める
engine-discard-down-to-10-cards = 手札が 10 枚になるように捨てる
engine-decide-whether-to-use-an-effect = 効果を使うか決める
engine-resolve-an-effect = 効果を解決する
engine-play-from-hand = 手札からプレイ
engine-attack = アタック
engine-activate = 起動
engine-effect = 効果
engine-decide = 決定

## エンジンの既知の拒否メッセージ

refusal-not-your-turn = 今は { $who } の番です：{ $what }
refusal-wrong-time = 今は `{ $kind }` はできません：ゲームはあなたが次をするのを待っています：{ $what }
refusal-level = { $card } は Lv.{ $level } ですが、あなたのリソースは { $have } 枚だけです
refusal-cost = { $card } のコストは { $cost } ですが、アクティブなリソースは { $have } 枚だけです
refusal-not-in-hand = そのカードは手札にありません
engine-decide-on-a-redraw = 引き直すか決める
engine-act-in-the-main-phase = メインフェイズで行動する
engine-decide-on-a-block = ブロックするか決める
engine-choose-a-unit-to-trash = トラッシュに置くユニットを選ぶ
engine-discard-down-to-10 = 手札が 10 枚になるように捨てる
engine-ultraman-card-game = ウルトラマン カードゲーム
engine-azur-lane-tcg = アズールレーン TCG
engine-gundam-war-nex-a = ガンダムウォー ネグザ

## 固定の行動名（ボタン・メニュー）

engine-end-main-phase = メインフェイズ終了
engine-don-t-block = ブロックしない
engine-pass = パス
engine-use-burst = バーストを使う
engine-don-t-use-burst = バーストを使わない
engine-go-first = 先攻
engine-go-second = 後攻
engine-redraw-hand = 引き直す
engine-keep-hand = キープする
engine-done-use-the-effect = 完了／効果を使う
engine-don-t-use-the-effect = 効果を使わない
engine-concede = 投了

## /rule: the clause message around the official text
rule-contains = 下位項目（{ $count }）
rule-document-ja = 日本語版
rule-document-zh = 中国語版
rule-page-of = { $page }/{ $pages } ページ
rule-page = { $page } ページ
rule-previous = ◀ 前へ
rule-next = 次へ ▶
rule-official-only = 公式テキストのみ
rule-english = 英語（非公式）
rule-english-note = プロジェクトチームによる非公式の翻訳で、参考用です。ルールは下の公式テキストです。
rule-open-sub-clause = 下位項目を開く…
rule-did-you-mean = もしかして…
rule-other-matches = ほかに該当しそうな項目…
rule-match-english = 英語（非公式）: { $text }
rule-nothing-matched = **{ $query }** に近い項目はありませんでした。近い項目：
rule-nothing-close-title = 近い項目はありません
rule-nothing-close = ルールに **{ $query }** に近いものはありません。項目番号（11-4）かルール用語（ブロッカー、blocker、阻擋者）で試してください。
rule-nothing-close-in-game = { $game } のルールに **{ $query }** に近いものはありません。項目番号かルール用語で試すか、ゲームの指定を外してください。
rule-nothing-in-game = { $game } のルールに **{ $query }** に近いものはありません。ほかのゲームでは：
rule-gone = その項目はもう総合ルールにありません
rule-not-in-rulebook = その項目は総合ルールにありません
rule-query-too-long = ルールの検索は { $max } 文字までです
rule-empty-query = 項目番号か言葉を入力してください

# カードの印刷された情報（手札、ジャッジの表示）
card-fact = { $label }：{ $values }
engine-red = 赤
engine-blue = 青
engine-green = 緑
engine-white = 白
engine-black = 黒
engine-yellow = 黄
engine-purple = 紫
engine-brown = 茶
engine-keywords = キーワード

# 盤面の語
engine-hand = 手札
engine-cost = コスト
engine-active = アクティブ
engine-rested = レスト
engine-dmg = ダメージ
engine-destroyed = 破壊
engine-removed = 除外
engine-face-down = 裏向き
engine-win = 勝ち
engine-lose = 負け
engine-draw = 引き分け
engine-start-player = 先攻プレイヤー
error-component-gone = そのボタンやメニューはもうこのメッセージにありません。古くなっています。今のメッセージを使ってください。
error-autopass-mode = 自動パスは次のいずれかです：{ $modes }
error-autopass-stop-unknown = それはこのゲームのストップではありません
config-the-autopass = あなたの自動パス設定
config-the-autopass-stops = あなたの自動パスのストップ
config-autopass-set = このサーバーでのあなたの自動パスは `{ $mode }` になりました（on：パスしても何も明かさないときだけ。always：パスしかできないときはいつでも。off：しない）。
config-stops-title = { $game } の自動パスのストップ（{ $turn }）：パスしかできなくても、ボットはそこであなたを待ちます。
config-stops-own = 自分のターン
config-stops-opponent = 相手のターン
config-stops-placeholder = ここで止める…
config-stops-set = { $count ->
    [0] この側のストップはありません。
   *[other] ストップを { $count } 個保存しました。
}
config-show-autopass = あなたの自動パス：`{ $mode }`（`/config autopass`、`/config stops`）

# --- the board as a picture (bot/render/picture, docs/picture.md) ---------------------
picture-action = 行動 { $action }
picture-team = チーム { $team }
picture-game-over = ゲーム終了 — { $result }
picture-waiting = 解決待ちの効果 { $count } 件：{ $effects }
picture-slot-fl = 前列左
picture-slot-fc = 前列中央
picture-slot-fr = 前列右
picture-slot-bl = 後列左
picture-slot-bc = 後列中央
picture-slot-br = 後列右
picture-token = トークン
picture-ex = EX

# issue 29, s4-gcg-chosen: looking at the top of the deck by a printed effect (10-3-5)
engine-choose-among-the-cards-they-look-at = 見たカードの中から選ぶ

## s4-clicks: a player's own yield, "Pass until …" (bot/services/autopass.py, docs/play.md)
button-yield-event = 何か起きるまでパス
button-yield-turn = ターン終了までパス
yield-on-event = 他のプレイヤーがパス以外の行動をするまで（自分のターンでは、別の決定を求められるか次のフェイズが始まるまで）、ボットがあなたの代わりにパスします（あなたが何かをクリックすると終了します）
yield-on-turn = このターンの終了まで、ボットがあなたの代わりにパスします（あなたが何かをクリックすると終了します）

# s4-gcg-verbs (issue 29): an effect's "Discard N" (5-11-1)
engine-discard-for-an-effect = 効果で手札を捨てる
engine-decide-whether-to-draw = ドローするかどうかを決める

# s9-gcg-c (issue 29): 効果の選択 (modal.py)
engine-choose-one-of-the-effects = 効果を1つ選ぶ
engine-choose-a-player = プレイヤーを1人選ぶ

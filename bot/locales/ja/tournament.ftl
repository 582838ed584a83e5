# 大会（issue 32）：/tournament コマンド、対戦スレッド、ジャッジキュー。
cmd-tournament = 大会
    .description = このチャンネルでスイスドロー大会を運営する
cmd-tournament-create = 作成
    .description = このチャンネルに大会を作成する（主催者）
cmd-tournament-create--name = 名前
    .description = 大会の名前
cmd-tournament-create--game = ゲーム
    .description = どのゲームか
cmd-tournament-create--format = フォーマット
    .description = ゲームのフォーマット
cmd-tournament-create--rounds = ラウンド数
    .description = スイスラウンド数（既定：全勝者が一人に決まる数）
cmd-tournament-create--best_of = 本数
    .description = 1 マッチのゲーム数
cmd-tournament-create--round_minutes = ラウンド時間
    .description = 1 ラウンドの分数
cmd-tournament-create--top_cut = 決勝トーナメント
    .description = シングルエリミネーションに進む人数
cmd-tournament-create--judges = ジャッジチャンネル
    .description = ジャッジキューのチャンネル（既定：このチャンネル）
cmd-tournament-join = 参加
    .description = デッキを登録してこのチャンネルの大会に参加する（デッキは固定）
cmd-tournament-join--deck = デッキ
    .description = あなたのデッキ（デモデッキか自分のデッキ）
cmd-tournament-leave = 参加取消
    .description = 開始前にこのチャンネルの大会への参加を取り消す
cmd-tournament-add = 途中参加
    .description = プレイヤーのデッキで途中参加を登録する（主催者）
cmd-tournament-add--player = プレイヤー
    .description = 途中参加するプレイヤー
cmd-tournament-add--deck = デッキ
    .description = そのプレイヤーのデッキ
cmd-tournament-drop = ドロップ
    .description = 大会からドロップする（主催者：プレイヤーをドロップさせる）
cmd-tournament-drop--player = プレイヤー
    .description = ドロップするプレイヤー（主催者のみ；既定：自分）
cmd-tournament-start = 開始
    .description = 受付を締め切り第 1 ラウンドを組む（主催者）
cmd-tournament-next = 次ラウンド
    .description = 全マッチの結果が出たら次のラウンドを組む（主催者）
cmd-tournament-standings = 順位
    .description = 現在の順位（公開）
cmd-tournament-standings--page = ページ
    .description = 何ページ目か
cmd-tournament-export = 書き出し
    .description = 組み合わせ・結果・順位・記録を CSV と JSON で書き出す
cmd-tournament-report = 報告
    .description = マッチ結果を手動で報告する；相手が同意すると確定
cmd-tournament-report--wins = 勝ち
    .description = 勝ったゲーム数
cmd-tournament-report--losses = 負け
    .description = 負けたゲーム数
cmd-tournament-report--draws = 引き分け
    .description = 引き分けのゲーム数
cmd-tournament-fix = 訂正
    .description = テーブルの結果を設定する（主催者とジャッジ）
cmd-tournament-fix--round = ラウンド
    .description = ラウンド
cmd-tournament-fix--table = テーブル
    .description = テーブル
cmd-tournament-fix--wins_a = 先方勝ち
    .description = 1 人目のプレイヤーが勝ったゲーム数
cmd-tournament-fix--wins_b = 後方勝ち
    .description = 2 人目のプレイヤーが勝ったゲーム数
cmd-tournament-fix--draws = 引き分け
    .description = 引き分けのゲーム数
cmd-tournament-extend = 時間延長
    .description = このスレッドのマッチに追加時間を与える（ジャッジ）
cmd-tournament-extend--minutes = 分
    .description = 追加の分数
cmd-tournament-extend--reason = 理由
    .description = 理由（記録される）
choice-0 = 0
choice-1 = 1
choice-3 = 3
choice-4 = 4
choice-8 = 8

what-the-tournament = 大会
what-the-match = マッチ
error-tournament-name = 大会名は 1〜{ $most } 文字です。
error-tournament-best-of = マッチは 1 本勝負か 3 本勝負です。
error-tournament-top-cut = 決勝トーナメントは 0、4、8 人です。
error-tournament-minutes = 1 ラウンドは { $low }〜{ $high } 分です。
error-tournament-rounds = スイスラウンドは 1〜{ $most } ラウンドです。
error-tournament-here = このチャンネルでは大会が進行中です。先に終えるか、別のチャンネルで作成してください。
error-no-tournament-here = このチャンネルに大会はありません。
error-tournament-organisers-only = 主催者だけが実行できます：「サーバー管理」権限を持つメンバー、または主催者ロール（{ $role }）のメンバー。
error-tournament-started-ask-organiser = 大会は開始済みです。主催者に途中参加の登録を頼んでください。
error-tournament-over = この大会は終了しました。
error-tournament-elsewhere = このサーバーの大会 #{ $tournament } に参加中です。先にそちらをドロップしてください。
error-tournament-already-in = そのプレイヤーは参加済みです。
error-tournament-leave-started = 大会は開始済みです。/tournament drop を使ってください。
error-tournament-not-in = そのプレイヤーはこの大会に参加していません。
error-tournament-dropped-already = そのプレイヤーはドロップ済みです。
error-tournament-few-players = 大会には 2 人以上のプレイヤーが必要です。
error-tournament-started-already = 大会はすでに開始しています。
error-tournament-not-running = 大会は進行中ではありません。
error-tournament-round-open = 次のテーブルの結果がまだです：{ $tables }。
error-tournament-cut-short = トップ { $size } には大会に残っているプレイヤーが { $size } 人必要です。
error-tournament-round-exists = 第 { $round } ラウンドはたった今ほかの人が組みました。
error-tournament-no-table = 現在のラウンドにあなたのマッチはありません。
error-tournament-reported-already = そのマッチは結果が出ています。ジャッジが /tournament fix で訂正できます。
error-tournament-bad-score = { $best_of } 本勝負ではありえないスコアです。
error-tournament-report-raced = 相手が同時に報告しました。スレッドを確認してもう一度報告してください。
error-tournament-no-such-table = 第 { $round } ラウンドに 2 人のテーブル { $table } はありません。
error-tournament-extension = 延長は 1〜60 分です。
error-tournament-extend-thread = 大会のマッチのスレッドで使ってください。
error-tournament-cut-tie = 決勝トーナメントのマッチには勝者が必要です：/tournament fix でテーブル { $tables } を訂正してください。
error-tournament-call-taken = その呼び出しはすでに担当済みか終了しています。

tournament-created = 🏆 **{ $tournament }**（#{ $id }）：{ $game }、{ $best_of } 本勝負、1 ラウンド { $minutes } 分、決勝トーナメント { $cut } 人。`/tournament join` で参加できます。
tournament-joined = { $deck } で **{ $tournament }** に参加しました。リストは固定されます。ジャッジは見られますが、対戦相手は見られません。
tournament-left = **{ $tournament }** への参加を取り消しました。
tournament-added = { $player } が途中参加で **{ $tournament }** に加わりました。
tournament-dropped = { $player } が **{ $tournament }** からドロップしました。
tournament-round-paired = **第 { $round } ラウンド**の組み合わせが出ました（シード { $seed }）。時間は { $clock } に終わります。
tournament-cut-paired = **決勝トーナメント第 { $round } ラウンド**の組み合わせが出ました。
tournament-pairing = テーブル { $table }：{ $a } 対 { $b }
tournament-pairing-bye = テーブル { $table }：{ $player } は不戦勝（2–0 の勝ち）
tournament-thread-name = { $name } · 第 { $round } ラウンド · テーブル { $table }
tournament-no-clock = マッチの勝者が決まるまで
tournament-thread-opening = **{ $tournament }** 第 { $round } ラウンド テーブル { $table }：{ $players }。{ $best_of } 本勝負。ラウンドは { $clock } に終わります。1 ゲーム目は下にあります。
tournament-next-game = ここまで：{ $score }。第 { $game } ゲームが下で始まります。
tournament-match-result = マッチ終了：{ $players } { $score }。
tournament-time-result = 時間切れ：マッチは現状の結果で終わります。{ $players } { $score }。
tournament-round-complete = **{ $tournament }** 第 { $round } ラウンドの全マッチに結果が出ました。
tournament-finished = **{ $tournament }** は終了しました。`/tournament standings` と `/tournament export` をご覧ください。
tournament-no-thread = テーブル { $table }：スレッドを作成できませんでした（ここでは「公開スレッドの作成」権限が必要です）。
tournament-standings-title = **{ $tournament }**：順位（{ $page } / { $pages } ページ）
tournament-standing = { $rank }. { $player } · { $points } 点 · { $record } · OMW { $omw }% · GW { $gw }% · OGW { $ogw }%
tournament-export = **{ $tournament }** の記録：順位と組み合わせ（CSV）、すべて（JSON）。
tournament-report-waiting = { $score } と報告しました。{ $thread } で相手に確認または異議を求めています。
tournament-report-confirmed = { $user } が { $score } を確認しました。マッチ終了です。
tournament-report-disputed = { $user } の報告 { $score } は相手の報告と一致しません。ジャッジが裁定します（ジャッジキューに呼び出しがあります）。
tournament-fixed = 第 { $round } ラウンド テーブル { $table }（{ $players }）は { $score } になりました。
tournament-extended = ⏱ このマッチに { $minutes } 分追加：時間は { $clock } に終わります。
tournament-queue-title = ⚖️ **ジャッジ呼び出し：{ $tournament }**
tournament-queue-empty = 未対応の呼び出しはありません。
tournament-queue-line = #{ $call } · 第 { $round } ラウンド テーブル { $table } · { $thread } · { $caller }：{ $reason } · { $since } から待機中
tournament-queue-claimed = · 担当 { $judge }
tournament-queue-claim = #{ $call } を担当
tournament-claimed = 呼び出しを担当しました：{ $thread }
tournament-judge-coming = ⚖️ { $judge } がこのテーブルに向かっています。

# s2-tour part 1: 主催者ロール（/config organiser-role、issue 32）
cmd-config-organiser-role = 主催者ロール
    .description = 大会を運営するロールを設定する（「サーバー管理」権限のほかに）
cmd-config-organiser-role--role = ロール
    .description = このロールのメンバーは /tournament の大会を作成・運営できる
config-manage-only-organiser = 主催者ロールを設定できるのは「サーバー管理」権限を持つメンバーだけです
config-the-organiser-role = 主催者ロール
config-organiser-role-set = 大会の主催者は { $role } のメンバー（と「サーバー管理」権限を持つメンバー）になりました。
config-show-organiser-role = 大会の主催者ロール：{ $role }
tournament-organiser-role-unset = 未設定：`/config organiser-role` で設定できます
error-tournament-judges-organisers-only = 主催者とジャッジだけが実行できます：「サーバー管理」権限、ジャッジロール、または主催者ロール（{ $role }）を持つメンバー。

# s2-tour part 2: 手動の結果報告を相手が確認または異議（issue 32）
tournament-report-ask = { $opponent }：{ $user } が { $score }（自分の勝ち–負け–引き分け）と報告しました。確認するか、異議を申し立ててジャッジの裁定を求めてください。
tournament-report-confirm = 確認
tournament-report-dispute = 異議
tournament-report-confirmed-by = ✅ { $user } が報告を確認しました：{ $players } { $score }。マッチ終了です。
tournament-report-disputed-by = ⚖️ { $user } が報告（{ $players } { $score }）に異議を申し立てました。ジャッジが裁定します。
error-tournament-report-disputed = このマッチの結果には異議が出ています。ジャッジが /tournament fix で裁定します。
error-tournament-report-not-yours = その報告に答えられるのはそのマッチのプレイヤーだけです。
error-tournament-report-stale = その報告はもう回答を待っていません（回答済み、新しい報告に置き換え済み、またはゲームやジャッジがマッチを決着させました）。
error-tournament-report-own = それはあなた自身の報告です。相手が確認または異議を申し立てます。
tournament-queue-dispute = 結果に異議：報告は { $score }
tournament-queue-dispute-counter = 結果に異議：報告は { $score }、相手は { $counter }

# s2-tour part 3: 終了時の手順で決まったゲーム（issue 32）
cmd-tournament-create--extra_turns = 追加ターン
    .description = 時間切れ時：現在のターンの後に行うターン数（既定：ゲームのルール）
cmd-tournament-create--extra_minutes = 追加時間
    .description = 時間切れ時：追加ターンはこの分数で打ち切り。0 は制限なし
cmd-tournament-create--at_time = 終了時の判定
    .description = 追加ターンの後：その時点の状況で判定、または引き分け（既定：ゲームのルール）
choice-standing = その時点の状況で判定
choice-draw = 引き分け
tournament-created-time = 時間切れ時：現在のターンに加えて { $turns } ターン{ $minutes ->
    [0] {""}
   *[other] {""}（または { $minutes } 分の早い方）
}。その後、{ $at_time ->
    [standing] その時点の状況で勝敗を決めます
   *[draw] ゲームは引き分けです
}。
error-tournament-extra-turns = 時間切れ時の追加ターンは { $low }～{ $high } です。
error-tournament-extra-minutes = 時間切れ時の追加時間は 0（制限なし）～{ $most } 分です。
error-tournament-at-time = 追加ターンの後は、その時点の状況で判定するか引き分けにします。
error-tournament-no-standing = { $game } でゲームをその時点の状況で判定する公式の手順が見つからないため、時間切れのゲームは引き分けにしかできません（docs/tournaments.md）。
clock-time-called-minutes = ただし追加は最大 { $minutes } 分です。それまでにターンが終わらなければ { $until } にゲームを止めます。
clock-round-over-standing = ⏱ **ラウンド終了** — 追加ターン後の状況で勝敗を決定
clock-round-ended-standing = 対戦 #{ $match } のラウンドは終了しました：追加ターン後の状況により { $winner } の勝利 — { $basis ->
    [shield_area] シールドエリア（ベースとシールド）のカードが多い（{ $mine } 対 { $theirs }）
    [deck] シールドエリアが同数で、デッキの枚数が多い（{ $mine } 対 { $theirs }）
   *[random] シールドエリアもデッキも同数のため、対戦のシードから無作為に決定
}。

# s2-tour part 4: 大会のタイブレーカー順（issue 32。当ゲームで公開されているのは MTR のみ）
cmd-tournament-create--tiebreakers = タイブレーカー
    .description = タイブレーカーの順序（mtr：MTR 3.1。発行元独自のものが公開されていればそれ）
choice-mtr = MTR（OMW%、GW%、OGW%）
error-tournament-tiebreakers = 不明なタイブレーカー順です。使えるのは { $known } です。

# 賽事（issue 32）：/tournament 指令、對局討論串、裁判佇列。
cmd-tournament = 賽事
    .description = 在此頻道舉辦瑞士制賽事
cmd-tournament-create = 建立
    .description = 在此頻道建立賽事（主辦者）
cmd-tournament-create--name = 名稱
    .description = 賽事名稱
cmd-tournament-create--game = 遊戲
    .description = 哪個遊戲
cmd-tournament-create--format = 賽制
    .description = 遊戲的賽制
cmd-tournament-create--rounds = 輪數
    .description = 瑞士輪數（預設：足以產生一位全勝玩家）
cmd-tournament-create--best_of = 局數
    .description = 每場對戰的局數
cmd-tournament-create--round_minutes = 每輪分鐘
    .description = 每輪的分鐘數
cmd-tournament-create--top_cut = 決賽圈
    .description = 單淘汰決賽圈的人數
cmd-tournament-create--judges = 裁判頻道
    .description = 裁判佇列所在的頻道（預設：此頻道）
cmd-tournament-join = 報名
    .description = 以一副卡組報名此頻道的賽事（卡組會被鎖定）
cmd-tournament-join--deck = 卡組
    .description = 你的卡組（示範卡組或你自己的）
cmd-tournament-leave = 退出報名
    .description = 在賽事開始前退出此頻道的賽事
cmd-tournament-add = 補報名
    .description = 以玩家的卡組加入遲到報名（主辦者）
cmd-tournament-add--player = 玩家
    .description = 遲到報名的玩家
cmd-tournament-add--deck = 卡組
    .description = 該玩家的卡組
cmd-tournament-drop = 棄權
    .description = 退出賽事（主辦者：讓某位玩家退出）
cmd-tournament-drop--player = 玩家
    .description = 退出的玩家（僅限主辦者；預設：你自己）
cmd-tournament-start = 開賽
    .description = 結束報名並排出第 1 輪對戰（主辦者）
cmd-tournament-next = 下一輪
    .description = 所有對戰都有結果後排出下一輪（主辦者）
cmd-tournament-standings = 排名
    .description = 目前的排名（公開）
cmd-tournament-standings--page = 頁
    .description = 第幾頁
cmd-tournament-export = 匯出
    .description = 以 CSV 與 JSON 匯出配對、結果、排名與紀錄
cmd-tournament-report = 回報
    .description = 手動回報你的對戰結果；對手確認後生效
cmd-tournament-report--wins = 勝局
    .description = 你贏的局數
cmd-tournament-report--losses = 敗局
    .description = 你輸的局數
cmd-tournament-report--draws = 和局
    .description = 和局數
cmd-tournament-fix = 更正
    .description = 設定某桌的結果（主辦者與裁判）
cmd-tournament-fix--round = 輪
    .description = 第幾輪
cmd-tournament-fix--table = 桌
    .description = 第幾桌
cmd-tournament-fix--wins_a = 甲方勝局
    .description = 第一位玩家贏的局數
cmd-tournament-fix--wins_b = 乙方勝局
    .description = 第二位玩家贏的局數
cmd-tournament-fix--draws = 和局
    .description = 和局數
cmd-tournament-extend = 延長時間
    .description = 給此討論串的對戰額外時間（裁判）
cmd-tournament-extend--minutes = 分鐘
    .description = 額外的分鐘數
cmd-tournament-extend--reason = 理由
    .description = 原因（會被記錄）
choice-0 = 0
choice-1 = 1
choice-3 = 3
choice-4 = 4
choice-8 = 8

what-the-tournament = 賽事
what-the-match = 對戰
error-tournament-name = 賽事名稱為 1 至 { $most } 個字元。
error-tournament-best-of = 每場對戰為 1 局或三局兩勝。
error-tournament-top-cut = 決賽圈為 0、4 或 8 人。
error-tournament-minutes = 每輪為 { $low } 至 { $high } 分鐘。
error-tournament-rounds = 賽事有 1 至 { $most } 輪瑞士輪。
error-tournament-here = 此頻道已有進行中的賽事：請先結束它，或在其他頻道建立新賽事。
error-no-tournament-here = 此頻道沒有賽事。
error-tournament-organisers-only = 只有主辦者可以這樣做：擁有「管理伺服器」權限或主辦者身分組（{ $role }）的成員。
error-tournament-started-ask-organiser = 賽事已開始：請主辦者將你加入為遲到報名。
error-tournament-over = 此賽事已結束。
error-tournament-elsewhere = 你已報名此伺服器的賽事 #{ $tournament }：請先退出該賽事。
error-tournament-already-in = 該玩家已經報名。
error-tournament-leave-started = 賽事已開始：請改用 /tournament drop。
error-tournament-not-in = 該玩家沒有報名此賽事。
error-tournament-dropped-already = 該玩家已經退出。
error-tournament-few-players = 賽事至少需要兩位玩家。
error-tournament-started-already = 賽事已經開始。
error-tournament-not-running = 賽事不在進行中。
error-tournament-round-open = 這些桌次還沒有結果：{ $tables }。
error-tournament-cut-short = 前 { $size } 名決賽圈需要 { $size } 位仍在賽事中的玩家。
error-tournament-round-exists = 第 { $round } 輪剛剛已由其他人排出。
error-tournament-no-table = 你在本輪沒有對戰。
error-tournament-reported-already = 這場對戰已有結果；裁判可用 /tournament fix 更正。
error-tournament-bad-score = 這不是 { $best_of } 局制對戰可能的比分。
error-tournament-report-raced = 你的對手同時回報了：請查看討論串後再回報一次。
error-tournament-no-such-table = 第 { $round } 輪沒有雙人的第 { $table } 桌。
error-tournament-extension = 延長時間為 1 至 60 分鐘。
error-tournament-extend-thread = 請在賽事對戰的討論串中使用。
error-tournament-cut-tie = 決賽圈的對戰必須分出勝負：請用 /tournament fix 更正第 { $tables } 桌。
error-tournament-call-taken = 這個呼叫已被認領或已結束。

tournament-created = 🏆 **{ $tournament }**（#{ $id }）：{ $game }，{ $best_of } 局制，每輪 { $minutes } 分鐘，決賽圈 { $cut } 人。以 `/tournament join` 報名。
tournament-joined = 你已用 { $deck } 報名 **{ $tournament }**。你的卡表已鎖定；裁判看得到，對手看不到。
tournament-left = 你已退出 **{ $tournament }**。
tournament-added = { $player } 已以遲到報名加入 **{ $tournament }**。
tournament-dropped = { $player } 已退出 **{ $tournament }**。
tournament-round-paired = **第 { $round } 輪**已配對（種子 { $seed }）；時間於 { $clock } 結束。
tournament-cut-paired = **決賽圈第 { $round } 輪**已配對。
tournament-pairing = 第 { $table } 桌：{ $a } 對 { $b }
tournament-pairing-bye = 第 { $table } 桌：{ $player } 輪空（視為 2–0 勝）
tournament-thread-name = { $name } · 第 { $round } 輪 · 第 { $table } 桌
tournament-no-clock = 直到對戰分出勝負
tournament-thread-opening = **{ $tournament }**，第 { $round } 輪，第 { $table } 桌：{ $players }。{ $best_of } 局制；本輪於 { $clock } 結束。第一局在下方。
tournament-next-game = 目前局數：{ $score }。第 { $game } 局在下方開始。
tournament-match-result = 對戰結束：{ $players } { $score }。
tournament-time-result = 時間到：對戰以目前結果結束，{ $players } { $score }。
tournament-round-complete = **{ $tournament }** 第 { $round } 輪的所有對戰都已有結果。
tournament-finished = **{ $tournament }** 已結束。請看 `/tournament standings` 與 `/tournament export`。
tournament-no-thread = 第 { $table } 桌：無法開啟討論串（機器人在此需要「建立公開討論串」權限）。
tournament-standings-title = **{ $tournament }**：排名（第 { $page } / { $pages } 頁）
tournament-standing = { $rank }. { $player } · { $points } 分 · { $record } · OMW { $omw }% · GW { $gw }% · OGW { $ogw }%
tournament-export = **{ $tournament }** 的紀錄：排名與配對（CSV）及完整內容（JSON）。
tournament-report-waiting = 你回報了 { $score }。已在 { $thread } 請對手確認或提出異議。
tournament-report-confirmed = { $user } 確認了 { $score }：對戰結束。
tournament-report-disputed = { $user } 回報了 { $score }，與對手的回報不符：將由裁判裁定（呼叫已進入裁判佇列）。
tournament-fixed = 第 { $round } 輪第 { $table } 桌（{ $players }）現在為 { $score }。
tournament-extended = ⏱ 此對戰延長 { $minutes } 分鐘：時間於 { $clock } 結束。
tournament-queue-title = ⚖️ **裁判呼叫：{ $tournament }**
tournament-queue-empty = 沒有待處理的呼叫。
tournament-queue-line = #{ $call } · 第 { $round } 輪第 { $table } 桌 · { $thread } · { $caller }：{ $reason } · 自 { $since } 等候中
tournament-queue-claimed = · 由 { $judge } 認領
tournament-queue-claim = 認領 #{ $call }
tournament-claimed = 你認領了這個呼叫：{ $thread }
tournament-judge-coming = ⚖️ { $judge } 正前往這一桌。

# s2-tour part 1: 主辦者身分組（/config organiser-role；issue 32）
cmd-config-organiser-role = 主辦者身分組
    .description = 設定負責舉辦比賽的身分組（「管理伺服器」權限之外）
cmd-config-organiser-role--role = 身分組
    .description = 此身分組的成員可以建立並主持 /tournament 比賽
config-manage-only-organiser = 只有擁有「管理伺服器」權限的成員可以設定主辦者身分組
config-the-organiser-role = 主辦者身分組
config-organiser-role-set = 比賽主辦者現在是 { $role } 的成員（以及擁有「管理伺服器」權限的成員）。
config-show-organiser-role = 比賽主辦者身分組：{ $role }
tournament-organiser-role-unset = 未設定：用 `/config organiser-role` 設定
error-tournament-judges-organisers-only = 只有主辦者與裁判可以這樣做：擁有「管理伺服器」權限、裁判身分組或主辦者身分組（{ $role }）的成員。

# s2-tour part 2: 手動回報由對手確認或提出異議（issue 32）
tournament-report-ask = { $opponent }：{ $user } 回報 { $score }（自己的勝–敗–和）。請確認，或提出異議由裁判裁定。
tournament-report-confirm = 確認
tournament-report-dispute = 異議
tournament-report-confirmed-by = ✅ { $user } 確認了回報：{ $players } { $score }。對戰結束。
tournament-report-disputed-by = ⚖️ { $user } 對回報（{ $players } { $score }）提出異議：將由裁判裁定。
error-tournament-report-disputed = 這場對戰的結果有異議：由裁判以 /tournament fix 裁定。
error-tournament-report-not-yours = 只有該場對戰的玩家可以回應它的回報。
error-tournament-report-stale = 這份回報已不在等待回應（已被回應、被較新的回報取代，或對局、裁判已決定了這場對戰）。
error-tournament-report-own = 這是你自己的回報：由你的對手確認或提出異議。
tournament-queue-dispute = 結果有異議：回報為 { $score }
tournament-queue-dispute-counter = 結果有異議：回報為 { $score }，另一位玩家為 { $counter }

# s2-tour part 3: 依回合結束程序判定的對局（issue 32）
cmd-tournament-create--extra_turns = 額外回合
    .description = 時間到時：目前回合之後再進行的回合數（預設：該遊戲的規則）
cmd-tournament-create--extra_minutes = 額外分鐘
    .description = 時間到時：額外回合最多再進行這些分鐘；0 為不限
cmd-tournament-create--at_time = 時間到的判定
    .description = 額外回合後：依當前局面判定，或平手（預設：該遊戲的規則）
choice-standing = 依當前局面判定
choice-draw = 平手
tournament-created-time = 時間到時：目前回合再加 { $turns } 回合{ $minutes ->
    [0] {""}
   *[other] {""}（或 { $minutes } 分鐘，以先到者為準）
}；之後{ $at_time ->
    [standing] 依當前局面決定勝負
   *[draw] 該局為平手
}。
error-tournament-extra-turns = 時間到時的額外回合為 { $low } 到 { $high }。
error-tournament-extra-minutes = 時間到時的額外分鐘為 0（不限）到 { $most }。
error-tournament-at-time = 額外回合後，依當前局面判定或記為平手。
error-tournament-no-standing = 找不到 { $game } 依當前局面判定勝負的官方程序，因此時間到的對局在這裡只能記為平手（docs/tournaments.md）。
clock-time-called-minutes = 但最多再 { $minutes } 分鐘：若屆時回合尚未完成，對局將於 { $until } 停止。
clock-round-over-standing = ⏱ **本輪結束** — 額外回合後依當前局面決定勝負
clock-round-ended-standing = 對戰 #{ $match } 本輪結束：額外回合後依當前局面由 { $winner } 獲勝 — { $basis ->
    [shield_area] 護盾區（基地與護盾）的卡較多（{ $mine } 比 { $theirs }）
    [deck] 護盾區相同，卡組的卡較多（{ $mine } 比 { $theirs }）
   *[random] 護盾區與卡組皆相同，依對戰的種子隨機決定
}。

# s2-tour part 4: 比賽的同分判定順序（issue 32；我們的遊戲只有 MTR 的已公開）
cmd-tournament-create--tiebreakers = 同分判定
    .description = 同分判定的順序（mtr：MTR 3.1；若發行商公開了自己的則用它）
choice-mtr = MTR（OMW%、GW%、OGW%）
error-tournament-tiebreakers = 未知的同分判定順序：可用的有 { $known }。

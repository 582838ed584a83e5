# 機器人訊息（繁體中文）。每個鍵都與 en/bot.ftl 相同，佔位符 $name 亦相同。
# 遊戲用語依 data/glossary/terms.yaml 中官方中文規則書的寫法。

## 共用詞

and-more = …還有 { $count } 項
nobody = 沒有人
player-seat = 玩家 { $seat }
face-down = 背面朝上的卡牌
pile-none = （無）
# a unit's numbers, each labelled (bot/render/cards.py stats_text)
stats-gcg = AP { $ap } · HP { $hp }
stats-nexa = 格鬥力 { $melee } · 射擊力 { $shooting } · 防禦力 { $defense }
cards-count = { $count } 張卡牌
word-number = 數字
word-card = 卡牌
word-choice = 選項
result-draw = 平手
result-wins = { $who } 獲勝
result-none = 沒有結果

## 對戰版面

board-title = { $game } — 對戰 #{ $match }
board-turn = 第 { $turn } 回合
board-game-over = **遊戲結束** — { $result }
board-waiting = 等待 { $who }
board-waiting-to = 等待 { $who }：{ $decision }
board-paused = ⏸ **已暫停，等待裁判** — 裁判恢復對戰前，所有行動皆暫停。
board-out = 已出局
board-pile-of = { $who } 的{ $pile }
board-log = 紀錄
board-footer = 對戰 #{ $match } · 第 { $action } 個行動
board-footer-seed = 種子 SHA-256 { $commitment }…
button-options = 我的選項
button-hand = 我的手牌
clock-round-over = ⏱ **本輪結束** — 額外回合後沒有勝者：記為平手
clock-time = ⏱ 時間到！額外回合進行至第 { $turn } 回合
clock-left = ⏱ 本輪剩餘 { $time }
match-over = 對戰 #{ $match } 結束：{ $result }。種子為 `{ $seed }`（SHA-256 `{ $commitment }`），每次洗牌皆可驗證。
dm-closed = { $user } 我無法傳送私訊給你（你的私訊已關閉），所以你的手牌不在私訊中。請用 `/hand` 私下查看；對戰繼續進行。

## 玩家的手牌（私訊與 /hand）

hand-title = 你的手牌
hand-match = 對戰 #{ $match }
hand-match-in = 對戰 #{ $match }（{ $channel }）
hand-no-cards = 沒有卡牌
hand-no-text = （無文本）
hand-see-all = 使用 `/hand` 查看全部
hand-over = 對戰已結束。
hand-out = 你已出局：本場對戰中你不再需要做任何決定。
hand-decide = **現在輪到你決定** — { $decision }。
hand-use-menu = 請使用下方選單
hand-empty = （空）
hand-empty-text = 手牌中沒有卡牌。

## 選單

options-title = 第 { $action } 個行動時你的選項（對戰 #{ $match }）：
options-nothing = 現在沒有可做的事：輪到 { $who } 決定。（隨時可以使用 `/match concede` 投降。）
action-done = { $who }：{ $action }
menu-choose = 請選擇…
menu-placeholder = { $title }…
menu-choose-k = { $title }：選擇 { $count } 張…
menu-first-choose = { $title }：先選擇…
menu-then-choose = 接著選擇：
menu-card = 卡牌 { $uid }

## 挑戰與對戰

challenge-text = { $who }：{ $challenger } 向你發起 { $game } 對戰（對戰 #{ $match }）。選擇你的卡組以接受，或拒絕。
challenge-accepted = 已接受：{ $accepted }；等待 { $waiting }。
challenge-demo = 示範卡組：{ $name }
challenge-mine = 我的卡組…
challenge-mine-hint = 私下從你登錄的卡組中選擇
challenge-decline = 拒絕
challenge-accept-with = 以此卡組接受…
challenge-no-decks = 你沒有此遊戲的登錄卡組；請選擇示範卡組，或用 `/deck import` 登錄一副。
challenge-accept-mine = 以你的其中一副卡組接受：
challenge-your-deck = 你的卡組…
match-started = 挑戰已接受：{ $game } 對戰 #{ $match } — { $players }。
    種子承諾（SHA-256）：`{ $commitment }` — 種子會在對戰結束時公開。
match-accepted-starts = 已接受：對戰開始。
match-accepted-public = 挑戰已接受：{ $game } 對戰 #{ $match } 開始。
match-accepted-waiting = 已接受；等待其他玩家。
challenge-expires = 若屆時尚未全員接受，挑戰將於{ $when }失效。
challenge-closed = { $status ->
    [declined] 挑戰已被拒絕。
    [withdrawn] 挑戰已撤回。
    [expired] 挑戰已失效：並非所有人都在時限內接受。
    [discarded] 這個挑戰無法儲存，已被撤銷；請重新發起。
   *[other] 這個挑戰已關閉。
}
challenge-cancelled = 裁判 { $judge } 取消了這個挑戰。
challenge-closed-as = { $status ->
    [active] 太遲了：對戰已經開始
    [declined] 太遲了：挑戰已被拒絕
    [withdrawn] 太遲了：挑戰已撤回
    [expired] 這個挑戰已失效；請用 `/match start` 重新發起
    [cancelled] 裁判已取消這個挑戰
   *[other] 這個挑戰已不再開放
}
match-challenge-posted = 挑戰 #{ $match } 已張貼在此頻道。
match-cancelled = { $judge } 取消了挑戰 #{ $match }；此頻道已空出。
match-abandoned = 所有玩家都放棄了對戰 #{ $match }；沒有結果。
match-abandon-ask = { $user } 想放棄對戰 #{ $match }。{ $others }，如同意也請使用 `/match abandon`。

## 拒絕與錯誤

refusal-rule = { $message }（規則 { $rule }）
refusal-open-rule = 打開規則 { $rule }
error-apology = 我這邊出了問題；什麼都沒有改變。請再試一次。
error-bad-value = 此處不接受這個值：{ $value }
error-control-unused = 這個控制項已不再使用
error-not-saved = 無法儲存{ $what }，所以什麼都沒有改變；請再試一次
error-whole-number = { $what }：需要整數
error-no-match-here = 此頻道沒有進行中的對戰
error-no-match-channel = 此頻道沒有對戰
error-not-playing = 你沒有參加這場對戰
error-other-server = 這個控制項屬於另一個伺服器的對戰
error-other-match = 這個控制項屬於另一場對戰
error-not-yours = 這個選擇應由 { $who } 決定，不是你
error-rewound = 顯示此內容後裁判已倒回對戰；請重新查看版面
error-menu-stale = 這個選單已過期；請重新打開你的選項
error-choice-gone = 這個選擇已不可用
error-pick-suggested = 請從建議的選項中選擇
error-bots = 機器人不能對戰；請挑戰真人
error-judges-only = 只有裁判（擁有裁判身分組或「管理伺服器」權限的成員）可以這樣做；`/config show` 會顯示裁判身分組
error-judge-plays = 你正在參加這場對戰，所以不能擔任裁判
error-preview-stale = 預覽之後對戰已有進展；請重新要求預覽
error-seats = 座位有：{ $seats }
error-log-private = 紀錄僅供本場對戰的玩家與裁判查看
error-no-clause = 規則中沒有條文 { $clause }

## 裁判

judge-status = 第 { $turn } 回合 · { $phase } · 等待 { $who }
judge-action = 第 { $action } 個行動
judge-stats = 數值
judge-not-visible = { $count } 張卡牌，不可見
judge-shared = { $title } — 共用
judge-view-title = 對戰 #{ $match }（裁判視角）
judge-no-actions = （沒有行動）
judge-before = 第 { $at } 個行動之前
judge-after = 第 { $at } 個行動之後
judge-called = { $user } 為對戰 #{ $match } 呼叫裁判。對戰已暫停。
judge-called-reason = { $user } 為對戰 #{ $match } 呼叫裁判：{ $reason }。對戰已暫停。
judge-claimed = { $user } 負責處理此呼叫。
judge-resumed = 對戰 #{ $match } 在暫停 { $seconds } 秒後恢復（時間已補回本輪計時）。
judge-rewind-confirm = 確認：倒回至第 { $to } 個行動
judge-rewind-reshuffle = 倒回並重新切洗隱藏區域
judge-rewind-preview = 倒回至第 { $to } 個行動將撤銷 { $count } 個行動（保留為已取代）：
judge-rewind-explain = 單純倒回會重現相同的洗牌，看過被撤銷抽卡的人都知道接下來是什麼；「重新切洗」會重新切洗每個隱藏區域（會記錄）。
judge-reason = 理由：{ $reason }
judge-rewound = 已倒回至第 { $to } 個行動；之後的 { $count } 個行動保留在紀錄中，標記為已取代。
judge-rewound-shuffled = 已倒回至第 { $to } 個行動；之後的 { $count } 個行動保留在紀錄中，標記為已取代。隱藏區域已用新的鹽值重新切洗。
judge-rewound-public = ⚖️ 裁判 { $judge } 將對戰 #{ $match } 倒回至第 { $to } 個行動。
judge-reshuffled-public = 隱藏區域已重新切洗。
judge-fixed-public = ⚖️ 裁判 { $judge }：{ $summary }
judge-span = （第 { $first }–{ $last } 個行動）
judge-ruling = { $judge } 的裁定{ $span }：{ $text }
penalty-note = 記錄
penalty-warning = 警告
penalty-game-loss = 判該局敗
penalty-match-loss = 判該場敗
penalty-disqualification = 取消資格
judge-penalty = 對 { $user }（{ $seat }）的處罰：**{ $kind }** — { $reason }
judge-match-ends = 對戰結束。
judge-penalty-eliminated = { $seat } 已被淘汰出本場對戰；其他玩家繼續對戰。
judge-penalty-already-out = { $seat } 早已出局；對戰照常進行。
judge-clock = 對戰 #{ $match } 的本輪計時：{ $minutes } 分鐘；時間到時完成當前回合，再進行 { $extra } 個回合。
judge-export = 對戰 #{ $match }：`python -m rules_engine.replay match-{ $match }.json` 可重建對戰並驗證狀態雜湊與種子承諾。

## /config

config-manage-only = 只有擁有「管理伺服器」權限的成員可以設定裁判身分組
config-manage-only-language = 只有擁有「管理伺服器」權限的成員可以設定伺服器語言
config-the-judge-role = 裁判身分組
config-the-language = 語言
config-judge-role-set = 裁判現在是 { $role } 的成員。
config-language-set = 此伺服器的版面與通知現在使用{ $language }。
config-show-role = 裁判身分組：{ $role }
config-role-unset = 未設定（由擁有「管理伺服器」權限的成員擔任裁判）
config-show-language = 版面與通知的語言：{ $language }
config-language-auto = { $language }（伺服器本身的語言；可用 `/config language` 更改）
config-manage-only-expiry = 只有擁有管理伺服器權限的成員可以設定挑戰的期限
config-the-challenge-expiry = 挑戰期限
config-challenge-expiry-set = 此伺服器的挑戰現在會在 { $minutes } 分鐘後失效。
config-show-challenge-expiry = 挑戰期限：{ $minutes } 分鐘
config-manage-only-board = 只有具備「管理伺服器」權限的成員可以選擇版面的顯示方式
config-the-board-mode = 版面的顯示方式
config-board-set = 此伺服器的版面現在以{ $mode ->
    [picture] 圖片
    [text] 文字
   *[both] 圖片與文字
}顯示。
config-show-board = 版面：{ $mode ->
    [picture] 圖片
    [text] 文字
   *[both] 圖片與文字
}
picture-judge-title = 對戰 #{ $match }：整個牌桌

## 服務與卡組、卡牌指令

error-only-a-player-of-this-match-can-call-a-j = 只有本場對戰的玩家可以呼叫裁判
error-out-no-judge-call = 你已在本場對戰中出局：現在是觀戰者，只有仍在對戰中的玩家可以呼叫裁判（`/judge log` 仍可查看你自己的紀錄）
error-out-no-abandon = 你已在本場對戰中出局：是否放棄對戰由仍在對戰中的玩家決定
error-a-judge-call-is-already-open-for-this-ma = 本場對戰已有一個進行中的裁判呼叫
what-the-judge-call = 裁判呼叫
error-there-is-no-open-judge-call-in-this-matc = 本場對戰沒有進行中的裁判呼叫
what-claiming-the-call = 接手呼叫
error-the-match-is-not-paused = 對戰沒有暫停
what-resuming-the-match = 恢復對戰
what-the-rewind = 倒回
what-the-ruling = 裁定
what-the-penalty = 處罰
error-the-round-clock-takes-1-to-600-minutes = 本輪計時為 1 到 600 分鐘
error-extra-turns-0-to-10 = 額外回合：0 到 10
what-the-round-clock = 本輪計時
error-unknown-deck-pick-one-from-the-list-deck = 未知的卡組：請從清單中選擇（`/deck list` 會列出你的卡組）
error-a-deck-name-is-1-40-letters-digits-space = 卡組名稱為 1–40 個字母、數字、空格或 . ' ( ) -
error-you-cannot-challenge-yourself = 你不能挑戰自己
error-each-player-can-take-only-one-seat = 每位玩家只能佔一個座位
error-there-is-already-a-match-in-this-channel = 此頻道已有一場對戰
what-the-challenge = 挑戰
error-this-challenge-is-no-longer-open = 這個挑戰已不再開放
error-only-the-challenged-players-can-accept = 只有被挑戰的玩家可以接受
error-you-have-already-accepted-waiting-for-th = 你已經接受了；正在等待其他人
what-your-acceptance = 你的接受
error-only-the-players-of-this-challenge-can-d = 只有此挑戰的玩家可以拒絕或撤回
what-declining = 拒絕
error-outcome-unknown = 我無法確定{ $what }是否已儲存：資料庫沒有回應。請稍後再看看頻道；再試一次是安全的。
error-no-challenge-here = 此頻道沒有尚未開始的挑戰（進行中的對戰以 `/match concede`、`/match abandon` 或裁判的處罰結束）
error-cancel-judges-only = 只有裁判（擁有裁判身分組或管理伺服器權限的成員）可以取消挑戰；挑戰的玩家可用按鈕拒絕或撤回
error-challenge-not-posted = 無法在此頻道張貼挑戰，所以沒有保留它；請確認我可以在這裡發送訊息，然後再試一次
error-challenge-expiry-range = 挑戰的期限是 { $low } 到 { $high } 分鐘
what-cancelling = 取消挑戰
error-match-not-loaded = 對戰已經開始，但我無法從資料庫載入它；請稍後再試
error-this-match-is-over-or-no-longer-exists = 這場對戰已結束或不存在
error-the-match-is-over = 對戰已結束
error-a-judge-rewound-the-match-since-this-was = 顯示此內容後裁判已倒回對戰；請重新查看版面
error-that-choice-is-no-longer-available = 這個選擇已不可用
error-you-are-not-playing-in-this-match = 你沒有參加這場對戰
error-the-match-is-paused-for-a-judge-call-a-j = 對戰因裁判呼叫而暫停；裁判可用 `/judge resume` 恢復
what-that-action = 該行動
what-your-request = 你的要求
error-attach-a-deck-list-file-or-paste-the-lis = 請附上卡組清單檔案，或在 `text` 貼上清單
what-the-deck = 卡組
error-you-have-no-deck-with-that-name = 你沒有這個名稱的卡組
what-removing-the-deck = 刪除卡組
error-card-files-belong-to-a-server-use-this-i = 卡牌檔案屬於伺服器；請在伺服器中使用
error-only-members-with-manage-server-can-add = 只有擁有「管理伺服器」權限的成員可以新增卡牌檔案
error-match-in-channel-start-elsewhere = 此頻道已有一場對戰；請先完成（或 `/match abandon`），或在其他頻道或討論串開始
error-cannot-start = 對戰無法開始：{ $reason }
error-no-action = 第 { $n } 個行動不存在；本場對戰有 { $count } 個行動
error-rewind-range = 請倒回至 0 到 { $last } 之間的行動
error-no-fix = { $game } 沒有 `{ $fix }` 修正；可用的有：{ $fixes }
error-penalty-kinds = 處罰種類：{ $kinds }
error-penalised-seat = 被處罰的玩家須為以下之一：{ $seats }
clock-time-called = 對戰 #{ $match } 時間到！完成第 { $turn } 回合，再進行 { $extra } 個回合（至第 { $last } 回合）。
clock-round-ended = 對戰 #{ $match } 本輪結束：額外回合後沒有勝者，因此記為平手。
error-unknown-game = 未知的遊戲 { $code }；本機器人裁判的遊戲：{ $games }
error-deck-too-big = 卡組清單最多 { $kib } KiB
error-deck-rules = 此卡組違反構築規則：
error-card-files-broken = 無法再讀取此伺服器的卡牌檔案：{ $reason }
error-file-size = { $file } 為 { $size } 位元組；上限為 { $limit } 位元組
error-file-larger = { $file } 超過 { $limit } 位元組
error-file-not-utf8 = { $file } 不是 UTF-8 文字
deck-registered = 卡組 **{ $name }** 已登錄至 { $game }。
deck-none = 你沒有此遊戲的登錄卡組；示範卡組隨時可用。
deck-removed = 卡組 **{ $name }** 已刪除。
cards-imported = 來自 { $file } 的 { $count } 張卡牌現在可用於此伺服器的 { $game } 卡組。

## 遊戲版面中詞彙表未收錄的固定用語

engine-gundam-card-game = 鋼彈卡牌遊戲
engine-setup = 準備
engine-game-over = 遊戲結束
engine-redraws = 重抽
engine-choosing-who-goes-first = 決定先後攻
engine-shields = 護盾
engine-resources = 能源
engine-lv = Lv.
engine-first-player = 先攻玩家
engine-battle-in-progress = ⚔️ 戰鬥進行中
# the battle under way on the board (who attacks whom)
board-battle = ⚔️ 戰鬥：{ $attacker } 攻擊 { $target }
board-battle-unit = { $card }（{ $who }）
engine-choose-to-go-first-or-second = 選擇先攻或後攻
engine-keep-or-redraw-their-hand = 保留或重抽手牌
engine-act-in-their-main-phase = 在主要階段行動
engine-decide-whether-to-block = 決定是否阻擋
engine-act-or-pass-in-the-action-step = 在瞬動步驟行動或略過
engine-decide-on-a-burst = 決定是否發動爆發
engine-choose-a-unit-to-trash-battle-area-full = 選擇一架機體放入廢棄區（戰鬥區已滿）
engine-choose-a-target = 選擇對象
engine-order-their-effects = 決定效果的順序
engine-discard-down-to-10-cards = 丟棄至剩 10 張卡牌
engine-decide-whether-to-use-an-effect = 決定是否使用效果
engine-resolve-an-effect = 處理效果
engine-play-from-hand = 從手牌使用
engine-attack = 攻擊
engine-activate = 啟動
engine-effect = 效果
engine-decide = 決定

## 已知的引擎拒絕訊息

refusal-not-your-turn = 現在輪到 { $who }：{ $what }
refusal-wrong-time = 現在不能進行 `{ $kind }`：遊戲正在等你{ $what }
refusal-level = { $card } 的等級為 Lv.{ $level }，但你只有 { $have } 張能源
refusal-cost = { $card } 的費用為 { $cost }，但你只有 { $have } 張活躍狀態的能源
refusal-not-in-hand = 那張卡牌不在你的手牌中
engine-decide-on-a-redraw = 決定是否重抽
engine-act-in-the-main-phase = 在主要階段行動
engine-decide-on-a-block = 決定是否阻擋
engine-choose-a-unit-to-trash = 選擇一架機體放入廢棄區
engine-discard-down-to-10 = 丟棄至剩 10 張
engine-ultraman-card-game = 超人力霸王卡牌遊戲
engine-azur-lane-tcg = 碧藍航線 TCG
engine-gundam-war-nex-a = 鋼彈大戰 NEX-A

## 固定的行動名稱（按鈕、選單）

engine-end-main-phase = 結束主要階段
engine-don-t-block = 不阻擋
engine-pass = 略過
engine-use-burst = 發動爆發
engine-don-t-use-burst = 不發動爆發
engine-go-first = 先攻
engine-go-second = 後攻
engine-redraw-hand = 重抽手牌
engine-keep-hand = 保留手牌
engine-done-use-the-effect = 完成／使用效果
engine-don-t-use-the-effect = 不使用效果
engine-concede = 投降

## /rule: the clause message around the official text
rule-contains = 包含（{ $count }）
rule-document-ja = 日文版
rule-document-zh = 中文版
rule-page-of = 第 { $page }/{ $pages } 頁
rule-page = 第 { $page } 頁
rule-previous = ◀ 上一條
rule-next = 下一條 ▶
rule-official-only = 只看官方文本
rule-english = 英文（非官方）
rule-english-note = 由專案團隊翻譯的非官方譯文，僅供參考：以下方的官方文本為準。
rule-open-sub-clause = 開啟子條目…
rule-did-you-mean = 您是不是要找…
rule-other-matches = 其他可能相關的條目…
rule-match-english = 英文（非官方）：{ $text }
rule-nothing-matched = 沒有與 **{ $query }** 相近的條目。最接近的條目：
rule-nothing-close-title = 沒有相近的條目
rule-nothing-close = 規則中沒有與 **{ $query }** 相近的內容。請試試條目編號（11-4）或規則用語（阻擋者、blocker、ブロッカー）。
rule-nothing-close-in-game = { $game } 的規則中沒有與 **{ $query }** 相近的內容。請試試條目編號或規則用語，或不指定遊戲。
rule-nothing-in-game = { $game } 的規則中沒有與 **{ $query }** 相近的內容。其他遊戲中：
rule-gone = 該條目已不在綜合規則中
rule-not-in-rulebook = 該條目不在綜合規則中
rule-query-too-long = 規則查詢最多 { $max } 個字元
rule-empty-query = 請輸入條目編號或關鍵字

# 卡牌印刷的資訊（手牌、裁判檢視）
card-fact = { $label }：{ $values }
engine-red = 紅
engine-blue = 藍
engine-green = 綠
engine-white = 白
engine-black = 黑
engine-yellow = 黃
engine-purple = 紫
engine-brown = 棕
engine-keywords = 關鍵字

# 盤面用語
engine-hand = 手牌
engine-cost = 費用
engine-active = 活躍
engine-rested = 休息
engine-dmg = 傷害
engine-destroyed = 破壞
engine-removed = 移除
engine-face-down = 背面朝上
engine-win = 勝
engine-lose = 負
engine-draw = 平手
engine-start-player = 先攻玩家
error-component-gone = 這個按鈕或選單已不在此訊息上：它已過時。請使用訊息目前的內容。
error-autopass-mode = 自動跳過只能是：{ $modes }
error-autopass-stop-unknown = 這不是此遊戲的停止點
config-the-autopass = 你的自動跳過設定
config-the-autopass-stops = 你的自動跳過停止點
config-autopass-set = 你在此伺服器的自動跳過現在是 `{ $mode }`（on：只在跳過不會洩露任何資訊時；always：只要只能跳過就跳過；off：從不）。
config-stops-title = { $game } 的自動跳過停止點（{ $turn }）：即使你只能跳過，機器人也會在這裡等你。
config-stops-own = 你自己的回合
config-stops-opponent = 對手的回合
config-stops-placeholder = 在這裡停下…
config-stops-set = { $count ->
    [0] 這一方沒有停止點。
   *[other] 已儲存 { $count } 個停止點。
}
config-show-autopass = 你的自動跳過：`{ $mode }`（`/config autopass`、`/config stops`）

# --- the board as a picture (bot/render/picture, docs/picture.md) ---------------------
picture-action = 行動 { $action }
picture-team = 隊伍 { $team }
picture-game-over = 遊戲結束 — { $result }
picture-waiting = 等待處理的效果 { $count } 個：{ $effects }
picture-slot-fl = 前排左
picture-slot-fc = 前排中
picture-slot-fr = 前排右
picture-slot-bl = 後排左
picture-slot-bc = 後排中
picture-slot-br = 後排右
picture-token = 替代卡
picture-ex = EX

# issue 29, s4-gcg-chosen: looking at the top of the deck by a printed effect (10-3-5)
engine-choose-among-the-cards-they-look-at = 從查看的卡牌中選擇

## s4-clicks: a player's own yield, "Pass until …" (bot/services/autopass.py, docs/play.md)
button-yield-event = 持續略過直到有事發生
button-yield-turn = 略過至本回合結束
yield-on-event = 機器人會替你略過，直到其他玩家做出略過以外的行動；在你自己的回合中，則直到你需要做出其他決定或你的下一個階段開始（你的任何點擊都會結束此設定）
yield-on-turn = 機器人會替你略過，直到本回合結束（你的任何點擊都會結束此設定）

# s4-gcg-verbs (issue 29): an effect's "Discard N" (5-11-1)
engine-discard-for-an-effect = 因效果丟棄手牌
engine-decide-whether-to-draw = 決定是否抽卡

# s9-gcg-c (issue 29): 選擇效果 (modal.py)
engine-choose-one-of-the-effects = 選擇其中一個效果
engine-choose-a-player = 選擇1名玩家

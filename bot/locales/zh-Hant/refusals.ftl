# 拒絕的理由（說明見 en/refusals.ftl）。

refusal-core-stale = 這個選擇是在第 { $chosen-at } 個動作時做出的，但對戰已進行到第 { $now } 個動作；請重新查看盤面
refusal-core-match-over = 這場對戰已經結束

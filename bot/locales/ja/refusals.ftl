# 却下の理由（en/refusals.ftl の説明を参照）。

refusal-core-stale = その選択はアクション { $chosen-at } の時点のものですが、対戦はアクション { $now } まで進んでいます。盤面を確認してください
refusal-core-match-over = この対戦は終了しています

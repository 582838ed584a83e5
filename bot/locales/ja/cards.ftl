# Printed cards in Discord (issue 29): `/cards import`'s reading summary, `/card`, the by-hand menu.

cards-import-read = 読み取り: 効果 { $effects } 個、エンジンが処理するもの { $automated } 個、持ち主が手動で解決するもの { $by_hand } 個。
cards-import-unread = まだ読み取れない主な文言（手動で解決）:
cards-import-report = 全レポート（各効果の読み取り、または手動になる理由）を添付しました。
card-not-found = { $game } に { $name } というカードはありません（このサーバーのカードとデモカード）
card-reading = 審判の読み取り
card-no-text = 効果テキストはありません。
card-by-hand = 手動: { $reason }
card-more = …ほか { $count } 個の効果
board-by-hand = ✋ 手動での解決待ち
options-by-hand = 下のアクションでこの効果を手動で解決してください: { $text }

# s2-words (#30 §3): the official term beside its English name, in /card for a reader of English
card-terms = このカードのゲーム用語
card-term = { $english }（{ $printed }）

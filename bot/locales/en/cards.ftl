# Printed cards in Discord (issue 29): `/cards import`'s reading summary, `/card`, the by-hand menu.

cards-import-read = Read: { $effects } effect(s), { $automated } run by the engine, { $by_hand } resolved by hand by their owner.
cards-import-unread = Commonest phrases the referee does not read yet (resolved by hand):
cards-import-report = The full report (how every effect was read, or why it is by hand) is attached.
card-not-found = no card called { $name } in { $game } (this server's cards and the demo cards)
card-reading = How the referee reads it
card-no-text = No effect text.
card-by-hand = by hand: { $reason }
card-more = … and { $count } more effect(s)
board-by-hand = ✋ Waiting to be resolved by hand
options-by-hand = Resolve this effect by hand with the actions below: { $text }

# s2-words (#30 §3): the official term beside its English name, in /card for a reader of English
card-terms = Game words on this card
card-term = { $english } ({ $printed })

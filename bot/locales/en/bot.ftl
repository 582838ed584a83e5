# The bot's messages in English (the default). Every key here is in zh-Hant/bot.ftl and
# ja/bot.ftl too, with the same $placeholders (tests/bot/test_i18n.py checks).
# Identifiers (match numbers, seeds) are passed as strings; counts as numbers.

## Shared words

and-more = …and { $count } more
nobody = nobody
player-seat = player { $seat }
face-down = face-down card
pile-none = (none)
# a unit's numbers, each labelled (bot/render/cards.py stats_text)
stats-gcg = AP { $ap } · HP { $hp }
stats-nexa = Melee { $melee } · Shooting { $shooting } · Defense { $defense }
cards-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
word-number = number
word-card = card
word-choice = choice
result-draw = a draw
result-wins = { $who } wins
result-none = no result

## The board

board-title = { $game } — match #{ $match }
board-turn = turn { $turn }
board-game-over = **Game over** — { $result }
board-waiting = Waiting for { $who }
board-waiting-to = Waiting for { $who } to { $decision }
board-paused = ⏸ **Paused for a judge call** — actions wait until a judge resumes the match.
board-out = out of the game
board-pile-of = { $who }'s { $pile }
board-log = Log
board-footer = match #{ $match } · action { $action }
board-footer-seed = seed SHA-256 { $commitment }…
button-options = Your options
button-hand = My hand
clock-round-over = ⏱ **Round over** — no winner after the extra turns: recorded as a draw
clock-time = ⏱ Time! Extra turns until turn { $turn }
clock-left = ⏱ { $time } left in the round
match-over = Match #{ $match } is over: { $result }. The seed was `{ $seed }` (SHA-256 `{ $commitment }`), so every shuffle can be checked.
dm-closed = { $user } I can't send you direct messages (they are closed), so your hand is not in your DMs. Use `/hand` to see it privately; the match goes on.

## A player's hand (DM and /hand)

hand-title = Your hand
hand-match = Match #{ $match }
hand-match-in = Match #{ $match } in { $channel }
hand-no-cards = no cards
hand-no-text = (no text)
hand-see-all = use `/hand` to see them all
hand-over = The match is over.
hand-out = You are out of the game: no more decisions for you in this match.
hand-decide = **Your decision now** — { $decision }.
hand-use-menu = use the menu below
hand-empty = (empty)
hand-empty-text = No cards in hand.

## Menus

options-title = Your options at action { $action } (match #{ $match }):
options-nothing = Nothing to do right now: it is { $who }'s decision. (`/match concede` is always possible.)
action-done = { $who }: { $action }
menu-choose = Choose…
menu-placeholder = { $title }…
menu-choose-k = { $title }: choose { $count }…
menu-first-choose = { $title }: first choose…
menu-then-choose = Then choose:
menu-card = card { $uid }

## Challenges and matches

challenge-text = { $who }: { $challenger } challenges you to a match of { $game } (match #{ $match }). Pick your deck to accept, or decline.
challenge-accepted = Accepted: { $accepted }; waiting for { $waiting }.
challenge-demo = Demo: { $name }
challenge-mine = One of my decks…
challenge-mine-hint = choose privately from your registered decks
challenge-decline = Decline
challenge-accept-with = Accept with deck…
challenge-no-decks = You have no registered decks for this game; pick a demo deck, or register one with `/deck import`.
challenge-accept-mine = Accept with one of your decks:
challenge-your-deck = Your deck…
match-started = Challenge accepted: { $game } match #{ $match } — { $players }.
    Seed commitment (SHA-256): `{ $commitment }` — the seed is revealed when the match ends.
match-accepted-starts = Accepted: the match starts.
match-accepted-public = Challenge accepted: { $game } match #{ $match } starts.
match-accepted-waiting = Accepted; waiting for the other players.
challenge-expires = It expires { $when } unless everyone has accepted by then.
challenge-closed = { $status ->
    [declined] The challenge was declined.
    [withdrawn] The challenge was withdrawn.
    [expired] The challenge expired: not everyone accepted in time.
    [discarded] This challenge could not be saved, so it was dropped; please start it again.
   *[other] This challenge is closed.
}
challenge-cancelled = A judge, { $judge }, cancelled the challenge.
challenge-closed-as = { $status ->
    [active] too late: the match has already started
    [declined] too late: the challenge was declined
    [withdrawn] too late: the challenge was withdrawn
    [expired] this challenge has expired; start a new one with `/match start`
    [cancelled] a judge cancelled this challenge
   *[other] this challenge is no longer open
}
match-challenge-posted = Challenge #{ $match } is posted in this channel.
match-cancelled = { $judge } cancelled challenge #{ $match }; the channel is free.
match-abandoned = Match #{ $match } was abandoned by every player; no result.
match-abandon-ask = { $user } wants to abandon match #{ $match }. { $others }, use `/match abandon` too to agree.

## Refusals and errors

refusal-rule = { $message } (rule { $rule })
refusal-open-rule = Open rule { $rule }
error-apology = Something went wrong on my side; nothing was changed. Please try again.
error-bad-value = that value is not valid here: { $value }
error-control-unused = that control is no longer in use
error-not-saved = { $what } could not be saved, so nothing was changed; please try again
error-whole-number = { $what }: expected a whole number
error-no-match-here = there is no match running in this channel
error-no-match-channel = there is no match in this channel
error-not-playing = you are not playing in this match
error-other-server = that control belongs to a match in another server
error-other-match = that control belongs to another match
error-not-yours = that choice is { $who }'s to make, not yours
error-rewound = a judge rewound the match since this was shown; look at the board again
error-menu-stale = that menu is out of date; open your options again
error-choice-gone = that choice is no longer available
error-pick-suggested = pick one of the suggested choices
error-bots = bots cannot play; challenge people
error-judges-only = only judges (members with the judge role, or Manage Server) can do that; `/config show` names the judge role
error-judge-plays = you are playing in this match, so you cannot judge it
error-preview-stale = the match has moved on since this preview; ask for a new one
error-seats = the seats are { $seats }
error-log-private = the log is for the players and the judges of this match
error-no-clause = there is no clause { $clause } in the rules

## Judges

judge-status = Turn { $turn } · { $phase } · waiting for { $who }
judge-action = action { $action }
judge-stats = Stats
judge-not-visible = { $count ->
    [one] { $count } card, not visible
   *[other] { $count } cards, not visible
}
judge-shared = { $title } — shared
judge-view-title = Match #{ $match } (judge view)
judge-no-actions = (no actions)
judge-before = Before action { $at }
judge-after = After action { $at }
judge-called = { $user } calls a judge to match #{ $match }. The match is paused.
judge-called-reason = { $user } calls a judge to match #{ $match }: { $reason }. The match is paused.
judge-claimed = { $user } handles the call.
judge-resumed = Match #{ $match } resumes after { $seconds } s paused (credited back to the round clock).
judge-rewind-confirm = Confirm: rewind to action { $to }
judge-rewind-reshuffle = Rewind and reshuffle hidden zones
judge-rewind-preview = Rewinding to action { $to } undoes { $count ->
    [one] { $count } action
   *[other] { $count } actions
} (kept as superseded):
judge-rewind-explain = A plain rewind replays the same shuffles, so everyone who saw the undone draws knows what comes next; "reshuffle" shuffles every hidden zone anew (logged).
judge-reason = Reason: { $reason }
judge-rewound = Rewound to action { $to }; { $count ->
    [one] { $count } later action
   *[other] { $count } later actions
} kept in the record as superseded.
judge-rewound-shuffled = Rewound to action { $to }; { $count ->
    [one] { $count } later action
   *[other] { $count } later actions
} kept in the record as superseded. Hidden zones were reshuffled with a new salt.
judge-rewound-public = ⚖️ Judge { $judge } rewound match #{ $match } to action { $to }.
judge-reshuffled-public = Hidden zones were reshuffled.
judge-fixed-public = ⚖️ Judge { $judge }: { $summary }
judge-span = (actions { $first }–{ $last })
judge-ruling = Ruling by { $judge }{ $span }: { $text }
penalty-note = note
penalty-warning = warning
penalty-game-loss = game loss
penalty-match-loss = match loss
penalty-disqualification = disqualification
judge-penalty = Penalty for { $user } ({ $seat }): **{ $kind }** — { $reason }
judge-match-ends = The match ends.
judge-penalty-eliminated = { $seat } is out of the match (eliminated); the other players play on.
judge-penalty-already-out = { $seat } was already out of the match; play goes on unchanged.
judge-clock = Round clock for match #{ $match }: { $minutes } minutes; at time, the current turn is finished and { $extra ->
    [one] { $extra } more turn is
   *[other] { $extra } more turns are
} played.
judge-export = Match #{ $match }: `python -m rules_engine.replay match-{ $match }.json` rebuilds it and checks the state hash and the seed commitment.

## /config

config-manage-only = only members with Manage Server can set the judge role
config-manage-only-language = only members with Manage Server can set the server's language
config-the-judge-role = the judge role
config-the-language = the language
config-judge-role-set = Judges are now members of { $role }.
config-language-set = Boards and notices in this server are now in { $language }.
config-show-role = Judge role: { $role }
config-role-unset = not set (members with Manage Server judge)
config-show-language = Language of boards and notices: { $language }
config-language-auto = { $language } (the server's own language; `/config language` changes it)
config-manage-only-expiry = only members with Manage Server can set how long challenges stay open
config-the-challenge-expiry = the challenge expiry
config-challenge-expiry-set = Challenges in this server now expire after { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
config-show-challenge-expiry = Challenges expire after: { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
config-manage-only-board = only members with Manage Server can choose how the board is shown
config-the-board-mode = how the board is shown
config-board-set = Boards in this server now show { $mode ->
    [picture] a picture
    [text] text
   *[both] a picture and text
}.
config-show-board = Board: { $mode ->
    [picture] a picture
    [text] text
   *[both] a picture and text
}
picture-judge-title = Match #{ $match }: the whole table

## Services and deck/card commands

error-only-a-player-of-this-match-can-call-a-j = only a player of this match can call a judge
error-out-no-judge-call = you are out of this match: you follow it as a spectator now, and only the players still in it can call a judge (`/judge log` still shows your own history)
error-out-no-abandon = you are out of this match: only the players still in it decide whether to abandon it
error-a-judge-call-is-already-open-for-this-ma = a judge call is already open for this match
what-the-judge-call = the judge call
error-there-is-no-open-judge-call-in-this-matc = there is no open judge call in this match
what-claiming-the-call = claiming the call
error-the-match-is-not-paused = the match is not paused
what-resuming-the-match = resuming the match
what-the-rewind = the rewind
what-the-ruling = the ruling
what-the-penalty = the penalty
error-the-round-clock-takes-1-to-600-minutes = the round clock takes 1 to 600 minutes
error-extra-turns-0-to-10 = extra turns: 0 to 10
what-the-round-clock = the round clock
error-unknown-deck-pick-one-from-the-list-deck = unknown deck: pick one from the list (`/deck list` shows yours)
error-a-deck-name-is-1-40-letters-digits-space = a deck name is 1–40 letters, digits, spaces or . ' ( ) -
error-you-cannot-challenge-yourself = you cannot challenge yourself
error-each-player-can-take-only-one-seat = each player can take only one seat
error-there-is-already-a-match-in-this-channel = there is already a match in this channel
what-the-challenge = the challenge
error-this-challenge-is-no-longer-open = this challenge is no longer open
error-only-the-challenged-players-can-accept = only the challenged players can accept
error-you-have-already-accepted-waiting-for-th = you have already accepted; waiting for the others
what-your-acceptance = your acceptance
error-only-the-players-of-this-challenge-can-d = only the players of this challenge can decline or withdraw it
what-declining = declining
error-outcome-unknown = I could not tell whether { $what } was saved: the database stopped answering. Look at the channel again in a moment; trying again is safe.
error-no-challenge-here = there is no open challenge in this channel (a running match ends by `/match concede`, `/match abandon` or a judge's penalty)
error-cancel-judges-only = only judges (members with the judge role, or Manage Server) can cancel a challenge; its players decline or withdraw it with its button
error-challenge-not-posted = the challenge could not be posted in this channel, so it was not kept; check that I may send messages here and try again
error-challenge-expiry-range = a challenge expires after { $low } to { $high } minutes
what-cancelling = cancelling the challenge
error-match-not-loaded = the match has started, but I could not load it from the database; try again in a moment
error-this-match-is-over-or-no-longer-exists = this match is over or no longer exists
error-the-match-is-over = the match is over
error-a-judge-rewound-the-match-since-this-was = a judge rewound the match since this was shown; look at the board again
error-that-choice-is-no-longer-available = that choice is no longer available
error-you-are-not-playing-in-this-match = you are not playing in this match
error-the-match-is-paused-for-a-judge-call-a-j = the match is paused for a judge call; a judge resumes it with `/judge resume`
what-that-action = that action
what-your-request = your request
error-attach-a-deck-list-file-or-paste-the-lis = attach a deck list file or paste the list in `text`
what-the-deck = the deck
error-you-have-no-deck-with-that-name = you have no deck with that name
what-removing-the-deck = removing the deck
error-card-files-belong-to-a-server-use-this-i = card files belong to a server; use this in a server
error-only-members-with-manage-server-can-add = only members with Manage Server can add card files
error-match-in-channel-start-elsewhere = there is already a match in this channel; finish it (or `/match abandon`) or start one in another channel or thread
error-cannot-start = the match cannot start: { $reason }
error-no-action = action { $n } does not exist; the match has { $count } actions
error-rewind-range = rewind to an action between 0 and { $last }
error-no-fix = { $game } has no `{ $fix }` fix; it has: { $fixes }
error-penalty-kinds = penalty kinds: { $kinds }
error-penalised-seat = the penalised player is one of { $seats }
clock-time-called = Time in match #{ $match }! Finish turn { $turn }, then { $extra ->
    [one] { $extra } more turn
   *[other] { $extra } more turns
} (up to turn { $last }).
clock-round-ended = The round is over for match #{ $match }: no winner after the extra turns, so it is recorded as a draw.
error-unknown-game = unknown game { $code }; this bot referees: { $games }
error-deck-too-big = a deck list is at most { $kib } KiB
error-deck-rules = this deck breaks the construction rules:
error-card-files-broken = this server's card files cannot be read any more: { $reason }
error-file-size = { $file } is { $size } bytes; the limit is { $limit } bytes
error-file-larger = { $file } is larger than { $limit } bytes
error-file-not-utf8 = { $file } is not UTF-8 text
deck-registered = Deck **{ $name }** registered for { $game }.
deck-none = You have no registered decks for this game; the demo decks are always available.
deck-removed = Deck **{ $name }** removed.
cards-imported = { $count } card(s) from { $file } are now available to { $game } decks in this server.

## Fixed phrases of the games' tables that the glossary does not name (bot.i18n.engine):
## the key is `engine-` and the English phrase as a slug. English shows the engine's own text.

engine-gundam-card-game = Gundam Card Game
engine-setup = Setup
engine-game-over = Game over
engine-redraws = redraws
engine-choosing-who-goes-first = choosing who goes first
engine-shields = Shields
engine-resources = Resources
engine-lv = Lv
engine-first-player = first player
engine-battle-in-progress = ⚔️ Battle in progress
# the battle under way on the board (who attacks whom)
board-battle = ⚔️ Battle: { $attacker } attacks { $target }
board-battle-unit = { $card } ({ $who })
engine-choose-to-go-first-or-second = choose to go first or second
engine-keep-or-redraw-their-hand = keep or redraw their hand
engine-act-in-their-main-phase = act in their main phase
engine-decide-whether-to-block = decide whether to block
engine-act-or-pass-in-the-action-step = act or pass in the action step
engine-decide-on-a-burst = decide on a Burst
engine-choose-a-unit-to-trash-battle-area-full = choose a unit to trash (battle area full)
engine-choose-a-target = choose a target
engine-order-their-effects = order their effects
engine-discard-down-to-10-cards = discard down to 10 cards
engine-decide-whether-to-use-an-effect = decide whether to use an effect
engine-resolve-an-effect = resolve an effect
engine-play-from-hand = Play from hand
engine-attack = Attack
engine-activate = Activate
engine-effect = Effect
engine-decide = Decide

## Known engine refusals (bot.i18n.refusal); English shows the engine's own words

refusal-not-your-turn = it is { $who }'s turn to { $what }
refusal-wrong-time = `{ $kind }` is not possible now: the game is waiting for you to { $what }
refusal-level = { $card } is Lv.{ $level } but you have only { $have } resources
refusal-cost = { $card } costs { $cost } but you have only { $have } active resources
refusal-not-in-hand = that card is not in your hand
engine-decide-on-a-redraw = decide on a redraw
engine-act-in-the-main-phase = act in the main phase
engine-decide-on-a-block = decide on a block
engine-choose-a-unit-to-trash = choose a unit to trash
engine-discard-down-to-10 = discard down to 10
engine-ultraman-card-game = Ultraman Card Game
engine-azur-lane-tcg = Azur Lane TCG
engine-gundam-war-nex-a = Gundam War NEX-A

## Fixed action labels (buttons, menus)

engine-end-main-phase = End main phase
engine-don-t-block = Don't block
engine-pass = Pass
engine-use-burst = Use Burst
engine-don-t-use-burst = Don't use Burst
engine-go-first = Go first
engine-go-second = Go second
engine-redraw-hand = Redraw hand
engine-keep-hand = Keep hand
engine-done-use-the-effect = Done / use the effect
engine-don-t-use-the-effect = Don't use the effect
engine-concede = Concede

## /rule: the clause message around the official text
rule-contains = Contains ({ $count })
rule-document-ja = Japanese document
rule-document-zh = Chinese document
rule-page-of = page { $page }/{ $pages }
rule-page = page { $page }
rule-previous = ◀ previous
rule-next = next ▶
rule-official-only = Official only
rule-english = English (unofficial)
rule-english-note = Unofficial translation by the project team, for reference only: the official text below is the rule.
rule-open-sub-clause = Open a sub-clause…
rule-did-you-mean = Did you mean…
rule-other-matches = Other clauses that may answer this…
rule-match-english = EN (unofficial): { $text }
rule-nothing-matched = Nothing matched **{ $query }** closely. Nearest clauses:
rule-nothing-close-title = Nothing close
rule-nothing-close = Nothing in the rules is close to **{ $query }**. Try a clause number (11-4) or a rules term (blocker, 阻擋者, ブロッカー).
rule-nothing-close-in-game = Nothing in the rules of { $game } is close to **{ $query }**. Try a clause number or a rules term, or leave out the game.
rule-nothing-in-game = Nothing in the rules of { $game } is close to **{ $query }**. In the other games:
rule-gone = that clause is not in the rulebook any more
rule-not-in-rulebook = that clause is not in the rulebook
rule-query-too-long = a rules query is at most { $max } characters
rule-empty-query = give a clause number or some words

# A card's printed facts in a hand or a judge's view: "Traits: Ranger", "Keywords: Blocker".
card-fact = { $label }: { $values }
# Card colours as printed (engine words, see engine-* above).
engine-red = red
engine-blue = blue
engine-green = green
engine-white = white
engine-black = black
engine-yellow = yellow
engine-purple = purple
engine-brown = brown
engine-keywords = Keywords

# Table words (`bot.i18n.engine`: engine-<game>-<slug> before engine-<slug>)
engine-hand = Hand
engine-cost = cost
engine-active = active
engine-rested = rested
engine-dmg = dmg
engine-destroyed = destroyed
engine-removed = Removed
engine-face-down = face down
engine-win = win
engine-lose = lose
engine-draw = draw
engine-start-player = start player
error-component-gone = that button or menu is no longer on this message: it is out of date. Use the message as it is now.
error-autopass-mode = auto-pass is one of: { $modes }
error-autopass-stop-unknown = that is not a stop of this game
config-the-autopass = your auto-pass setting
config-the-autopass-stops = your auto-pass stops
config-autopass-set = Auto-pass is now `{ $mode }` for you in this server (on: only when passing reveals nothing; always: whenever passing is all you can do; off: never).
config-stops-title = Auto-pass stops in { $game }, { $turn }: the bot waits for you there even when you can only pass.
config-stops-own = on your own turn
config-stops-opponent = on the opponents' turns
config-stops-placeholder = Stop me at…
config-stops-set = { $count ->
    [0] No stops on this side.
    [one] 1 stop saved.
   *[other] { $count } stops saved.
}
config-show-autopass = Your auto-pass: `{ $mode }` (`/config autopass`, `/config stops`)

# --- the board as a picture (bot/render/picture, docs/picture.md) ---------------------
picture-action = action { $action }
picture-team = Team { $team }
picture-game-over = Game over — { $result }
picture-waiting = { $count ->
    [one] 1 effect waiting: { $effects }
   *[other] { $count } effects waiting: { $effects }
}
picture-slot-fl = front left
picture-slot-fc = front centre
picture-slot-fr = front right
picture-slot-bl = back left
picture-slot-bc = back centre
picture-slot-br = back right
picture-token = Token
picture-ex = EX

# issue 29, s4-gcg-chosen: looking at the top of the deck by a printed effect (10-3-5)
engine-choose-among-the-cards-they-look-at = choose among the cards they look at

## s4-clicks: a player's own yield, "Pass until …" (bot/services/autopass.py, docs/play.md)
button-yield-event = Pass until something happens
button-yield-turn = Pass to end of turn
yield-on-event = the bot passes for you until another player does something other than pass, or, in your own turn, until you are asked something else or your next phase begins (any click of yours ends it)
yield-on-turn = the bot passes for you until the end of this turn (any click of yours ends it)

# s4-gcg-verbs (issue 29): an effect's "Discard N" (5-11-1)
engine-discard-for-an-effect = discard for an effect
engine-decide-whether-to-draw = decide whether to draw

# s9-gcg-c (issue 29): the decision of a modal effect (modal.py)
engine-choose-one-of-the-effects = choose one of the effects
engine-choose-a-player = choose a player

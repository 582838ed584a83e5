# Tournaments (issue 32): the /tournament command, its threads, the judge queue.
cmd-tournament = tournament
    .description = Run a Swiss tournament in this channel
cmd-tournament-create = create
    .description = Create a tournament in this channel (organisers)
cmd-tournament-create--name = name
    .description = The tournament's name
cmd-tournament-create--game = game
    .description = Which game
cmd-tournament-create--format = format
    .description = The game's format
cmd-tournament-create--rounds = rounds
    .description = Swiss rounds (default: enough for one undefeated player)
cmd-tournament-create--best_of = best_of
    .description = Games per match
cmd-tournament-create--round_minutes = round_minutes
    .description = Minutes per round
cmd-tournament-create--top_cut = top_cut
    .description = Players in the single-elimination top cut
cmd-tournament-create--judges = judges
    .description = The channel of the judge queue (default: this one)
cmd-tournament-join = join
    .description = Enter this channel's tournament with a deck (it is locked)
cmd-tournament-join--deck = deck
    .description = Your deck (a demo deck or yours)
cmd-tournament-leave = leave
    .description = Leave this channel's tournament before it starts
cmd-tournament-add = add
    .description = Add a late entry with one of their decks (organisers)
cmd-tournament-add--player = player
    .description = Who joins late
cmd-tournament-add--deck = deck
    .description = Their deck
cmd-tournament-drop = drop
    .description = Drop from the tournament (organisers: drop a player)
cmd-tournament-drop--player = player
    .description = Who drops (organisers only; default: you)
cmd-tournament-start = start
    .description = Close registration and pair round 1 (organisers)
cmd-tournament-next = next
    .description = Pair the next round once every match has a result (organisers)
cmd-tournament-standings = standings
    .description = The standings so far (public)
cmd-tournament-standings--page = page
    .description = Which page
cmd-tournament-export = export
    .description = Pairings, results, standings and the record as CSV and JSON
cmd-tournament-report = report
    .description = Report your match by hand; it counts when your opponent agrees
cmd-tournament-report--wins = wins
    .description = Games you won
cmd-tournament-report--losses = losses
    .description = Games you lost
cmd-tournament-report--draws = draws
    .description = Drawn games
cmd-tournament-fix = fix
    .description = Set a table's result (organisers and judges)
cmd-tournament-fix--round = round
    .description = The round
cmd-tournament-fix--table = table
    .description = The table
cmd-tournament-fix--wins_a = wins_a
    .description = Games the first player won
cmd-tournament-fix--wins_b = wins_b
    .description = Games the second player won
cmd-tournament-fix--draws = draws
    .description = Drawn games
cmd-tournament-extend = extend
    .description = Give this thread's match extra time (judges)
cmd-tournament-extend--minutes = minutes
    .description = Extra minutes
cmd-tournament-extend--reason = reason
    .description = Why (recorded)
choice-0 = 0
choice-1 = 1
choice-3 = 3
choice-4 = 4
choice-8 = 8

what-the-tournament = the tournament
what-the-match = the match
error-tournament-name = A tournament's name is 1 to { $most } characters.
error-tournament-best-of = A match is best of 1 or best of 3.
error-tournament-top-cut = The top cut is 0, 4 or 8 players.
error-tournament-minutes = A round lasts { $low } to { $high } minutes.
error-tournament-rounds = A tournament has 1 to { $most } Swiss rounds.
error-tournament-here = This channel already has a tournament running: finish it first, or create the new one in another channel.
error-no-tournament-here = There is no tournament in this channel.
error-tournament-organisers-only = Only organisers can do that: members with Manage Server or the organiser role ({ $role }).
error-tournament-started-ask-organiser = The tournament has started: ask an organiser to add you as a late entry.
error-tournament-over = This tournament is over.
error-tournament-elsewhere = You are already entered in tournament #{ $tournament } of this server: drop from it first.
error-tournament-already-in = That player is already entered.
error-tournament-leave-started = The tournament has started: use /tournament drop instead.
error-tournament-not-in = That player is not entered in this tournament.
error-tournament-dropped-already = That player has already dropped.
error-tournament-few-players = A tournament needs at least two players.
error-tournament-started-already = The tournament has already started.
error-tournament-not-running = The tournament is not running.
error-tournament-round-open = These tables have no result yet: { $tables }.
error-tournament-cut-short = A top { $size } needs { $size } players still in the event.
error-tournament-round-exists = Round { $round } was just paired by someone else.
error-tournament-no-table = You have no match in the current round.
error-tournament-reported-already = That match already has a result; a judge can fix it with /tournament fix.
error-tournament-bad-score = That is not a possible score for a best-of-{ $best_of } match.
error-tournament-report-raced = Your opponent reported at the same moment: look at the thread and report again.
error-tournament-no-such-table = Round { $round } has no table { $table } with two players.
error-tournament-extension = An extension is 1 to 60 minutes.
error-tournament-extend-thread = Use this in a tournament match's thread.
error-tournament-cut-tie = A top-cut match needs a winner: fix table { $tables } with /tournament fix.
error-tournament-call-taken = That call is already claimed or closed.

tournament-created = 🏆 **{ $tournament }** (#{ $id }): { $game }, best of { $best_of }, { $minutes }-minute rounds, top cut { $cut }. Join with `/tournament join`.
tournament-joined = You are entered in **{ $tournament }** with { $deck }. Your list is locked; judges can see it, your opponents cannot.
tournament-left = You left **{ $tournament }**.
tournament-added = { $player } is entered in **{ $tournament }** as a late entry.
tournament-dropped = { $player } dropped from **{ $tournament }**.
tournament-round-paired = **Round { $round }** is paired (seed { $seed }); time ends { $clock }.
tournament-cut-paired = **Top cut, round { $round }** is paired.
tournament-pairing = Table { $table }: { $a } vs { $b }
tournament-pairing-bye = Table { $table }: { $player } has a bye (a 2–0 win)
tournament-thread-name = { $name } · round { $round } · table { $table }
tournament-no-clock = when the match has a winner
tournament-thread-opening = **{ $tournament }**, round { $round }, table { $table }: { $players }. Best of { $best_of }; the round ends { $clock }. Your first game is below.
tournament-next-game = Games so far: { $score }. Game { $game } starts below.
tournament-match-result = Match over: { $players } { $score }.
tournament-time-result = Time: the match ends as it stands, { $players } { $score }.
tournament-round-complete = Every match of round { $round } of **{ $tournament }** has a result.
tournament-finished = **{ $tournament }** is over. See `/tournament standings` and `/tournament export`.
tournament-no-thread = Table { $table }: no thread could be opened (the bot needs Create Public Threads here).
tournament-standings-title = **{ $tournament }**: standings (page { $page } of { $pages })
tournament-standing = { $rank }. { $player } · { $points } pts · { $record } · OMW { $omw }% · GW { $gw }% · OGW { $ogw }%
tournament-export = The record of **{ $tournament }**: standings and pairings (CSV) and everything (JSON).
tournament-report-waiting = You reported { $score }. Your opponent is asked to confirm or dispute it in { $thread }.
tournament-report-confirmed = { $user } confirmed { $score }: the match is over.
tournament-report-disputed = { $user } reported { $score }, which does not match the opponent's report: a judge will settle it (the call is in the judge queue).
tournament-fixed = Round { $round }, table { $table } ({ $players }) is now { $score }.
tournament-extended = ⏱ { $minutes } more minutes for this match: its time ends { $clock }.
tournament-queue-title = ⚖️ **Judge calls: { $tournament }**
tournament-queue-empty = No open calls.
tournament-queue-line = #{ $call } · round { $round }, table { $table } · { $thread } · { $caller }: { $reason } · waiting since { $since }
tournament-queue-claimed = · claimed by { $judge }
tournament-queue-claim = Claim #{ $call }
tournament-claimed = You have the call: { $thread }
tournament-judge-coming = ⚖️ { $judge } is coming to this table.

# s2-tour part 1: the organiser role (/config organiser-role; issue 32)
cmd-config-organiser-role = organiser-role
    .description = Set the role whose members run tournaments (besides Manage Server)
cmd-config-organiser-role--role = role
    .description = Members of this role may create and run /tournament events
config-manage-only-organiser = only members with Manage Server can set the organiser role
config-the-organiser-role = the organiser role
config-organiser-role-set = Tournament organisers are now members of { $role } (and members with Manage Server).
config-show-organiser-role = Tournament organiser role: { $role }
tournament-organiser-role-unset = not set: `/config organiser-role` sets it
error-tournament-judges-organisers-only = Only organisers and judges can do that: members with Manage Server, the judge role or the organiser role ({ $role }).

# s2-tour part 2: hand reports confirmed or disputed by the opponent (issue 32)
tournament-report-ask = { $opponent }: { $user } reports { $score } (their games won–lost–drawn). Confirm it, or dispute it and a judge settles it.
tournament-report-confirm = Confirm
tournament-report-dispute = Dispute
tournament-report-confirmed-by = ✅ { $user } confirmed the report: { $players } { $score }. The match is over.
tournament-report-disputed-by = ⚖️ { $user } disputed the report ({ $players } { $score }): a judge will settle it.
error-tournament-report-disputed = This match's result is disputed: a judge settles it with /tournament fix.
error-tournament-report-not-yours = Only the players of that match can answer its report.
error-tournament-report-stale = That report is no longer waiting for an answer (it was answered, replaced by a newer report, or a game or a judge decided the match).
error-tournament-report-own = That is your own report: your opponent confirms or disputes it.
tournament-queue-dispute = disputed result: { $score } as reported
tournament-queue-dispute-counter = disputed result: { $score } reported, { $counter } by the other player

# s2-tour part 3: a game decided at time by the end-of-round procedure (issue 32)
cmd-tournament-create--extra_turns = extra_turns
    .description = At time: turns played after the current one (default: the game's rules)
cmd-tournament-create--extra_minutes = extra_minutes
    .description = At time: the extra turns end after these minutes at most; 0 = no limit
cmd-tournament-create--at_time = at_time
    .description = After the extra turns: the game as it stands, or a draw (default: the game's rules)
choice-standing = the game as it stands
choice-draw = a draw
tournament-created-time = At time: the current turn plus { $turns } more { $turns ->
    [one] turn
   *[other] turns
}{ $minutes ->
    [0] {""}
   *[other] {" "}or { $minutes } minutes, whichever ends first
}; then { $at_time ->
    [standing] the game as it stands decides it
   *[draw] the game is a draw
}.
error-tournament-extra-turns = The extra turns at time are { $low } to { $high }.
error-tournament-extra-minutes = The extra minutes at time are 0 (no limit) to { $most }.
error-tournament-at-time = After the extra turns, the game is decided as it stands or is a draw.
error-tournament-no-standing = No published way to decide a game of { $game } as it stands was found, so a game at time can only be a draw here (docs/tournaments.md).
clock-time-called-minutes = At most { $minutes } more minutes, though: the game stops { $until } if the turns are not done by then.
clock-round-over-standing = ⏱ **Round over** — decided as it stands after the extra turns
clock-round-ended-standing = The round is over for match #{ $match }: after the extra turns, { $winner } wins the game as it stands — { $basis ->
    [shield_area] more cards in their Shield Area (base and shields), { $mine } to { $theirs }
    [deck] Shield Areas equal, more cards in their deck, { $mine } to { $theirs }
   *[random] Shield Areas and decks equal, chosen at random from the match's seed
}.

# s2-tour part 4: the event's tiebreaker order (issue 32; only MTR's is published for our games)
cmd-tournament-create--tiebreakers = tiebreakers
    .description = The tiebreaker order (mtr: MTR 3.1; a publisher's own where one is published)
choice-mtr = MTR (OMW%, GW%, OGW%)
error-tournament-tiebreakers = Unknown tiebreaker order: the known ones are { $known }.

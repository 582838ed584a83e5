"""Every custom id the bot puts on a component, built and read in one place.

An id names only public facts or the clicking player's own: a match, its rewind epoch,
its action number, a seat, and an action's digest (a hash of what the button does, never
an index into a player's legal list, which would count their playable hand cards). Ids
are at most 100 characters; numbers are ASCII digits only.
"""

from __future__ import annotations

import re

NUM = r"[0-9]{1,20}"
SEAT = r"[A-Z]"
DIGEST = r"[0-9a-f]{10}"

AT = rf"(?P<match>{NUM}):(?P<epoch>{NUM}):(?P<n>{NUM}):(?P<seat>{SEAT})"  # a match at one moment

ACT = re.compile(rf"act:{AT}:(?P<digest>{DIGEST})")
YIELD = re.compile(rf"yield:{AT}:(?P<scope>event|turn)")  # "Pass until …" (services/autopass.py)
PICK = re.compile(rf"pick:{AT}:(?P<slot>[a-z0-9_]{{1,30}})")
PICK_MANY = re.compile(rf"pickn:{AT}:(?P<kind>[a-z_]{{1,30}})")
SUBJECT = re.compile(rf"subj:{AT}:(?P<group>[a-z_]{{1,20}})")
OPTIONS = re.compile(rf"opts:(?P<match>{NUM})")
HAND = re.compile(rf"hand:(?P<match>{NUM})")
ACCEPT = re.compile(rf"accept:(?P<match>{NUM})")
ACCEPT_MINE = re.compile(rf"acceptmine:(?P<match>{NUM})")
DECLINE = re.compile(rf"decline:(?P<match>{NUM})")
REWIND = re.compile(rf"rewind:(?P<match>{NUM}):(?P<epoch>{NUM}):(?P<n>{NUM}):(?P<to>{NUM}):(?P<shuffle>[01])")
RULE = re.compile(r"rule:(?P<slot>[a-z0-9]{1,6}):(?P<game>[a-z]{1,10}):(?P<lang>[A-Za-z-]{1,8}):"
                  rf"(?P<page>{NUM}):(?P<key>.{{1,60}})")
RULE_CHILDREN = re.compile(r"rulekids:(?P<game>[a-z]{1,10}):(?P<lang>[A-Za-z-]{1,8})")
RULE_MATCHES = re.compile(r"rulematch:list")  # the select of a text search's other matches
STOPS = re.compile(r"stops:(?P<game>[a-z]{1,10}):(?P<whose>own|opponent)")  # `/config stops`


def act(match: int, epoch: int, n: int, seat: str, digest: str) -> str:
    return f"act:{match}:{epoch}:{n}:{seat}:{digest}"


def yield_(match: int, epoch: int, n: int, seat: str, scope: str) -> str:
    return f"yield:{match}:{epoch}:{n}:{seat}:{scope}"


def pick(match: int, epoch: int, n: int, seat: str, slot: str) -> str:
    return f"pick:{match}:{epoch}:{n}:{seat}:{slot}"


def pick_many(match: int, epoch: int, n: int, seat: str, kind: str) -> str:
    return f"pickn:{match}:{epoch}:{n}:{seat}:{kind}"


def subject(match: int, epoch: int, n: int, seat: str, group: str) -> str:
    return f"subj:{match}:{epoch}:{n}:{seat}:{group}"


def options(match: int) -> str:
    return f"opts:{match}"


def hand(match: int) -> str:
    return f"hand:{match}"


def accept(match: int) -> str:
    return f"accept:{match}"


def accept_mine(match: int) -> str:
    return f"acceptmine:{match}"


def decline(match: int) -> str:
    return f"decline:{match}"


def rewind(match: int, epoch: int, n: int, to: int, reshuffle: bool) -> str:
    return f"rewind:{match}:{epoch}:{n}:{to}:{int(reshuffle)}"


def rule(slot: str, game: str, lang: str, key: str, page: int = 0) -> str:
    """`slot` (up, prev, next, lang, pgup, pgdn, open, s0…s4, en) keeps two buttons to the
    same clause distinct: Discord refuses duplicate custom ids in one message."""
    return f"rule:{slot}:{game}:{lang}:{page}:{key}"[:100]


def rule_matches() -> str:
    return "rulematch:list"  # the router needs a prefix and a colon


def rule_children(game: str, lang: str) -> str:
    return f"rulekids:{game}:{lang}"

# a tournament judge queue's claim button: the tournament and the call (its log row)
QUEUE_CLAIM = re.compile(rf"tqclaim:(?P<tournament>{NUM}):(?P<call>{NUM})")


def queue_claim(tournament: int, call: int) -> str:
    return f"tqclaim:{tournament}:{call}"


# the opponent's answer to a hand-typed tournament report: confirm (c) or dispute (d); the
# nonce names the report, so a click on a replaced or answered one is stale
REPORT_ANSWER = re.compile(
    rf"trep:(?P<tournament>{NUM}):(?P<round>{NUM}):(?P<table>{NUM}):(?P<nonce>{NUM}):(?P<answer>[cd])"
)


def report_answer(tournament: int, round_: int, table: int, nonce: int, answer: str) -> str:
    return f"trep:{tournament}:{round_}:{table}:{nonce}:{answer}"

def stops(game: str, whose: str) -> str:
    return f"stops:{game}:{whose}"

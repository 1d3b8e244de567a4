#!/usr/bin/env python3
"""Differential test of the rules core against pyffish (Fairy-Stockfish's rules).

Plays seeded, capture-biased random games with pyffish, then asks `xiangqi moves --batch` and
`xiangqi status --batch` about every position reached and compares: the exact legal move set,
and the check status. Prints `N passed, M failed` and exits non-zero on any difference.

usage: pyffish_rules.py XIANGQI_BINARY [--positions N] [--seed S]
"""
import argparse
import multiprocessing
import os
import random
import re
import subprocess
import sys

import pyffish

VARIANT = "xiangqi"
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
MOVE_RE = re.compile(r"^([a-i])(\d+)([a-i])(\d+)$")


def to_iccs(move):
    """pyffish writes ranks 1..10; ICCS uses 0..9."""
    m = MOVE_RE.match(move)
    if not m:
        raise ValueError(f"unexpected pyffish move {move!r}")
    f1, r1, f2, r2 = m.groups()
    return f"{f1}{int(r1) - 1}{f2}{int(r2) - 1}"


def is_capture(fen, move):
    """Does the pyffish move land on an occupied point?"""
    board = fen.split()[0].split("/")
    m = MOVE_RE.match(move)
    file = ord(m.group(3)) - ord("a")
    rank = int(m.group(4)) - 1
    row = board[9 - rank]
    col = 0
    for ch in row:
        if ch.isdigit():
            col += int(ch)
        else:
            if col == file:
                return True
            col += 1
    return False


def random_game(seed):
    """One seeded, capture-biased random game from the start: each position reached with
    pyffish's legal moves (ICCS, sorted) and its check status, the side to move's."""
    rng = random.Random(seed)
    out = []
    fen = START
    moves = pyffish.legal_moves(VARIANT, fen, [])
    for _ in range(rng.randint(60, 220)):
        check = pyffish.gives_check(VARIANT, fen, [])
        out.append((fen, sorted(to_iccs(m) for m in moves), check))
        if not moves:
            break
        captures = [m for m in moves if is_capture(fen, m)]
        if captures and rng.random() < 0.55:
            move = rng.choice(captures)
        else:
            move = rng.choice(moves)
        fen = pyffish.get_fen(VARIANT, fen, [move])
        moves = pyffish.legal_moves(VARIANT, fen, [])
    return out


def random_positions(count, seed):
    """`count` positions of random games, each game seeded from `seed`; the games are played
    by one process per core (pyffish takes milliseconds a call), the result is the same."""
    rng = random.Random(seed)
    out = []
    with multiprocessing.Pool(os.cpu_count() or 1) as pool:
        while len(out) < count:
            # About 140 positions a game: a round of games that likely fills the rest.
            seeds = [rng.getrandbits(64) for _ in range(max(1, (count - len(out)) // 100))]
            for game in pool.map(random_game, seeds):
                out.extend(game)
    return out[:count]


def batch(binary, command, fens):
    proc = subprocess.run(
        [binary, command, "--batch"],
        input="\n".join(fens) + "\n",
        capture_output=True,
        text=True,
        check=True,
    )
    lines = proc.stdout.splitlines()
    if len(lines) != len(fens):
        raise SystemExit(f"{command} --batch answered {len(lines)} lines for {len(fens)} FENs")
    return lines


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--positions", type=int, default=6000)
    ap.add_argument("--seed", type=int, default=20261130)
    args = ap.parse_args()

    positions = random_positions(args.positions, args.seed)
    fens = [fen for fen, _, _ in positions]
    ours_moves = batch(args.binary, "moves", fens)
    ours_status = batch(args.binary, "status", fens)
    passed = failed = 0
    kinds = {"ongoing": 0, "check": 0, "checkmate": 0, "stalemate": 0}
    for (fen, theirs, theirs_check), line, status in zip(positions, ours_moves, ours_status):
        if theirs:
            theirs_status = "check" if theirs_check else "ongoing"
        else:
            theirs_status = "checkmate" if theirs_check else "stalemate"
        ours = sorted(line.split()) if not line.startswith("error") else None
        if ours == theirs and status == theirs_status:
            passed += 1
            kinds[status] += 1
        else:
            failed += 1
            if failed <= 10:
                print(f"DIFF {fen}\n  ours:   {status} {ours}\n  pyffish: {theirs_status} {theirs}")
    pieces = sum(1 for fen in fens if sum(c.isalpha() for c in fen.split()[0]) <= 10)
    print(f"positions: {len(fens)} ({pieces} with <= 10 pieces); statuses agreed: {kinds}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

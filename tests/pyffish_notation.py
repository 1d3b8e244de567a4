#!/usr/bin/env python3
"""Differential test of our WXF notation against pyffish (Fairy-Stockfish) get_san.

Builds seeded random positions crowded with like pieces (pairs of chariots, horses and cannons
on one file, three to five soldiers on a file, soldier pairs on two files), keeps those both
sides accept, and compares every legal move's WXF text: pyffish's
`get_san(..., NOTATION_XIANGQI_WXF)` against `xiangqi notation --batch --style wxf`, after
writing our sideways `.` as `=` and dropping the check/mate marks `!`/`#` (pyffish adds none).
Prints `N passed, M failed` last and exits non-zero on any difference.

usage: pyffish_notation.py XIANGQI_BINARY [--moves N] [--seed S]
"""
import argparse
import multiprocessing
import os
import random
import subprocess
import sys

import pyffish

VARIANT = "xiangqi"
ELEPHANT_POINTS = [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)]
ADVISOR_POINTS = [(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)]


def to_iccs(move):
    """pyffish writes ranks 1..10; ICCS uses 0..9."""
    f1, rest = move[0], move[1:]
    i = 1
    while rest[i].isdigit():
        i += 1
    r1, f2, r2 = rest[:i], rest[i], rest[i + 1:]
    return f"{f1}{int(r1) - 1}{f2}{int(r2) - 1}"


def fen_of(board, side):
    rows = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for file in range(9):
            p = board.get((file, rank))
            if p is None:
                empty += 1
            else:
                if empty:
                    row += str(empty)
                    empty = 0
                row += p
        if empty:
            row += str(empty)
        rows.append(row)
    return "/".join(rows) + f" {side} - - 0 1"


def crowded_fen(rng):
    board = {}

    def put(file, rank, piece):
        if 0 <= file < 9 and 0 <= rank < 10 and (file, rank) not in board:
            board[(file, rank)] = piece

    for red in (True, False):
        def rel(r):
            return r if red else 9 - r

        def ch(c):
            return c if red else c.lower()

        put(rng.randrange(3, 6), rel(rng.randrange(0, 3)), ch("K"))
        files = [rng.randrange(9) for _ in range(rng.randint(1, 3))]
        for _ in range(rng.randint(2, 5)):
            put(rng.choice(files), rel(rng.randrange(5, 10)), ch("P"))
        for letter in "RNC":
            f = rng.randrange(9)
            for _ in range(rng.randint(0, 2)):
                ff = f if rng.random() < 0.7 else rng.randrange(9)
                put(ff, rng.randrange(10), ch(letter))
        for _ in range(rng.randint(0, 2)):
            f, r = rng.choice(ELEPHANT_POINTS)
            put(f, rel(r), ch("B"))
        for _ in range(rng.randint(0, 2)):
            f, r = rng.choice(ADVISOR_POINTS)
            put(f, rel(r), ch("A"))
    return fen_of(board, rng.choice("wb"))


def our_wxf(binary, lines):
    """Answers of `xiangqi notation --batch --style wxf` for FEN<TAB>MOVE lines."""
    out = subprocess.run(
        [binary, "notation", "--batch", "--style", "wxf"],
        input="".join(f"{fen}\t{mv}\n" for fen, mv in lines),
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    if len(out) != len(lines):
        raise RuntimeError(f"expected {len(lines)} answers, got {len(out)}")
    return out


def normalise_ours(text):
    return text.rstrip("!#").replace(".", "=")


def normalise_theirs(text):
    # Older pyffish versions append + or # for check; WXF moves end with a digit.
    while text and text[-1] in "+#" and len(text) > 4:
        text = text[:-1]
    return text


def pyffish_wxf(fen):
    """pyffish's WXF text of every legal move of `fen` as (fen, ICCS, text), or None when
    pyffish rejects the position."""
    try:
        moves = pyffish.legal_moves(VARIANT, fen, [])
    except Exception:
        return None
    return [
        (fen, to_iccs(mv), normalise_theirs(pyffish.get_san(VARIANT, fen, mv, False, pyffish.NOTATION_XIANGQI_WXF)))
        for mv in moves
    ]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--moves", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=4)
    args = ap.parse_args()
    rng = random.Random(args.seed)

    passed = failed = positions = skipped = 0
    tandem = numbered = 0
    failures = []
    # pyffish takes milliseconds a call: one process per core asks it.
    pool = multiprocessing.Pool(os.cpu_count() or 1)
    while passed + failed < args.moves:
        batch = []
        fens = [crowded_fen(rng) for _ in range(40)]
        for answers in pool.map(pyffish_wxf, fens):
            if answers is None:
                skipped += 1
            else:
                batch.extend(answers)
        if not batch:
            continue
        answers = our_wxf(args.binary, [(f, m) for f, m, _ in batch])
        seen = set()
        for (fen, mv, theirs), ours in zip(batch, answers):
            if ours.startswith("error:"):
                # A position our rules reject (e.g. generals facing, which pyffish allows)
                # or a move we find illegal there: skip the position, count it below.
                if "bad FEN" in ours:
                    skipped += fen not in seen
                    seen.add(fen)
                    continue
            if fen not in seen:
                seen.add(fen)
                positions += 1
            if theirs[0].isdigit():
                numbered += 1
            elif theirs[1] in "+-":
                tandem += 1
            if normalise_ours(ours) == theirs:
                passed += 1
            else:
                failed += 1
                if len(failures) < 20:
                    failures.append(f"{fen} {mv}: ours {ours!r}, pyffish {theirs!r}")
    pool.close()
    for f in failures:
        print("FAIL", f)
    print(
        f"{positions} positions ({skipped} skipped), {tandem} tandem moves, "
        f"{numbered} numbered soldier moves"
    )
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Cross-checks core/tests/fixtures/judge_cases.txt against pyffish (Fairy-Stockfish's rules).

Each case marked `agree` in its pyffish column is replayed with pyffish and its verdict must
match ours. Cases marked `skip: ...` are not compared (the reason is in the fixture, e.g.
house rules, handicaps, rules Fairy-Stockfish does not have).

pyffish answers `is_optional_game_end(variant, fen, moves) -> (ended, score)`, the score from
the view of the side to move after the moves (negative: it has lost). pyffish writes ranks
1..10; we write 0..9.

Exit code 1 on any disagreement; the last line is `N passed, M failed`.
"""
import os
import sys

try:
    import pyffish as sf
except ImportError:  # the cross-check needs pyffish; without it there is nothing to compare
    print("pyffish not installed: pip install pyffish")
    print("0 passed, 0 failed")
    sys.exit(0)

VARIANT = "xiangqi"
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "..", "core", "tests", "fixtures", "judge_cases.txt")


def to_sf(move):
    """ICCS ranks 0..9 -> pyffish ranks 1..10."""
    return f"{move[0]}{int(move[1]) + 1}{move[2]}{int(move[3]) + 1}"


def side_after(fen, n):
    first = fen.split()[1]
    first = "w" if first in ("w", "r") else "b"
    if n % 2 == 0:
        return "red" if first == "w" else "black"
    return "black" if first == "w" else "red"


def pyffish_verdict(fen, moves):
    """Our verdict line as far as pyffish can tell it."""
    sm = [to_sf(m) for m in moves]
    legal = sf.legal_moves(VARIANT, fen, sm)
    mover = side_after(fen, len(moves))
    other = "black" if mover == "red" else "red"
    if not legal:
        reason = "checkmate" if sf.gives_check(VARIANT, fen, sm) else "stalemate"
        return f"{other} wins: {reason}"
    ended, score = sf.is_optional_game_end(VARIANT, fen, sm)
    if not ended:
        return "ongoing"
    if score == 0:
        return "draw"
    return f"{mover} wins" if score > 0 else f"{other} wins"


def expected_for_pyffish(ours):
    """Reduce our verdict to what pyffish can express (it has no warnings or reasons)."""
    if ours == "ongoing" or ours.startswith("warning:"):
        return "ongoing"
    if ours.endswith(": checkmate") or ours.endswith(": stalemate"):
        return ours
    if ours.startswith("draw"):
        return "draw"
    return ours.split(":")[0]


def main():
    passed = failed = skipped = 0
    with open(FIXTURE, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = [x.strip() for x in line.split("|")]
            if len(fields) != 7:
                print(f"bad fixture line: {line}")
                failed += 1
                continue
            case_id, start, _house, moves, expected, py, _why = fields
            if not py.startswith("agree"):
                skipped += 1
                continue
            fen = START if start == "standard" else start
            mv = moves.split()
            want = expected_for_pyffish(expected)
            try:
                got = pyffish_verdict(fen, mv)
            except Exception as e:  # pyffish rejects the input: a disagreement too
                got = f"pyffish error: {e}"
            if got == want:
                passed += 1
            else:
                failed += 1
                print(f"DISAGREE {case_id}: ours {expected!r} (-> {want!r}), pyffish {got!r}")
    print(f"({skipped} cases skipped as documented in the fixture)")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
r"""Xiangqi match runner for two UCI engines, with pyffish as referee.

Example:
  # once: REF=$(mktemp -d) && tools/referee/setup-referee.sh "$REF"
  "$REF/venv/bin/python" tools/referee/match.py \
      --e1 "target/release/xiangqi uci" --ranks1 0 \
      --e2 "node tools/referee/fsf-wasm-uci.js" --opt2 UCI_Variant=xiangqi --ranks2 1 \
      --games 40 --movetime 100     # with FSF_WASM_DIR=$REF/node_modules/fairy-stockfish-nnue.wasm

Engine options (per engine, N = 1 or 2):
  --eN CMD        engine command line (shell-split, no shell)
  --nameN NAME    display name
  --optN X        repeatable; "Name=Value" -> `setoption name Name value Value`,
                  or a full "setoption name ... value ..." line sent verbatim
  --ranksN 0|1    coordinate dialect: 1 = Fairy-Stockfish ranks 1..10 (h3e3),
                  0 = Pikafish/UCCI ranks 0..9 (h2e2). Moves are translated.
Limits: --movetime MS | --nodes N | --depth D (one of them); --movetime2 MS gives engine 2 another movetime (time odds).
Openings: game i uses opening (i // 2) % len(openings); engine 1 is red in even games,
black in odd games, so every opening is played twice with colours swapped.
Built-in list = start position + 9 short book lines; --openings FILE takes one FEN
(or "startpos") per line, '#' comments allowed; --no-book uses only the start position.
Adjudication (pyffish, variant "xiangqi" with nMoveRule=60):
  no legal move -> side to move loses (checkmate and stalemate);
  is_optional_game_end -> repetition draw, perpetual check/chase loss, 120 plies w/o capture draw;
  --maxplies (300) -> draw; illegal move, crash or time-out (--move-timeout) -> loss.
"""
import argparse
import math
import os
import queue
import re
import shlex
import subprocess
import sys
import threading
import time

import pyffish as sf

VARIANT = "xiangqi_m120"
sf.load_variant_config("[%s:xiangqi]\nnMoveRule = 60\n" % VARIANT)
START_FEN = sf.start_fen("xiangqi")

BOOK = [  # (name, moves from the start position, FSF coordinates ranks 1..10)
    ("central cannon vs screen horse", "h3e3 h10g8 h1g3 i10h10"),
    ("central cannon vs screen horse 2", "h3e3 b10c8 h1g3 h10g8 i1h1 i10h10"),
    ("same-direction central cannons", "h3e3 h8e8"),
    ("left central cannon", "b3e3 h10g8"),
    ("pawn opening", "c4c5"),
    ("pawn vs pawn", "c4c5 g7g6"),
    ("elephant opening", "g1e3"),
    ("horse opening", "h1g3"),
    ("cross-palace cannon", "h3d3"),
]

MOVE_RE = re.compile(r"^([a-i])(\d+)([a-i])(\d+)(.*)$")


def conv_move(m, delta):
    mm = MOVE_RE.match(m)
    if not mm:
        return m
    f1, r1, f2, r2, rest = mm.groups()
    return "%s%d%s%d%s" % (f1, int(r1) + delta, f2, int(r2) + delta, rest)


class EngineError(Exception):
    pass


class Engine:
    def __init__(self, cmd, name, opts, ranks, verbose=False):
        self.cmd, self.name, self.opts, self.ranks = cmd, name, opts, ranks
        self.verbose = verbose
        self.proc = None
        self.start()

    def start(self):
        self.proc = subprocess.Popen(shlex.split(self.cmd), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, bufsize=1)
        self.q = queue.Queue()
        threading.Thread(target=self._reader, args=(self.proc, self.q), daemon=True).start()
        self.send("uci")
        self.wait_for("uciok", 30)
        for o in self.opts:
            if o.startswith("setoption"):
                self.send(o)
            else:
                k, _, v = o.partition("=")
                self.send("setoption name %s value %s" % (k.strip(), v.strip()))
        self.ready()

    @staticmethod
    def _reader(proc, q):
        for line in proc.stdout:
            q.put(line.rstrip("\n"))
        q.put(None)

    def send(self, s):
        if self.verbose:
            print("  >%s %s" % (self.name, s), file=sys.stderr)
        try:
            self.proc.stdin.write(s + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise EngineError("engine %s died" % self.name)

    def readline(self, deadline):
        t = deadline - time.monotonic()
        if t <= 0:
            raise EngineError("timeout")
        try:
            line = self.q.get(timeout=t)
        except queue.Empty:
            raise EngineError("timeout")
        if line is None:
            raise EngineError("engine %s died" % self.name)
        if self.verbose:
            print("  <%s %s" % (self.name, line), file=sys.stderr)
        return line

    def wait_for(self, prefix, timeout):
        deadline = time.monotonic() + timeout
        while True:
            line = self.readline(deadline)
            if line.startswith(prefix):
                return line

    def ready(self, timeout=30):
        self.send("isready")
        self.wait_for("readyok", timeout)

    def new_game(self):
        self.send("ucinewgame")
        self.ready()

    def go(self, fen, moves, limit_cmd, timeout):
        delta = -1 if self.ranks == 0 else 0
        pos = "position fen " + fen
        if moves:
            pos += " moves " + " ".join(conv_move(m, delta) for m in moves)
        self.send(pos)
        self.send(limit_cmd)
        deadline = time.monotonic() + timeout
        info = {}
        while True:
            line = self.readline(deadline)
            if line.startswith("info") and " pv " in line or line.startswith("info depth"):
                tok = line.split()
                for key in ("depth", "nodes", "nps"):
                    if key in tok:
                        try:
                            info[key] = int(tok[tok.index(key) + 1])
                        except (ValueError, IndexError):
                            pass
                if "score" in tok:
                    i = tok.index("score")
                    info["score"] = " ".join(tok[i + 1:i + 3])
            elif line.startswith("bestmove"):
                parts = line.split()
                bm = parts[1] if len(parts) > 1 else "(none)"
                return conv_move(bm, -delta), info

    def quit(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=3)
        except Exception:
            pass
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()

    def restart(self):
        self.quit()
        self.start()


def side_to_move(fen, moves):
    stm = fen.split()[1]
    red_first = stm in ("w", "r")
    return ("red" if red_first else "black") if len(moves) % 2 == 0 else ("black" if red_first else "red")


def play_game(red, black, fen, args, log):
    """Returns (result '1-0'|'0-1'|'1/2-1/2', reason, moves, stats)."""
    moves = []
    engines = {"red": red, "black": black}
    stats = {"red": [], "black": []}
    since_capture = int(fen.split()[4]) if len(fen.split()) > 4 else 0
    if args.movetime:
        limit = "go movetime %d" % args.movetime
        timeout = max(args.movetime, args.movetime2 or 0) / 1000.0 * 3 + 2.0
    elif args.nodes:
        limit = "go nodes %d" % args.nodes
        timeout = args.move_timeout
    else:
        limit = "go depth %d" % args.depth
        timeout = args.move_timeout
    if args.move_timeout and args.movetime:
        timeout = max(timeout, args.move_timeout)
    for e in (red, black):
        e.new_game()

    def loss(side, reason):
        return ("0-1" if side == "red" else "1-0"), reason

    def by_value(side, value, reason_draw, reason_win, reason_loss):
        if value == 0:
            return "1/2-1/2", reason_draw
        if value > 0:  # side to move wins
            return ("1-0" if side == "red" else "0-1"), reason_win
        return loss(side, reason_loss)

    while True:
        side = side_to_move(fen, moves)
        legal = sf.legal_moves(VARIANT, fen, moves)
        if not legal:
            v = sf.game_result(VARIANT, fen, moves)
            in_check = sf.gives_check(VARIANT, fen, moves)
            res, why = by_value(side, v, "no moves (draw?)", "no moves (win?)",
                                "checkmate" if in_check else "stalemate")
            return res, why, moves, stats
        end, v = sf.is_immediate_game_end(VARIANT, fen, moves)
        if end:
            res, why = by_value(side, v, "immediate draw", "immediate win", "immediate loss")
            return res, why, moves, stats
        end, v = sf.is_optional_game_end(VARIANT, fen, moves)
        if end:
            if v == 0:
                why = "120 plies without capture" if since_capture >= 120 else "repetition"
            else:
                why = "perpetual check/chase"
            res, why = by_value(side, v, why, why + " by opponent", why)
            return res, why, moves, stats
        if len(moves) >= args.maxplies:
            return "1/2-1/2", "max plies (%d)" % args.maxplies, moves, stats
        eng = engines[side]
        try:
            bm, info = eng.go(fen, moves, getattr(eng, "limit", None) or limit, timeout)
        except EngineError as ex:
            if "timeout" in str(ex):
                eng.restart()
                res, why = loss(side, "time forfeit/no reply by %s" % eng.name)
            else:
                eng.restart()
                res, why = loss(side, "crash of %s" % eng.name)
            return res, why, moves, stats
        if bm not in legal:
            res, why = loss(side, "illegal move %s by %s" % (bm, eng.name))
            return res, why, moves, stats
        stats[side].append(info)
        since_capture = 0 if sf.is_capture(VARIANT, fen, moves, bm) else since_capture + 1
        moves.append(bm)
        if log:
            log.write("%s %s %s\n" % (len(moves), bm, info.get("score", "")))


def elo_from_score(s):
    if s <= 0:
        return -math.inf
    if s >= 1:
        return math.inf
    return -400.0 * math.log10(1.0 / s - 1.0)


def summary(w, d, l):
    n = w + d + l
    if n == 0:
        return "no games"
    s = (w + 0.5 * d) / n
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * (0 - s) ** 2) / n
    se = math.sqrt(var / n) if n > 1 else 0.0
    lo, hi = max(s - 1.96 * se, 0.0), min(s + 1.96 * se, 1.0)
    elo, elo_lo, elo_hi = elo_from_score(s), elo_from_score(lo), elo_from_score(hi)
    los = 0.5 * (1 + math.erf((w - l) / math.sqrt(2.0 * (w + l)))) if w + l > 0 else 0.5
    half = (elo_hi - elo_lo) / 2
    pm = "+/- %.0f" % half if math.isfinite(half) else "+/- n/a, a bound is infinite"
    return ("score %.1f/%d (%.1f%%)  Elo %+.0f  95%% CI [%+.0f, %+.0f]  (%s)  LOS %.1f%%"
            % (w + 0.5 * d, n, 100 * s, elo + 0.0, elo_lo + 0.0, elo_hi + 0.0, pm, 100 * los))


def load_openings(args):
    ops = [("startpos", START_FEN)]
    if args.openings:
        ops = []
        with open(args.openings) as f:
            for i, line in enumerate(f):
                line = line.split("#", 1)[0].strip()
                if not line:
                    continue
                fen = START_FEN if line == "startpos" else line
                if sf.validate_fen(fen, "xiangqi") != sf.FEN_OK:
                    sys.exit("bad FEN in %s line %d: %s" % (args.openings, i + 1, line))
                ops.append(("line %d" % (i + 1), fen))
    elif not args.no_book:
        for name, mv in BOOK:
            mv = mv.split()
            for k in range(len(mv)):
                if mv[k] not in sf.legal_moves("xiangqi", START_FEN, mv[:k]):
                    sys.exit("book line %r has illegal move %s" % (name, mv[k]))
            ops.append((name, sf.get_fen("xiangqi", START_FEN, mv)))
    return ops


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    for n in ("1", "2"):
        ap.add_argument("--e" + n, required=True, help="engine %s command" % n)
        ap.add_argument("--name" + n, default=None)
        ap.add_argument("--opt" + n, action="append", default=[], help="Name=Value or full setoption line")
        ap.add_argument("--ranks" + n, type=int, choices=(0, 1), default=1,
                        help="1: ranks 1..10 (Fairy-Stockfish), 0: ranks 0..9 (Pikafish/UCCI)")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--movetime", type=int, help="ms per move")
    ap.add_argument("--movetime2", type=int, help="ms per move for engine 2 (time odds; default: --movetime)")
    g.add_argument("--nodes", type=int, help="nodes per move")
    g.add_argument("--depth", type=int, help="depth per move")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--openings", help="file with one FEN (or 'startpos') per line")
    ap.add_argument("--no-book", action="store_true", help="only the start position")
    ap.add_argument("--maxplies", type=int, default=300)
    ap.add_argument("--move-timeout", type=float, default=0,
                    help="seconds before a move counts as lost on time (default: 3*movetime+2s, or 120 s for nodes/depth)")
    ap.add_argument("--log", help="append moves of every game to this file")
    ap.add_argument("-v", "--verbose", action="store_true", help="echo UCI traffic to stderr")
    args = ap.parse_args()
    if not args.move_timeout and not args.movetime:
        args.move_timeout = 120.0

    names = [args.name1 or os.path.basename(shlex.split(args.e1)[-1]),
             args.name2 or os.path.basename(shlex.split(args.e2)[-1])]
    if names[0] == names[1]:
        names = [names[0] + "#1", names[1] + "#2"]
    e1 = Engine(args.e1, names[0], args.opt1, args.ranks1, args.verbose)
    e2 = Engine(args.e2, names[1], args.opt2, args.ranks2, args.verbose)
    if args.movetime and args.movetime2:
        e2.limit = "go movetime %d" % args.movetime2
    openings = load_openings(args)
    log = open(args.log, "a") if args.log else None

    w = d = l = 0
    reasons = {}
    t0 = time.time()
    try:
        for i in range(args.games):
            oname, fen = openings[(i // 2) % len(openings)]
            red, black = (e1, e2) if i % 2 == 0 else (e2, e1)
            if log:
                log.write("# game %d %s(red) vs %s(black) opening %s fen %s\n" % (i + 1, red.name, black.name, oname, fen))
            tg = time.time()
            res, why, moves, stats = play_game(red, black, fen, args, log)
            if log:
                log.write("# result %s (%s) moves %s\n" % (res, why, " ".join(moves)))
                log.flush()
            e1_red = red is e1
            if res == "1/2-1/2":
                d += 1
            elif (res == "1-0") == e1_red:
                w += 1
            else:
                l += 1
            reasons[why] = reasons.get(why, 0) + 1

            def avg(side, key):
                xs = [x[key] for x in stats[side] if key in x]
                return sum(xs) / len(xs) if xs else 0
            print("game %2d/%d  %s (red) vs %s (black)  [%s]  %s  %s, %d plies, %.0fs  "
                  "avg depth r/b %.1f/%.1f  | %s vs %s: +%d =%d -%d"
                  % (i + 1, args.games, red.name, black.name, oname, res, why, len(moves), time.time() - tg,
                     avg("red", "depth"), avg("black", "depth"), e1.name, e2.name, w, d, l), flush=True)
    finally:
        e1.quit()
        e2.quit()
        if log:
            log.close()
    print("\nFinal: %s vs %s: W %d  D %d  L %d  (%d games, %.0fs)" % (e1.name, e2.name, w, d, l, w + d + l, time.time() - t0))
    print("  " + summary(w, d, l) + "  [Elo of %s relative to %s]" % (e1.name, e2.name))
    print("  endings: " + ", ".join("%s: %d" % kv for kv in sorted(reasons.items(), key=lambda x: -x[1])))


if __name__ == "__main__":
    main()

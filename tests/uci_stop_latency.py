#!/usr/bin/env python3
"""Benchmark (not a test): how fast `xiangqi uci` answers `stop` during `go infinite`.

    python3 tests/uci_stop_latency.py target/release/xiangqi

Starts 40 infinite searches from two positions, stops each after 0.2-0.26 s and times the
wait for `bestmove`. The issue's target is 20 ms.
"""
import subprocess
import sys
import time

SEARCHES = 40
POSITIONS = [
    "startpos",
    "fen r1bakab1r/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1",
]


def main() -> None:
    engine = subprocess.Popen(
        [sys.argv[1] if len(sys.argv) > 1 else "target/release/xiangqi", "uci"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
    )

    def send(line: str) -> None:
        engine.stdin.write(line + "\n")
        engine.stdin.flush()

    def wait_for(prefix: str) -> None:
        while not engine.stdout.readline().startswith(prefix):
            pass

    send("uci")
    wait_for("uciok")
    send("isready")
    wait_for("readyok")
    latencies = []
    for i in range(SEARCHES):
        send("position " + POSITIONS[i % len(POSITIONS)])
        send("go infinite")
        time.sleep(0.2 + 0.01 * (i % 7))
        start = time.perf_counter()
        send("stop")
        wait_for("bestmove")
        latencies.append((time.perf_counter() - start) * 1000)
    send("quit")
    latencies.sort()
    print(
        f"stop -> bestmove over {SEARCHES} searches: median {latencies[SEARCHES // 2]:.2f} ms, "
        f"p90 {latencies[int(SEARCHES * 0.9)]:.2f} ms, max {latencies[-1]:.2f} ms"
    )


if __name__ == "__main__":
    main()

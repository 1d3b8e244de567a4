//! Scene build time for a full board with every mark: the README's middle game (31 pieces,
//! check, last move, the selected horse with legal, risky and blocked targets and their
//! blockers, dangers, the hint arrow, the last move half animated), pictures with characters
//! on a 1080 x 1188 pixel canvas.
//!
//! `cargo run --release -p xiangqi-core --example scene_bench [BUILDS]`
//!
//! Prints the median, p90, p99 and maximum of `scene::build` alone, of the state computed
//! from the position first (`SceneState::with_marks`: move helper and dangers) plus the
//! build, and of the SVG text. Each figure is one timed call, so a shared machine shows up
//! in the upper percentiles; run it a few times.

use std::time::Instant;
use xiangqi::scene::{build, to_svg, MoveAnimation, SceneOptions, SceneState};
use xiangqi::store::{PieceFaces, Stage};
use xiangqi::{Color, Move, Position, Square};

const FEN: &str = "2baka1nr/9/2n5b/p1p1p1r1p/C3c4/8P/P1P1PNP2/N2c3C1/6R2/2BAKAB1R w - - 13 16";
const DEFAULT_BUILDS: usize = 20_000;
const WARM_UP: usize = 1_000;

fn percentiles(mut ns: Vec<u64>) -> String {
    ns.sort_unstable();
    let at = |q: f64| ns[((ns.len() - 1) as f64 * q) as usize] as f64 / 1000.0;
    format!(
        "median {:.1} us, p90 {:.1} us, p99 {:.1} us, max {:.1} us",
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    )
}

fn time(builds: usize, mut f: impl FnMut() -> usize) -> (Vec<u64>, usize) {
    let mut out = 0;
    for _ in 0..WARM_UP {
        out = f();
    }
    let ns = (0..builds)
        .map(|_| {
            let t = Instant::now();
            out = std::hint::black_box(f());
            t.elapsed().as_nanos() as u64
        })
        .collect();
    (ns, out)
}

fn main() {
    let builds = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(DEFAULT_BUILDS);
    let pos = Position::from_fen(FEN).expect("the bench position");
    let last = Move::parse_iccs("h5e5").expect("a move");
    let selected = Square::parse_iccs("f3");
    let hint = Move::parse_iccs("f3e5").ok();
    let mut options = SceneOptions::new(1080.0, 1188.0);
    options.stage = Stage::Lackbrett;
    options.faces = PieceFaces::PictureWithCharacter;
    let mut state = SceneState::with_marks(&pos, Some(last), selected, hint, Some(Color::Red));
    state.animation = Some(MoveAnimation {
        mv: last,
        captured: None,
        progress: 0.5,
    });
    let help = state.selection.as_ref().expect("a selection");
    println!(
        "position: {} pieces, {} checker(s), {} dangers; selection: {} legal, {} risky, {} blocked",
        state.pieces.len(),
        state.checkers.len(),
        state.dangers.len(),
        help.legal.len(),
        help.risky.len(),
        help.blocked.len()
    );
    let (ns, primitives) = time(builds, || build(&state, &options).primitives.len());
    println!(
        "scene::build, {builds} builds, {primitives} primitives: {}",
        percentiles(ns)
    );
    let (ns, _) = time(builds, || {
        let s = SceneState::with_marks(&pos, Some(last), selected, hint, Some(Color::Red));
        build(&s, &options).primitives.len()
    });
    println!("with_marks + build: {}", percentiles(ns));
    let scene = build(&state, &options);
    let (ns, bytes) = time(builds / 10, || to_svg(&scene).len());
    println!("to_svg ({bytes} bytes): {}", percentiles(ns));
}

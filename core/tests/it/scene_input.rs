//! The board's input state machine against the data-driven sequences of
//! `fixtures/scene_input.txt` (select, move, blocked targets with their reason, deselect,
//! re-select, drag, long press, check, the computer's turn, game over, hints, the
//! opponent's move in words).

use xiangqi::app::{
    BoardContext, BoardInput, InputAction, InputOutcome, MoveReport, Redraw, Refusal, Sound, Turn,
};
use xiangqi::explain::BlockReason;
use xiangqi::game::{GameSetup, GameState, HouseRules, RuleSet};
use xiangqi::notation::{self, Style};
use xiangqi::scene::PixelPoint;
use xiangqi::Lang;
use xiangqi::{Move, Position, Square};

const CASES: &str = include_str!("../fixtures/scene_input.txt");

/// Splits `text` at `sep` outside double quotes.
fn split_quoted(text: &str, sep: char) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut quoted = false;
    for ch in text.chars() {
        if ch == '"' {
            quoted = !quoted;
        }
        if ch == sep && !quoted {
            parts.push(String::new());
        } else if let Some(last) = parts.last_mut() {
            last.push(ch);
        }
    }
    parts.into_iter().map(|p| p.trim().to_string()).collect()
}

fn unquote(text: &str) -> String {
    text.trim()
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .unwrap_or_else(|| panic!("expected a quoted text, got {text:?}"))
        .to_string()
}

fn sq(text: &str) -> Square {
    Square::parse_iccs(text).unwrap_or_else(|| panic!("not a point: {text:?}"))
}

fn opt_sq(text: &str) -> Option<Square> {
    (text != "none").then(|| sq(text))
}

fn mv(text: &str) -> Move {
    Move::parse_iccs(text).unwrap_or_else(|_| panic!("not a move: {text:?}"))
}

fn reason(name: &str) -> BlockReason {
    match name {
        "horse_leg" => BlockReason::HorseLeg,
        "elephant_eye" => BlockReason::ElephantEye,
        "river" => BlockReason::River,
        "palace" => BlockReason::Palace,
        "check" => BlockReason::Check,
        "flying_general" => BlockReason::FlyingGeneral,
        "iron_piece" => BlockReason::IronPiece,
        "own_piece" => BlockReason::OwnPiece,
        "cannon_no_screen" => BlockReason::CannonNoScreen,
        "cannon_screens" => BlockReason::CannonScreens,
        other => panic!("unknown reason {other}"),
    }
}

fn sounds(list: &str) -> Vec<Sound> {
    if list == "none" {
        return Vec::new();
    }
    list.split(',')
        .map(|s| match s {
            "move" => Sound::Move,
            "capture" => Sound::Capture,
            "check" => Sound::Check,
            "game_end" => Sound::GameEnd,
            other => panic!("unknown sound {other}"),
        })
        .collect()
}

/// The session's part, as the test plays it: the report of a move played on `pos`.
fn report(pos: &Position, m: Move, lang: Lang, sounds: Vec<Sound>) -> MoveReport {
    let words = if lang == Lang::De {
        Style::WordsDe
    } else {
        Style::WordsEn
    };
    let after = pos.with_move(m);
    MoveReport {
        mv: m,
        by: pos.side_to_move(),
        notation: notation::format(pos, m, Style::De),
        announcement: notation::format(pos, m, words),
        captured: pos.piece_at(m.to()),
        check: after.in_check(),
        state: GameState::Ongoing,
        warning: None,
        sounds,
    }
}

fn sounds_of(pos: &Position, m: Move) -> Vec<Sound> {
    let mut v = vec![if pos.piece_at(m.to()).is_some() {
        Sound::Capture
    } else {
        Sound::Move
    }];
    if pos.with_move(m).in_check() {
        v.push(Sound::Check);
    }
    v
}

struct Case {
    name: String,
    pos: Position,
    rules: RuleSet,
    turn: Turn,
    lang: Lang,
    input: BoardInput,
    steps: usize,
}

impl Case {
    fn new(name: &str) -> Case {
        Case {
            name: name.to_string(),
            pos: Position::startpos(),
            rules: RuleSet::default(),
            turn: Turn::Player,
            lang: Lang::En,
            input: BoardInput::new(),
            steps: 0,
        }
    }

    fn step(&mut self, line: &str) {
        let (action, expect) = line
            .split_once("=>")
            .unwrap_or_else(|| panic!("{}: a step needs '=>': {line}", self.name));
        let words = split_quoted(action.trim(), ' ');
        let arg = |i: usize| words.get(i).map(String::as_str).unwrap_or("");
        let finger = PixelPoint::new(10.0, 10.0);
        let rules = self.rules;
        let before = self.pos.clone();
        let out = match arg(0) {
            "tap" => {
                let ctx = BoardContext::new(&self.pos, &rules, self.turn, self.lang);
                self.input.tap(&ctx, sq(arg(1)))
            }
            "long" => {
                let ctx = BoardContext::new(&self.pos, &rules, self.turn, self.lang);
                self.input.long_press(&ctx, sq(arg(1)))
            }
            "drag_start" => {
                let ctx = BoardContext::new(&self.pos, &rules, self.turn, self.lang);
                self.input.drag_start(&ctx, sq(arg(1)), finger)
            }
            "drag_move" => self.input.drag_move(opt_sq(arg(1)), finger),
            "drag_end" => {
                let ctx = BoardContext::new(&self.pos, &rules, self.turn, self.lang);
                self.input.drag_end(&ctx, opt_sq(arg(1)))
            }
            "drag_cancel" => self.input.drag_cancel(),
            "hint" => self.input.show_hint(mv(arg(1)), &unquote(arg(2))),
            "move" => {
                let m = mv(arg(1));
                assert!(self.pos.is_legal(m), "{}: {m} is not legal", self.name);
                let r = report(&self.pos, m, self.lang, sounds_of(&self.pos, m));
                self.rules.apply_move(&self.pos, m);
                self.pos.make_move(m);
                self.input.played(r)
            }
            other => panic!("{}: unknown step {other}", self.name),
        };
        self.check(line, &out, expect);
        if let Some(m) = out.play {
            // The session plays it and reports back.
            assert!(
                before.is_legal(m),
                "{}: {line}: {m} is not legal",
                self.name
            );
            let r = report(&before, m, self.lang, out.sounds.clone());
            self.rules.apply_move(&before, m);
            self.pos.make_move(m);
            let done = self.input.played(r);
            assert_eq!(done.action, InputAction::Played { mv: m }, "{line}");
            assert_eq!(done.redraw, Redraw::Board, "{line}");
            assert_eq!(done.sounds, out.sounds, "{line}");
            assert!(done.report.is_some() && done.message.is_some(), "{line}");
        }
        self.steps += 1;
    }

    fn check(&self, line: &str, out: &InputOutcome, expect: &str) {
        let at = format!("{}: {line}", self.name);
        let parts = split_quoted(expect, ';');
        let head: Vec<&str> = parts[0].split_whitespace().collect();
        let a = |i: usize| head.get(i).copied().unwrap_or("");
        let want = match a(0) {
            "nothing" => InputAction::Nothing,
            "selected" => InputAction::Selected { point: sq(a(1)) },
            "deselected" => InputAction::Deselected,
            "play" => InputAction::Play { mv: mv(a(1)) },
            "played" => InputAction::Played { mv: mv(a(1)) },
            "card" => InputAction::Card { point: sq(a(1)) },
            "drag_started" => InputAction::DragStarted { from: sq(a(1)) },
            "drag_moved" => InputAction::DragMoved { over: opt_sq(a(1)) },
            "drag_cancelled" => InputAction::DragCancelled,
            "hint_shown" => InputAction::HintShown { mv: mv(a(1)) },
            "refused" => {
                let refusal = match a(1) {
                    "computer_to_move" => Refusal::ComputerToMove,
                    "computer_thinking" => Refusal::ComputerThinking,
                    "game_over" => Refusal::GameOver,
                    "not_your_piece" => match &out.action {
                        InputAction::Refused {
                            refusal: r @ Refusal::NotYourPiece { .. },
                        } => r.clone(),
                        other => panic!("{at}: got {other:?}"),
                    },
                    "blocked" => match &out.action {
                        InputAction::Refused {
                            refusal: Refusal::Blocked { to, blocker, .. },
                        } => Refusal::Blocked {
                            to: *to,
                            reason: reason(a(2)),
                            blocker: *blocker,
                        },
                        other => panic!("{at}: got {other:?}"),
                    },
                    other => panic!("{at}: unknown refusal {other}"),
                };
                InputAction::Refused { refusal }
            }
            other => panic!("{at}: unknown action {other}"),
        };
        assert_eq!(out.action, want, "{at}");
        assert_eq!(
            out.play.is_some(),
            matches!(want, InputAction::Play { .. }),
            "{at}"
        );
        if let InputAction::Selected { point } = want {
            assert_eq!(out.help.as_ref().map(|h| h.from), Some(point), "{at}");
        }
        if let InputAction::Card { point } = want {
            assert_eq!(out.card.as_ref().map(|c| c.square), Some(point), "{at}");
        }
        for part in &parts[1..] {
            let (key, value) = part.split_once(' ').unwrap_or((part.as_str(), ""));
            let value = value.trim();
            match key {
                "redraw" => {
                    let want = match value {
                        "nothing" => Redraw::Nothing,
                        "marks" => Redraw::Marks,
                        "board" => Redraw::Board,
                        other => panic!("{at}: unknown redraw {other}"),
                    };
                    assert_eq!(out.redraw, want, "{at}");
                }
                "sounds" => assert_eq!(out.sounds, sounds(value), "{at}"),
                "message" if value == "none" => assert_eq!(out.message, None, "{at}"),
                "message" => assert_eq!(out.message.as_deref(), Some(&*unquote(value)), "{at}"),
                "message~" => {
                    let part = unquote(value);
                    let got = out.message.clone().unwrap_or_default();
                    assert!(got.contains(&part), "{at}: {got:?} lacks {part:?}");
                }
                "selection" => assert_eq!(
                    self.input.selection().map(|h| h.from),
                    opt_sq(value),
                    "{at}"
                ),
                "hint" => assert_eq!(
                    self.input.hint(),
                    (value != "none").then(|| mv(value)),
                    "{at}"
                ),
                other => panic!("{at}: unknown expectation {other}"),
            }
        }
    }
}

#[test]
fn input_sequences_from_the_fixture() {
    let mut case: Option<Case> = None;
    let (mut cases, mut steps) = (0, 0);
    let mut finish = |c: Option<Case>| {
        if let Some(c) = c {
            assert!(c.steps > 0, "{}: no steps", c.name);
            cases += 1;
            steps += c.steps;
        }
    };
    for raw in CASES.lines() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix("case ") {
            finish(case.take());
            case = Some(Case::new(name));
            continue;
        }
        let c = case.as_mut().expect("a step before the first case");
        if let Some(fen) = line.strip_prefix("fen ") {
            c.pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{}: {e}", c.name));
        } else if let Some(name) = line.strip_prefix("handicap ") {
            let setup = GameSetup::parse(name).unwrap_or_else(|e| panic!("{}: {e}", c.name));
            c.pos = setup.start_position().expect("a handicap start");
            c.rules = RuleSet::new(&setup, &c.pos, HouseRules::default());
        } else if let Some(list) = line.strip_prefix("moves ") {
            for m in list.split_whitespace() {
                let m = mv(m);
                assert!(c.pos.is_legal(m), "{}: {m}", c.name);
                c.rules.apply_move(&c.pos, m);
                c.pos.make_move(m);
            }
        } else if let Some(t) = line.strip_prefix("turn ") {
            c.turn = match t {
                "player" => Turn::Player,
                "computer_to_move" => Turn::ComputerToMove,
                "computer_thinking" => Turn::ComputerThinking,
                "game_over" => Turn::GameOver,
                other => panic!("unknown turn {other}"),
            };
        } else if let Some(l) = line.strip_prefix("lang ") {
            c.lang = l.parse().expect("lang de|en");
        } else {
            c.step(line);
        }
    }
    finish(case.take());
    assert!(cases >= 26 && steps >= 75, "{cases} cases, {steps} steps");
}

#[test]
fn turn_follows_the_session_flags() {
    assert_eq!(Turn::new(false, false, false), Turn::Player);
    assert_eq!(Turn::new(false, true, false), Turn::ComputerToMove);
    assert_eq!(Turn::new(false, true, true), Turn::ComputerThinking);
    assert_eq!(Turn::new(true, true, true), Turn::GameOver);
}

#[test]
fn a_selection_from_an_older_position_is_dropped() {
    let mut pos = Position::startpos();
    let mut input = BoardInput::new();
    let ctx = BoardContext::new(&pos, &RuleSet::default(), Turn::Player, Lang::En);
    input.tap(&ctx, sq("b0"));
    // The position moved on without `played` (an undo elsewhere, say): the stale selection
    // neither moves nor blocks.
    pos.make_move(mv("h2e2"));
    pos.make_move(mv("h9g7"));
    pos.make_move(mv("b0c2"));
    pos.make_move(mv("b9c7"));
    let ctx = BoardContext::new(&pos, &RuleSet::default(), Turn::Player, Lang::En);
    let out = input.tap(&ctx, sq("a2"));
    assert_eq!(out.action, InputAction::Nothing);
    input.reset();
    assert!(input.selection().is_none());
}

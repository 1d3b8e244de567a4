//! What a shell can send through the bindings, with arbitrary text in every string-carrying
//! type: a point the core never gave out fails `AppCore.send` with `BadInput` (through
//! UniFFI's real scaffolding, as Kotlin and Swift call it: never an internal error), and the
//! events that take free text (FEN, names, notation, JSON) answer any text without a panic.
//! The app runs on afterwards.

use super::harness::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::Arc;
use uniffi::{Handle, Lift, Lower, RustBuffer, RustCallStatus, RustCallStatusCode};
use xiangqi::app::{
    Action, AppOptions, AppView, BoardGesture, Effect, Event, Field, ScreenView, TextField,
};
use xiangqi::ffi::appcore::{start_with, AppShell};
use xiangqi::ffi::XiangqiError;
use xiangqi::{Lang, Square, UniFfiTag};

// The scaffolding functions the foreign side calls (names and signatures as UniFFI makes
// them: objects as handles, strings and records as buffers, the call status last).
extern "C" {
    fn uniffi_xiangqi_fn_method_appcore_send(
        this: Handle,
        event: RustBuffer,
        status: &mut RustCallStatus,
    );
}

struct QuietShell;

impl AppShell for QuietShell {
    fn render(&self, _view: AppView) {}
    fn effect(&self, _effect: Effect) {}
}

/// Texts a shell might send: points and moves, near misses (`z9`, `a10`, ``, a full-width
/// `ａ0`, an Arabic-Indic digit), and random Unicode of any length.
fn arbitrary_text(rng: &mut StdRng) -> String {
    const NEAR: &[&str] = &[
        "",
        "a10",
        "z9",
        "a",
        "9",
        "A0",
        "i9",
        "j0",
        "a-1",
        " a0",
        "a0 ",
        "ａ0",
        "a٣",
        "é9",
        "\0\0",
        "h2e2",
        "h2h2",
        "a0a10",
        "h2e2 ",
        "H2E2",
        "h2-e2",
        "炮二平五",
        "e4e4e4",
    ];
    match rng.gen_range(0..5) {
        0 => NEAR[rng.gen_range(0..NEAR.len())].to_string(),
        1 => {
            let point = Square::new(rng.gen_range(0..90)).unwrap();
            point.to_string()
        }
        2 => (0..rng.gen_range(0..5))
            .map(|_| b"abcdefghijz0123456789 -"[rng.gen_range(0..23)] as char)
            .collect(),
        3 => (0..rng.gen_range(0..12))
            .map(|_| rng.gen::<char>())
            .collect(),
        _ => {
            let from = Square::new(rng.gen_range(0..90)).unwrap();
            let to = Square::new(rng.gen_range(0..90)).unwrap();
            format!("{from}{to}")
        }
    }
}

/// A string inside a buffer (a field, an option's value): length, then UTF-8 bytes.
fn nested(text: &str) -> Vec<u8> {
    let mut out = (text.len() as i32).to_be_bytes().to_vec();
    out.extend_from_slice(text.as_bytes());
    out
}

/// `value` lowered with its point `e4` written as `text` instead (the bytes a shell would
/// send for that value with a point it made up).
fn with_point<T>(value: T, text: &str) -> RustBuffer
where
    T: Lower<UniFfiTag, FfiType = RustBuffer>,
{
    let bytes = <T as Lower<UniFfiTag>>::lower(value).destroy_into_vec();
    let marker = nested("e4");
    let at = bytes
        .windows(marker.len())
        .position(|w| w == marker.as_slice())
        .expect("the template holds e4");
    let mut out = bytes[..at].to_vec();
    out.extend(nested(text));
    out.extend_from_slice(&bytes[at + marker.len()..]);
    RustBuffer::from_vec(out)
}

fn handle<T: ?Sized>(object: &Arc<T>) -> Handle
where
    Arc<T>: Lower<UniFfiTag, FfiType = Handle>,
{
    <Arc<T> as Lower<UniFfiTag>>::lower(object.clone())
}

/// The call ended as the API promises for `text`: a well-formed value is taken (or refused
/// for a reason of the game, a typed error too), a malformed one is `BadInput`; never an
/// internal error.
fn check(call: &str, text: &str, well_formed: bool, status: RustCallStatus) {
    match status.code {
        RustCallStatusCode::Success if well_formed => {}
        RustCallStatusCode::Error => {
            let buf = std::mem::ManuallyDrop::into_inner(status.error_buf);
            let error =
                <XiangqiError as Lift<UniFfiTag>>::try_lift(buf).expect("the error is one of ours");
            assert!(
                well_formed || matches!(error, XiangqiError::BadInput { .. }),
                "{call}({text:?}): {error:?}"
            );
            if let XiangqiError::BadInput { text: said } = &error {
                assert!(
                    !well_formed,
                    "{call}({text:?}) refused a good value: {said}"
                );
                assert!(!said.contains("panicked"), "{said}");
            }
        }
        code => panic!(
            "{call}({text:?}): {code:?}, expected {}",
            if well_formed { "success" } else { "BadInput" }
        ),
    }
}

fn status() -> RustCallStatus {
    RustCallStatus::default()
}

#[test]
fn a_point_or_move_the_core_never_gave_out_is_bad_input_at_every_call() {
    let options = AppOptions {
        engine: fast_engine(),
        ..AppOptions::in_memory(Lang::De)
    };
    let core = start_with(options, Arc::new(QuietShell)).expect("the app starts");

    let e4 = Square::parse_iccs("e4").unwrap();
    let gestures = [
        BoardGesture::Tap { point: e4 },
        BoardGesture::LongPress { point: e4 },
        BoardGesture::Activate { point: e4 },
        BoardGesture::DragStart {
            point: e4,
            x: 1.0,
            y: 2.0,
        },
        BoardGesture::DragMove {
            over: Some(e4),
            x: 3.0,
            y: 4.0,
        },
        BoardGesture::DragEnd { over: Some(e4) },
    ];
    let mut rng = StdRng::seed_from_u64(40);
    let mut refused = 0;
    for round in 0..400 {
        let text = arbitrary_text(&mut rng);
        let is_point = Square::parse_iccs(&text).is_some();
        refused += usize::from(!is_point);

        let gesture = gestures[round % gestures.len()].clone();
        let event = with_point(Event::Board { gesture }, &text);
        let mut st = status();
        unsafe { uniffi_xiangqi_fn_method_appcore_send(handle(&core), event, &mut st) };
        check("AppCore.send(Board)", &text, is_point, st);
    }
    assert!(refused > 100, "enough malformed values: {refused}");

    // Refused in the app's words and language (German here, the device's).
    let event = with_point(
        Event::Board {
            gesture: BoardGesture::Tap { point: e4 },
        },
        "z9",
    );
    let mut st = status();
    unsafe { uniffi_xiangqi_fn_method_appcore_send(handle(&core), event, &mut st) };
    assert_eq!(st.code, RustCallStatusCode::Error);
    let buf = std::mem::ManuallyDrop::into_inner(st.error_buf);
    match <XiangqiError as Lift<UniFfiTag>>::try_lift(buf) {
        Ok(XiangqiError::BadInput { text }) => {
            assert_eq!(text, "„z9“ ist kein Punkt des Bretts (a0 bis i9).")
        }
        other => panic!("{other:?}"),
    }

    // The app runs on: the next event is applied and rendered.
    core.send(Event::SelectTab { tab: Tab::More }).unwrap();
    core.send(Event::Action {
        action: Action::OpenSettings,
    })
    .unwrap();
    core.settle();
    assert!(matches!(
        core.view().top(),
        Some(ScreenView::Settings { .. })
    ));
    core.shutdown();
}

/// An event carrying a text.
type TextEvent = fn(&str) -> Event;

#[test]
fn free_text_in_every_call_and_event_is_answered_without_a_panic() {
    let mut rng = StdRng::seed_from_u64(4040);
    // The events that carry text, each on the screen that reads it.
    let j = Journey::new(Lang::En);
    let texts: Vec<String> = (0..60).map(|_| arbitrary_text(&mut rng)).collect();
    let screens: [(Tab, &[Action], TextEvent); 5] = [
        (Tab::More, &[Action::OpenEditor], |t| Event::Paste {
            text: t.into(),
        }),
        (Tab::Play, &[Action::OpenNewGame, Action::StartGame], |t| {
            Event::TypeMove { text: t.into() }
        }),
        (Tab::Puzzles, &[Action::OpenPuzzleLevel { level: 3 }], |t| {
            Event::TypeMove { text: t.into() }
        }),
        (Tab::More, &[Action::OpenOnline], |t| Event::Input {
            field: TextField::OnlineName,
            text: t.into(),
        }),
        (Tab::More, &[Action::OpenOnline], |t| Event::Input {
            field: TextField::OnlineServer,
            text: t.into(),
        }),
    ];
    for (tab, path, event) in screens {
        j.tab(tab);
        for action in path {
            j.action(action.clone());
        }
        let depth = j.view().stack.len();
        assert!(depth > 1, "{path:?} opens a screen");
        for text in &texts {
            j.core.send(event(text));
        }
        j.core.settle();
        assert_eq!(j.view().stack.len(), depth, "{path:?}: still there");
        while j.view().stack.len() > 1 {
            j.send(Event::Back);
            j.core.send(Event::Action {
                action: Action::LeaveDaily,
            });
        }
    }
    // A backup file of any bytes is refused in words, and the app runs on.
    j.open(Action::OpenSettings);
    for text in &texts {
        j.action(Action::ImportBackup);
        j.send(Event::FileOpened {
            bytes: Some(text.clone().into_bytes()),
        });
    }
    assert!(matches!(j.top(), ScreenView::Settings { .. }));
}

#[test]
fn odd_canvas_sizes_and_touches_leave_the_board_working() {
    let j = Journey::new(Lang::En);
    j.action(Action::OpenNewGame);
    j.action(Action::StartGame);
    let odd = [
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        0.0,
        -1.0,
        1e30,
        f32::MIN_POSITIVE,
    ];
    for &w in &odd {
        for &h in &odd {
            j.send(Event::BoardResized {
                width: w,
                height: h,
            });
            let _ = j.core.board_scene(w, h, f32::NAN);
            let _ = j.core.point_at(w, h, w, h);
            j.send(Event::Board {
                gesture: BoardGesture::DragMove {
                    over: None,
                    x: w,
                    y: h,
                },
            });
            j.send(Event::Board {
                gesture: BoardGesture::DragCancel,
            });
        }
    }
    j.send(Event::BoardResized {
        width: 900.0,
        height: 1000.0,
    });
    assert!(!j.core.board_scene(900.0, 1000.0, 1.0).primitives.is_empty());
    j.play("h2", "e2");
    assert!(
        game(&j.top()).board.last_move.is_some(),
        "the board still plays"
    );
}

#[test]
fn any_option_index_of_any_choice_is_taken_or_ignored() {
    const FIELDS: [Field; 24] = [
        Field::Mode,
        Field::Level,
        Field::Color,
        Field::Clock,
        Field::Handicap,
        Field::ComputerHandicap,
        Field::PerpetualCheckOnly,
        Field::StalemateIsDraw,
        Field::Language,
        Field::Notation,
        Field::PieceFaces,
        Field::Stage,
        Field::Coordinates,
        Field::MoveHelper,
        Field::Dangers,
        Field::Sound,
        Field::Music,
        Field::MusicPiece,
        Field::Speech,
        Field::Haptics,
        Field::SideToMove,
        Field::OnlineTimeControl,
        Field::OnlineRated,
        Field::OnlineStake,
    ];
    let j = Journey::new(Lang::En);
    for (tab, screen) in [
        (Tab::Play, Action::OpenNewGame),
        (Tab::More, Action::OpenSettings),
        (Tab::More, Action::OpenEditor),
        (Tab::More, Action::OpenOnline),
    ] {
        j.tab(tab);
        j.action(screen.clone());
        for field in FIELDS {
            for option in [0, 1, 2, 7, 99, u32::MAX] {
                j.core.send(Event::Choose { field, option });
                j.core.send(Event::Toggle {
                    field,
                    on: option % 2 == 0,
                });
            }
        }
        j.core.settle();
        assert_eq!(j.view().stack.len(), 2, "{screen:?}: still open");
        j.send(Event::Back);
    }
    // The app runs on: the next screen opens.
    j.tab(Tab::Learn);
    assert!(
        matches!(j.top(), ScreenView::School { .. }),
        "{}",
        j.top().title()
    );
}

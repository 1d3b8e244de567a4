//! Move helper, dangers and piece card: one position built for each case.

use xiangqi::explain::{
    dangers, gait, move_help, piece_card, render_card, render_help, status_line, BlockReason,
    MoveHelp, Region,
};
use xiangqi::Lang;
use xiangqi::{Bitboard, Color, PieceKind, Position, Square};

fn sq(t: &str) -> Square {
    Square::parse_iccs(t).unwrap()
}

fn help(fen: &str, point: &str) -> MoveHelp {
    let pos = Position::from_fen(fen).unwrap();
    move_help(&pos, sq(point), Bitboard::EMPTY).unwrap()
}

fn blocked(h: &MoveHelp, to: &str) -> (BlockReason, Option<Square>) {
    let b = h
        .blocked
        .iter()
        .find(|b| b.to == sq(to))
        .unwrap_or_else(|| panic!("{to} not blocked in {h:?}"));
    (b.reason, b.blocker)
}

fn pts(v: &[&str]) -> Vec<Square> {
    let mut out: Vec<Square> = v.iter().map(|t| sq(t)).collect();
    out.sort();
    out
}

fn sorted(mut v: Vec<Square>) -> Vec<Square> {
    v.sort();
    v
}

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

#[test]
fn horse_leg() {
    let h = help(START, "h0");
    assert_eq!(sorted(h.legal.clone()), pts(&["g2", "i2"]));
    assert_eq!(blocked(&h, "f1"), (BlockReason::HorseLeg, Some(sq("g0"))));
}

#[test]
fn elephant_eye() {
    let h = help("3k5/9/9/9/9/9/9/9/3N5/2B1K4 w - - 0 1", "c0");
    assert_eq!(
        blocked(&h, "e2"),
        (BlockReason::ElephantEye, Some(sq("d1")))
    );
    assert_eq!(h.legal, pts(&["a2"]));
}

#[test]
fn river_for_elephant_and_soldier() {
    let h = help("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1", "c4");
    assert_eq!(sorted(h.legal.clone()), pts(&["a2", "e2"]));
    assert_eq!(blocked(&h, "a6"), (BlockReason::River, None));
    assert_eq!(blocked(&h, "e6"), (BlockReason::River, None));
    let s = help(START, "c3");
    assert_eq!(s.legal, pts(&["c4"]));
    assert_eq!(blocked(&s, "b3").0, BlockReason::River);
    assert!(s.blocked[0].status_line(Lang::De).contains("Soldat"));
    assert!(h.blocked[0].status_line(Lang::De).contains("Elefant"));
}

#[test]
fn palace_and_flying_general() {
    let h = help("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d0");
    assert_eq!(h.legal, pts(&["d1"]));
    assert_eq!(blocked(&h, "c0"), (BlockReason::Palace, None));
    assert_eq!(
        blocked(&h, "e0"),
        (BlockReason::FlyingGeneral, Some(sq("e9")))
    );
    // Advisors stay in the palace too.
    let a = help("4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", "e1");
    assert_eq!(sorted(a.legal.clone()), pts(&["d2", "f0", "f2"]));
    assert_eq!(blocked(&a, "d0"), (BlockReason::OwnPiece, Some(sq("d0"))));
    let a = help("3k5/9/9/9/9/9/9/3A5/9/4K4 w - - 0 1", "d2");
    assert_eq!(blocked(&a, "c3"), (BlockReason::Palace, None));
}

#[test]
fn check_from_a_pin() {
    let h = help("3k5/9/9/9/4r4/9/9/9/4R4/4K4 w - - 0 1", "e1");
    assert_eq!(sorted(h.legal.clone()), pts(&["e2", "e3", "e4", "e5"]));
    assert_eq!(blocked(&h, "d1"), (BlockReason::Check, Some(sq("e5"))));
    assert_eq!(blocked(&h, "a1"), (BlockReason::Check, Some(sq("e5"))));
    // The general may not step into an attacked point either.
    let g = help("3k5/9/9/9/5r3/9/9/9/9/4K4 w - - 0 1", "e0");
    assert_eq!(blocked(&g, "f0"), (BlockReason::Check, Some(sq("f5"))));
}

#[test]
fn iron_piece() {
    let pos = Position::from_fen("3k5/9/9/9/n8/9/9/9/9/R3K4 w - - 0 1").unwrap();
    let free = move_help(&pos, sq("a0"), Bitboard::EMPTY).unwrap();
    assert!(free.legal.contains(&sq("a5")));
    let iron = move_help(&pos, sq("a0"), Bitboard::from(sq("a5"))).unwrap();
    assert!(!iron.legal.contains(&sq("a5")));
    assert_eq!(
        blocked(&iron, "a5"),
        (BlockReason::IronPiece, Some(sq("a5")))
    );
    // The card does not count the iron piece as attacked.
    let card = piece_card(&pos, sq("a5"), Bitboard::from(sq("a5"))).unwrap();
    assert!(card.attacked_by.is_empty());
    let card = piece_card(&pos, sq("a5"), Bitboard::EMPTY).unwrap();
    assert_eq!(card.attacked_by, vec![sq("a0")]);
}

#[test]
fn own_piece() {
    let h = help(START, "a0");
    assert_eq!(blocked(&h, "a3"), (BlockReason::OwnPiece, Some(sq("a3"))));
    assert_eq!(blocked(&h, "b0"), (BlockReason::OwnPiece, Some(sq("b0"))));
}

#[test]
fn cannon_screens() {
    let h = help("3k5/9/9/9/9/9/9/1c7/9/1C2K4 w - - 0 1", "b0");
    assert_eq!(blocked(&h, "b2"), (BlockReason::CannonNoScreen, None));
    assert_eq!(h.legal, pts(&["a0", "b1", "c0", "d0"]));
    let h = help("3k5/9/9/p8/9/P8/P8/9/9/C3K4 w - - 0 1", "a0");
    assert_eq!(blocked(&h, "a4"), (BlockReason::OwnPiece, Some(sq("a4"))));
    assert_eq!(
        blocked(&h, "a6"),
        (BlockReason::CannonScreens, Some(sq("a4")))
    );
    // One screen: a normal capture.
    let h = help("3k5/9/9/p8/9/9/P8/9/9/C3K4 w - - 0 1", "a0");
    assert!(h.legal.contains(&sq("a6")));
}

#[test]
fn every_reason_has_texts() {
    for r in BlockReason::ALL {
        for k in [PieceKind::Elephant, PieceKind::Soldier] {
            let de = status_line(r, k, Lang::De);
            let en = status_line(r, k, Lang::En);
            assert!(!de.is_empty() && !en.is_empty() && de != en);
        }
    }
    let names = [
        (BlockReason::HorseLeg, "Fußangel"),
        (BlockReason::ElephantEye, "Elefantenauge"),
        (BlockReason::River, "Fluss"),
        (BlockReason::Palace, "Palast"),
        (BlockReason::Check, "Schach"),
        (BlockReason::FlyingGeneral, "Fliegender General"),
    ];
    for (r, word) in names {
        assert!(status_line(r, PieceKind::Horse, Lang::De).starts_with(word));
    }
    for k in PieceKind::ALL {
        assert_ne!(gait(k, Lang::De), gait(k, Lang::En));
    }
}

#[test]
fn risky_targets() {
    // The black horse on b7 covers a5 (leg b6 free); nothing red could recapture there.
    let h = help("3k5/9/1n7/9/9/9/9/9/9/R3K4 w - - 0 1", "a0");
    assert!(h.legal.contains(&sq("a5")) && h.legal.contains(&sq("a4")));
    assert!(h.risky.contains(&sq("a5")));
    assert!(!h.risky.contains(&sq("a4")));
    // Covered by a second chariot on the a-file: a5 is no longer risky... the horse still
    // takes, but the rear chariot takes back.
    let h = help("3k5/9/1n7/9/9/9/9/9/R8/R3K4 w - - 0 1", "a1");
    assert!(h.legal.contains(&sq("a5")));
    assert!(!h.risky.contains(&sq("a5")));
}

#[test]
fn dangers_are_attacked_and_undefended() {
    // c1 horse: attacked by the chariot on c3, undefended. g1 horse: attacked by the chariot
    // on g5, defended by the chariot on g0.
    let pos = Position::from_fen("3k5/9/9/9/6r2/9/2r6/9/2N3N2/4K1R2 w - - 0 1").unwrap();
    assert_eq!(dangers(&pos, Color::Red, Bitboard::EMPTY), vec![sq("c1")]);
    assert!(dangers(&pos, Color::Black, Bitboard::EMPTY).is_empty());
    // An iron piece is never in danger.
    assert!(dangers(&pos, Color::Red, Bitboard::from(sq("c1"))).is_empty());
    let card = piece_card(&pos, sq("c1"), Bitboard::EMPTY).unwrap();
    assert!(card.in_danger);
    let card = piece_card(&pos, sq("g1"), Bitboard::EMPTY).unwrap();
    assert!(!card.in_danger);
    assert_eq!(card.attacked_by, vec![sq("g5")]);
    assert_eq!(card.defended_by, vec![sq("g0")]);
}

#[test]
fn checking_pieces_including_cannon_through_own_screen() {
    // The black advisor on e8 is the screen for the red cannon's check on e9.
    let h = help("4k4/4a4/9/9/4C4/9/9/9/9/3K5 b - - 0 1", "e8");
    assert_eq!(h.checkers, vec![sq("e5")]);
    // Moving the advisor away is legal (it removes the screen)...
    assert!(!h.legal.is_empty());
    // ...while the general cannot stay on the file.
    let g = help("4k4/4a4/9/9/4C4/9/9/9/9/3K5 b - - 0 1", "e9");
    assert_eq!(blocked(&g, "d9").0, BlockReason::FlyingGeneral);
    // A horse and a chariot giving check at once.
    let h = help("4k4/9/3N5/9/9/9/9/9/9/3KR4 b - - 0 1", "e9");
    assert_eq!(sorted(h.checkers.clone()), pts(&["d7", "e0"]));
    // No check: nothing outlined.
    assert!(help(START, "h2").checkers.is_empty());
}

#[test]
fn piece_card_situation() {
    let pos = Position::from_fen(START).unwrap();
    let card = piece_card(&pos, sq("h2"), Bitboard::EMPTY).unwrap();
    assert_eq!(card.region, Region::OwnHalf);
    assert_eq!(card.attacks, vec![sq("h9")]); // over the black cannon on h7
    assert_eq!(card.legal_moves, 12);
    assert!(!card.blocked && card.pinned_by.is_none());
    let card = piece_card(&pos, sq("e0"), Bitboard::EMPTY).unwrap();
    assert_eq!(card.region, Region::Palace);
    let card = piece_card(&pos, sq("a0"), Bitboard::EMPTY).unwrap();
    assert_eq!(card.legal_moves, 2);
    // A black piece: as if Black were to move.
    let card = piece_card(&pos, sq("h9"), Bitboard::EMPTY).unwrap();
    assert_eq!(card.legal_moves, 2);
    // Pinned soldier (cannon e5, screen: the advisor on e1), across the river soldier.
    let pos = Position::from_fen("4k4/9/9/9/4c4/9/4P4/9/4A4/4K4 w - - 0 1").unwrap();
    let card = piece_card(&pos, sq("e3"), Bitboard::EMPTY).unwrap();
    assert_eq!(card.pinned_by, Some(sq("e5")));
    let pos = Position::from_fen("4k4/9/9/4P4/9/9/9/9/9/3K5 w - - 0 1").unwrap();
    let card = piece_card(&pos, sq("e6"), Bitboard::EMPTY).unwrap();
    assert_eq!(card.region, Region::AcrossRiver);
    assert_eq!(card.legal_moves, 3);
    // Blocked: an elephant with both eyes covered.
    let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/1N1N5/2B1K4 w - - 0 1").unwrap();
    let card = piece_card(&pos, sq("c0"), Bitboard::EMPTY).unwrap();
    assert!(card.blocked);
    let de = render_card(&card, Lang::De);
    assert!(de.contains("Elefant") && de.contains("Blockiert"), "{de}");
    let en = render_card(&card, Lang::En);
    assert!(en.contains("elephant") && en.contains("Blocked"), "{en}");
}

#[test]
fn rendering_names_the_reason() {
    let h = help(START, "h0");
    let de = render_help(&h, Lang::De);
    assert!(de.contains("Fußangel") && de.contains("g0"), "{de}");
    let en = render_help(&h, Lang::En);
    assert!(en.contains("Horse leg"), "{en}");
    let json = xiangqi::explain::to_json(
        &h,
        &piece_card(
            &Position::from_fen(START).unwrap(),
            sq("h0"),
            Bitboard::EMPTY,
        )
        .unwrap(),
    );
    assert!(
        json.contains("\"HorseLeg\"") && json.contains("\"g0\""),
        "{json}"
    );
}

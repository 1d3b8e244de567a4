//! FEN parsing and validation: each syntax and legality error is named.

use xiangqi::{
    Color, FenError, FenSyntaxError, PieceKind, Position, PositionError, Setup, Square, Status,
    START_FEN,
};

fn syntax(fen: &str) -> FenSyntaxError {
    match Position::from_fen(fen) {
        Err(FenError::Syntax(e)) => e,
        other => panic!("{fen}: expected a syntax error, got {other:?}"),
    }
}

fn illegal(fen: &str) -> PositionError {
    match Position::from_fen(fen) {
        Err(FenError::Position(e)) => e,
        other => panic!("{fen}: expected a position error, got {other:?}"),
    }
}

fn sq(s: &str) -> Square {
    Square::parse_iccs(s).unwrap()
}

#[test]
fn syntax_errors() {
    assert_eq!(syntax(""), FenSyntaxError::Empty);
    assert_eq!(
        syntax("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"),
        FenSyntaxError::FieldCount(1)
    );
    assert_eq!(
        syntax(&format!("{START_FEN} x")),
        FenSyntaxError::FieldCount(7)
    );
    assert_eq!(syntax("9/9/9 w"), FenSyntaxError::RankCount(3));
    assert_eq!(
        syntax("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/8/RNBAKABNR w"),
        FenSyntaxError::RankWidth { rank: 9, width: 8 }
    );
    assert_eq!(
        syntax("rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"),
        FenSyntaxError::RankWidth { rank: 1, width: 10 }
    );
    assert_eq!(
        syntax("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w"),
        FenSyntaxError::UnknownPiece('X')
    );
    assert_eq!(
        syntax("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x"),
        FenSyntaxError::BadSide("x".into())
    );
    assert_eq!(
        syntax("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - z 1"),
        FenSyntaxError::BadCounter("z".into())
    );
}

#[test]
fn aliases_and_normalisation() {
    // r for Red, E/H for elephant/horse, missing counters.
    let pos = Position::from_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r")
        .unwrap();
    assert_eq!(pos.to_fen(), START_FEN);
    assert_eq!(pos.side_to_move(), Color::Red);
    let black = Position::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 b - - 7 20").unwrap();
    assert_eq!(black.to_fen(), "3k5/9/9/9/9/9/9/9/9/4K4 b - - 7 20");
    assert_eq!(black.halfmove_clock(), 7);
}

#[test]
fn legality_errors() {
    assert_eq!(
        illegal("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R8/RNBAKABNR w"),
        PositionError::TooManyPieces {
            color: Color::Red,
            kind: PieceKind::Chariot,
            count: 3,
            max: 2
        }
    );
    assert_eq!(
        illegal("9/9/9/9/9/9/9/9/9/4K4 w"),
        PositionError::MissingGeneral(Color::Black)
    );
    assert_eq!(
        illegal("4k4/9/9/9/9/9/9/9/K8/9 w"),
        PositionError::GeneralOutsidePalace {
            color: Color::Red,
            square: sq("a1")
        }
    );
    assert_eq!(
        illegal("3k5/9/9/9/9/9/9/9/9/3KA4 w"),
        PositionError::UnreachablePoint {
            color: Color::Red,
            kind: PieceKind::Advisor,
            square: sq("e0")
        }
    );
    assert_eq!(
        illegal("3k5/9/9/9/9/4b4/9/9/9/4K4 w"),
        PositionError::UnreachablePoint {
            color: Color::Black,
            kind: PieceKind::Elephant,
            square: sq("e4")
        }
    );
    assert_eq!(
        illegal("3k5/9/9/9/9/9/9/P8/9/4K4 w"),
        PositionError::SoldierBehindStart {
            color: Color::Red,
            square: sq("a2")
        }
    );
    assert_eq!(
        illegal("4k4/9/9/9/9/9/9/9/9/4K4 w"),
        PositionError::GeneralsFacing
    );
    // Black is in check from the red chariot but it is Red's move.
    assert_eq!(
        illegal("3k5/9/9/9/9/9/9/9/9/3RK4 w"),
        PositionError::OppositeCheck(Color::Black)
    );
}

#[test]
fn fewer_pieces_are_fine() {
    let pos: Setup = "3k5/9/9/9/9/9/9/9/9/4K4 w".parse().unwrap();
    let pos = pos.into_position().unwrap();
    // d0 would face the black general on the open d file.
    assert_eq!(pos.legal_moves().len(), 2);
    assert_eq!(pos.status(), Status::Ongoing);
}

#[test]
fn status_words() {
    // Double chariot mate and a stalemated general.
    let mate = Position::from_fen("3k5/3R5/3R5/9/9/9/9/9/9/4K4 b").unwrap();
    assert_eq!(mate.status(), Status::Checkmate);
    let stalemate = Position::from_fen("3k5/4R4/9/9/9/9/9/9/9/5K3 b").unwrap();
    assert_eq!(stalemate.status(), Status::Stalemate);
}

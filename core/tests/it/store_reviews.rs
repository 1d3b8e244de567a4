//! Stored post-game reviews: saved with the game, replaced, kept across a reopen, deleted
//! with the game and by a backup import; bad input is a typed error.

use crate::store_common;

use store_common::{vs_computer, TempDir};
use xiangqi::engine::Level;
use xiangqi::store::{GameId, Store, StoreError};
use xiangqi::Color;

const REVIEW: &str = r#"{"format":"xiangqi-review","version":1,"review":{}}"#;

#[test]
fn a_review_is_kept_with_its_game() {
    let dir = TempDir::new("reviews");
    let path = dir.join("x.db");
    let id = {
        let mut s = Store::open(&path).unwrap();
        let id = s
            .create_game(&vs_computer(Level::Easy, Color::Black), 1)
            .unwrap();
        s.append_move(id, 0, "h2e2", "null", 2).unwrap();
        assert_eq!(s.load_review(id).unwrap(), None);
        s.save_review(id, 1, REVIEW, 3).unwrap();
        id
    };
    let mut s = Store::open(&path).unwrap();
    let r = s.load_review(id).unwrap().unwrap();
    assert_eq!((r.ply_count, r.json.as_str(), r.created_ms), (1, REVIEW, 3));
    // Saving again replaces it.
    s.append_move(id, 1, "h9g7", "null", 4).unwrap();
    s.save_review(id, 2, r#"{"v":2}"#, 5).unwrap();
    let r = s.load_review(id).unwrap().unwrap();
    assert_eq!((r.ply_count, r.json.as_str()), (2, r#"{"v":2}"#));
    s.delete_game(id).unwrap();
    assert_eq!(s.load_review(id).unwrap(), None);
}

#[test]
fn bad_input_is_refused() {
    let mut s = Store::open_in_memory().unwrap();
    assert!(matches!(
        s.save_review(GameId(42), 0, REVIEW, 1),
        Err(StoreError::NotFound { id: GameId(42) })
    ));
    let id = s
        .create_game(&vs_computer(Level::Normal, Color::Red), 1)
        .unwrap();
    assert!(matches!(
        s.save_review(id, 0, "{not json", 1),
        Err(StoreError::InvalidInput(_))
    ));
    assert_eq!(s.load_review(id).unwrap(), None);
}

#[test]
fn a_backup_import_drops_the_reviews_of_replaced_games() {
    let mut s = Store::open_in_memory().unwrap();
    let id = s
        .create_game(&vs_computer(Level::Normal, Color::Red), 1)
        .unwrap();
    let backup = s.export_json().unwrap();
    s.save_review(id, 0, REVIEW, 2).unwrap();
    s.import_json(&backup).unwrap();
    // The same game id is back, but its review was not in the backup.
    assert!(s.load_game(id).is_ok());
    assert_eq!(s.load_review(id).unwrap(), None);
}

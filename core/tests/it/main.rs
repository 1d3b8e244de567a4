//! The core's integration tests: rules, engine, notation, game, scene, sound, store, puzzles, lessons, review, and the app's journeys.
//!
//! One test binary for the crate (each module is what was once a binary of its own): cargo links
//! the crate and its dependencies once, not once per file. `cargo test -p CRATE MODULE::` runs
//! one module's tests.

mod scene_common;
mod sound_support;
mod store_common;

mod app_board;
mod app_learn;
mod app_review;
mod app_session;
mod editor_cases;
mod engine_multipv;
mod engine_search;
mod explain_helper;
mod game_handicap;
mod game_judge;
mod game_play;
mod game_repetition;
mod journeys;
mod lessons_all;
mod notation_pgn;
mod notation_roundtrip;
mod notation_vectors;
mod puzzles_catalogue;
mod puzzles_generator;
mod puzzles_session;
mod puzzles_solver;
mod review_analysis;
mod review_game;
mod rules_fen;
mod rules_properties;
mod rules_vectors;
mod scene_a11y;
mod scene_geometry;
mod scene_golden;
mod scene_input;
mod scene_marks;
mod sound_cues;
mod sound_music;
mod sound_player;
mod sound_scores;
mod store_damage;
mod store_games;
mod store_kill;
mod store_progress;
mod store_reviews;
mod store_schema;

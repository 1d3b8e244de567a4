//! What a game session shows: the board view, its scene for the painter and the screen
//! reader's points.

use super::*;

impl GameSession {
    /// The board as primitives for a canvas of `width` x `height` pixels, with the current
    /// marks and the last move's animation at `progress` (0..=1; pass 1 when not animating).
    pub fn scene(&self, width: f32, height: f32, progress: f32) -> Scene {
        let st = lock(&self.shared.state);
        scene::build(&st.scene_state(progress), &st.scene_options(width, height))
    }

    /// The options the session's scene is drawn with (orientation and view settings).
    pub fn scene_options(&self, width: f32, height: f32) -> SceneOptions {
        lock(&self.shared.state).scene_options(width, height)
    }

    /// The point under a touch at (`x`, `y`) on the session's board of `width` x `height`.
    pub fn point_at(&self, width: f32, height: f32, x: f32, y: f32) -> Option<Square> {
        scene::point_at(&self.scene_options(width, height), x, y)
    }

    /// What a screen reader says for each of the 90 points, with what a double tap does now.
    pub fn accessibility(&self, width: f32, height: f32) -> Vec<PointAccessibility> {
        let st = lock(&self.shared.state);
        let lang = st.lang();
        let ctx = BoardContext::new(st.game.position(), st.game.rules(), st.turn(), lang);
        let state = st.scene_state(1.0);
        let geometry = st.scene_options(width, height).geometry();
        st.input.accessibility(&ctx, &state, &geometry)
    }
}

/// The side drawn at the bottom: the human vs. the computer, the side to move between two
/// players (the board turns with each move).
pub(super) fn bottom_side(st: &State) -> Color {
    let bottom = player_side(st);
    if st.flipped {
        !bottom
    } else {
        bottom
    }
}

/// The side whose view the board takes unturned: the human vs. the computer, the side to
/// move between two players.
fn player_side(st: &State) -> Color {
    let side = st.game.position().side_to_move();
    st.mode.computer_color().map(|c| !c).unwrap_or(side)
}

/// The player's attacked, undefended pieces, when the dangers setting is on.
pub(super) fn dangers(st: &State) -> Vec<Square> {
    let game = &st.game;
    let pos = game.position();
    if st.settings.dangers && !game.is_over() {
        explain::dangers(pos, player_side(st), game.rules().protected_points(pos))
    } else {
        Vec::new()
    }
}

pub(super) fn build_view(st: &State, now: u64) -> BoardView {
    let game = &st.game;
    let pos = game.position();
    let lang = st.lang();
    let style = st.style();
    let played = game.moves();
    let mut moves = Vec::with_capacity(played.len());
    let mut p = game.start_position().clone();
    for &m in &played {
        moves.push(notation::format(&p, m, style));
        p.make_move(m);
    }
    let opening = notation::opening_name(&played).map(|o| o.name(lang).to_string());
    let in_check = pos.in_check();
    let side = pos.side_to_move();
    // While stepping the board shows an earlier position; the status, clocks and moves stay
    // the game's.
    let shown = st
        .shown
        .and_then(|ply| game.position_at(ply).map(|p| (ply, p)));
    let board_pos = shown.as_ref().map_or(pos, |(_, p)| p);
    let board_last = match &shown {
        Some((ply, _)) => ply.checked_sub(1).and_then(|i| played.get(i).copied()),
        None => played.last().copied(),
    };
    let clock = game.clock().map(|c| ClockView {
        red_ms: c.remaining_ms(Color::Red, now),
        black_ms: c.remaining_ms(Color::Black, now),
        running: c.to_move(),
        in_grace: matches!(c.phase(now), ClockPhase::Grace { .. }),
        grace_left_ms: match c.phase(now) {
            ClockPhase::Grace { left_ms } => left_ms,
            _ => 0,
        },
    });
    let warning = game.warning();
    BoardView {
        title: texts::game_title(st.mode, game.setup(), game.house(), st.clock_choice, lang),
        fen: board_pos.to_fen(),
        pieces: board_pos
            .occupied()
            .filter_map(|s| {
                board_pos
                    .piece_at(s)
                    .map(|piece| PieceView { point: s, piece })
            })
            .collect(),
        side_to_move: side,
        bottom: bottom_side(st),
        last_move: board_last,
        in_check,
        checkers: board_pos.checkers().collect(),
        warning,
        warning_text: warning.map(|w| texts::warning_text(w, lang)),
        moves,
        opening,
        state: game.state(),
        status_text: texts::status_text(game.state(), side, in_check, lang),
        clock,
        can_undo: plies_to_undo(st) > 0,
        computer_to_move: computer_to_move(st),
        computer_thinking: st.thinking.is_some(),
        dangers: dangers(st),
        ply: played.len() as u32,
    }
}

//! The lasting navigation: tabs that keep their history, the top bar, the More tab, and
//! home's way in (the characters' tiles).

use super::harness::*;
use xiangqi::app::{Action, Event, Field, ScreenView};
use xiangqi::engine::Level;
use xiangqi::Lang;

fn selected(j: &Journey) -> Tab {
    let v = j.view();
    v.tabs
        .iter()
        .find(|t| t.selected)
        .expect("a tab is selected")
        .tab
}

#[test]
fn each_tab_keeps_its_history_and_a_running_game_has_the_whole_screen() {
    let j = Journey::new(Lang::En);
    let v = j.view();
    let labels: Vec<_> = v.tabs.iter().map(|t| t.label.as_str()).collect();
    assert_eq!(labels, ["Play", "Puzzles", "Learn", "Records", "More"]);
    assert_eq!(selected(&j), Tab::Play);
    let bar = v.top_bar.expect("a top bar over home");
    assert_eq!(bar.title, "Xiangqi");
    assert_eq!(bar.back, None, "no back arrow on a tab's root");

    // Play: the new-game sheet, one level below the root.
    j.action(Action::OpenNewGame);
    assert!(matches!(j.top(), ScreenView::NewGame { .. }));
    assert_eq!(j.view().top_bar.unwrap().back.as_deref(), Some("Back"));

    // More: the settings, then the Learn tab's root.
    j.tab(Tab::More);
    assert!(matches!(j.top(), ScreenView::More { .. }));
    j.action(Action::OpenSettings);
    assert!(matches!(j.top(), ScreenView::Settings { .. }));
    j.tab(Tab::Learn);
    assert!(matches!(j.top(), ScreenView::School { .. }));
    assert_eq!(j.view().stack.len(), 1);

    // Each tab is where it was left.
    j.tab(Tab::Play);
    assert!(matches!(j.top(), ScreenView::NewGame { .. }));
    assert_eq!(j.view().stack.len(), 2);
    j.tab(Tab::More);
    assert!(matches!(j.top(), ScreenView::Settings { .. }));

    // The tab on screen, tapped again, goes back to its root.
    j.tab(Tab::More);
    assert!(matches!(j.top(), ScreenView::More { .. }));
    // Back at another tab's root goes to Play, as it was left.
    j.send(Event::Back);
    assert_eq!(selected(&j), Tab::Play);
    assert!(matches!(j.top(), ScreenView::NewGame { .. }));

    // A game has the whole screen: no tabs, no top bar (its own title line), and a tab
    // event meanwhile does nothing.
    j.action(Action::StartGame);
    let v = j.view();
    assert!(matches!(v.top(), Some(ScreenView::Game { .. })));
    assert!(v.tabs.is_empty() && v.top_bar.is_none());
    j.tab(Tab::Records);
    assert!(matches!(j.top(), ScreenView::Game { .. }));
    // Back from the game: home, which lists it.
    j.send(Event::Back);
    assert_eq!(selected(&j), Tab::Play);
    assert_eq!(home(&j.top()).unfinished.len(), 1);
}

#[test]
fn a_character_tile_starts_a_game_with_the_last_clock_and_a_long_press_opens_the_sheet() {
    let j = Journey::new(Lang::En);
    let h = home(&j.top()).clone();
    let names: Vec<_> = h.characters.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["Xiaolan", "Meifang", "Master Wang"]);
    assert!(h.invitation.is_some(), "a new player is invited");

    // The last game had a clock: the tile's game has it too.
    j.action(Action::OpenNewGame);
    j.send(Event::Choose {
        field: Field::Clock,
        option: 1,
    });
    j.action(Action::StartGame);
    let first = game(&j.top()).clone();
    assert!(first.bottom.clock.is_some(), "the form's clock");
    j.send(Event::Back);

    let tile = home(&j.top()).characters[0].clone();
    assert_eq!(tile.action, Action::PlayCharacter { level: Level::Easy });
    j.action(tile.action.clone());
    let g = game(&j.top()).clone();
    assert_eq!(g.top.name, "Xiaolan");
    assert!(g.bottom.clock.is_some(), "the last clock");
    assert_ne!(g.game_id, first.game_id, "a new game");
    j.send(Event::Back);
    assert!(home(&j.top()).invitation.is_none(), "games in progress now");

    // A long press: the sheet with Master Wang chosen.
    j.action(Action::NewGameWithCharacter {
        level: Level::Strong,
    });
    assert!(matches!(j.top(), ScreenView::NewGame { .. }));
    j.action(Action::StartGame);
    assert_eq!(game(&j.top()).top.name, "Master Wang");
}

#[test]
fn the_more_tab_lists_online_play_the_editor_settings_and_the_backup() {
    let j = Journey::new(Lang::De);
    j.tab(Tab::More);
    let ScreenView::More { more } = j.top() else {
        panic!("the More tab's root")
    };
    assert_eq!(more.title, "Mehr");
    let actions: Vec<_> = more
        .groups
        .iter()
        .flat_map(|g| &g.rows)
        .filter_map(|r| r.row.action.clone())
        .collect();
    for a in [
        Action::OpenEditor,
        Action::OpenSettings,
        Action::ExportBackup,
        Action::ImportBackup,
    ] {
        assert!(actions.contains(&a), "{a:?} in {actions:?}");
    }
    j.action(Action::OpenEditor);
    assert!(matches!(j.top(), ScreenView::Editor { .. }));
    assert!(j.view().tabs.is_empty(), "the editor has the whole screen");
    j.send(Event::Back);
    assert!(matches!(j.top(), ScreenView::More { .. }));
}

#[test]
fn a_new_player_sees_no_zeros_on_the_records_tab() {
    let j = Journey::new(Lang::En);
    j.tab(Tab::Records);
    let ScreenView::Records { records } = j.top() else {
        panic!("records")
    };
    assert_eq!(records.title, "Records");
    assert!(records.figures.is_empty() && records.summary.is_empty());
    assert!(records.games.is_empty() && records.invitation.is_some());
    let opponents: Vec<_> = records
        .opponents
        .iter()
        .map(|c| c.detail.as_str())
        .collect();
    assert_eq!(opponents, ["Not played yet – tap to play"; 3], "no zeros");
    // A game lost against Xiaolan: its figures, her record, the game's card.
    let Some(play) = records.opponents[0].action.clone() else {
        panic!("an opponent's card plays them")
    };
    j.action(play);
    j.action(Action::Resign);
    j.action(Action::ConfirmResign);
    j.send(Event::Back);
    j.tab(Tab::Records);
    let ScreenView::Records { records } = j.top() else {
        panic!("records")
    };
    let figures: Vec<_> = records
        .figures
        .iter()
        .map(|f| format!("{} {}", f.value, f.label))
        .collect();
    assert_eq!(figures, ["1 game", "0 won", "0 drawn", "1 lost"]);
    assert_eq!(records.opponents[0].detail, "0 W · 0 D · 1 L");
    assert_eq!(records.games.len(), 1);
    let game = &records.games[0];
    assert_eq!(game.icon, Some(xiangqi::app::Icon::Lost));
    assert!(
        game.thumbnail.is_some() && game.detail.starts_with("You lost"),
        "{game:?}"
    );
}

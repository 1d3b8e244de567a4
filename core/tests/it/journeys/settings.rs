//! Settings, language, sound, music, speech, haptics, backup, lifecycle.

use super::harness::*;
use xiangqi::app::{Action, BannerKind, Effect, Event, Field, ScreenView};
use xiangqi::app::{
    ChoiceView, Icon, PicturePickerView, SettingControl, SettingRowView, SettingsView,
};
use xiangqi::sound::MusicPiece;
use xiangqi::Lang;

#[test]
fn the_language_changes_every_text_at_once() {
    let j = Journey::new(Lang::De);
    assert_eq!(j.top().title(), "Xiangqi");
    assert!(text(&j.view()).contains("Neue Partie"));
    j.open(Action::OpenSettings);
    j.send(Event::Choose {
        field: Field::Language,
        option: 1,
    });
    let v = j.view();
    assert_eq!(v.lang, Lang::En);
    assert_eq!(v.top().unwrap().title(), "Settings");
    assert!(v.tabs.iter().any(|t| t.label == "Play"), "the tabs too");
    j.tab(Tab::Play);
    let all = text(&j.view());
    assert!(
        all.contains("New game"),
        "home in its tab speaks English too"
    );
    assert!(!all.contains("Neue Partie"), "no German left");
}

/// A file that is no database at all: the app moves it aside and starts afresh.
fn damaged_db(dir: &TempDir) -> std::path::PathBuf {
    let db = dir.db();
    std::fs::write(&db, vec![0x5a; 8192]).unwrap();
    db
}

/// Defect: a damaged database was moved aside and the app started in the device's language
/// (English), but the recovery banner was German: its text was made before the language was
/// known. The banner keeps the facts (where the file went, what was carried over) and is put
/// into words whenever the view is built, so it follows the language, also a later change.
#[test]
fn the_recovery_banner_speaks_the_language_of_the_moment() {
    let dir = TempDir::new("recovery-en");
    let j = Journey::on(&damaged_db(&dir), Lang::En, TestClock::at(NOON));
    let v = j.view();
    assert_eq!(v.lang, Lang::En, "the device's language");
    let banner = v.banner.expect("the recovery is told");
    assert_eq!(banner.kind, BannerKind::Info);
    let moved = std::fs::read_dir(dir.db().parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().contains("app.db.corrupt-"))
        .expect("the damaged file is kept");
    let moved = moved.display().to_string();
    assert_eq!(
        banner.text,
        format!(
            "The damaged file is now {moved}. Carried over: 0 games and 0 puzzle and lesson \
             records."
        )
    );

    // The player switches to German: the same banner, now in German.
    j.open(Action::OpenSettings);
    j.send(Event::Choose {
        field: Field::Language,
        option: 0,
    });
    let v = j.view();
    assert_eq!(v.lang, Lang::De);
    assert_eq!(
        v.banner.expect("still on screen").text,
        format!(
            "Die beschädigte Datei liegt jetzt unter {moved}. Übernommen: 0 Partien und 0 \
             Einträge zu Rätseln und Lektionen."
        )
    );
    j.send(Event::DismissBanner);
    assert_eq!(j.view().banner, None, "closed for good");
    j.send(Event::Back);
    assert_eq!(j.view().banner, None);

    // A German device: German from the start.
    let dir = TempDir::new("recovery-de");
    let j = Journey::on(&damaged_db(&dir), Lang::De, TestClock::at(NOON));
    let banner = j.view().banner.expect("the recovery is told");
    assert!(
        banner
            .text
            .starts_with("Die beschädigte Datei liegt jetzt unter ")
            && banner.text.contains("Übernommen: 0 Partien"),
        "{}",
        banner.text
    );
}

#[test]
fn music_follows_the_setting_the_piece_and_the_foreground() {
    let mut j = Journey::new(Lang::En);
    assert_eq!(
        j.new_effects(),
        vec![Effect::PlayMusic {
            piece: MusicPiece::Gong
        }]
    );
    j.open(Action::OpenSettings);
    j.send(Event::Choose {
        field: Field::MusicPiece,
        option: 3,
    });
    assert_eq!(
        j.new_effects(),
        vec![Effect::PlayMusic {
            piece: MusicPiece::Zhi
        }]
    );
    j.send(Event::Background);
    assert_eq!(j.new_effects(), vec![Effect::StopMusic]);
    j.send(Event::Foreground);
    assert_eq!(
        j.new_effects(),
        vec![Effect::PlayMusic {
            piece: MusicPiece::Zhi
        }]
    );
    j.send(Event::Toggle {
        field: Field::Music,
        on: false,
    });
    assert_eq!(j.new_effects(), vec![Effect::StopMusic]);
}

#[test]
fn sound_speech_and_haptics_each_follow_their_setting() {
    let mut j = Journey::new(Lang::De);
    j.open(Action::OpenSettings);
    for (field, on) in [
        (Field::Sound, false),
        (Field::Haptics, false),
        (Field::Speech, true),
    ] {
        j.send(Event::Toggle { field, on });
    }
    j.tab(Tab::Play);
    j.action(Action::OpenNewGame);
    j.action(Action::StartGame);
    j.play("h2", "e2");
    j.wait_for_reply(2);
    j.core.settle();
    let effects = j.new_effects();
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::PlaySound { .. } | Effect::Haptic)),
        "{effects:?}"
    );
    let spoken: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Speak { text, lang } => Some((text.clone(), *lang)),
            _ => None,
        })
        .collect();
    assert_eq!(
        spoken.len(),
        1,
        "only the opponent's move is spoken: {effects:?}"
    );
    assert_eq!(spoken[0].1, Lang::De);
}

#[test]
fn the_look_reaches_the_board_painter() {
    let j = Journey::new(Lang::En);
    j.action(Action::OpenNewGame);
    j.action(Action::StartGame);
    let before = j.core.board_scene(900.0, 1000.0, 1.0);
    assert!(!before.pieces.is_empty());
    j.send(Event::Back);
    j.open(Action::OpenSettings);
    j.send(Event::Choose {
        field: Field::Stage,
        option: 1,
    });
    j.tab(Tab::Play);
    let row = home(&j.top()).unfinished[0].action.clone().unwrap();
    j.action(row);
    let after = j.core.board_scene(900.0, 1000.0, 1.0);
    assert_ne!(
        format!("{:?}", before.primitives),
        format!("{:?}", after.primitives),
        "another stage"
    );
    // Touches map to points on the same board.
    let g = xiangqi::scene::SceneOptions::new(900.0, 1000.0).geometry();
    let c = g.center(sq("e0"));
    assert_eq!(j.core.point_at(900.0, 1000.0, c.x, c.y), Some(sq("e0")));
}

#[test]
fn a_backup_is_saved_and_restored_after_a_question() {
    let mut j = Journey::new(Lang::En);
    j.action(Action::OpenNewGame);
    j.action(Action::StartGame);
    j.send(Event::Back);
    j.open(Action::OpenSettings);
    j.new_effects();
    j.action(Action::ExportBackup);
    let bytes = j
        .new_effects()
        .into_iter()
        .find_map(|e| match e {
            Effect::SaveFile { bytes, name, .. } => {
                assert!(name.ends_with(".json"));
                Some(bytes)
            }
            _ => None,
        })
        .expect("a file to save");
    j.send(Event::FileSaved { ok: true });
    assert_eq!(j.view().banner.unwrap().text, "Backup saved.");

    // Into a fresh app.
    let mut k = Journey::new(Lang::En);
    k.open(Action::OpenSettings);
    k.action(Action::ImportBackup);
    assert!(k
        .new_effects()
        .iter()
        .any(|e| matches!(e, Effect::OpenFile { .. })));
    k.send(Event::FileOpened { bytes: Some(bytes) });
    assert!(k.view().dialog.is_some(), "asked before replacing");
    k.action(Action::ConfirmImport);
    assert!(k.view().banner.unwrap().text.starts_with("Backup restored"));
    k.tab(Tab::Play);
    assert_eq!(home(&k.top()).unfinished.len(), 1);
}

#[test]
fn a_build_without_online_play_says_so_in_the_settings() {
    let j = Journey::new(Lang::De);
    j.open(Action::OpenSettings);
    let ScreenView::Settings { form } = j.top() else {
        panic!("not the settings");
    };
    let online = form.sections.last().expect("sections");
    assert_eq!(online.title, "Online");
    assert!(online.buttons.is_empty(), "nothing to open");
    assert_eq!(
        online.note.as_deref(),
        Some("Online spielen gibt es in dieser Ausgabe nicht.")
    );
}

/// Chinese is a whole language: chosen in the settings by its own name, it words home and the
/// settings, writes the moves in the Chinese notation (the notation the player never changed
/// follows the language), and the recovery banner speaks it too.
#[test]
fn chinese_words_the_app_and_writes_the_moves_as_chinese_books_do() {
    let j = Journey::new(Lang::En);
    j.open(Action::OpenSettings);
    let names: Vec<String> = match j.top() {
        ScreenView::Settings { form } => choice(&form, Field::Language)
            .options
            .iter()
            .map(|o| o.label.clone())
            .collect(),
        other => panic!("{other:?}"),
    };
    assert_eq!(names, ["Deutsch", "English", "中文"], "each in itself");
    j.send(Event::Choose {
        field: Field::Language,
        option: 2,
    });
    let v = j.view();
    assert_eq!(v.lang, Lang::Zh);
    assert_eq!(v.top().unwrap().title(), "设置");
    j.tab(Tab::Play);
    let all = text(&j.view());
    assert!(all.contains("新对局"), "home in its tab speaks Chinese too");
    assert!(
        !all.contains("New game") && !all.contains("Settings\""),
        "{all}"
    );

    j.tab(Tab::Play);
    j.action(Action::OpenNewGame);
    j.send(Event::Choose {
        field: Field::Mode,
        option: 1,
    });
    j.action(Action::StartGame);
    j.play("h2", "e2");
    let g = game(&j.top()).clone();
    assert_eq!(g.board.moves, vec!["炮二平五"]);
    assert_eq!(g.move_strip.cells[0].text, "炮二平五");

    // A Chinese device on a damaged database: the banner in Chinese from the start.
    let dir = TempDir::new("recovery-zh");
    let j = Journey::on(&damaged_db(&dir), Lang::Zh, TestClock::at(NOON));
    let banner = j.view().banner.expect("the recovery is told").text;
    assert!(
        !banner.contains("damaged") && !banner.contains("beschädigt"),
        "{banner}"
    );
}

fn settings(j: &Journey) -> SettingsView {
    match j.top() {
        ScreenView::Settings { form } => form,
        other => panic!("not the settings: {other:?}"),
    }
}

fn rows(form: &SettingsView) -> impl Iterator<Item = &SettingRowView> {
    form.groups.iter().flat_map(|g| &g.rows)
}

/// The choice behind a row that opens a list.
fn choice(form: &SettingsView, field: Field) -> ChoiceView {
    rows(form)
        .find_map(|r| match &r.control {
            SettingControl::Choice { choice } if choice.field == field => Some(choice.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no {field:?} row"))
}

fn pictures(form: &SettingsView, field: Field) -> (String, PicturePickerView) {
    rows(form)
        .find_map(|r| match &r.control {
            SettingControl::Pictures { picker } if picker.field == field => {
                Some((r.value.clone().unwrap_or_default(), picker.clone()))
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("no {field:?} pictures"))
}

/// The settings are grouped rows, each with its icon; the stage and the pieces are chosen from
/// the core's drawings of them, and a choice shows at once in the row and in the pictures.
#[test]
fn the_settings_are_grouped_rows_and_the_looks_are_chosen_from_pictures() {
    let j = Journey::new(Lang::En);
    j.open(Action::OpenSettings);
    let form = settings(&j);
    let titles: Vec<&str> = form.groups.iter().map(|g| g.title.as_str()).collect();
    assert_eq!(
        titles,
        [
            "Look",
            "While playing",
            "Language and moves",
            "Sound",
            "Backup"
        ]
    );
    let mut icons: Vec<Icon> = rows(&form).map(|r| r.icon).collect();
    assert!(rows(&form).all(|r| !r.title.is_empty()));
    assert!(rows(&form).count() >= 13, "every setting a row");
    icons.sort_by_key(|i| format!("{i:?}"));
    icons.dedup();
    assert!(
        icons.len() >= 12,
        "the rows tell apart by their icons: {icons:?}"
    );
    // No heading repeats an option: the look's Board row is set to the Stage.
    assert!(!titles.contains(&"Stage"));
    for r in rows(&form) {
        assert_ne!(
            r.value.as_deref(),
            Some(r.title.as_str()),
            "a row that says its name twice"
        );
    }

    // The stages: a small board each, with its pieces, each drawn differently.
    let (value, stages) = pictures(&form, Field::Stage);
    assert_eq!(stages.options.len(), 3);
    assert_eq!(value, stages.options[stages.selected as usize].label);
    for o in &stages.options {
        assert_eq!(o.pictures.len(), 1, "one board");
        assert_eq!(o.pictures[0].pieces.len(), 32, "{}", o.label);
    }
    assert_ne!(
        stages.options[0].pictures[0].primitives, stages.options[2].pictures[0].primitives,
        "each stage looks like itself"
    );
    // The faces: a few pieces each, drawn in that face.
    let (_, faces) = pictures(&form, Field::PieceFaces);
    assert_eq!(faces.options.len(), 3);
    assert!(faces.options.iter().all(|o| o.pictures.len() == 3));
    assert_ne!(faces.options[0].pictures, faces.options[2].pictures);

    // Another stage: the row says so and the faces are drawn on it.
    let other = (stages.selected + 1) % 3;
    j.send(Event::Choose {
        field: Field::Stage,
        option: other,
    });
    let form = settings(&j);
    let (value, stages) = pictures(&form, Field::Stage);
    assert_eq!(stages.selected, other);
    assert_eq!(value, stages.options[other as usize].label);
    let (_, faces_after) = pictures(&form, Field::PieceFaces);
    assert_ne!(faces.options[0].pictures, faces_after.options[0].pictures);

    // The music: five pieces by name, chosen only while music plays.
    let music = choice(&form, Field::MusicPiece);
    assert_eq!(music.options.len(), 5);
    assert!(music.options.iter().all(|o| o.label.len() > 3));
    let on = rows(&form).any(|r| {
        matches!(&r.control, SettingControl::Toggle { toggle } if toggle.field == Field::Music && toggle.on)
    });
    assert_eq!(music.enabled, on);

    // Backup rows do what they say.
    let actions: Vec<Action> = rows(&form)
        .filter_map(|r| match &r.control {
            SettingControl::Button { button } => Some(button.action.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(actions, [Action::ExportBackup, Action::ImportBackup]);
    let all = format!("{form:?}");
    assert!(!all.contains("plies"), "words of a product");
}

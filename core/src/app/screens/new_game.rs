//! The new-game form: a new game's choices.

use super::screen::Screen;
use super::settings::{choice_row, switch_row};
use crate::app::event::{Action, Field};
use crate::app::labels::{self, index_of};
use crate::app::model::context::{button, Ctx, Nav, Route};
use crate::app::services::app::NewGameConfig;
use crate::app::view::*;
use crate::engine::Level;
use crate::game::{ClockChoice, ComputerHandicap, Handicap, HouseRules};
use crate::tr;
use crate::types::Color;

/// The new-game form: what the person chose so far. Always a valid game: choosing a table
/// handicap clears the computer's and the other way round.
pub(crate) struct NewGameForm {
    vs_computer: bool,
    level: Level,
    human: Color,
    clock: ClockChoice,
    handicap: Option<Handicap>,
    computer_handicap: Option<ComputerHandicap>,
    perpetual_check_only: bool,
    stalemate_is_draw: bool,
    /// Unfinished games (they stay; the form says so).
    unfinished: usize,
    /// A position from the editor to start from (no table handicap then).
    fen: Option<String>,
}

impl NewGameForm {
    /// The form with the last game's clock and house rules.
    pub fn new(ctx: &mut Ctx, vs_computer: bool) -> NewGameForm {
        let s = &ctx.settings;
        let unfinished = ctx.app.unfinished_games().map(|g| g.len()).unwrap_or(0);
        NewGameForm {
            vs_computer,
            level: Level::Normal,
            human: Color::Red,
            clock: s.clock,
            handicap: None,
            computer_handicap: s.house_rules.computer_handicap,
            perpetual_check_only: s.house_rules.perpetual_check_only,
            stalemate_is_draw: s.house_rules.stalemate_is_draw,
            unfinished,
            fen: None,
        }
    }

    /// The form with `level`'s character chosen as the opponent.
    pub fn against(self, level: Level) -> NewGameForm {
        NewGameForm {
            vs_computer: true,
            level,
            ..self
        }
    }

    /// The form for a game from a set-up position (the editor's).
    pub fn from_position(ctx: &mut Ctx, fen: Option<String>) -> NewGameForm {
        NewGameForm {
            fen,
            computer_handicap: None,
            ..NewGameForm::new(ctx, true)
        }
    }

    fn config(&self) -> NewGameConfig {
        let house = HouseRules {
            perpetual_check_only: self.perpetual_check_only,
            stalemate_is_draw: self.stalemate_is_draw,
            computer_handicap: if self.vs_computer {
                self.computer_handicap
            } else {
                None
            },
        };
        let mut cfg = if self.vs_computer {
            NewGameConfig::vs_computer(self.level, self.human)
        } else {
            NewGameConfig::two_players()
        };
        cfg.house = house;
        cfg.clock = self.clock;
        cfg.handicap = self.handicap;
        if self.fen.is_some() {
            cfg.fen = self.fen.clone();
            cfg.handicap = None;
            cfg.house.computer_handicap = None;
        }
        cfg
    }

    fn set_choice(&mut self, field: Field, option: u32) {
        let i = option as usize;
        match field {
            Field::Mode => self.vs_computer = i == 0,
            Field::Opponent => match Level::ALL.get(i) {
                Some(&l) => {
                    self.vs_computer = true;
                    self.level = l;
                }
                None if i == Level::ALL.len() => self.vs_computer = false,
                None => {}
            },
            Field::Level => {
                if let Some(&l) = Level::ALL.get(i) {
                    self.level = l;
                }
            }
            Field::Color => self.human = if i == 1 { Color::Black } else { Color::Red },
            Field::Clock => {
                if let Some(&c) = ClockChoice::ALL.get(i) {
                    self.clock = c;
                }
            }
            Field::Handicap => {
                self.handicap = i.checked_sub(1).and_then(|k| Handicap::ALL.get(k).copied());
                if self.handicap.is_some() {
                    self.computer_handicap = None;
                }
            }
            Field::ComputerHandicap => {
                self.computer_handicap = i
                    .checked_sub(1)
                    .and_then(|k| ComputerHandicap::ALL.get(k).copied());
                if self.computer_handicap.is_some() {
                    self.handicap = None;
                }
            }
            _ => {}
        }
    }

    fn set_toggle(&mut self, field: Field, on: bool) {
        match field {
            Field::PerpetualCheckOnly => self.perpetual_check_only = on,
            Field::StalemateIsDraw => self.stalemate_is_draw = on,
            _ => {}
        }
    }

    fn start(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        if action != Action::StartGame {
            return Nav::Stay;
        }
        let config = self.config();
        // The next form starts with this game's clock and house rules.
        let mut settings = ctx.settings.clone();
        settings.clock = config.clock;
        settings.house_rules = HouseRules {
            computer_handicap: self.computer_handicap,
            ..config.house
        };
        if settings != ctx.settings && ctx.app.save_settings(&settings).is_ok() {
            ctx.settings = settings;
        }
        Nav::Replace(Route::StartGame(config))
    }

    fn record(&self, ctx: &Ctx) -> NewGameView {
        let lang = ctx.lang();
        let note = (self.unfinished > 0)
            .then(|| tr!(lang, "settings-unfinished-games-stay", n = self.unfinished));
        let clock = choice_row(
            Icon::Clock,
            ChoiceView::new(
                Field::Clock,
                &tr!(lang, "settings-clock"),
                labels::clocks(lang),
                index_of(&ClockChoice::ALL, &self.clock),
            ),
        );
        let color = self.vs_computer.then(|| {
            ChoiceView::new(
                Field::Color,
                &tr!(lang, "settings-your-colour"),
                labels::colors(lang),
                u32::from(self.human == Color::Black),
            )
        });
        let mut rules: Vec<SettingRowView> = self.rule_choices(ctx);
        rules.push(switch_row(
            Icon::HouseRules,
            Field::PerpetualCheckOnly,
            &tr!(lang, "settings-only-perpetual-check-loses"),
            "",
            self.perpetual_check_only,
        ));
        rules.push(switch_row(
            Icon::HouseRules,
            Field::StalemateIsDraw,
            &tr!(lang, "settings-stalemate-is-a-draw"),
            "",
            self.stalemate_is_draw,
        ));
        NewGameView {
            title: tr!(lang, "settings-new-game").into(),
            opponents: self.opponents(ctx),
            color,
            clock,
            rules: SettingsGroupView {
                title: tr!(lang, "settings-house-rules").into(),
                rows: rules,
            },
            rules_icon: Icon::HouseRules,
            rules_summary: self.rules_summary(ctx),
            summary: self.summary(ctx),
            note,
            start: button(
                Action::StartGame,
                &tr!(lang, "settings-start"),
                true,
                ButtonRole::Primary,
            ),
        }
    }

    /// The selected opponent's index: a level, or two players after the levels.
    fn opponent_index(&self) -> u32 {
        if self.vs_computer {
            index_of(&Level::ALL, &self.level)
        } else {
            Level::ALL.len() as u32
        }
    }

    /// The characters, then two players on one device.
    fn opponents(&self, ctx: &Ctx) -> Vec<OpponentView> {
        let lang = ctx.lang();
        let selected = self.opponent_index();
        let mut out: Vec<OpponentView> = Level::ALL
            .iter()
            .enumerate()
            .map(|(i, &level)| OpponentView {
                icon: Icon::Computer,
                portrait: Some(tr!(lang, "character-portrait", level = level.name())),
                name: labels::character_short(level, lang).into_owned(),
                level: Some(tr!(lang, "level-label", level = level.name())),
                line: tr!(lang, "new-game-opponent-line", who = level.name()),
                selected: selected == i as u32,
            })
            .collect();
        out.push(OpponentView {
            icon: Icon::TwoPlayers,
            portrait: None,
            name: tr!(lang, "new-game-two-players").into(),
            level: None,
            line: tr!(lang, "new-game-opponent-line", who = "two"),
            selected: !self.vs_computer,
        });
        out
    }

    /// What starts, in one line: the opponent, the player's colour, the clock, the position.
    fn summary(&self, ctx: &Ctx) -> String {
        let lang = ctx.lang();
        let mut parts: Vec<String> = Vec::new();
        if self.vs_computer {
            parts.push(labels::character_short(self.level, lang).into_owned());
            let color = crate::app::texts::color_name(self.human, lang);
            parts.push(tr!(lang, "new-game-you-play", color = color));
        } else {
            parts.push(tr!(lang, "new-game-two-players").into());
        }
        let clocks = labels::clocks(lang);
        if let Some(o) = clocks.get(index_of(&ClockChoice::ALL, &self.clock) as usize) {
            parts.push(o.label.clone());
        }
        if self.fen.is_some() {
            parts.push(tr!(lang, "new-game-from-position").into());
        }
        parts.join(" · ")
    }

    /// The house rules in a few words: "Real rules" when none is chosen.
    fn rules_summary(&self, ctx: &Ctx) -> String {
        let lang = ctx.lang();
        let mut parts: Vec<String> = Vec::new();
        if let (Some(h), None) = (self.handicap, &self.fen) {
            parts.push(tr!(lang, "new-game-handicap-short", handicap = h.name()));
        }
        if let (Some(h), true, None) = (self.computer_handicap, self.vs_computer, &self.fen) {
            parts.push(tr!(lang, "computer-handicap-name", handicap = h.name()));
        }
        if self.perpetual_check_only {
            parts.push(tr!(lang, "settings-only-perpetual-check-loses").into());
        }
        if self.stalemate_is_draw {
            parts.push(tr!(lang, "settings-stalemate-is-a-draw").into());
        }
        if parts.is_empty() {
            tr!(lang, "new-game-real-rules").into()
        } else {
            parts.join(" · ")
        }
    }

    /// The handicaps (none from a set-up position), each a row that opens its options.
    fn rule_choices(&self, ctx: &Ctx) -> Vec<SettingRowView> {
        let lang = ctx.lang();
        let mut rules = Vec::new();
        if self.fen.is_none() {
            rules.push(choice_row(
                Icon::HouseRules,
                ChoiceView::new(
                    Field::Handicap,
                    &tr!(lang, "settings-handicap"),
                    labels::handicaps(lang),
                    self.handicap
                        .map(|h| index_of(&Handicap::ALL, &h) + 1)
                        .unwrap_or(0),
                ),
            ));
        }
        if self.vs_computer && self.fen.is_none() {
            rules.push(choice_row(
                Icon::Computer,
                ChoiceView::new(
                    Field::ComputerHandicap,
                    &tr!(lang, "settings-the-computers-handicap"),
                    labels::computer_handicaps(lang),
                    self.computer_handicap
                        .map(|h| index_of(&ComputerHandicap::ALL, &h) + 1)
                        .unwrap_or(0),
                ),
            ));
        }
        rules
    }
}

impl Screen for NewGameForm {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::NewGame {
            form: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        self.start(ctx, action)
    }

    fn choose(&mut self, _ctx: &mut Ctx, field: Field, option: u32) {
        self.set_choice(field, option);
    }

    fn toggle(&mut self, _ctx: &mut Ctx, field: Field, on: bool) {
        self.set_toggle(field, on);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::store::Mode;

    #[test]
    fn start_replaces_the_form_with_the_game_it_describes() {
        let (mut ctx, _rx) = Ctx::for_test();
        let mut form = NewGameForm::new(&mut ctx, true);
        form.choose(&mut ctx, Field::Mode, 1);
        form.choose(&mut ctx, Field::Clock, 2);
        let Nav::Replace(Route::StartGame(config)) = form.action(&mut ctx, 1, Action::StartGame)
        else {
            panic!("start leads to a new game");
        };
        assert_eq!(config.mode, Mode::TwoPlayers);
        assert_eq!(config.clock, ClockChoice::ALL[2]);
        // The next form starts with this game's clock.
        assert_eq!(ctx.settings.clock, ClockChoice::ALL[2]);
    }

    #[test]
    fn a_table_handicap_clears_the_computers() {
        let (mut ctx, _rx) = Ctx::for_test();
        let mut form = NewGameForm::new(&mut ctx, true);
        form.choose(&mut ctx, Field::ComputerHandicap, 1);
        form.choose(&mut ctx, Field::Handicap, 1);
        let ScreenView::NewGame { form: view } = form.view(&ctx) else {
            panic!("the new-game form");
        };
        let choice = |field| {
            view.rules.rows.iter().find_map(|r| match &r.control {
                SettingControl::Choice { choice } if choice.field == field => Some(choice.selected),
                _ => None,
            })
        };
        assert_eq!(choice(Field::Handicap), Some(1));
        assert_eq!(choice(Field::ComputerHandicap), Some(0));
    }

    #[test]
    fn a_game_from_a_position_offers_no_handicap() {
        let (mut ctx, _rx) = Ctx::for_test();
        let form = NewGameForm::from_position(&mut ctx, Some(crate::START_FEN.to_string()));
        let ScreenView::NewGame { form: view } = form.view(&ctx) else {
            panic!("the new-game form");
        };
        let fields: Vec<Field> = view
            .rules
            .rows
            .iter()
            .filter_map(|r| match &r.control {
                SettingControl::Choice { choice } => Some(choice.field),
                _ => None,
            })
            .collect();
        assert!(!fields.contains(&Field::Handicap));
        assert!(!fields.contains(&Field::ComputerHandicap));
        assert!(
            view.summary.ends_with("· Aus deiner Stellung"),
            "{}",
            view.summary
        );
    }

    fn sheet(form: &NewGameForm, ctx: &Ctx) -> NewGameView {
        let ScreenView::NewGame { form: view } = form.view(ctx) else {
            panic!("the new-game sheet");
        };
        view
    }

    #[test]
    fn the_opponents_are_the_three_characters_and_two_players_one_tap_each() {
        let (mut ctx, _rx) = Ctx::for_test();
        ctx.settings.set_language(Lang::En);
        let mut form = NewGameForm::new(&mut ctx, true);
        let view = sheet(&form, &ctx);
        let names: Vec<&str> = view.opponents.iter().map(|o| o.name.as_str()).collect();
        assert_eq!(names, ["Xiaolan", "Meifang", "Master Wang", "Two players"]);
        assert_eq!(
            view.opponents.iter().filter(|o| o.selected).count(),
            1,
            "one chosen"
        );
        for o in &view.opponents {
            assert!(!o.line.contains("pl"), "a player's words: {}", o.line);
        }
        // Master Wang, as Black: the summary says so, the game is his.
        form.choose(&mut ctx, Field::Opponent, 2);
        form.choose(&mut ctx, Field::Color, 1);
        let view = sheet(&form, &ctx);
        assert!(view.opponents[2].selected && !view.opponents[1].selected);
        assert!(
            view.summary.starts_with("Master Wang · You play Black · "),
            "{}",
            view.summary
        );
        assert!(view.color.is_some());
        let Nav::Replace(Route::StartGame(config)) = form.action(&mut ctx, 1, Action::StartGame)
        else {
            panic!("start leads to a new game");
        };
        assert_eq!(
            config.mode,
            Mode::VsComputer {
                level: Level::Strong,
                computer_color: Color::Red
            }
        );
        // Two players: no colour to choose, the summary names them.
        let mut form = NewGameForm::new(&mut ctx, true);
        form.choose(&mut ctx, Field::Opponent, 3);
        let view = sheet(&form, &ctx);
        assert!(view.opponents[3].selected);
        assert!(view.color.is_none());
        assert!(
            view.summary.starts_with("Two players · "),
            "{}",
            view.summary
        );
    }

    #[test]
    fn the_house_rules_fold_into_a_few_words() {
        let (mut ctx, _rx) = Ctx::for_test();
        ctx.settings.set_language(Lang::En);
        let mut form = NewGameForm::new(&mut ctx, true);
        form.toggle(&mut ctx, Field::PerpetualCheckOnly, false);
        form.toggle(&mut ctx, Field::StalemateIsDraw, false);
        assert_eq!(sheet(&form, &ctx).rules_summary, "Real rules");
        form.toggle(&mut ctx, Field::StalemateIsDraw, true);
        form.choose(&mut ctx, Field::Handicap, 1);
        let rules = sheet(&form, &ctx).rules_summary;
        assert!(rules.contains("Stalemate is a draw"), "{rules}");
        assert!(rules.starts_with("Red without"), "{rules}");
    }
}

//! The new-game form: a new game's choices.

use super::screen::Screen;
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

    fn record(&self, ctx: &Ctx) -> FormView {
        let lang = ctx.lang();
        let toggle = |field, label: &str, on| ToggleView {
            field,
            label: label.to_string(),
            on,
            enabled: true,
        };
        let opponent = self.opponent_choices(ctx);
        let rules = self.rule_choices(ctx);
        let note = (self.unfinished > 0)
            .then(|| tr!(lang, "settings-unfinished-games-stay", n = self.unfinished));
        FormView {
            title: tr!(lang, "settings-new-game").into(),
            sections: vec![
                SectionView {
                    title: tr!(lang, "settings-who-plays").into(),
                    choices: opponent,
                    toggles: Vec::new(),
                    buttons: Vec::new(),
                    note,
                },
                SectionView {
                    title: tr!(lang, "settings-clock").into(),
                    choices: vec![ChoiceView::new(
                        Field::Clock,
                        &tr!(lang, "settings-time"),
                        labels::clocks(lang),
                        index_of(&ClockChoice::ALL, &self.clock),
                    )],
                    toggles: Vec::new(),
                    buttons: Vec::new(),
                    note: None,
                },
                SectionView {
                    title: tr!(lang, "settings-house-rules").into(),
                    choices: rules,
                    toggles: vec![
                        toggle(
                            Field::PerpetualCheckOnly,
                            &tr!(lang, "settings-only-perpetual-check-loses"),
                            self.perpetual_check_only,
                        ),
                        toggle(
                            Field::StalemateIsDraw,
                            &tr!(lang, "settings-stalemate-is-a-draw"),
                            self.stalemate_is_draw,
                        ),
                    ],
                    buttons: Vec::new(),
                    note: None,
                },
            ],
            buttons: vec![button(
                Action::StartGame,
                &tr!(lang, "settings-start"),
                true,
                ButtonRole::Primary,
            )],
        }
    }

    /// Who plays: the opponent, and against the computer its level and the player's colour.
    fn opponent_choices(&self, ctx: &Ctx) -> Vec<ChoiceView> {
        let lang = ctx.lang();
        let mut opponent = vec![ChoiceView::new(
            Field::Mode,
            &tr!(lang, "settings-opponent"),
            labels::modes(lang),
            u32::from(!self.vs_computer),
        )];
        if self.vs_computer {
            opponent.push(ChoiceView::new(
                Field::Level,
                &tr!(lang, "settings-level"),
                labels::levels(lang),
                index_of(&Level::ALL, &self.level),
            ));
            opponent.push(ChoiceView::new(
                Field::Color,
                &tr!(lang, "settings-your-colour"),
                labels::colors(lang),
                u32::from(self.human == Color::Black),
            ));
        }
        opponent
    }

    /// The handicaps (none from a set-up position).
    fn rule_choices(&self, ctx: &Ctx) -> Vec<ChoiceView> {
        let lang = ctx.lang();
        let mut rules = Vec::new();
        if self.fen.is_none() {
            rules.push(ChoiceView::new(
                Field::Handicap,
                &tr!(lang, "settings-handicap"),
                labels::handicaps(lang),
                self.handicap
                    .map(|h| index_of(&Handicap::ALL, &h) + 1)
                    .unwrap_or(0),
            ));
        }
        if self.vs_computer && self.fen.is_none() {
            rules.push(ChoiceView::new(
                Field::ComputerHandicap,
                &tr!(lang, "settings-the-computers-handicap"),
                labels::computer_handicaps(lang),
                self.computer_handicap
                    .map(|h| index_of(&ComputerHandicap::ALL, &h) + 1)
                    .unwrap_or(0),
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
            view.sections
                .iter()
                .flat_map(|s| &s.choices)
                .find(|c| c.field == field)
                .map(|c| c.selected)
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
            .sections
            .iter()
            .flat_map(|s| &s.choices)
            .map(|c| c.field)
            .collect();
        assert!(!fields.contains(&Field::Handicap));
        assert!(!fields.contains(&Field::ComputerHandicap));
    }
}

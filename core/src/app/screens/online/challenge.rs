//! The challenge sheet: a challenge's terms as a form (time control, rated or friendly, a
//! stake within the balance, the colours with a swap), and the answers it offers (send,
//! accept, propose a change, decline or withdraw).

use super::texts::{
    taler_text, time_control, time_control_index, time_control_options, STAKE_CHOICES,
};
use crate::app::event::{Action, Field};
use crate::app::model::context::{button, Ctx, Nav};
use crate::app::screens::screen::Screen;
use crate::app::view::*;
use crate::lang::Lang;
use crate::protocol::{ChallengeId, ChallengeView, ClientMsg, Proposal, Terms, TimeControl};
use crate::tr;
use crate::types::Color;

pub(crate) struct ChallengeSheet {
    /// `None` until the server has it (a new challenge being written).
    id: Option<ChallengeId>,
    /// The other player.
    other: String,
    /// The revision shown (and its terms), once there is one.
    current: Option<ChallengeView>,
    time_control: u32,
    rated: bool,
    stake: u64,
    /// Who plays Red in the edited terms (`None`: the server picks, for a new challenge).
    red: Option<String>,
    sent: bool,
    message: Option<String>,
}

impl ChallengeSheet {
    pub fn new(ctx: &Ctx, other: String) -> ChallengeSheet {
        ChallengeSheet {
            id: None,
            other,
            current: None,
            time_control: ctx.online.quick_time_control,
            rated: true,
            stake: 0,
            red: None,
            sent: false,
            message: None,
        }
    }

    pub fn of(ctx: &Ctx, c: ChallengeView) -> ChallengeSheet {
        let me = ctx.online.my_name().unwrap_or_default();
        let other = if c.to == me {
            c.from.clone()
        } else {
            c.to.clone()
        };
        let mut sheet = ChallengeSheet {
            id: Some(c.id),
            other,
            current: None,
            time_control: 0,
            rated: true,
            stake: 0,
            red: None,
            sent: true,
            message: None,
        };
        sheet.adopt(c);
        sheet
    }

    /// A new revision from the server: the edits start again from its terms.
    fn adopt(&mut self, c: ChallengeView) {
        self.id = Some(c.id);
        self.time_control = time_control_index(c.terms.time_control);
        self.rated = c.terms.rated;
        self.stake = c.terms.stake;
        self.red = Some(c.terms.red.clone());
        self.current = Some(c);
        self.message = None;
    }

    fn edited_terms(&self) -> Option<Terms> {
        Some(Terms {
            time_control: time_control(self.time_control),
            rated: self.rated,
            stake: if self.rated { self.stake } else { 0 },
            red: self.red.clone()?,
        })
    }

    fn edited(&self) -> bool {
        match &self.current {
            Some(c) => self.edited_terms().as_ref() != Some(&c.terms),
            None => false,
        }
    }

    /// The server's news about challenges, for the sheet on top.
    pub fn heard(&mut self, ctx: &Ctx, c: &ChallengeView) {
        let me = ctx.online.my_name().unwrap_or_default();
        let mine = self.id == Some(c.id)
            || (self.id.is_none() && self.sent && c.from == me && c.to == self.other);
        if mine {
            self.adopt(c.clone());
        }
    }

    pub fn closed(&self, id: ChallengeId) -> bool {
        self.id == Some(id)
    }

    pub fn refused(&mut self, text: String) {
        self.sent = self.id.is_some();
        self.message = Some(text);
    }

    fn on_action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        match action {
            Action::SendChallenge => {
                let proposal = Proposal {
                    time_control: time_control(self.time_control),
                    rated: self.rated,
                    stake: if self.rated { self.stake } else { 0 },
                };
                ctx.online.send(ClientMsg::Challenge {
                    to: self.other.clone(),
                    proposal,
                });
                self.sent = true;
                self.message = None;
            }
            Action::AcceptChallenge { id } => {
                if let Some(c) = self.current.as_ref().filter(|c| c.id == id) {
                    ctx.online.send(ClientMsg::Accept {
                        challenge: c.id,
                        revision: c.revision,
                    });
                }
            }
            Action::CounterChallenge => {
                if let (Some(c), Some(terms)) = (&self.current, self.edited_terms()) {
                    ctx.online.send(ClientMsg::Counter {
                        challenge: c.id,
                        terms,
                    });
                }
            }
            Action::DeclineChallenge { id } if self.id == Some(id) => {
                ctx.online.send(ClientMsg::Decline { challenge: id });
                return Nav::Pop;
            }
            Action::SwapColors => {
                let me = ctx.online.my_name().unwrap_or_default().to_string();
                self.red = match self.red.as_deref() {
                    Some(red) if red == me => Some(self.other.clone()),
                    _ => Some(me),
                };
            }
            _ => {}
        }
        Nav::Stay
    }

    fn set_choice(&mut self, field: Field, option: u32) {
        match field {
            Field::OnlineTimeControl if (option as usize) < TimeControl::choices().len() => {
                self.time_control = option
            }
            Field::OnlineStake => {
                if let Some(&stake) = STAKE_CHOICES.get(option as usize) {
                    self.stake = stake;
                }
            }
            _ => {}
        }
    }

    fn set_toggle(&mut self, field: Field, on: bool) {
        if field == Field::OnlineRated {
            self.rated = on;
        }
    }

    fn record(&self, ctx: &Ctx) -> FormView {
        let lang = ctx.lang();
        let me = ctx.online.my_name().unwrap_or_default();
        let other = &self.other;
        let incoming = self.current.as_ref().is_some_and(|c| c.to == me);
        let balance = ctx
            .online
            .me
            .as_ref()
            .map(|a| a.taler.max(0) as u64)
            .unwrap_or(0);
        let locked = self.sent && self.current.is_none();
        let title = if incoming {
            tr!(lang, "online-challenges-you", other = other)
        } else {
            tr!(lang, "online-challenge-to", other = other)
        };
        let stakes: Vec<u64> = STAKE_CHOICES
            .iter()
            .copied()
            .filter(|&s| s <= balance || s == self.stake)
            .collect();
        let stake_options = stakes
            .iter()
            .map(|&s| OptionView {
                label: if s == 0 {
                    tr!(lang, "online-no-stake").into_owned()
                } else {
                    taler_text(s, lang)
                },
                detail: None,
            })
            .collect();
        let accepted_by_me = self.accepted_by(me);
        let note = self.notes(me, lang, locked);
        let editable = !locked;
        let section = SectionView {
            title: tr!(lang, "online-terms").into_owned(),
            choices: vec![
                ChoiceView {
                    field: Field::OnlineTimeControl,
                    label: tr!(lang, "online-time-control").into_owned(),
                    options: time_control_options(lang),
                    selected: self.time_control,
                    enabled: editable,
                },
                ChoiceView {
                    field: Field::OnlineStake,
                    label: tr!(lang, "online-stake-you-have-taler", balance = balance),
                    options: stake_options,
                    selected: stakes.iter().position(|&s| s == self.stake).unwrap_or(0) as u32,
                    enabled: editable && self.rated,
                },
            ],
            toggles: vec![ToggleView {
                field: Field::OnlineRated,
                label: tr!(lang, "online-rated-elo-points-stake").into_owned(),
                on: self.rated,
                enabled: editable,
            }],
            buttons: if self.current.is_some() {
                vec![button(
                    Action::SwapColors,
                    &tr!(lang, "online-swap-colours"),
                    editable,
                    ButtonRole::Secondary,
                )]
            } else {
                Vec::new()
            },
            note: Some(note),
        };
        let buttons = self.answer_buttons(
            lang,
            incoming,
            accepted_by_me,
            locked,
            ctx.online.connected(),
        );
        FormView {
            title,
            sections: vec![section],
            buttons,
        }
    }

    /// Whether `me` accepted the terms as they stand.
    fn accepted_by(&self, me: &str) -> bool {
        self.current
            .as_ref()
            .is_some_and(|c| c.accepted_by.iter().any(|n| n == me))
    }

    /// Who plays which colour, where the haggling stands, and the server's last word.
    fn notes(&self, me: &str, lang: Lang, locked: bool) -> String {
        let other = &self.other;
        let colours = match &self.red {
            None => tr!(lang, "online-colours-by-server"),
            Some(red) => {
                let my_colour = if red == me { Color::Red } else { Color::Black };
                match my_colour {
                    Color::Red => tr!(lang, "online-you-play-red-you"),
                    Color::Black => tr!(lang, "online-you-play-black"),
                }
            }
        }
        .into_owned();
        let accepted_by_me = self.accepted_by(me);
        let mut notes = vec![colours];
        if self.current.is_some() {
            notes.push(if accepted_by_me {
                tr!(lang, "online-proposal-waiting-for", other = other)
            } else {
                tr!(lang, "online-proposal-from-accept-decline", other = other)
            });
        } else if locked {
            notes.push(tr!(lang, "online-sent").into_owned());
        }
        if let Some(m) = &self.message {
            notes.push(m.clone());
        }
        notes.join("\n")
    }

    /// Send, accept, propose a change, decline or withdraw: what the state allows.
    fn answer_buttons(
        &self,
        lang: Lang,
        incoming: bool,
        accepted_by_me: bool,
        locked: bool,
        connected: bool,
    ) -> Vec<ButtonView> {
        // A new challenge is sent; a known one is answered.
        let Some(id) = self.current.as_ref().map(|c| c.id) else {
            return vec![button(
                Action::SendChallenge,
                &tr!(lang, "online-challenge"),
                !locked && connected,
                ButtonRole::Primary,
            )];
        };
        let mut buttons = Vec::new();
        if self.edited() {
            buttons.push(button(
                Action::CounterChallenge,
                &tr!(lang, "online-propose-the-change"),
                true,
                ButtonRole::Primary,
            ));
        } else if !accepted_by_me {
            buttons.push(button(
                Action::AcceptChallenge { id },
                &tr!(lang, "online-accept"),
                true,
                ButtonRole::Primary,
            ));
        }
        buttons.push(button(
            Action::DeclineChallenge { id },
            &if incoming && !accepted_by_me {
                tr!(lang, "online-decline")
            } else {
                tr!(lang, "online-withdraw")
            },
            true,
            ButtonRole::Destructive,
        ));
        buttons
    }
}

impl Screen for ChallengeSheet {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Challenge {
            form: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        self.on_action(ctx, action)
    }

    fn choose(&mut self, _ctx: &mut Ctx, field: Field, option: u32) {
        self.set_choice(field, option);
    }

    fn toggle(&mut self, _ctx: &mut Ctx, field: Field, on: bool) {
        self.set_toggle(field, on);
    }
}

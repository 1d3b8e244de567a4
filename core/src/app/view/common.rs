//! The records every screen uses: buttons, rows, the dialog and the banner, and what a
//! record offers the person to do.

use super::icon::Icon;
use crate::app::event::Action;

/// How a button looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ButtonRole {
    /// The screen's main action.
    Primary,
    /// Any other action (outlined, or an icon alone).
    Secondary,
    /// Ends or deletes something (resign, give up, delete).
    Destructive,
}

/// A button: its label, whether it works now, and the action it sends.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ButtonView {
    pub action: Action,
    pub label: String,
    pub enabled: bool,
    pub role: ButtonRole,
    /// What the button does at a glance (icon buttons show it alone, labelled for the
    /// screen reader by `label`).
    pub icon: Option<Icon>,
}

impl ButtonView {
    /// A button for `action` with its icon (if it has one).
    pub fn new(action: Action, label: impl Into<String>, enabled: bool, role: ButtonRole) -> Self {
        ButtonView {
            icon: Icon::for_action(&action),
            action,
            label: label.into(),
            enabled,
            role,
        }
    }
}

/// A question with its answers (each answer is an action).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct DialogView {
    pub title: String,
    pub text: String,
    pub buttons: Vec<ButtonView>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum BannerKind {
    Info,
    Error,
}

/// A message over the screen; `Event::DismissBanner` closes it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct BannerView {
    pub kind: BannerKind,
    pub text: String,
}

/// A row of a list: a heading, a line under it, and what tapping it does.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RowView {
    pub title: String,
    pub detail: String,
    pub action: Option<Action>,
    /// Further actions on the row (delete), shown as a menu or a swipe.
    pub extra: Vec<ButtonView>,
}

/// What a record offers the person to do: its enabled buttons, its rows' actions. Each
/// record says it next to its fields, so a button added to a view is offered at once.
pub(crate) trait Offers {
    fn offers(&self, action: &Action) -> bool;
}

impl Offers for ButtonView {
    fn offers(&self, action: &Action) -> bool {
        self.enabled && &self.action == action
    }
}

impl Offers for RowView {
    fn offers(&self, action: &Action) -> bool {
        self.action.as_ref() == Some(action) || self.extra.offers(action)
    }
}

impl<T: Offers> Offers for [T] {
    fn offers(&self, action: &Action) -> bool {
        self.iter().any(|x| x.offers(action))
    }
}

impl<T: Offers> Offers for Vec<T> {
    fn offers(&self, action: &Action) -> bool {
        self.as_slice().offers(action)
    }
}

impl<T: Offers> Offers for Option<T> {
    fn offers(&self, action: &Action) -> bool {
        self.as_ref().is_some_and(|x| x.offers(action))
    }
}

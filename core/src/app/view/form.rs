//! The forms: a new game, the settings, a challenge; their choices, switches and sections.

use super::common::{ButtonView, Offers};
use crate::app::event::{Action, Field};

/// A choice among a few options (a segmented control, a picker). Choosing sends
/// `Event::Choose { field, option }` with the option's index.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ChoiceView {
    pub field: Field,
    pub label: String,
    pub options: Vec<OptionView>,
    pub selected: u32,
    pub enabled: bool,
}

/// One option of a choice: its label and, where it helps, a line under it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct OptionView {
    pub label: String,
    pub detail: Option<String>,
}

/// A switch. Flipping it sends `Event::Toggle { field, on }`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ToggleView {
    pub field: Field,
    pub label: String,
    pub on: bool,
    pub enabled: bool,
}

/// A titled group of a form.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SectionView {
    pub title: String,
    pub choices: Vec<ChoiceView>,
    pub toggles: Vec<ToggleView>,
    pub buttons: Vec<ButtonView>,
    /// A line under the section (what the choices mean together).
    pub note: Option<String>,
}

/// A screen made of choices and switches: new game, settings.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct FormView {
    pub title: String,
    pub sections: Vec<SectionView>,
    /// The buttons at the bottom (Start).
    pub buttons: Vec<ButtonView>,
}

impl ChoiceView {
    /// A choice that can be changed.
    pub(crate) fn new(field: Field, label: &str, options: Vec<OptionView>, selected: u32) -> Self {
        ChoiceView {
            field,
            label: label.to_string(),
            options,
            selected,
            enabled: true,
        }
    }
}

impl Offers for SectionView {
    fn offers(&self, action: &Action) -> bool {
        self.buttons.offers(action)
    }
}

impl Offers for FormView {
    fn offers(&self, action: &Action) -> bool {
        self.buttons.offers(action) || self.sections.offers(action)
    }
}

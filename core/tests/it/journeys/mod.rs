//! User journeys through the whole app (`AppCore`): events in, views and effects out, with a
//! recording shell, a test clock and short engine budgets.

mod harness;

mod online;

mod games;
mod learning;
mod properties;
mod settings;
mod tools;

# date: messages in de (see core/src/l10n/mod.rs).

# A day after today (date::FutureDate); $day and $today as YYYY-MM-DD.
date-in-the-future = Der { $day } liegt in der Zukunft (heute ist der { $today }); das Rätsel eines Tages gibt es erst an diesem Tag.

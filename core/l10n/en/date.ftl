# date: messages in en (see core/src/l10n/mod.rs).

# A day after today (date::FutureDate); $day and $today as YYYY-MM-DD.
date-in-the-future = { $day } is in the future (today is { $today }); a day's puzzle comes out on that day.

# date: messages in zh-Hans (see core/src/l10n/mod.rs).

# A day after today (date::FutureDate); $day and $today as YYYY-MM-DD.
date-in-the-future = { $day } 还没到（今天是 { $today }），这一天的每日一题要到当天才会发布。

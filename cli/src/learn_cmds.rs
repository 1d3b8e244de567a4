//! Puzzles, the puzzle of the day and the school of roles in the terminal, on the app layer:
//! `xiangqi puzzle` and `xiangqi lesson N` (in `play` the app's core runs these screens).
//! Progress is saved in the database as in the apps.

use crate::args::Args;
use crate::term::{default_db, locale_lang, say, Term};
use crate::{esc, CliError};
use std::path::PathBuf;
use xiangqi::app::{App, PuzzlePlay};
use xiangqi::puzzles::TryOutcome;
use xiangqi::{tr, Color, Lang, Position};

/// Today on this device: the local calendar day (the puzzle of the day changes at local
/// midnight, not at UTC's).
pub fn today_local() -> xiangqi::date::Date {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    xiangqi::date::Date::local(ms, local_utc_offset_seconds(ms))
}

/// The local time zone's offset from UTC now, in minutes (the app core's local day).
pub fn local_utc_offset_minutes() -> i32 {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    local_utc_offset_seconds(ms) / 60
}

/// The local time zone's offset from UTC at `ms` (with daylight saving time), from the C
/// library's `localtime_r` (which reads `TZ` and the system's zone); 0 where it fails.
#[cfg(unix)]
fn local_utc_offset_seconds(ms: i64) -> i32 {
    let secs = ms.div_euclid(1000) as libc::time_t;
    // SAFETY: `tm` is plain data that `localtime_r` fills; both pointers are valid for the
    // call, and `localtime_r` (unlike `localtime`) keeps no shared state.
    unsafe {
        let mut tm: libc::tm = std::mem::zeroed();
        if libc::localtime_r(&secs, &mut tm).is_null() {
            return 0;
        }
        tm.tm_gmtoff as i32
    }
}

#[cfg(not(unix))]
fn local_utc_offset_seconds(_ms: i64) -> i32 {
    0
}

/// `--db` and `--lang` of `puzzle` and `lesson`: opens the app in the right language.
fn open(args: &Args) -> Result<Option<(Term, App)>, CliError> {
    let lang: Option<Lang> = crate::lang_option(args)?;
    let db = args
        .value("db")
        .map(PathBuf::from)
        .unwrap_or_else(default_db);
    let mut term = Term::new(lang.unwrap_or_else(locale_lang), false, true);
    let Some(app) = term.open_app(&db)? else {
        return Ok(None);
    };
    app.adopt_device_language(term.lang)
        .map_err(say(term.lang))?;
    if let Some(l) = lang {
        let mut s = app.settings().map_err(say(l))?;
        s.language = l;
        app.save_settings(&s).map_err(say(l))?;
    }
    term.lang = app.lang();
    Ok(Some((term, app)))
}

/// `xiangqi puzzle [--db PATH] [--daily [--date D]] [--level N] [--id ID] [--lang de|en|zh]`.
pub fn puzzle(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["db", "date", "level", "id", "lang"], &["daily"])?;
    args.no_positional()?;
    let level: u8 = match args.value("level") {
        None => 1,
        Some(l) => l
            .parse()
            .map_err(|_| crate::fail!("cli-bad-puzzle-level", value = esc(l)))?,
    };
    crate::lang_option(&args)?;
    if let Some(d) = args.value("date") {
        let day = d
            .parse::<xiangqi::date::Date>()
            .map_err(|_| crate::fail!("cli-bad-date", value = esc(d)))?;
        // A future day's puzzle is not out yet.
        day.not_after(today_local())
            .map_err(|e| CliError(e.message(crate::run_lang())))?;
    }
    let Some((mut term, app)) = open(&args)? else {
        return Ok(());
    };
    let lang = term.lang;
    if args.flag("daily") || args.value("date").is_some() {
        return daily(&mut term, &app, args.value("date"));
    }
    let play = match args.value("id") {
        Some(id) => app.puzzle(id),
        None => app.next_puzzle(level),
    }
    .map_err(say(lang))?;
    puzzle_loop(&mut term, &play)
}

/// The puzzle of the day for `date` (today by default): its number, the streak, and the
/// attempt that counts.
pub fn daily(term: &mut Term, app: &App, date: Option<&str>) -> Result<(), CliError> {
    let lang = term.lang;
    let date = date.map_or_else(|| today_local().to_string(), str::to_string);
    let day = app.daily(&date).map_err(say(lang))?;
    outln!(
        "{}",
        tr!(
            lang,
            "cli-daily-heading",
            date = date.as_str(),
            id = day.puzzle_id.as_str(),
            level = day.level,
            streak = day.streak
        )
    );
    if let Some(a) = &day.attempt {
        outln!("{}", tr!(lang, "cli-daily-played", score = a.score));
    } else if day.in_progress {
        outln!("{}", tr!(lang, "cli-daily-in-progress"));
    }
    puzzle_loop(term, &app.start_daily(&date).map_err(say(lang))?)
}

pub fn puzzle_loop(term: &mut Term, play: &PuzzlePlay) -> Result<(), CliError> {
    let lang = term.lang;
    let v = play.view();
    outln!(
        "{}",
        tr!(
            lang,
            "cli-puzzle-heading",
            id = v.id.as_str(),
            level = v.level
        )
    );
    loop {
        let v = play.view();
        let pos = Position::from_fen(&v.fen)?;
        out!("{}", term.board(&pos, Color::Red, v.played.last().copied()));
        if v.over {
            if v.solved {
                outln!("{}", tr!(lang, "cli-puzzle-solved"));
            } else {
                outln!("{}", tr!(lang, "cli-puzzle-mate-with-help"));
            }
            if let Some(score) = v.daily_score {
                outln!("{}", tr!(lang, "cli-puzzle-points", score = score));
            }
            return Ok(());
        }
        let prompt = tr!(lang, "cli-puzzle-prompt").into_owned();
        let Some(line) = term.ask(&prompt) else {
            play.abandon().map_err(say(lang))?;
            return Ok(());
        };
        match line.to_lowercase().as_str() {
            "" => {}
            w if crate::term::is_quit(w) => {
                play.abandon().map_err(say(lang))?;
                return Ok(());
            }
            "hint" | "tipp" | "rat" | "提示" => match play.hint().map_err(say(lang))? {
                Some(h) => outln!("{}", h.text),
                None => outln!("-"),
            },
            "solution" | "lösung" | "loesung" | "答案" => {
                let solution = play.show_solution().map_err(say(lang))?;
                outln!(
                    "{}",
                    tr!(lang, "cli-solution", moves = solution.notation.join(" "))
                );
                return Ok(());
            }
            _ => match play.try_move(&line) {
                Ok(TryOutcome::Wrong { gave_check }) => outln!(
                    "{}",
                    tr!(lang, "cli-wrong-try", check = crate::yes_or_no(gave_check))
                ),
                Ok(TryOutcome::Continue { .. }) => {
                    let v = play.view();
                    if let Some(reply) = v.played_notation.last() {
                        outln!("{}", tr!(lang, "cli-black-replies", move = reply.as_str()));
                    }
                }
                Ok(TryOutcome::Mate) => {}
                Err(e) => outln!("{}", e.message(lang)),
            },
        }
    }
}

/// `xiangqi lesson N [--db PATH] [--lang de|en|zh]`.
pub fn lesson(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["db", "lang"], &[])?;
    let lang_now = args
        .value("lang")
        .and_then(|l| l.parse().ok())
        .unwrap_or_else(locale_lang);
    let [n] = args.positional.as_slice() else {
        return Err(CliError(tr!(
            lang_now,
            "cli-lesson-usage",
            langs = crate::lang_names("|")
        )));
    };
    let n: u32 = n
        .parse()
        .map_err(|_| CliError(tr!(lang_now, "cli-lesson-number", value = esc(n))))?;
    let Some((mut term, app)) = open(&args)? else {
        return Ok(());
    };
    lesson_loop(&mut term, &app, n)
}

pub fn lesson_loop(term: &mut Term, app: &App, n: u32) -> Result<(), CliError> {
    let lang = term.lang;
    let lesson = app.lesson(n).map_err(say(lang))?;
    if let Some(v) = app
        .lessons()
        .map_err(say(lang))?
        .into_iter()
        .find(|l| u32::from(l.number) == n)
    {
        outln!(
            "{}\n{}\n{}",
            tr!(
                lang,
                "cli-lesson-heading",
                number = v.number,
                title = v.title.as_str()
            ),
            v.explanation,
            v.task
        );
    }
    loop {
        let pos = Position::from_fen(&lesson.fen())?;
        out!("{}", term.board(&pos, Color::Red, None));
        let prompt = tr!(lang, "cli-lesson-prompt").into_owned();
        let Some(line) = term.ask(&prompt) else {
            return Ok(());
        };
        match line.to_lowercase().as_str() {
            "" => continue,
            w if crate::term::is_quit(w) => return Ok(()),
            "hint" | "tipp" | "rat" | "提示" => {
                match lesson.hint() {
                    Some(h) => outln!("{}", h.text),
                    None => outln!("{}", tr!(lang, "cli-lesson-no-hint")),
                }
                continue;
            }
            _ => {}
        }
        match lesson.play(&line) {
            Ok(fb) => {
                if let Some(r) = &fb.reply_notation {
                    outln!("{}", tr!(lang, "cli-black-replies", move = r.as_str()));
                }
                if let Some(t) = fb.text {
                    outln!("{t}");
                }
                if fb.right {
                    return Ok(());
                }
            }
            Err(e) => outln!("{}", e.message(lang)),
        }
    }
}

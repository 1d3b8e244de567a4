//! `render` and `scene`: the board scene of the core as SVG, PNG, JSON, a hit test or the
//! screen reader's texts.
//!
//! - `xiangqi render [OPTIONS] --out FILE.svg|FILE.png` writes the picture (PNG through
//!   resvg, with the system's fonts; install `fonts-noto-cjk` for the characters).
//! - `xiangqi scene [OPTIONS] --json` prints the scene's primitives as JSON;
//!   `--hit X Y` prints the point at pixel (X, Y) or `none`; `--a11y` prints what a screen
//!   reader says for each of the 90 points (`--lang de|en|zh`).

use crate::args::Args;
use crate::{esc, fail, fen_error, CliError};
use xiangqi::app::{BoardContext, BoardInput, Turn};
use xiangqi::game::RuleSet;
use xiangqi::notation::{parse_prefer, position_from_pasted, Style};
use xiangqi::scene::{build, spoken, to_svg, Coordinates, SceneOptions, SceneState};
use xiangqi::store::{PieceFaces, Stage};
use xiangqi::{Color, Position, Square, START_FEN};

const VALUED: &[&str] = &[
    "fen", "select", "hint", "stage", "faces", "bottom", "coords", "size", "height", "out", "lang",
];
const FLAGS: &[&str] = &["helper", "dangers", "json", "a11y"];

/// Default canvas width in pixels.
const DEFAULT_SIZE: f32 = 720.0;
/// Canvas height per width when only `--size` is given (the board with labels is 10 x 11).
const DEFAULT_ASPECT: f32 = 1.1;
const MIN_SIZE: f32 = 64.0;
const MAX_SIZE: f32 = 8192.0;

/// The command line split into the moves after `--moves`, the pixel after `--hit`, and the
/// rest for [`Args`].
struct Raw {
    moves: Vec<String>,
    hit: Option<(String, String)>,
    rest: Vec<String>,
}

fn split(raw: &[String]) -> Result<Raw, CliError> {
    let mut out = Raw {
        moves: Vec::new(),
        hit: None,
        rest: Vec::new(),
    };
    let mut it = raw.iter().peekable();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--moves" => {
                while let Some(m) = it.next_if(|m| !m.starts_with("--")) {
                    out.moves
                        .extend(m.split(',').filter(|s| !s.is_empty()).map(String::from));
                }
            }
            "--hit" => {
                let (Some(x), Some(y)) = (it.next(), it.next()) else {
                    return Err(fail!("cli-hit-needs-numbers"));
                };
                out.hit = Some((x.clone(), y.clone()));
            }
            _ => out.rest.push(a.clone()),
        }
    }
    Ok(out)
}

/// A scene request read from the command line.
struct Request {
    position: Position,
    state: SceneState,
    options: SceneOptions,
}

fn pixels(name: &str, text: &str) -> Result<f32, CliError> {
    let v: f32 = text
        .parse()
        .map_err(|_| fail!("cli-pixels-not-a-number", name = name, value = esc(text)))?;
    if !(MIN_SIZE..=MAX_SIZE).contains(&v) {
        return Err(fail!(
            "cli-pixels-out-of-range",
            name = name,
            min = MIN_SIZE.to_string(),
            max = MAX_SIZE.to_string()
        ));
    }
    Ok(v)
}

/// The value of `--name` among `choices` (the first is the default).
fn choice<T: Copy>(args: &Args, name: &str, choices: &[(&str, T)]) -> Result<T, CliError> {
    let Some(text) = args.value(name) else {
        return Ok(choices[0].1);
    };
    choices
        .iter()
        .find(|(n, _)| *n == text)
        .map(|(_, v)| *v)
        .ok_or_else(|| {
            let names: Vec<&str> = choices.iter().map(|(n, _)| *n).collect();
            let names = names.join("|");
            fail!(
                "cli-unknown-choice",
                value = esc(text),
                name = name,
                names = names
            )
        })
}

fn request(raw: &Raw, args: &Args) -> Result<Request, CliError> {
    args.no_positional()?;
    let mut pos =
        position_from_pasted(args.value("fen").unwrap_or(START_FEN)).map_err(|e| fen_error(&e))?;
    let mut last = None;
    for (i, t) in raw.moves.iter().enumerate() {
        let m = parse_prefer(&pos, t, Style::Iccs).map_err(|e| {
            let why = xiangqi::app::AppError::from(e).message(crate::run_lang());
            fail!("cli-move-error", move = i + 1, reason = why)
        })?;
        pos.make_move(m);
        last = Some(m);
    }
    let width = args
        .value("size")
        .map(|v| pixels("size", v))
        .transpose()?
        .unwrap_or(DEFAULT_SIZE);
    let height = args
        .value("height")
        .map(|v| pixels("height", v))
        .transpose()?
        .unwrap_or((width * DEFAULT_ASPECT).round());
    let mut options = SceneOptions::new(width, height);
    options.bottom = choice(
        args,
        "bottom",
        &[("red", Color::Red), ("black", Color::Black)],
    )?;
    options.stage = choice(
        args,
        "stage",
        &[
            ("buehne", Stage::Buehne),
            ("probe", Stage::Probe),
            ("lackbrett", Stage::Lackbrett),
        ],
    )?;
    options.faces = choice(
        args,
        "faces",
        &[
            ("pictures", PieceFaces::Pictures),
            ("mixed", PieceFaces::PictureWithCharacter),
            ("characters", PieceFaces::Characters),
        ],
    )?;
    options.coordinates = choice(
        args,
        "coords",
        &[
            ("numbers", Coordinates::FileNumbers),
            ("iccs", Coordinates::Iccs),
            ("none", Coordinates::None),
        ],
    )?;
    options.move_helper = args.flag("helper");
    options.dangers = args.flag("dangers");
    let selected = args
        .value("select")
        .map(|p| {
            let s = Square::parse_iccs(p)
                .ok_or_else(|| fail!("cli-select-not-a-point", value = esc(p)))?;
            match pos.piece_at(s) {
                Some(_) => Ok(s),
                None => Err(fail!("cli-select-no-piece", point = s.to_string())),
            }
        })
        .transpose()?;
    let hint = args
        .value("hint")
        .map(|h| {
            parse_prefer(&pos, h, Style::Iccs).map_err(|e| {
                let why = xiangqi::app::AppError::from(e).message(crate::run_lang());
                CliError(format!("--hint: {why}"))
            })
        })
        .transpose()?;
    let dangers_of = options.dangers.then_some(options.bottom);
    let state = SceneState::with_marks(&pos, last, selected, hint, dangers_of);
    Ok(Request {
        position: pos,
        state,
        options,
    })
}

/// The SVG rasterised to PNG bytes with the system's fonts. An opaque picture is written as
/// RGB (a board always is), with the encoder's best compression: pictures meant for sharing
/// and for the README stay small.
fn png(svg: &str) -> Result<Vec<u8>, CliError> {
    use resvg::{tiny_skia, usvg};
    let mut opt = usvg::Options::default();
    opt.fontdb_mut().load_system_fonts();
    let tree = usvg::Tree::from_str(svg, &opt).map_err(|e| CliError(format!("svg: {e}")))?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| fail!("cli-picture-no-memory"))?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    let pixels = pixmap.pixels();
    let opaque = pixels.iter().all(|p| p.alpha() == 255);
    let data: Vec<u8> = if opaque {
        pixels
            .iter()
            .flat_map(|p| [p.red(), p.green(), p.blue()])
            .collect()
    } else {
        pixels
            .iter()
            .flat_map(|p| {
                let c = p.demultiply();
                [c.red(), c.green(), c.blue(), c.alpha()]
            })
            .collect()
    };
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, size.width(), size.height());
    encoder.set_color(if opaque {
        png::ColorType::Rgb
    } else {
        png::ColorType::Rgba
    });
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::High);
    let fail = |e: png::EncodingError| CliError(format!("png: {e}"));
    let mut writer = encoder.write_header().map_err(fail)?;
    writer.write_image_data(&data).map_err(fail)?;
    writer.finish().map_err(fail)?;
    Ok(out)
}

pub fn render(raw: &[String]) -> Result<(), CliError> {
    let split = split(raw)?;
    let args = Args::parse(&split.rest, VALUED, FLAGS)?;
    let Some(out) = args.value("out") else {
        return Err(fail!("cli-render-missing-out"));
    };
    let req = request(&split, &args)?;
    let svg = to_svg(&build(&req.state, &req.options));
    let bytes = match out
        .rsplit_once('.')
        .map(|(_, ext)| ext.to_ascii_lowercase())
    {
        Some(ext) if ext == "svg" => svg.into_bytes(),
        Some(ext) if ext == "png" => png(&svg)?,
        _ => return Err(fail!("cli-render-bad-out", value = esc(out))),
    };
    std::fs::write(out, bytes).map_err(|e| {
        fail!(
            "cli-cannot-write",
            path = out,
            reason = crate::io_reason(&e)
        )
    })
}

pub fn scene(raw: &[String]) -> Result<(), CliError> {
    let split = split(raw)?;
    let args = Args::parse(&split.rest, VALUED, FLAGS)?;
    let req = request(&split, &args)?;
    if let Some((x, y)) = &split.hit {
        let num = |t: &str| {
            t.parse::<f32>()
                .ok()
                .filter(|v| v.is_finite())
                .ok_or_else(|| fail!("cli-hit-not-a-number", value = esc(t)))
        };
        match xiangqi::scene::point_at(&req.options, num(x)?, num(y)?) {
            Some(s) => outln!("{s}"),
            None => outln!("none"),
        }
        return Ok(());
    }
    if args.flag("a11y") {
        let lang = crate::lang_option(&args)?.unwrap_or_else(crate::run_lang);
        let ctx = BoardContext::new(&req.position, &RuleSet::default(), Turn::Player, lang);
        let mut input = BoardInput::new();
        if let Some(h) = &req.state.selection {
            input.tap(&ctx, h.from);
        }
        let points = input.accessibility(&ctx, &req.state, &req.options.geometry());
        for p in &points {
            outln!("{}", spoken(p, lang));
        }
        return Ok(());
    }
    if args.flag("json") {
        outln!("{}", build(&req.state, &req.options).to_json());
        return Ok(());
    }
    Err(fail!("cli-scene-what"))
}

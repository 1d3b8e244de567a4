//! `render` and `scene`: the board scene of the core as SVG, PNG, JSON, a hit test or the
//! screen reader's texts.
//!
//! - `xiangqi render [OPTIONS] --out FILE.svg|FILE.png` writes the picture (PNG through
//!   resvg, with the system's fonts; install `fonts-noto-cjk` for the characters).
//! - `xiangqi scene [OPTIONS] --json` prints the scene's primitives as JSON;
//!   `--hit X Y` prints the point at pixel (X, Y) or `none`; `--a11y` prints what a screen
//!   reader says for each of the 90 points (`--lang de|en`).

use crate::args::Args;
use crate::{fail, fen_error, CliError};
use xiangqi::app::{BoardContext, BoardInput, Turn};
use xiangqi::game::RuleSet;
use xiangqi::notation::{parse_prefer, position_from_pasted, Style};
use xiangqi::scene::{build, spoken, to_svg, Coordinates, SceneOptions, SceneState};
use xiangqi::store::{PieceFaces, Stage};
use xiangqi::{Color, Position, Square, START_FEN};

/// The options of `render`, for its `--help` (German, English).
pub const RENDER_DETAILS: (&str, &str) = (
    "\
Optionen:
  --fen FEN                 die Stellung (sonst die Grundstellung)
  --moves M...              Züge von dort aus (jede Schreibweise); der letzte wird markiert
  --select P                der ausgewählte Stein (seine Gangarten-Hilfe mit --helper)
  --hint MOVE               der Pfeil eines Rats
  --stage buehne|probe|lackbrett
  --faces pictures|mixed|characters   Bilder, Bild mit Schriftzeichen, Schriftzeichen
  --bottom red|black        die Seite unten (sonst rot)
  --coords numbers|iccs|none   Linienzahlen, ICCS oder keine Beschriftung
  --size PX                 Breite der Fläche (sonst 720); Höhe das 1,1-Fache
  --height PX               Höhe der Fläche
  --helper                  die Gangarten-Hilfe zeichnen (erlaubte, gesperrte, riskante Ziele)
  --dangers                 bedrohte Steine der Seite unten zeichnen
  --out FILE                .svg oder .png",
    "\
options:
  --fen FEN                 the position (default: the start position)
  --moves M...              moves played from it (any notation); the last is marked
  --select P                the selected piece (its move helper marks with --helper)
  --hint MOVE               the hint arrow
  --stage buehne|probe|lackbrett
  --faces pictures|mixed|characters
  --bottom red|black        the side at the bottom (default red)
  --coords numbers|iccs|none
  --size PX                 canvas width (default 720); height 1.1 times that
  --height PX               canvas height
  --helper                  draw the move helper (legal, blocked, risky targets)
  --dangers                 draw endangered pieces of the side at the bottom
  --out FILE                .svg or .png",
);

/// The options of `scene`, for its `--help` (German, English; the others are `render`'s).
pub const SCENE_DETAILS: (&str, &str) = (
    "\
  --json        die Grundformen der Szene und die Steine als JSON
  --hit X Y     der Punkt beim Pixel (X, Y), oder 'none'
  --a11y        was ein Bildschirmleser zu jedem Punkt sagt, in Lesereihenfolge
  --lang de|en  die Sprache der Texte von --a11y
Die übrigen Optionen wie bei 'xiangqi render --help'.",
    "\
  --json        the scene's primitives and piece sprites as JSON
  --hit X Y     the point at pixel (X, Y), or 'none'
  --a11y        what a screen reader says for each point, in reading order
  --lang de|en  the language of --a11y's texts
The other options as in 'xiangqi render --help'.",
);

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
                    return Err(fail!(
                        "--hit braucht zwei Zahlen: X Y",
                        "--hit needs two numbers: X Y"
                    ));
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
    let v: f32 = text.parse().map_err(|_| {
        fail!(
            "--{name} braucht eine Zahl von Pixeln, nicht {text:?}",
            "--{name} needs a number of pixels, not {text:?}"
        )
    })?;
    if !(MIN_SIZE..=MAX_SIZE).contains(&v) {
        return Err(fail!(
            "--{name} muss zwischen {MIN_SIZE} und {MAX_SIZE} Pixeln liegen",
            "--{name} must be between {MIN_SIZE} and {MAX_SIZE} pixels"
        ));
    }
    Ok(v)
}

/// The value of `--name` among `choices` (the first is the default).
fn choice<T: Copy>(
    args: &Args,
    name: &str,
    what: &str,
    choices: &[(&str, T)],
) -> Result<T, CliError> {
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
                "unbekannter Wert {text:?} für --{name}; möglich: {names}",
                "unknown {what} {text:?}; use {names}"
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
            let (n, why) = (
                i + 1,
                xiangqi::app::AppError::from(e).message(crate::run_lang()),
            );
            fail!("Zug {n}: {why}", "move {n}: {why}")
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
        "side",
        &[("red", Color::Red), ("black", Color::Black)],
    )?;
    options.stage = choice(
        args,
        "stage",
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
        "coordinates",
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
            let s = Square::parse_iccs(p).ok_or_else(|| {
                fail!(
                    "--select braucht einen Punkt wie h2, nicht {p:?}",
                    "--select needs a point like h2, not {p:?}"
                )
            })?;
            match pos.piece_at(s) {
                Some(_) => Ok(s),
                None => Err(fail!(
                    "--select {s}: dort steht kein Stein",
                    "--select {s}: no piece there"
                )),
            }
        })
        .transpose()?;
    let hint = args
        .value("hint")
        .map(|h| {
            parse_prefer(&pos, h, Style::Iccs).map_err(|e| {
                let why = xiangqi::app::AppError::from(e).message(crate::run_lang());
                fail!("--hint: {why}", "--hint: {why}")
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
        .ok_or_else(|| fail!("kein Speicher für das Bild", "cannot allocate the picture"))?;
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
        return Err(fail!(
            "--out DATEI.svg|DATEI.png fehlt; siehe 'xiangqi render --help'",
            "--out FILE.svg|FILE.png is required; try 'xiangqi render --help'"
        ));
    };
    let req = request(&split, &args)?;
    let svg = to_svg(&build(&req.state, &req.options));
    let bytes = match out
        .rsplit_once('.')
        .map(|(_, ext)| ext.to_ascii_lowercase())
    {
        Some(ext) if ext == "svg" => svg.into_bytes(),
        Some(ext) if ext == "png" => png(&svg)?,
        _ => {
            return Err(fail!(
                "--out {out:?}: bitte eine .svg- oder .png-Datei",
                "--out {out:?}: use a .svg or .png file"
            ))
        }
    };
    std::fs::write(out, bytes).map_err(|e| {
        let why = crate::io_reason(&e);
        fail!(
            "{out} lässt sich nicht schreiben: {why}",
            "cannot write {out}: {why}"
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
                .ok_or_else(|| {
                    fail!(
                        "--hit braucht zwei Zahlen: X Y, nicht {t:?}",
                        "--hit needs two numbers: X Y, not {t:?}"
                    )
                })
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
    Err(fail!(
        "bitte sagen, was ausgegeben wird: --json, --hit X Y oder --a11y; siehe 'xiangqi scene --help'",
        "say what to print: --json, --hit X Y or --a11y; try 'xiangqi scene --help'"
    ))
}

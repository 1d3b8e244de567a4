//! The checks of the messages: every `.ftl` file parses, every locale has the same messages
//! with the same variables and selectors, every id the code names exists, and no file outside
//! this module writes a text in two languages.

use super::*;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const PLURAL_KEYS: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// Per message: the variables it names, and per selector variable its non-plural keys.
#[derive(Debug, Default, PartialEq)]
struct Shape {
    vars: BTreeSet<String>,
    /// Messages it references (they see the same variables).
    refs: BTreeSet<String>,
    selectors: BTreeMap<String, BTreeSet<String>>,
}

fn walk_pattern(p: &ast::Pattern<&str>, s: &mut Shape) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            walk_expr(expression, s);
        }
    }
}

fn walk_inline(e: &ast::InlineExpression<&str>, s: &mut Shape) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            s.vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => walk_expr(expression, s),
        ast::InlineExpression::MessageReference { id, .. } => {
            s.refs.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, s);
            }
        }
        _ => {}
    }
}

fn walk_expr(e: &ast::Expression<&str>, s: &mut Shape) {
    match e {
        ast::Expression::Inline(i) => walk_inline(i, s),
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, s);
            if let ast::InlineExpression::VariableReference { id } = selector {
                let keys = variants.iter().filter_map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } if !PLURAL_KEYS.contains(name) => {
                        Some(name.to_string())
                    }
                    _ => None,
                });
                s.selectors
                    .entry(id.name.to_string())
                    .or_default()
                    .extend(keys);
            }
            for v in variants {
                walk_pattern(&v.value, s);
            }
        }
    }
}

/// Every message of `locale`: id → shape; parse errors and duplicates are collected.
fn shapes(locale: Locale, errors: &mut Vec<String>) -> BTreeMap<String, Shape> {
    let mut out = BTreeMap::new();
    for (area, source) in files(locale) {
        let res = match FluentResource::try_new(source.to_string()) {
            Ok(r) => r,
            Err((r, errs)) => {
                for e in errs {
                    let line = source[..e.pos.start.min(source.len())].lines().count();
                    errors.push(format!("{locale}/{area}.ftl:{line}: {:?}", e.kind));
                }
                r
            }
        };
        for entry in res.entries() {
            match entry {
                ast::Entry::Message(m) => {
                    let mut s = Shape::default();
                    if let Some(v) = &m.value {
                        walk_pattern(v, &mut s);
                    } else {
                        errors.push(format!("{locale}/{area}.ftl: {} has no value", m.id.name));
                    }
                    if out.insert(m.id.name.to_string(), s).is_some() {
                        errors.push(format!("{locale}/{area}.ftl: {} twice", m.id.name));
                    }
                }
                ast::Entry::Junk { content } => {
                    errors.push(format!("{locale}/{area}.ftl: junk {content:?}"))
                }
                _ => {}
            }
        }
    }
    // A referenced message's variables count as the referencing message's own, through
    // any depth of references.
    let refs: BTreeMap<String, BTreeSet<String>> = out
        .iter()
        .map(|(id, s)| (id.clone(), s.refs.clone()))
        .collect();
    for r in refs.values().flatten() {
        if !out.contains_key(r) {
            errors.push(format!("{locale}: reference to missing {r}"));
        }
    }
    loop {
        let vars: BTreeMap<String, BTreeSet<String>> = out
            .iter()
            .map(|(id, s)| (id.clone(), s.vars.clone()))
            .collect();
        let mut changed = false;
        for (id, s) in out.iter_mut() {
            for r in &refs[id] {
                for v in vars.get(r).into_iter().flatten() {
                    changed |= s.vars.insert(v.clone());
                }
            }
        }
        if !changed {
            break;
        }
    }
    for s in out.values_mut() {
        s.refs.clear();
    }
    out
}

#[test]
fn every_ftl_file_parses_and_every_locale_has_the_same_messages() {
    let mut errors = Vec::new();
    let de = shapes(Locale::De, &mut errors);
    for locale in [Locale::En, Locale::ZhHans] {
        let other = shapes(locale, &mut errors);
        for (id, shape) in &de {
            match other.get(id) {
                None => errors.push(format!("{id}: missing in {locale}")),
                Some(o) if o.vars != shape.vars => errors.push(format!(
                    "{id}: variables {:?} in de, {:?} in {locale}",
                    shape.vars, o.vars
                )),
                Some(o) => {
                    // A selector both locales use takes the same values (the code's enums);
                    // a grammatical one of one language only (German endings) is its own.
                    for (var, keys) in &shape.selectors {
                        let Some(theirs) = o.selectors.get(var) else {
                            continue;
                        };
                        if !keys.is_empty() && !theirs.is_empty() && theirs != keys {
                            errors.push(format!(
                                "{id}: selector ${var} keys {keys:?} in de, {theirs:?} in {locale}"
                            ));
                        }
                    }
                }
            }
        }
        for id in other.keys().filter(|id| !de.contains_key(*id)) {
            errors.push(format!("{id}: only in {locale}, not in de"));
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

#[test]
fn the_folders_hold_exactly_the_embedded_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("l10n");
    for locale in Locale::ALL {
        let mut on_disk: Vec<String> = std::fs::read_dir(root.join(locale.tag()))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        on_disk.sort();
        let mut embedded: Vec<String> = files(locale)
            .iter()
            .map(|(a, _)| format!("{a}.ftl"))
            .collect();
        embedded.sort();
        assert_eq!(on_disk, embedded, "{locale}");
    }
}

#[test]
fn bundles_format_without_isolation_marks() {
    assert_eq!(
        crate::tr!(Locale::De, "game-wins", who = "Rot", why = "Matt"),
        "Rot gewinnt: Matt"
    );
    assert_eq!(
        crate::tr!(Locale::ZhHans, "character-name", level = "strong"),
        "王大师"
    );
    assert_eq!(tr(Lang::En, "notation-check"), ", check");
    assert_eq!(crate::tr!(Locale::De, "notation-steps", n = 1), "1 Punkt");
    assert_eq!(
        crate::tr!(Locale::ZhHans, "language-name", lang = "zh"),
        "中文"
    );
    for locale in Locale::ALL {
        assert!(!crate::tr!(locale, "thinking", who = "X").contains('\u{2068}'));
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The sources of the core and the CLI (the crates that name message ids).
fn sources() -> Vec<(String, String)> {
    let core = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&core.join("src"), &mut files);
    rust_files(&core.parent().unwrap().join("cli/src"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let rel = p
                .strip_prefix(core.parent().unwrap())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

/// The largest char boundary of `text` at or before `at` (a slice end that does not cut a
/// character in two).
fn char_floor(text: &str, at: usize) -> usize {
    let mut end = at.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    end
}

#[test]
fn every_id_the_code_names_exists() {
    let mut missing = Vec::new();
    for (path, text) in sources() {
        if path.starts_with("core/src/l10n/") {
            continue;
        }
        for (i, _) in text.match_indices("tr!(") {
            let before = text[..i].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let call = &text[i..char_floor(&text, i + 300)];
            let Some(q) = call.find('"') else { continue };
            let id: String = call[q + 1..].chars().take_while(|&c| c != '"').collect();
            if id.is_empty() || id.contains(' ') {
                continue;
            }
            for locale in Locale::ALL {
                if !has(locale, &id) {
                    missing.push(format!("{path}: {id} not in {locale}"));
                }
            }
        }
        for (i, _) in text.match_indices("l10n::tr(") {
            // The call's arguments up to its closing parenthesis (a literal id has none).
            let call = &text[i..char_floor(&text, i + 200)];
            let call = &call[..call.find(')').unwrap_or(call.len())];
            if let Some(q) = call.find(", \"") {
                let id: String = call[q + 3..].chars().take_while(|&c| c != '"').collect();
                if !Locale::ALL.iter().all(|&l| has(l, &id)) {
                    missing.push(format!("{path}: {id}"));
                }
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The files that still write German/English pairs; the app-layer conversion (the
/// follow-up of issue 37) empties this list. Nothing else may join it.
const NOT_YET_CONVERTED: &[&str] = &[];

#[test]
fn no_file_outside_the_localisation_module_picks_between_languages() {
    let mut offenders = BTreeSet::new();
    for (path, text) in sources() {
        if path.starts_with("core/src/l10n/") || path == "core/src/lang.rs" {
            continue;
        }
        // The code before its unit tests (tests may name languages to check outputs).
        let code: String = text
            .split("#[cfg(test)]")
            .next()
            .unwrap_or_default()
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        // `pick("…", "…")`, a local `t("…", "…")`, a `Lang::De`/`Lang::En` arm or test,
        // and `de: "…", en: "…"` pairs.
        let pick = code.contains(".pick(")
            || code
                .match_indices("t(\"")
                .any(|(i, _)| !code[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_'));
        let lang = code.contains("Lang::De") || code.contains("Lang::En");
        let pair = code.contains("de: \"");
        if pick || lang || pair {
            offenders.insert(path);
        }
    }
    let allowed: BTreeSet<String> = NOT_YET_CONVERTED.iter().map(|s| s.to_string()).collect();
    let new: Vec<_> = offenders.difference(&allowed).collect();
    assert!(
        new.is_empty(),
        "texts in two languages outside l10n: {new:?}"
    );
    let stale: Vec<_> = allowed.difference(&offenders).collect();
    assert!(
        stale.is_empty(),
        "converted, take off NOT_YET_CONVERTED: {stale:?}"
    );
}

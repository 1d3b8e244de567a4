#!/usr/bin/env python3
"""Finds structs of the iOS app that other code cannot construct.

Before Swift 6.4 a struct's synthesised memberwise initialiser is as private as its most
private stored property, a property wrapper's (`@State private var`, `@Environment(...)
private var`) included. A view constructed by another type then fails to compile with
"initializer is inaccessible due to 'private' protection level". Swift 6.0 on Linux
type-checks no SwiftUI, so this source scan is what can catch it here: it flags every struct
that has a `private`/`fileprivate` stored property taking part in the memberwise
initialiser, no explicit `init`, and a construction `Name(` outside its own body (an
argument-less `Name()` is fine when every stored property has a value: that is the default
initialiser, which keeps the type's access).

Usage: check_view_inits.py [DIR...] (default: ios/XiangqiApp/Sources). Without arguments it
first proves itself on planted examples in a temporary directory. Closing line:
"initialisers: N passed, M failed".
"""

import pathlib
import re
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
DEFAULT_DIR = ROOT / "ios" / "XiangqiApp" / "Sources"


def blank_comments_and_strings(text):
    """The source with comments and string literals turned into spaces (lines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"')
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append('"' + " " * (j - i - 2) + '"')
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def matching_brace(text, start):
    """The index of the `}` closing the `{` at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i
    return len(text)


def top_level(body):
    """The body with everything inside nested braces, brackets and parentheses blanked, so
    only the struct's own member declarations remain readable."""
    out, depth = [], 0
    for ch in body:
        if ch in "{[(":
            out.append(ch if depth == 0 else " ")
            depth += 1
        elif ch in "}])":
            depth -= 1
            out.append(ch if depth == 0 else " ")
        else:
            out.append(ch if depth == 0 or ch == "\n" else " ")
    return "".join(out)


STRUCT = re.compile(r"\bstruct\s+([A-Z]\w*)[^{]*\{")
# One member declaration: attributes (each with its blanked argument list), modifiers, the
# keyword, the name, the rest of the line.
PROPERTY = re.compile(
    r"^[ \t]*(?P<attrs>(?:@\w+(?:\.\w+)*\s*(?:\([ \t]*\))?\s+)*)"
    r"(?P<mods>(?:(?:private|fileprivate|internal|public|static|class|lazy|weak|unowned|nonisolated|final)"
    r"(?:\(set\))?\s+)*)(?P<kind>var|let)\s+(?P<name>\w+)(?P<rest>[^\n]*)$",
    re.M,
)
INIT = re.compile(r"(?:^|[\s;])init\s*[(<?!]", re.M)


class Struct:
    def __init__(self, name, path, start, end, body):
        self.name, self.path, self.start, self.end = name, path, start, end
        self.private = []  # private stored properties in the memberwise initialiser
        self.all_defaulted = True  # every stored property has a value: init() exists
        self.has_init = bool(INIT.search(body))
        for m in PROPERTY.finditer(body):
            mods = m.group("mods").split()
            if "static" in mods or "class" in mods:
                continue
            rest = m.group("rest")
            has_value = "=" in rest.split("{")[0]
            if "{" in rest and not has_value:
                continue  # `var x: T { ... }`: computed
            wrapped_with_args = bool(re.search(r"@\w+(?:\.\w+)*\s*\(", m.group("attrs")))
            optional_var = m.group("kind") == "var" and re.match(r"\s*:\s*[^=]*\?\s*$", rest)
            defaulted = has_value or wrapped_with_args or bool(optional_var)
            if m.group("kind") == "let" and has_value:
                continue  # an initialised let is not a memberwise parameter
            if not defaulted:
                self.all_defaulted = False
            if any(mod in ("private", "fileprivate") for mod in mods):
                self.private.append(m.group("name"))


def scan(dirs):
    """The problems found: (path, line, message) for each struct nobody else can construct."""
    files = {}
    for d in dirs:
        for path in sorted(pathlib.Path(d).rglob("*.swift")):
            files[path] = blank_comments_and_strings(path.read_text(encoding="utf-8"))
    structs = []
    for path, text in files.items():
        for m in STRUCT.finditer(text):
            open_at = m.end() - 1
            end = matching_brace(text, open_at)
            structs.append(Struct(m.group(1), path, open_at, end, top_level(text[open_at + 1:end])))
    extension_inits = set()
    for text in files.values():
        for m in re.finditer(r"\bextension\s+([A-Z]\w*)[^{]*\{", text):
            open_at = m.end() - 1
            if INIT.search(top_level(text[open_at + 1:matching_brace(text, open_at)])):
                extension_inits.add(m.group(1))
    problems = []
    for s in structs:
        if not s.private or s.has_init or s.name in extension_inits:
            continue
        call = re.compile(r"(?<![\w.])" + s.name + r"\s*(?:<[^<>()]*>)?\s*\((\s*\))?")
        for path, text in files.items():
            for m in call.finditer(text):
                inside_itself = path == s.path and s.start < m.start() < s.end
                if inside_itself or (m.group(1) and s.all_defaulted):
                    continue
                line = text.count("\n", 0, m.start()) + 1
                problems.append((path, line,
                                 f"{s.name}(...) is constructed here, but {s.name} "
                                 f"({s.path.name}) has private stored properties "
                                 f"({', '.join(s.private)}) and no explicit init: its "
                                 f"memberwise initialiser is private before Swift 6.4"))
    return problems


# Planted examples: file name -> source; and the constructions the scan must report.
PLANTED = {
    "Board.swift": """
struct Board: View {
    let store: AppStore
    @State private var changedAt = Date.distantPast   // "private" in a comment: ignored
    @GestureState private var dragging = false
    var body: some View { Text("struct Fake { private var x: Int }") }
}
struct Layout<Side: View>: View {
    let store: AppStore
    @ViewBuilder let side: () -> Side
    @Environment(\\.horizontalSizeClass) private var sizeClass
    var body: some View { HStack { Board(store: store); side() } }
}
struct Fixed: View {
    let store: AppStore
    @State private var shown = false
    init(store: AppStore) { self.store = store }
    var body: some View { Board(store: store) }
}
private struct Presenter: ViewModifier {
    let store: AppStore
    @State private var answered: Int?
    func body(content: Content) -> some View { content }
}
struct Root: View {
    let store: AppStore
    var body: some View { Layout(store: store) { Fixed(store: store) }.modifier(Presenter(store: store)) }
}
""",
    "Screen.swift": """
struct Screen: View {
    let store: AppStore
    private let title = "a let with a value is no parameter"
    private static var shared = 0
    private var computed: Int { 1 }
    @State private var counter = 0
    var body: some View { Layout<Text>(store: store) { Text(verbatim: "") } }
}
struct Defaulted: View {
    @Environment(\\.scenePhase) private var phase
    @State private var value = 1
    var body: some View { Screen(store: store) }
}
struct Host: View {
    var body: some View { Defaulted() }
}
""",
}
PLANTED_EXPECTED = {("Board.swift", "Board"), ("Board.swift", "Layout"),
                    ("Board.swift", "Presenter"), ("Screen.swift", "Layout"),
                    ("Screen.swift", "Screen")}


def self_test():
    """The scan on the planted examples reports exactly the expected constructions."""
    with tempfile.TemporaryDirectory() as tmp:
        for name, source in PLANTED.items():
            (pathlib.Path(tmp) / name).write_text(source, encoding="utf-8")
        found = {(path.name, message.split("(")[0]) for path, _, message in scan([tmp])}
    if found != PLANTED_EXPECTED:
        print(f"check_view_inits self-test: expected {sorted(PLANTED_EXPECTED)}, found {sorted(found)}")
        return False
    return True


def main(args):
    passed = failed = 0
    if not args:
        if self_test():
            passed += 1
        else:
            failed += 1
    dirs = args or [DEFAULT_DIR]
    problems = scan(dirs)
    for path, line, message in problems:
        print(f"{path}:{line}: error: {message}")
    if problems:
        failed += 1
    else:
        passed += 1
        print(f"view initialisers: every struct constructed elsewhere can be ({', '.join(map(str, dirs))})")
    print(f"initialisers: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

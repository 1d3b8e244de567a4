//! Standard output for the commands: when its reader goes away (`xiangqi play | head`), the
//! program ends quietly instead of panicking in `println!`.

use std::io::Write;

/// Writes `args` to standard output; `flush` for prompts that end without a newline.
pub fn write(args: std::fmt::Arguments<'_>, flush: bool) {
    let mut out = std::io::stdout().lock();
    let written = out
        .write_fmt(args)
        .and_then(|()| if flush { out.flush() } else { Ok(()) });
    if let Err(e) = written {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            // Nobody reads any more: everything that mattered was saved when it happened.
            std::process::exit(0);
        }
        eprintln!("xiangqi: {e}");
        std::process::exit(2);
    }
}

/// `println!` that ends quietly on a closed pipe.
macro_rules! outln {
    () => {
        $crate::out::write(format_args!("\n"), false)
    };
    ($($arg:tt)*) => {
        $crate::out::write(format_args!("{}\n", format_args!($($arg)*)), false)
    };
}

/// `print!` (flushed, for prompts) that ends quietly on a closed pipe.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::out::write(format_args!($($arg)*), true)
    };
}

//! A minimal HTTP/1.1 client for the server's JSON API (one request per connection,
//! `Connection: close`), so the clients need nothing beyond tokio. Plain `http://` only: a
//! deployment puts TLS in front of the server.

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Largest response accepted (archives of 50 games fit easily).
pub const MAX_RESPONSE_BYTES: usize = 8 * 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HttpError {
    #[error("bad server URL {0:?} (use http://HOST:PORT)")]
    Url(String),
    #[error("network: {0}")]
    Io(String),
    #[error("malformed HTTP response")]
    Response,
    #[error("response too large")]
    TooLarge,
}

/// `http://host:port[/prefix]` split into the address and the path prefix.
pub fn split_url(base: &str) -> Result<(String, String), HttpError> {
    let rest = base
        .strip_prefix("http://")
        .ok_or_else(|| HttpError::Url(base.to_string()))?;
    let (host, path) = match rest.find('/') {
        Some(k) => (&rest[..k], rest[k..].trim_end_matches('/')),
        None => (rest, ""),
    };
    if host.is_empty() {
        return Err(HttpError::Url(base.to_string()));
    }
    let host = if host.contains(':') {
        host.to_string()
    } else {
        format!("{host}:80")
    };
    Ok((host, path.to_string()))
}

/// One request; returns the status and the body.
pub async fn request(
    base: &str,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> Result<(u16, String), HttpError> {
    let (host, prefix) = split_url(base)?;
    let io = |e: std::io::Error| HttpError::Io(e.to_string());
    let mut stream = TcpStream::connect(&host).await.map_err(io)?;
    let mut req = format!(
        "{method} {prefix}{path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\nAccept: application/json\r\n"
    );
    if let Some(t) = token {
        req.push_str(&format!("Authorization: Bearer {t}\r\n"));
    }
    let body = body.unwrap_or("");
    if !body.is_empty() || method == "POST" {
        req.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        ));
    }
    req.push_str("\r\n");
    req.push_str(body);
    stream.write_all(req.as_bytes()).await.map_err(io)?;
    let mut raw = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        let n = stream.read(&mut buf).await.map_err(io)?;
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&buf[..n]);
        if raw.len() > MAX_RESPONSE_BYTES {
            return Err(HttpError::TooLarge);
        }
    }
    parse_response(&raw)
}

fn parse_response(raw: &[u8]) -> Result<(u16, String), HttpError> {
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or(HttpError::Response)?;
    let head = std::str::from_utf8(&raw[..end]).map_err(|_| HttpError::Response)?;
    let mut lines = head.split("\r\n");
    let status: u16 = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .ok_or(HttpError::Response)?;
    let chunked = lines.any(|l| {
        let l = l.to_ascii_lowercase();
        l.starts_with("transfer-encoding:") && l.contains("chunked")
    });
    let body = &raw[end + 4..];
    let body = if chunked {
        dechunk(body)?
    } else {
        body.to_vec()
    };
    Ok((
        status,
        String::from_utf8(body).map_err(|_| HttpError::Response)?,
    ))
}

fn dechunk(mut b: &[u8]) -> Result<Vec<u8>, HttpError> {
    let mut out = Vec::new();
    loop {
        let eol = b
            .windows(2)
            .position(|w| w == b"\r\n")
            .ok_or(HttpError::Response)?;
        let size = std::str::from_utf8(&b[..eol]).map_err(|_| HttpError::Response)?;
        let size = usize::from_str_radix(size.split(';').next().unwrap_or("").trim(), 16)
            .map_err(|_| HttpError::Response)?;
        b = &b[eol + 2..];
        if size == 0 {
            return Ok(out);
        }
        if b.len() < size + 2 {
            return Err(HttpError::Response);
        }
        out.extend_from_slice(&b[..size]);
        b = &b[size + 2..];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn responses() {
        let r = parse_response(b"HTTP/1.1 201 Created\r\ncontent-length: 2\r\n\r\n{}").unwrap();
        assert_eq!(r, (201, "{}".to_string()));
        let r = parse_response(
            b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n",
        )
        .unwrap();
        assert_eq!(r, (200, "abcde".to_string()));
        assert!(parse_response(b"garbage").is_err());
    }

    #[test]
    fn urls() {
        assert_eq!(
            split_url("http://127.0.0.1:8080").unwrap(),
            ("127.0.0.1:8080".to_string(), String::new())
        );
        assert_eq!(
            split_url("http://h/x/").unwrap(),
            ("h:80".to_string(), "/x".to_string())
        );
        assert!(split_url("https://h").is_err());
    }
}

//! Account tokens: 256 random bits from the operating system, shown to the player once and
//! stored only as their SHA-256 (a fast hash is enough for a random secret of this size: there
//! is nothing to guess, so no salt or slow hash is needed).

use rand::rngs::OsRng;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// Bytes of randomness in a token.
pub const TOKEN_BYTES: usize = 32;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A fresh secret token (64 hex digits).
pub fn new_token() -> String {
    let mut b = [0u8; TOKEN_BYTES];
    OsRng.fill_bytes(&mut b);
    hex(&b)
}

/// What the database keeps of a token.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// The token of an `Authorization: Bearer TOKEN` header value.
pub fn bearer(header: &str) -> Option<&str> {
    let t = header.strip_prefix("Bearer ")?.trim();
    (t.len() == 2 * TOKEN_BYTES && t.bytes().all(|b| b.is_ascii_hexdigit())).then_some(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens() {
        let t = new_token();
        assert_eq!(t.len(), 64);
        assert_ne!(t, new_token());
        assert_eq!(bearer(&format!("Bearer {t}")), Some(t.as_str()));
        assert_eq!(bearer("Bearer abc"), None);
        assert_eq!(token_hash("abc").len(), 64);
        assert_eq!(
            token_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}

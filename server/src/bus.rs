//! The seam between game owners and connections. Owners publish ready-made frames to topics
//! and receive commands; connections subscribe. [`LocalBus`] is the in-process
//! implementation; [`crate::cluster::NatsBus`] carries the same over NATS between nodes.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc;
use xiangqi_online::protocol::GameId;

/// One serialized server message, shared by every receiver.
pub type Frame = Arc<str>;
pub type ConnId = u64;
pub type AccountId = i64;

/// Frames waiting for one connection's socket.
pub const OUTBOX_CAPACITY: usize = 256;

/// Where frames go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    /// Everyone following a game (players and spectators).
    Game(GameId),
    /// Every connection of an account.
    Account(AccountId),
    /// One connection (replies and errors).
    Conn(ConnId),
    /// Lobby watchers.
    Lobby,
}

/// A connection's queue of outgoing frames. Overflow marks the connection as too slow; it
/// then closes (the client reconnects and resumes from its last version).
#[derive(Clone)]
pub struct Outbox {
    tx: mpsc::Sender<Frame>,
    overflowed: Arc<AtomicBool>,
}

impl Outbox {
    pub fn new() -> (Outbox, mpsc::Receiver<Frame>, Arc<AtomicBool>) {
        let (tx, rx) = mpsc::channel(OUTBOX_CAPACITY);
        let overflowed = Arc::new(AtomicBool::new(false));
        (
            Outbox {
                tx,
                overflowed: overflowed.clone(),
            },
            rx,
            overflowed,
        )
    }

    fn push(&self, frame: Frame) {
        if self.tx.try_send(frame).is_err() {
            self.overflowed.store(true, Ordering::Relaxed);
        }
    }
}

/// What a connection asks of a game's owner (plain data: it crosses nodes as JSON).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct GameCmd {
    pub account: AccountId,
    pub conn: ConnId,
    pub action: GameAction,
}

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum GameAction {
    /// Follow the game (replay from `since`, or a snapshot).
    Open {
        since: Option<u64>,
    },
    /// The connection closed or stopped following.
    Close,
    Move {
        ply: u32,
        mv: String,
        lag_ms: u32,
        /// When the socket delivered it (on another node: when this node received it).
        #[serde(skip, default = "std::time::Instant::now")]
        received_at: std::time::Instant,
    },
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign,
    OfferTakeback,
    AcceptTakeback,
    DeclineTakeback,
}

/// The game has no owner here (finished, or unknown).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("no live game {0}")]
pub struct NoSuchGame(pub GameId);

pub trait Bus: Send + Sync + 'static {
    /// A connection appears: its outbox becomes the [`Topic::Conn`] subscriber.
    fn connect(&self, conn: ConnId, outbox: Outbox);
    /// A connection is gone: every subscription of it ends.
    fn disconnect(&self, conn: ConnId);
    fn subscribe(&self, topic: Topic, conn: ConnId);
    fn unsubscribe(&self, topic: Topic, conn: ConnId);
    fn publish(&self, topic: Topic, frame: Frame);
    /// The owner of a live game announces itself.
    fn register_game(&self, game: GameId, owner: mpsc::UnboundedSender<GameCmd>);
    fn unregister_game(&self, game: GameId);
    fn send_to_game(&self, game: GameId, cmd: GameCmd) -> Result<(), NoSuchGame>;
}

const SHARDS: usize = 16;

/// One shard: topics and their subscribers.
type Shard = Mutex<HashMap<Topic, Vec<(ConnId, Outbox)>>>;

/// The in-process bus: sharded maps of topics to subscribers.
pub struct LocalBus {
    outboxes: Mutex<HashMap<ConnId, (Outbox, Vec<Topic>)>>,
    topics: Vec<Shard>,
    games: Mutex<HashMap<GameId, mpsc::UnboundedSender<GameCmd>>>,
}

impl Default for LocalBus {
    fn default() -> Self {
        LocalBus {
            outboxes: Mutex::new(HashMap::new()),
            topics: (0..SHARDS).map(|_| Mutex::new(HashMap::new())).collect(),
            games: Mutex::new(HashMap::new()),
        }
    }
}

fn shard(topic: &Topic) -> usize {
    let h = match *topic {
        Topic::Game(g) => g,
        Topic::Account(a) => a as u64,
        Topic::Conn(c) => c,
        Topic::Lobby => 0,
    };
    (h as usize) % SHARDS
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    // A panic while holding the lock cannot leave these maps half-updated in a way that
    // matters (each operation is one insert or remove), so poisoning is ignored.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl LocalBus {
    fn add(&self, topic: Topic, conn: ConnId, outbox: Outbox) {
        let mut t = lock(&self.topics[shard(&topic)]);
        let subs = t.entry(topic).or_default();
        if !subs.iter().any(|(c, _)| *c == conn) {
            subs.push((conn, outbox));
        }
    }

    fn remove(&self, topic: Topic, conn: ConnId) {
        let mut t = lock(&self.topics[shard(&topic)]);
        if let Some(subs) = t.get_mut(&topic) {
            subs.retain(|(c, _)| *c != conn);
            if subs.is_empty() {
                t.remove(&topic);
            }
        }
    }
}

impl Bus for LocalBus {
    fn connect(&self, conn: ConnId, outbox: Outbox) {
        lock(&self.outboxes).insert(conn, (outbox.clone(), vec![Topic::Conn(conn)]));
        self.add(Topic::Conn(conn), conn, outbox);
    }

    fn disconnect(&self, conn: ConnId) {
        let topics = lock(&self.outboxes)
            .remove(&conn)
            .map(|(_, t)| t)
            .unwrap_or_default();
        for t in topics {
            self.remove(t, conn);
        }
    }

    fn subscribe(&self, topic: Topic, conn: ConnId) {
        let outbox = {
            let mut o = lock(&self.outboxes);
            let Some((outbox, topics)) = o.get_mut(&conn) else {
                return;
            };
            if !topics.contains(&topic) {
                topics.push(topic);
            }
            outbox.clone()
        };
        self.add(topic, conn, outbox);
    }

    fn unsubscribe(&self, topic: Topic, conn: ConnId) {
        if let Some((_, topics)) = lock(&self.outboxes).get_mut(&conn) {
            topics.retain(|t| *t != topic);
        }
        self.remove(topic, conn);
    }

    fn publish(&self, topic: Topic, frame: Frame) {
        let t = lock(&self.topics[shard(&topic)]);
        if let Some(subs) = t.get(&topic) {
            for (_, outbox) in subs {
                outbox.push(frame.clone());
            }
        }
    }

    fn register_game(&self, game: GameId, owner: mpsc::UnboundedSender<GameCmd>) {
        lock(&self.games).insert(game, owner);
    }

    fn unregister_game(&self, game: GameId) {
        lock(&self.games).remove(&game);
    }

    fn send_to_game(&self, game: GameId, cmd: GameCmd) -> Result<(), NoSuchGame> {
        let g = lock(&self.games);
        let owner = g.get(&game).ok_or(NoSuchGame(game))?;
        owner.send(cmd).map_err(|_| NoSuchGame(game))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn publish_reaches_subscribers_only() {
        let bus = LocalBus::default();
        let (a, mut ra, _) = Outbox::new();
        let (b, mut rb, _) = Outbox::new();
        bus.connect(1, a);
        bus.connect(2, b);
        bus.subscribe(Topic::Game(7), 1);
        bus.publish(Topic::Game(7), "x".into());
        bus.publish(Topic::Conn(2), "y".into());
        assert_eq!(&*ra.recv().await.unwrap(), "x");
        assert_eq!(&*rb.recv().await.unwrap(), "y");
        bus.disconnect(1);
        bus.publish(Topic::Game(7), "z".into());
        assert!(ra.try_recv().is_err());
    }
}

//! The HTTP API under `/v1/` (JSON), the WebSocket upgrade `/v1/play`, `/healthz` and
//! `/metrics`. Every `/v1/` path but account creation needs `Authorization: Bearer TOKEN`.

use crate::db::AccountRow;
use crate::Shared;
use axum::body::Bytes;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, DefaultBodyLimit, FromRequestParts, Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use serde::Deserialize;
use std::net::SocketAddr;
use std::sync::Arc;
use xiangqi_online::protocol::{
    valid_name, ErrorBody, ErrorCode, GameId, HttpError, PlayerStats, RegisterRequest, Registered,
    MAX_TEXT_BYTES,
};

/// Largest WebSocket message accepted at all; above [`MAX_TEXT_BYTES`] (and up to this) the
/// client gets a `too_large` error, beyond it the connection closes (1009).
pub const MAX_SOCKET_MESSAGE: usize = 64 * 1024;
/// Socket read buffer per connection (small: most messages are under 200 bytes).
const SOCKET_READ_BUFFER: usize = 4 * 1024;
/// Most games in one archive page.
pub const ARCHIVE_PAGE_MAX: u32 = 50;
/// Games in an archive page without `limit`.
pub const ARCHIVE_PAGE_DEFAULT: u32 = 20;
/// Most games in the live list.
pub const LIVE_LIST_MAX: u32 = 200;

pub struct ApiError(StatusCode, ErrorCode, String);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = HttpError {
            error: ErrorBody {
                code: self.1,
                message: self.2,
            },
        };
        (self.0, axum::Json(body)).into_response()
    }
}

fn internal(e: impl std::fmt::Display) -> ApiError {
    ApiError(
        StatusCode::INTERNAL_SERVER_ERROR,
        ErrorCode::Internal,
        e.to_string(),
    )
}

fn not_found(what: &str) -> ApiError {
    ApiError(StatusCode::NOT_FOUND, ErrorCode::NotFound, what.to_string())
}

type Api<T> = Result<axum::Json<T>, ApiError>;

/// The authenticated account of a request.
pub struct Authed(pub AccountRow);

impl FromRequestParts<Arc<Shared>> for Authed {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        shared: &Arc<Shared>,
    ) -> Result<Self, Self::Rejection> {
        authenticate(shared, &parts.headers).await.map(Authed)
    }
}

async fn authenticate(shared: &Shared, headers: &HeaderMap) -> Result<AccountRow, ApiError> {
    let unauthorized = |m: &str| {
        ApiError(
            StatusCode::UNAUTHORIZED,
            ErrorCode::Unauthorized,
            m.to_string(),
        )
    };
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(crate::auth::bearer)
        .ok_or_else(|| unauthorized("send Authorization: Bearer TOKEN"))?;
    shared
        .db
        .account_by_token_hash(&crate::auth::token_hash(token))
        .await
        .map_err(internal)?
        .ok_or_else(|| unauthorized("unknown token"))
}

pub fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .route("/v1/accounts", post(register))
        .route("/v1/me", get(me))
        .route("/v1/lobby", get(lobby))
        .route("/v1/games/live", get(live))
        .route("/v1/games/mine", get(mine))
        .route("/v1/games/{id}", get(one_game))
        .route("/v1/players/{name}/stats", get(stats))
        .route("/v1/daily/{date}", get(daily_list))
        .route("/v1/play", get(play))
        .fallback(|| async { not_found("no such path") })
        .layer(DefaultBodyLimit::max(MAX_TEXT_BYTES))
        .with_state(shared)
}

async fn healthz(State(shared): State<Arc<Shared>>) -> Response {
    match sqlx::query("SELECT 1").execute(&shared.db.pool).await {
        Ok(_) => (StatusCode::OK, "ok\n").into_response(),
        Err(_) => (StatusCode::SERVICE_UNAVAILABLE, "database unavailable\n").into_response(),
    }
}

async fn metrics(State(shared): State<Arc<Shared>>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        shared.metrics.render(),
    )
        .into_response()
}

async fn register(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    body: Bytes,
) -> Result<(StatusCode, axum::Json<Registered>), ApiError> {
    let req: RegisterRequest = serde_json::from_slice(&body).map_err(|e| {
        ApiError(
            StatusCode::BAD_REQUEST,
            ErrorCode::InvalidField,
            e.to_string(),
        )
    })?;
    if !valid_name(&req.name) {
        return Err(ApiError(
            StatusCode::BAD_REQUEST,
            ErrorCode::InvalidName,
            "2 to 20 characters from A-Z a-z 0-9 _ -".into(),
        ));
    }
    // A taken name is refused as such (and uses none of the allowance below).
    if shared
        .db
        .account_by_name(&req.name)
        .await
        .map_err(internal)?
        .is_some()
    {
        return Err(ApiError(
            StatusCode::CONFLICT,
            ErrorCode::NameTaken,
            "that name is taken".into(),
        ));
    }
    // Fair play: each address makes a few accounts a day (the address of the TCP peer).
    let addr = peer.ip().to_string();
    let now = shared.clock.now_ms();
    let made = shared
        .db
        .accounts_from(&addr, now.saturating_sub(crate::FAIR_PLAY_DAY_MS))
        .await
        .map_err(internal)?;
    let allowed = u64::from(shared.config.accounts_per_address);
    if made >= allowed {
        return Err(ApiError(
            StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::TooManyAccounts,
            format!("this address made {made} accounts today (at most {allowed})"),
        ));
    }
    let token = crate::auth::new_token();
    let id = shared
        .db
        .create_account(
            &req.name,
            &crate::auth::token_hash(&token),
            crate::rating::ELO_START,
            crate::rating::STARTING_TALER,
            now,
            &addr,
        )
        .await
        .map_err(internal)?
        .ok_or_else(|| {
            ApiError(
                StatusCode::CONFLICT,
                ErrorCode::NameTaken,
                "that name is taken".into(),
            )
        })?;
    let account = shared
        .db
        .account(id)
        .await
        .map_err(internal)?
        .ok_or_else(|| internal("account vanished"))?
        .account;
    crate::log::info("account_created", serde_json::json!({"name": req.name}));
    Ok((
        StatusCode::CREATED,
        axum::Json(Registered { account, token }),
    ))
}

async fn me(Authed(a): Authed) -> Api<xiangqi_online::protocol::Account> {
    Ok(axum::Json(a.account))
}

async fn lobby(
    State(shared): State<Arc<Shared>>,
    _: Authed,
) -> Api<Vec<xiangqi_online::protocol::LobbyPlayer>> {
    let players = shared.lobby_list().await.map_err(|e| {
        ApiError(
            StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::LobbyUnavailable,
            e.to_string(),
        )
    })?;
    Ok(axum::Json(players))
}

async fn live(
    State(shared): State<Arc<Shared>>,
    _: Authed,
) -> Api<Vec<xiangqi_online::protocol::LiveGame>> {
    shared
        .db
        .live_list(LIVE_LIST_MAX)
        .await
        .map(axum::Json)
        .map_err(internal)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Page {
    before: Option<GameId>,
    limit: Option<u32>,
}

async fn mine(
    State(shared): State<Arc<Shared>>,
    Authed(a): Authed,
    page: Result<Query<Page>, axum::extract::rejection::QueryRejection>,
) -> Api<Vec<xiangqi_online::protocol::ArchivedGame>> {
    let Query(page) = page.map_err(|e| {
        ApiError(
            StatusCode::BAD_REQUEST,
            ErrorCode::InvalidField,
            e.to_string(),
        )
    })?;
    let limit = page.limit.unwrap_or(ARCHIVE_PAGE_DEFAULT);
    if !(1..=ARCHIVE_PAGE_MAX).contains(&limit) {
        // Out-of-range values are refused, never clamped (PROTOCOL.md).
        return Err(ApiError(
            StatusCode::BAD_REQUEST,
            ErrorCode::InvalidField,
            format!("limit {limit} is not in 1..={ARCHIVE_PAGE_MAX}"),
        ));
    }
    let before = page.before.unwrap_or(i64::MAX as u64);
    let games = shared
        .db
        .finished_games(a.id, before, limit)
        .await
        .map_err(internal)?;
    Ok(axum::Json(
        games.iter().filter_map(|g| g.archived()).collect(),
    ))
}

async fn one_game(
    State(shared): State<Arc<Shared>>,
    _: Authed,
    id: Result<Path<GameId>, axum::extract::rejection::PathRejection>,
) -> Api<xiangqi_online::protocol::ArchivedGame> {
    let Path(id) = id.map_err(|_| not_found("no such game"))?;
    let g = shared.db.game(id).await.map_err(internal)?;
    // Live games are followed on the socket (`open`); this is the archive.
    g.and_then(|g| g.archived())
        .map(axum::Json)
        .ok_or_else(|| not_found("no such finished game"))
}

async fn stats(
    State(shared): State<Arc<Shared>>,
    _: Authed,
    Path(name): Path<String>,
) -> Api<PlayerStats> {
    let row = shared
        .db
        .account_by_name(&name)
        .await
        .map_err(internal)?
        .ok_or_else(|| not_found("no such player"))?;
    let (all, as_red, as_black, by_time_control, elo_history) =
        shared.db.stats(row.id).await.map_err(internal)?;
    Ok(axum::Json(PlayerStats {
        account: row.account,
        all,
        as_red,
        as_black,
        by_time_control,
        elo_history,
        daily_streak: crate::daily::streak(&shared, row.id).await,
    }))
}

async fn daily_list(
    State(shared): State<Arc<Shared>>,
    _: Authed,
    Path(date): Path<String>,
) -> Api<xiangqi_online::protocol::DailyList> {
    let date = if date == "today" {
        shared.clock.today()
    } else {
        date
    };
    crate::daily::list(&shared, &date)
        .await
        .map(axum::Json)
        .map_err(|(code, m)| {
            let status = if code == ErrorCode::Internal {
                StatusCode::INTERNAL_SERVER_ERROR
            } else {
                StatusCode::BAD_REQUEST
            };
            ApiError(status, code, m)
        })
}

async fn play(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    ws: Result<WebSocketUpgrade, axum::extract::ws::rejection::WebSocketUpgradeRejection>,
) -> Response {
    let account = match authenticate(&shared, &headers).await {
        Ok(a) => a,
        Err(e) => return e.into_response(),
    };
    if *shared.shutdown.borrow() {
        return ApiError(
            StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::ShuttingDown,
            "restarting".into(),
        )
        .into_response();
    }
    let ws = match ws {
        Ok(ws) => ws,
        Err(e) => {
            return ApiError(
                StatusCode::BAD_REQUEST,
                ErrorCode::InvalidField,
                e.to_string(),
            )
            .into_response()
        }
    };
    ws.read_buffer_size(SOCKET_READ_BUFFER)
        .write_buffer_size(0)
        .max_message_size(MAX_SOCKET_MESSAGE)
        .max_frame_size(MAX_SOCKET_MESSAGE)
        .on_upgrade(move |socket| crate::conn::serve(shared, socket, account))
}

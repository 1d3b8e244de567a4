package app.xiangqi.desktop

import app.xiangqi.core.Action
import app.xiangqi.core.AppView
import app.xiangqi.core.ButtonRole
import app.xiangqi.core.ButtonView
import app.xiangqi.core.ChoiceView
import app.xiangqi.core.Side
import app.xiangqi.core.Field
import app.xiangqi.core.FormView
import app.xiangqi.core.GameScreenView
import app.xiangqi.core.GraphPointView
import app.xiangqi.core.GraphView
import app.xiangqi.core.Icon
import app.xiangqi.core.Lang
import app.xiangqi.core.ListScreenView
import app.xiangqi.core.ListSectionView
import app.xiangqi.core.OnlineView
import app.xiangqi.core.OptionView
import app.xiangqi.core.PromptView
import app.xiangqi.core.StripClockView
import app.xiangqi.core.RowView
import app.xiangqi.core.ScreenView
import app.xiangqi.core.SectionView
import app.xiangqi.core.SignInView
import app.xiangqi.core.TextField
import app.xiangqi.core.TextFieldView
import app.xiangqi.core.ToggleView

/**
 * The online screens' view records as the core words them (its texts copied from
 * core/src/app/screens/online/), for screenshots and UI tests without a game server.
 */
class OnlineSamples(val lang: Lang) {
    private fun t(de: String, en: String, zh: String) = when (lang) {
        Lang.DE -> de
        Lang.EN -> en
        Lang.ZH -> zh
    }
    private fun button(action: Action, de: String, en: String, zh: String, role: ButtonRole = ButtonRole.SECONDARY, enabled: Boolean = true) =
        ButtonView(action, t(de, en, zh), enabled, role, iconOf(action))

    /** The icon the core gives these actions (core/src/app/view/icon.rs, Icon::for_action). */
    private fun iconOf(action: Action): Icon? = when (action) {
        Action.AcceptDraw -> Icon.OFFER_DRAW
        Action.DeclineDraw, Action.CancelQuick, Action.DeclineChallenge -> Icon.CLOSE
        Action.AcceptChallenge -> Icon.CORRECT
        Action.QuickGame -> Icon.QUICK_GAME
        Action.SwapColors -> Icon.SWAP_COLORS
        Action.Reload -> Icon.REFRESH
        Action.OnlineSignIn -> Icon.ACCOUNT
        Action.OnlineDisconnect -> Icon.SIGN_OUT
        Action.OpenLiveGames -> Icon.LIVE_GAMES
        Action.OpenMyStats -> Icon.STATISTICS
        Action.OpenOnlineDaily, Action.OpenDailyList -> Icon.DAILY
        else -> null
    }

    private fun row(title: String, detail: String, action: Action? = null) = RowView(title, detail, action, emptyList())

    private val timeControls = listOf(3 to 2, 10 to 5, 20 to 10, 45 to 15).map { (m, i) ->
        OptionView(
            "$m+$i",
            t("$m Minuten je Spieler, $i s mehr je Zug", "$m minutes each, $i s more per move", "每方 ${m} 分钟，每步加 ${i} 秒"),
        )
    }

    /** The hub before the first sign-in: the name typed, the server proposed. */
    fun signedOut(name: String = "Mei_Lin", message: String? = null) = OnlineView(
        title = t("Online spielen", "Play online", "在线对弈"),
        status = t("Nicht verbunden.", "Not connected.", "未连接。"),
        connected = false,
        signIn = SignInView(
            intro = t(
                "Wähle einen Namen. Das Konto gehört diesem Gerät: sein Schlüssel bleibt hier und kommt in keine Sicherung.",
                "Choose a name. The account belongs to this device: its key stays here and goes into no backup.",
                "请起一个名字。账号只属于这台设备：密钥只保存在本机，不会写入任何备份。",
            ),
            name = TextFieldView(TextField.ONLINE_NAME, t("Name", "Name", "名字"), name, t("z. B. Mei_Lin", "e.g. Mei_Lin", "例如 Mei_Lin"), true),
            server = TextFieldView(TextField.ONLINE_SERVER, t("Server", "Server", "服务器"), "http://127.0.0.1:8080", "http://127.0.0.1:8080", true),
            button = button(Action.OnlineSignIn, "Anmelden", "Sign in", "登录", ButtonRole.PRIMARY, enabled = name.isNotBlank()),
            message = message,
        ),
        account = null,
        runningGame = null,
        quick = null,
        challengesTitle = t("Herausforderungen", "Challenges", "挑战"),
        challenges = emptyList(),
        playersTitle = t("Wer ist da", "Who is here", "在线棋友"),
        players = emptyList(),
        menu = emptyList(),
    )

    /** The quick game's section (seeking or not). */
    fun quick(seeking: Boolean) = SectionView(
        title = t("Schnelle Partie", "Quick game", "快速对局"),
        choices = listOf(ChoiceView(Field.ONLINE_TIME_CONTROL, t("Bedenkzeit", "Time control", "用时"), timeControls, 1u, !seeking)),
        toggles = listOf(
            ToggleView(Field.ONLINE_RATED, t("Gewertet (Elo und Punkte)", "Rated (Elo and points)", "计分（等级分和积分）"), true, !seeking),
        ),
        buttons = listOf(
            if (seeking) {
                button(Action.CancelQuick, "Suche abbrechen", "Stop seeking", "停止寻找")
            } else {
                button(Action.QuickGame, "Gegner suchen", "Find an opponent", "寻找对手", ButtonRole.PRIMARY)
            },
        ),
        note = if (seeking) {
            t("Suche einen Gegner mit ähnlicher Elo …", "Looking for an opponent of similar Elo …", "正在寻找等级分相近的对手……")
        } else {
            null
        },
    )

    /** The hub signed in: the account, a challenge to the player, who is online. */
    fun signedIn(seeking: Boolean = false, running: Boolean = false) = OnlineView(
        title = t("Online spielen", "Play online", "在线对弈"),
        status = t("Verbunden mit xiangqi.example.org.", "Connected to xiangqi.example.org.", "已连接到 xiangqi.example.org。"),
        connected = true,
        signIn = null,
        account = t(
            "Mei_Lin · Elo 1516 · 10 Punkte · 120 Taler",
            "Mei_Lin · Elo 1516 · 10 points · 120 Taler",
            "Mei_Lin · 等级分 1516 · 积分 10 · 塔勒 120",
        ),
        runningGame = if (running) {
            row(
                t("Deine laufende Partie", "Your running game", "你正在进行的对局"),
                t("Tippen, um weiterzuspielen", "Tap to continue", "点击继续"),
                Action.OpenOnlineGame(7u),
            )
        } else {
            null
        },
        quick = quick(seeking),
        challengesTitle = t("Herausforderungen", "Challenges", "挑战"),
        challenges = listOf(
            row(
                t("Li fordert dich heraus", "Li challenges you", "Li 向你发起挑战"),
                t(
                    "10+5 · gewertet · 20 Taler · wartet auf dich",
                    "10+5 · rated · 20 Taler · waiting for you",
                    "10+5 · 计分赛 · 20 塔勒 · 等待你回应",
                ),
                Action.OpenChallenge(3u),
            ),
        ),
        playersTitle = t("Wer ist da", "Who is here", "在线棋友"),
        players = listOf(
            row("Li", t("Elo 1540 · frei", "Elo 1540 · idle", "等级分 1540 · 空闲"), Action.ChallengePlayer("Li")),
            row("Wang_Fei", t("Elo 1612 · spielt", "Elo 1612 · playing", "等级分 1612 · 对局中")),
            row("Zhou", t("Elo 1388 · sucht eine Partie", "Elo 1388 · seeking a game", "等级分 1388 · 寻找对手中")),
            row("Anna-K", t("Elo 1475 · frei", "Elo 1475 · idle", "等级分 1475 · 空闲"), Action.ChallengePlayer("Anna-K")),
        ),
        menu = listOf(
            button(Action.OpenLiveGames, "Laufende Partien", "Live games", "正在进行的对局"),
            button(Action.OpenMyGames, "Meine Partien", "My games", "我的对局"),
            button(Action.OpenMyStats, "Meine Statistik", "My statistics", "我的战绩"),
            button(Action.OpenOnlineDaily, "Rätsel des Tages (online)", "Puzzle of the day (online)", "每日一题（在线）"),
            button(Action.OpenDailyList, "Rangliste des Tages", "Today's puzzle list", "每日一题排行榜"),
            button(Action.OnlineDisconnect, "Trennen", "Disconnect", "断开连接"),
        ),
    )

    /** A received challenge's terms (the form the core builds for it). */
    fun challenge() = FormView(
        title = t("Li fordert dich heraus", "Li challenges you", "Li 向你发起挑战"),
        sections = listOf(
            SectionView(
                title = t("Bedingungen", "Terms", "条件"),
                choices = listOf(
                    ChoiceView(Field.ONLINE_TIME_CONTROL, t("Bedenkzeit", "Time control", "用时"), timeControls, 1u, true),
                    ChoiceView(
                        Field.ONLINE_STAKE,
                        t("Einsatz (du hast 120 Taler)", "Stake (you have 120 Taler)", "赌注（你有 120 塔勒）"),
                        listOf(t("kein Einsatz", "no stake", "无赌注")).plus(
                            listOf(10, 20, 50, 100).map { t("$it Taler", "$it Taler", "$it 塔勒") },
                        ).map { OptionView(it, null) },
                        2u,
                        true,
                    ),
                ),
                toggles = listOf(
                    ToggleView(
                        Field.ONLINE_RATED,
                        t(
                            "Gewertet (Elo, Punkte, Einsatz); freundschaftlich erlaubt Zurücknehmen",
                            "Rated (Elo, points, stake); friendly allows takebacks",
                            "计分（等级分、积分、赌注）；友谊赛可以悔棋",
                        ),
                        true,
                        true,
                    ),
                ),
                buttons = listOf(button(Action.SwapColors, "Farben tauschen", "Swap colours", "交换先后手")),
                note = t(
                    "Du spielst Schwarz.\nVorschlag 1 von Li – nimm an, lehne ab oder ändere ihn.",
                    "You play Black.\nProposal 1 from Li – accept, decline or change it.",
                    "你执黑。\nLi 的第 1 版提议：你可以接受、拒绝或修改。",
                ),
            ),
        ),
        buttons = listOf(
            button(Action.AcceptChallenge, "Annehmen", "Accept", "接受", ButtonRole.PRIMARY),
            button(Action.DeclineChallenge, "Ablehnen", "Decline", "拒绝", ButtonRole.DESTRUCTIVE),
        ),
    )

    private fun reload() = listOf(button(Action.Reload, "Neu laden", "Reload", "刷新"))

    /** My games: finished games, each opening its review. */
    fun myGames() = ListScreenView(
        title = t("Meine Partien", "My games", "我的对局"),
        summary = emptyList(),
        status = null,
        graph = null,
        sections = listOf(
            ListSectionView(
                title = t("Beendet, neueste zuerst", "Finished, newest first", "已结束的对局（最新的在前）"),
                rows = listOf(
                    row(
                        t("gegen Li (1540)", "vs Li (1540)", "对阵 Li（1540）"),
                        t(
                            "Gewonnen · 10+5 · gewertet · 20 Taler · Punkte +3",
                            "Won · 10+5 · rated · 20 Taler · Points +3",
                            "胜 · 10+5 · 计分赛 · 20 塔勒 · 积分 +3",
                        ),
                        Action.ReviewOnlineGame(11u),
                    ),
                    row(
                        t("gegen Wang_Fei (1612)", "vs Wang_Fei (1612)", "对阵 Wang_Fei（1612）"),
                        t(
                            "Remis · 20+10 · gewertet · Punkte +1",
                            "Draw · 20+10 · rated · Points +1",
                            "和棋 · 20+10 · 计分赛 · 积分 +1",
                        ),
                        Action.ReviewOnlineGame(9u),
                    ),
                    row(
                        t("gegen Zhou (1388)", "vs Zhou (1388)", "对阵 Zhou（1388）"),
                        t(
                            "Verloren · 3+2 · freundschaftlich · zählt nicht",
                            "Lost · 3+2 · friendly · not counted",
                            "负 · 3+2 · 友谊赛 · 不计分",
                        ),
                        Action.ReviewOnlineGame(4u),
                    ),
                ),
                empty = t("Noch keine beendete Partie.", "No finished game yet.", "还没有下完的对局。"),
            ),
        ),
        buttons = reload(),
    )

    /** Live games while they load, and with none running. */
    fun liveGames(loading: Boolean) = ListScreenView(
        title = t("Laufende Partien", "Live games", "正在进行的对局"),
        summary = emptyList(),
        status = if (loading) t("Lade …", "Loading …", "加载中……") else null,
        graph = null,
        sections = if (loading) {
            emptyList()
        } else {
            listOf(
                ListSectionView(
                    t("Zum Zuschauen", "To watch", "可观战的对局"),
                    emptyList(),
                    t("Gerade läuft keine Partie.", "No game is running.", "现在没有进行中的对局。"),
                ),
            )
        },
        buttons = reload(),
    )

    /** My statistics with the Elo graph. */
    fun stats(): ListScreenView {
        val elo = listOf(1500L, 1512, 1506, 1521, 1533, 1518, 1527, 1540, 1529, 1516)
        val points = elo.mapIndexed { i, v -> GraphPointView("${String.format("%02d", i + 3)}.03.2026: $v", v) }
        fun tally(de: String, en: String, zh: String, g: Int, w: Int, d: Int, l: Int) =
            t("$de: $g Partien – $w S, $d R, $l N", "$en: $g games – $w W, $d D, $l L", "${zh}：${g} 局（${w} 胜 · ${d} 和 · ${l} 负）")
        return ListScreenView(
            title = t("Meine Statistik", "My statistics", "我的战绩"),
            summary = listOf(
                t(
                    "Mei_Lin · Elo 1516 · 10 Punkte · 120 Taler",
                    "Mei_Lin · Elo 1516 · 10 points · 120 Taler",
                    "Mei_Lin · 等级分 1516 · 积分 10 · 塔勒 120",
                ),
                tally("Alle (auch freundschaftliche)", "All (friendly included)", "全部（含友谊赛）", 24, 12, 4, 8),
                tally("Als Rot", "As Red", "执红", 12, 7, 2, 3),
                tally("Als Schwarz", "As Black", "执黑", 12, 5, 2, 5),
                t("Rätsel-Serie: 6 Tage", "Puzzle streak: 6 days", "每日一题：连续 6 天"),
            ),
            status = null,
            graph = GraphView(t("Elo-Verlauf", "Elo over time", "等级分走势"), points, elo.min(), elo.max()),
            sections = listOf(
                ListSectionView(
                    title = t("Nach Bedenkzeit", "By time control", "按用时"),
                    rows = listOf(
                        row("3+2", tally("Partien", "Games", "对局", 10, 5, 1, 4)),
                        row("10+5", tally("Partien", "Games", "对局", 14, 7, 3, 4)),
                    ),
                    empty = t("Noch keine Partie.", "No game yet.", "还没有对局。"),
                ),
            ),
            buttons = reload(),
        )
    }

    /**
     * [game] (a game in progress, its board, move strip, bar and menu) as an online game: the
     * players' strips with their Elo and clocks, the opponent away and offering a draw.
     */
    fun onlineGame(game: GameScreenView) = game.copy(
        title = t("10+5 · gewertet", "10+5 · rated", "10+5 · 计分赛"),
        top = game.top.copy(
            side = Side.BLACK,
            name = "Li",
            detail = t("Elo 1540", "Elo 1540", "等级分 1540"),
            clock = StripClockView("8:41", 521_000u, running = false, low = false, grace = false, graceText = null),
            turned = false,
            accessibility = t("Li, Schwarz, Elo 1540, 8:41", "Li, Black, Elo 1540, 8:41", "Li，黑方，等级分 1540，8:41"),
        ),
        bottom = game.bottom.copy(
            side = Side.RED,
            name = "Mei_Lin",
            detail = t("Elo 1516", "Elo 1516", "等级分 1516"),
            clock = StripClockView("9:12", 552_000u, running = true, low = false, grace = false, graceText = null),
            turned = false,
            accessibility = t("Mei_Lin, Rot, Elo 1516, 9:12", "Mei_Lin, Red, Elo 1516, 9:12", "Mei_Lin，红方，等级分 1516，9:12"),
        ),
        thinking = null,
        hint = null,
        card = null,
        message = null,
        // A rated game against a person: no hint, no takeback (as the core's online bar).
        bar = game.bar.filter { it.action != Action.Hint && it.action != Action.Undo },
        prompts = listOf(
            PromptView(
                t(
                    "Li ist weg – noch 0:45 zum Zurückkommen, dann ist die Partie verloren.",
                    "Li has left – 0:45 to come back, then the game is lost.",
                    "Li 已离开，0:45 内不回来即判负。",
                ),
                emptyList(),
            ),
            PromptView(
                t("Li bietet Remis an.", "Li offers a draw.", "Li 提议和棋。"),
                listOf(
                    button(Action.AcceptDraw, "Remis annehmen", "Accept the draw", "同意和棋", ButtonRole.PRIMARY),
                    button(Action.DeclineDraw, "Remis ablehnen", "Decline the draw", "拒绝和棋"),
                ),
            ),
        ),
        legend = null,
        result = null,
        resultOpen = false,
    )

    /** An app view whose stack is home under [screens]. */
    fun app(home: ScreenView, vararg screens: ScreenView, base: AppView? = null) = AppView(
        lang = lang,
        stack = listOf(home) + screens,
        dialog = null,
        banner = null,
        boardPoints = base?.boardPoints ?: emptyList(),
        boardRevision = base?.boardRevision ?: 0u,
        moveRevision = base?.moveRevision ?: 0u,
        backAsksFirst = false,
        keepAwake = false,
    )
}

package app.xiangqi.desktop

import app.xiangqi.core.Action
import app.xiangqi.core.AppView
import app.xiangqi.core.TopBarView
import app.xiangqi.core.TabView
import app.xiangqi.core.AccountView
import app.xiangqi.core.ButtonRole
import app.xiangqi.core.ButtonView
import app.xiangqi.core.ChallengeCardView
import app.xiangqi.core.ChoiceView
import app.xiangqi.core.ConnectionState
import app.xiangqi.core.ConnectionView
import app.xiangqi.core.FeatureView
import app.xiangqi.core.FigureView
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
import app.xiangqi.core.QuickPairView
import app.xiangqi.core.QuickTileView
import app.xiangqi.core.RunningGameView
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
        Action.DeclineDraw, Action.CancelQuick, is Action.DeclineChallenge -> Icon.CLOSE
        is Action.AcceptChallenge -> Icon.CORRECT
        is Action.QuickGame -> Icon.QUICK_GAME
        is Action.OpenOnlineGame -> Icon.START
        Action.SwapColors -> Icon.SWAP_COLORS
        Action.Reload -> Icon.REFRESH
        Action.OnlineSignIn -> Icon.ACCOUNT
        Action.OnlineDisconnect -> Icon.OFFLINE
        Action.OnlineSignOut -> Icon.SIGN_OUT
        Action.OpenLiveGames -> Icon.LIVE_GAMES
        Action.OpenMyGames -> Icon.RECORDS
        Action.OpenMyStats -> Icon.STATISTICS
        Action.OpenOnlineDaily -> Icon.DAILY
        Action.OpenDailyList -> Icon.TROPHY
        else -> null
    }

    private fun row(title: String, detail: String, action: Action? = null) = RowView(title, detail, action, emptyList())

    private val timeControls = listOf(3 to 2, 10 to 5, 20 to 10, 45 to 15).map { (m, i) ->
        OptionView(
            "$m+$i",
            t("$m Minuten je Spieler, $i s mehr je Zug", "$m minutes each, $i s more per move", "每方 ${m} 分钟，每步加 ${i} 秒"),
        )
    }

    /** The server's refusal of a taken name. */
    val nameTaken get() = t("Dieser Name ist schon vergeben.", "That name is taken.", "这个名字已被占用。")

    /** The hub before the first sign-in: what online play offers, the name typed, the server proposed. */
    fun signedOut(name: String = "Mei_Lin", message: String? = null) = OnlineView(
        title = t("Online spielen", "Play online", "在线对弈"),
        connection = null,
        signIn = SignInView(
            features = listOf(
                FeatureView(
                    Icon.QUICK_GAME,
                    t(
                        "Schnelle Partien mit vier Bedenkzeiten, gewertet oder freundschaftlich",
                        "Quick games on four time controls, rated or friendly",
                        "四种用时的快速对局，计分赛或友谊赛",
                    ),
                ),
                FeatureView(
                    Icon.SEND,
                    t("Fordere Spieler zu deinen Bedingungen heraus", "Challenge a player on your own terms", "按你的条件向棋友发起挑战"),
                ),
                FeatureView(
                    Icon.TROPHY,
                    t("Das Rätsel des Tages mit der Rangliste des Tages", "The puzzle of the day, with the day's ranking", "每日一题，附当天排行榜"),
                ),
            ),
            intro = t("Wähle den Namen, den die anderen sehen.", "Choose the name other players will see.", "请起一个其他棋友能看到的名字。"),
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

    private val speeds = listOf(
        t("Blitz", "Blitz", "超快棋"),
        t("Schnellschach", "Rapid", "快棋"),
        t("Klassisch", "Classical", "慢棋"),
        t("Klassisch", "Classical", "慢棋"),
    )

    /** The quick-pairing grid ([seeking]: the 10+5 tile's search runs; [free]: no running game). */
    fun quick(seeking: Boolean, free: Boolean = true) = QuickPairView(
        title = t("Schnelle Partie", "Quick game", "快速对局"),
        mode = ChoiceView(
            Field.ONLINE_RATED,
            t("Gewertet oder freundschaftlich", "Rated or friendly", "计分赛或友谊赛"),
            listOf(
                OptionView(t("Gewertet", "Rated", "计分赛"), null),
                OptionView(t("Freundschaftlich", "Friendly", "友谊赛"), null),
            ),
            0u,
            !seeking,
        ),
        tiles = timeControls.mapIndexed { i, tc ->
            val sought = seeking && i == 1
            QuickTileView(
                time = tc.label,
                speed = if (sought) t("Suche …", "Seeking …", "寻找中……") else speeds[i],
                button = if (sought) {
                    button(
                        Action.CancelQuick,
                        "Suche nach einer ${tc.label}-Partie abbrechen",
                        "Stop seeking a ${tc.label} game",
                        "停止寻找 ${tc.label} 对局",
                    )
                } else {
                    button(
                        Action.QuickGame(i.toUInt()),
                        "Gegner für ${tc.label} suchen",
                        "Find an opponent for ${tc.label}",
                        "寻找 ${tc.label} 的对手",
                        enabled = free && !seeking,
                    )
                },
                seeking = sought,
            )
        },
        note = if (seeking) {
            t("Suche einen Gegner mit ähnlicher Elo …", "Looking for an opponent of similar Elo …", "正在寻找等级分相近的对手……")
        } else {
            null
        },
    )

    private fun clock(time: String, millis: Long, running: Boolean) =
        StripClockView(time, millis.toULong(), running = running, low = false, grace = false, graceText = null)

    /** The hub signed in: the account, the running game, challenges to and from the player, who is online. */
    fun signedIn(seeking: Boolean = false, running: Boolean = false) = OnlineView(
        title = t("Online spielen", "Play online", "在线对弈"),
        connection = ConnectionView(ConnectionState.CONNECTED, Icon.CONNECTED, t("Online", "Online", "在线"), null),
        signIn = null,
        account = AccountView("Mei_Lin", t("Elo 1516", "Elo 1516", "等级分 1516")),
        runningGame = if (running) {
            RunningGameView(
                opponent = "Wang_Fei",
                detail = t("Elo 1612 · 10+5 · gewertet", "Elo 1612 · 10+5 · rated", "等级分 1612 · 10+5 · 计分赛"),
                turn = t("Du bist am Zug", "Your move", "轮到你走"),
                yourClock = clock("9:12", 552_000, running = true),
                opponentClock = clock("8:41", 521_000, running = false),
                button = button(Action.OpenOnlineGame(7u), "Weiterspielen", "Continue", "继续对局", ButtonRole.PRIMARY),
            )
        } else {
            null
        },
        quick = quick(seeking, free = !running),
        challengesTitle = t("Herausforderungen", "Challenges", "挑战"),
        challenges = listOf(
            ChallengeCardView(
                title = t("Li fordert dich heraus", "Li challenges you", "Li 向你发起挑战"),
                terms = t("10+5 · gewertet · 20 Taler", "10+5 · rated · 20 Taler", "10+5 · 计分赛 · 20 塔勒"),
                status = t("wartet auf dich", "waiting for you", "等待你回应"),
                open = Action.OpenChallenge(3u),
                buttons = listOf(
                    button(Action.AcceptChallenge(3u), "Annehmen", "Accept", "接受", ButtonRole.PRIMARY, enabled = !running),
                    button(Action.DeclineChallenge(3u), "Ablehnen", "Decline", "拒绝", ButtonRole.DESTRUCTIVE),
                ),
            ),
            ChallengeCardView(
                title = t("Deine Herausforderung an Anna-K", "Your challenge to Anna-K", "你向 Anna-K 发起的挑战"),
                terms = t("3+2 · freundschaftlich", "3+2 · friendly", "3+2 · 友谊赛"),
                status = t("wartet auf Anna-K", "waiting for Anna-K", "等待 Anna-K 回应"),
                open = Action.OpenChallenge(4u),
                buttons = listOf(button(Action.DeclineChallenge(4u), "Zurückziehen", "Withdraw", "撤回", ButtonRole.DESTRUCTIVE)),
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
            button(Action.OnlineSignOut, "Abmelden", "Sign out", "退出登录", ButtonRole.DESTRUCTIVE, enabled = !running),
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
                    "Du spielst Schwarz.\nLi schlägt diese Bedingungen vor – nimm an, lehne ab oder ändere sie.",
                    "You play Black.\nLi proposes these terms – accept, decline or change them.",
                    "你执黑。\nLi 提出了这些条件：你可以接受、拒绝或修改。",
                ),
            ),
        ),
        buttons = listOf(
            button(Action.AcceptChallenge(3u), "Annehmen", "Accept", "接受", ButtonRole.PRIMARY),
            button(Action.DeclineChallenge(3u), "Ablehnen", "Decline", "拒绝", ButtonRole.DESTRUCTIVE),
        ),
    )

    private fun reload() = listOf(button(Action.Reload, "Neu laden", "Reload", "刷新"))

    /** My games: finished games, each opening its review. */
    fun myGames() = ListScreenView(
        title = t("Meine Partien", "My games", "我的对局"),
        figures = emptyList(),
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
        figures = emptyList(),
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
            figures = listOf(
                FigureView("1516", t("Elo", "Elo", "等级分")),
                FigureView("24", t("Partien", "games", "局")),
                FigureView(t("50 %", "50 %", "50%"), t("Siege", "won", "胜率")),
                FigureView("10", t("Punkte", "points", "积分")),
                FigureView("120", t("Taler", "Taler", "塔勒")),
            ),
            summary = listOf(
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
                        // (As the core words a time control's tally: the counts alone.)
                        row("3+2", t("10 Partien – 5 S, 1 R, 4 N", "10 games – 5 W, 1 D, 4 L", "10 局（5 胜 · 1 和 · 4 负）")),
                        row("10+5", t("14 Partien – 7 S, 3 R, 4 N", "14 games – 7 W, 3 D, 4 L", "14 局（7 胜 · 3 和 · 4 负）")),
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

    /**
     * An app view whose stack is [home] (the tab's root) under [screens], with the [tabs] and a
     * top bar whose back arrow says [back] (both from a real view of the core, in its language).
     */
    fun app(
        home: ScreenView,
        vararg screens: ScreenView,
        base: AppView? = null,
        tabs: List<TabView> = base?.tabs ?: emptyList(),
        back: String? = base?.topBar?.back,
    ): AppView {
        val stack = listOf(home) + screens
        val top = stack.last()
        val title = when (top) {
            is ScreenView.Online -> top.online.title
            is ScreenView.List -> top.list.title
            is ScreenView.Challenge -> top.form.title
            is ScreenView.More -> top.more.title
            else -> null
        }
        return AppView(
            lang = lang,
            stack = stack,
            dialog = null,
            banner = null,
            boardPoints = base?.boardPoints ?: emptyList(),
            boardRevision = base?.boardRevision ?: 0u,
            moveRevision = base?.moveRevision ?: 0u,
            backAsksFirst = false,
            keepAwake = false,
            tabs = if (title == null) emptyList() else tabs,
            topBar = title?.let { TopBarView(it, if (stack.size > 1) back else null) },
        )
    }
}

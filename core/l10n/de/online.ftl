# online: messages in de (see core/src/l10n/mod.rs).

online-signed-in-as-for = angemeldet als { $name }. Für einen anderen Server meldest du dich unter „Online spielen“ ab.
online-not-signed-in-you = nicht angemeldet. Den Server wählst du beim Anmelden.
online-play-online = Online spielen
online-online-play-is-not = Online spielen gibt es in dieser Ausgabe nicht.
online-sign-out = Abmelden
online-cancel = Abbrechen
online-the-server-address-starts = Die Serveradresse beginnt mit http:// oder https://.
online-a-name-has-to = Ein Name hat { $min } bis { $max } Zeichen: Buchstaben A–Z, Ziffern, _ und -.
online-minutes-each-s-more = { $minutes } Minuten je Spieler, { $increment } s mehr je Zug
online-idle = frei
online-seeking-a-game = sucht eine Partie
online-playing = spielt
online-no-connection-to-the = Keine Verbindung zum Server – neuer Versuch in { $secs } s.
online-challenges = Herausforderungen
online-who-is-here = Wer ist da
online-choose-a-name-the = Wähle den Namen, den die anderen sehen.
online-name = Name
online-e-g-mei-lin = z. B. Mei_Lin
online-server = Server
online-signing-in = Melde an …
online-sign-in = Anmelden
online-your-running-game = Deine laufende Partie
online-quick-game = Schnelle Partie
online-time-control = Bedenkzeit
online-looking-for-an-opponent = Suche einen Gegner mit ähnlicher Elo …
online-challenges-you = { $other } fordert dich heraus
online-your-challenge-to = Deine Herausforderung an { $other }
online-waiting-for-you = wartet auf dich
online-waiting-for = wartet auf { $other }
online-live-games = Laufende Partien
online-my-games = Meine Partien
online-my-statistics = Meine Statistik
online-puzzle-of-the-day = Rätsel des Tages (online)
online-todays-puzzle-list = Rangliste des Tages
online-connect = Verbinden
online-disconnect = Trennen
online-puzzle-of-the-day-2 = Rätsel des Tages – { $date }
online-reload = Neu laden
online-loading = Lade …
online-to-watch = Zum Zuschauen
online-no-game-is-running = Gerade läuft keine Partie.
online-finished-newest-first = Beendet, neueste zuerst
online-vs = gegen { $name } ({ $elo })
online-no-finished-game-yet = Noch keine beendete Partie.
online-games-w-d-l = { $games } { $games ->
        [one] Partie
       *[other] Partien
    } – { $wins } S, { $draws } R, { $losses } N
online-as-red = Als Rot
online-as-black = Als Schwarz
online-puzzle-streak-days = Rätsel-Serie: { $days } { $days ->
        [one] Tag
       *[other] Tage
    }
online-by-time-control = Nach Bedenkzeit
online-no-game-yet = Noch keine Partie.
online-elo-over-time = Elo-Verlauf
online-ranked-are-accounts-that = Gewertet werden Konten, die schon vor diesem Tag bestanden.
online-ranking = Rangliste
online-points = { $rank }. { $name } – { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    }
online-wrong-tries-s-streak = { $wrong } { $wrong ->
        [one] Fehlversuch
       *[other] Fehlversuche
    } · { $seconds } s · Serie { $streak }
online-nobody-has-solved-it = Heute hat noch niemand gelöst.
online-draw = Remis
online-won = Gewonnen
online-lost = Verloren
online-not-counted = nicht gewertet
online-points-2 = Punkte { $points }
online-the-server-cannot-be = Der Server ist nicht erreichbar. Prüfe die Adresse und die Verbindung.
online-the-servers-answer-makes = Der Server antwortet unverständlich.
online-that-name-is-taken = Dieser Name ist schon vergeben.
online-that-name-is-not = Dieser Name geht nicht.
online-too-many-accounts-were = Von dieser Adresse wurden heute schon zu viele Konten angelegt.
online-the-server-no-longer = Der Server kennt dieses Konto nicht mehr.
online-that-player-has-left = Der Spieler ist nicht mehr da.
online-not-found = Gibt es nicht (mehr).
online-that-player-is-busy = Der Spieler ist gerade beschäftigt.
online-not-enough-taler-for = Dafür reichen die Taler nicht.
online-stakes-need-a-few = Einsätze gibt es erst, wenn beide ein paar gewertete Partien gespielt haben.
online-you-two-have-played = Heute habt ihr beide schon genug um Taler gespielt.
online-that-stake-is-not = Dieser Einsatz geht nicht.
online-no-takebacks-in-rated = In gewerteten Partien wird nicht zurückgenommen.
online-it-is-not-your = Du bist nicht am Zug.
online-something-changed-meanwhile-the = Inzwischen hat sich etwas geändert – die Ansicht ist jetzt aktuell.
online-that-move-is-not = Dieser Zug ist nicht erlaubt.
online-the-game-is-already = Die Partie ist schon zu Ende.
online-you-have-played-todays = Das Rätsel des Tages hast du heute schon gespielt.
online-too-fast-one-moment = Zu schnell – einen Moment bitte.
online-the-server-is-restarting = Der Server startet neu; die App verbindet sich gleich wieder.
online-you-cannot-challenge-yourself = Du kannst dich nicht selbst herausfordern.
online-the-lobby-is-moving = Die Lobby zieht gerade auf einen anderen Server um – gleich noch einmal versuchen.
online-the-server-refused = Der Server lehnt ab: { $message }
online-challenges-you-2 = { $other } fordert dich heraus ({ $terms }).
online-challenge-to = Herausforderung an { $other }
online-no-stake = kein Einsatz
online-you-play-red-you = Du spielst Rot (du ziehst zuerst).
online-you-play-black = Du spielst Schwarz.
online-proposal-waiting-for = Wartet auf die Antwort von { $other }.
online-proposal-from-accept-decline = { $other } schlägt diese Bedingungen vor – nimm an, lehne ab oder ändere sie.
online-sent = Gesendet …
online-terms = Bedingungen
online-stake-you-have-taler = Einsatz (du hast { $balance } Taler)
online-rated-elo-points-stake = Gewertet (Elo, Punkte, Einsatz); freundschaftlich erlaubt Zurücknehmen
online-swap-colours = Farben tauschen
online-challenge = Herausfordern
online-propose-the-change = Änderung vorschlagen
online-accept = Annehmen
online-decline = Ablehnen
online-withdraw = Zurückziehen
online-declines-the-draw = { $name } lehnt das Remis ab.
online-declines-the-takeback = { $name } lehnt das Zurücknehmen ab.
online-taken-back = Zurückgenommen.
online-i-do-not-understand = Diesen Zug verstehe ich nicht.
online-resign = Aufgeben
online-play-on = Weiterspielen
online-online-game = Online-Partie
online-loading-the-game = Lade die Partie …
online-move-sent = Zug gesendet …
online-accept-the-draw = Remis annehmen
online-decline-the-draw = Remis ablehnen
online-offer-a-draw = Remis anbieten
online-allow-the-takeback = Zurücknehmen erlauben
online-refuse-the-takeback = Zurücknehmen ablehnen
online-ask-for-a-takeback = Zurücknehmen erbitten
online-red-wins = Rot gewinnt
online-black-wins = Schwarz gewinnt
online-review-the-game = Partie ansehen
online-to-the-lobby = Zur Lobby
online-connection-lost-the-app = Verbindung unterbrochen – die App verbindet sich wieder.
online-has-left-to-come = { $name } ist weg – noch { $left } zum Zurückkommen, dann ist die Partie verloren.
online-you-offered-a-draw = Du hast Remis angeboten.
online-offers-a-draw = { $name } bietet Remis an.
online-asks-to-take-the = { $name } bittet, den letzten Zug zurückzunehmen.
online-wrong-try-again = Falsch – versuch es noch einmal.
online-right-the-defence-answers = Richtig! Die Verteidigung antwortet.
online-checkmate = Matt!
online-loading-the-puzzle = Lade das Rätsel …
online-solved-points = Gelöst! { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    }.
online-given-up = Aufgegeben.
online-moves-left = Noch { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }
online-solution-s-wrong-tries = Lösung: { $solution } · { $seconds } s · { $wrong } { $wrong ->
        [one] Fehlversuch
       *[other] Fehlversuche
    } · Serie { $streak }
online-checked-by-the-server = Vom Server geprüft · { $secs } s · { $wrong } { $wrong ->
        [one] Fehlversuch
       *[other] Fehlversuche
    }
online-red-mates-in-moves = Rot setzt in { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    } matt; jeder Zug gibt Schach.
online-give-up = Aufgeben

# The settings' online section.
online-settings-title = Online
online-settings-note = Server: { $server } · { $state }

# The terms of a game, and what it settled.
online-rated-short = gewertet
online-friendly-short = freundschaftlich
online-taler = { $taler } Taler
online-elo-change = Elo { $before } → { $after }
online-taler-change = Taler { $taler }

# Why a challenge is off ($who: the other player).
online-challenge-declined = Die Herausforderung mit { $who } ist abgelehnt oder zurückgezogen.
online-challenge-player-gone = { $who } ist nicht mehr da; die Herausforderung ist hinfällig.
online-challenge-stake-unaffordable = Der Einsatz passt nicht mehr zum Guthaben; die Herausforderung ist hinfällig.
online-colours-by-server = Die Farben verteilt der Server: wer zuletzt Rot hatte, spielt Schwarz.

# Signing out.
online-sign-out-title = Abmelden?
online-sign-out-text = Der Schlüssel des Kontos „{ $name }“ wird von diesem Gerät gelöscht. Ohne ihn kommt niemand mehr in dieses Konto, auch du nicht.

# Players, games and lists.
online-player-status = Elo { $elo } · { $status }
online-pairing = { $red } ({ $red_elo }) – { $black } ({ $black_elo })
online-tally = { $label }: { $counts }
online-elo-point = { $date }: { $elo }
online-puzzle-of-the-day-on = Rätsel des Tages (online) – { $date }
online-settlements = { $red }: { $red_settlement } · { $black }: { $black_settlement }
online-elo = Elo { $elo }

# The hub: the connection, the quick pairing, the running game.
online-status-connected = Online
online-status-connecting = Verbinde …
online-status-offline = Offline
online-status-retrying = Offline – neuer Versuch in { $secs } s
online-continue = Weiterspielen
online-your-move = Du bist am Zug
online-their-move = { $name } ist am Zug
online-seeking = Suche …
online-find-an-opponent-for = Gegner für { $time } suchen
online-stop-seeking-for = Suche nach einer { $time }-Partie abbrechen
online-rated-or-friendly = Gewertet oder freundschaftlich
online-mode-rated = Gewertet
online-mode-friendly = Freundschaftlich
online-speed-blitz = Blitz
online-speed-rapid = Schnellschach
online-speed-classical = Klassisch
online-moves = { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }

# What online play offers, before signing in.
online-feature-quick = Schnelle Partien mit vier Bedenkzeiten, gewertet oder freundschaftlich
online-feature-challenges = Fordere Spieler zu deinen Bedingungen heraus
online-feature-daily = Das Rätsel des Tages mit der Rangliste des Tages

# The statistics' figures (a number above each word).
online-figure-elo = Elo
online-figure-games = { $games ->
        [one] Partie
       *[other] Partien
    }
online-figure-won = Siege
online-figure-points = { $points ->
        [one] Punkt
       *[other] Punkte
    }
online-figure-taler = Taler
online-percent = { $percent } %

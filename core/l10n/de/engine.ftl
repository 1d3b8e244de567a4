# engine: messages in de (see core/src/l10n/mod.rs).

engine-xiaolan-the-pupil = Schülerin Xiaolan
engine-meifang-the-actress = Darstellerin Meifang
engine-master-wang = Meister Wang

## Why a move is good: one phrase per engine::Reason (lower case, no full stop), joined by
## engine-reasons into a sentence. $piece and $against are piece kinds (general … soldier).
engine-reason-mates = setzt matt
engine-reason-mate-in = erzwingt Matt in { $n } { $n ->
        [one] Zug
       *[other] Zügen
    }
engine-reason-holds-out = hält am längsten stand
engine-reason-captures = schlägt { $piece ->
        [general] den General
        [advisor] die Leibwache
        [elephant] den Elefanten
        [horse] das Pferd
        [chariot] den Wagen
        [cannon] die Kanone
       *[soldier] den Soldaten
    }
engine-reason-check = bietet Schach
engine-reason-wins-material = gewinnt zwingend Material
engine-reason-escapes = bringt { $piece ->
        [general] den General
        [advisor] die Leibwache
        [elephant] den Elefanten
        [horse] das Pferd
        [chariot] den Wagen
        [cannon] die Kanone
       *[soldier] den Soldaten
    } in Sicherheit
engine-reason-defends = schützt { $piece ->
        [general] den General
        [advisor] die Leibwache
        [elephant] den Elefanten
        [horse] das Pferd
        [chariot] den Wagen
        [cannon] die Kanone
       *[soldier] den Soldaten
    } vor { $against ->
        [general] dem General
        [advisor] der Leibwache
        [elephant] dem Elefanten
        [horse] dem Pferd
        [chariot] dem Wagen
        [cannon] der Kanone
       *[soldier] dem Soldaten
    }
engine-reason-threatens = greift { $piece ->
        [general] den General
        [advisor] die Leibwache
        [elephant] den Elefanten
        [horse] das Pferd
        [chariot] den Wagen
        [cannon] die Kanone
       *[soldier] den Soldaten
    } an
engine-reason-develops = entwickelt { $piece ->
        [general] den General
        [advisor] die Leibwache
        [elephant] den Elefanten
        [horse] das Pferd
        [chariot] den Wagen
        [cannon] die Kanone
       *[soldier] den Soldaten
    }
engine-reason-improves = verbessert die Stellung { $piece ->
        [general] des Generals
        [advisor] der Leibwache
        [elephant] des Elefanten
        [horse] des Pferdes
        [chariot] des Wagens
        [cannon] der Kanone
       *[soldier] des Soldaten
    }
# The phrases as one sentence ($count of them, at most three; the code writes the first
# letter in upper case).
engine-reasons = { $count ->
        [1] { $first }.
        [2] { $first } und { $second }.
       *[other] { $first }, { $second } und { $third }.
    }
# A hint on screen: the move, then why.
engine-hint-line = { $notation } – { $reason }

# common: messages in de (see core/src/l10n/mod.rs).

character-name = { $level -> 
        [easy] Xiaolan
        [normal] Meifang
       *[strong] Meister Wang
    }
level-label = { $level -> 
        [easy] Leicht
        [normal] Normal
       *[strong] Stark
    }
color-name = { $color -> 
        [red] Rot
       *[black] Schwarz
    }
color-red-detail = du ziehst zuerst
color-black-detail = der Computer zieht zuerst
clock-none = Ohne Uhr
clock-per-move-detail = je Zug, dann 15 s Nachfrist
clock-fischer-detail = Minuten je Seite + Sekunden je Zug
handicap-none = Keine Vorgabe
handicap-name = { $handicap -> 
        [chariot] Ohne Wagen
        [cannon] Ohne Kanone
        [horse] Ohne Pferd
        [two-horses] Ohne beide Pferde
       *[nine] Neun Steine weniger
    }
handicap-detail = Rot gibt vor; eiserne Steine schützen
computer-handicap-none = Keine
computer-handicap-name = { $handicap -> 
        [horse] Dem Computer fehlt ein Pferd
        [chariot] Dem Computer fehlt ein Wagen
       *[two-horses] Dem Computer fehlen beide Pferde
    }
stage-name = { $stage -> 
        [stage] Bühne
        [rehearsal] Probe
       *[lacquer] Lackbrett
    }
stage-detail = { $stage -> 
        [stage] dunkler Lack mit Gold
        [rehearsal] hell, Seidenpapier
       *[lacquer] klassisches Holzbrett
    }
faces-name = { $faces -> 
        [pictures] Bilder
        [picture-character] Bild mit Schriftzeichen
       *[characters] Klassische Schriftzeichen
    }
notation-style-name = { $style -> 
        [short] Kurz
        [words] In Worten
        [coords] Koordinaten
        [iccs] ICCS
       *[zh] Chinesisch
    }
notation-style-example-short = P8+7
notation-style-example-words = Pferd vor
coordinates-name = { $coords -> 
        [numbers] Liniennummern
        [letters] Buchstaben a-i, Reihen 0-9
       *[none] Keine
    }
language-name = { $lang -> 
        [de] Deutsch
        [en] English
       *[zh] 中文
    }
thinking = { $who } denkt …
draw-offer-considering = { $who } überlegt, ob Remis …
draw-offer-answer = { $accepted -> 
        [yes] { $who } nimmt das Remis an.
       *[no] { $who } lehnt das Remis ab – weiterspielen.
    }
undo-done = { $both -> 
        [yes] Zurückgenommen: dein Zug und die Antwort des Computers.
       *[no] Zurückgenommen: der letzte Zug.
    }
resign-confirm-title = Aufgeben?
resign-confirm-text = Die Partie ist dann verloren und wird so gespeichert.
draw-offer-title = Remis?
draw-offer-text = { $by } bietet Remis an. { $to }, nimmst du an?
record-wdl = { $wins } S · { $draws } R · { $losses } N
# A day in the short form of the language.
date-short = { $day }.{ $month }.{ $year }

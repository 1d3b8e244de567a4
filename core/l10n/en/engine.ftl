# engine: messages in en (see core/src/l10n/mod.rs).

engine-xiaolan-the-pupil = Xiaolan, the pupil
engine-meifang-the-actress = Meifang, the actress
engine-master-wang = Master Wang

## Why a move is good: one phrase per engine::Reason (lower case, no full stop), joined by
## engine-reasons into a sentence. $piece and $against are piece kinds (general … soldier).
engine-reason-mates = checkmates
engine-reason-mate-in = forces mate in { $n } { $n ->
        [one] move
       *[other] moves
    }
engine-reason-holds-out = holds out longest
engine-reason-captures = captures the { $piece ->
        [general] general
        [advisor] advisor
        [elephant] elephant
        [horse] horse
        [chariot] chariot
        [cannon] cannon
       *[soldier] soldier
    }
engine-reason-check = gives check
engine-reason-wins-material = wins material by force
engine-reason-escapes = moves the { $piece ->
        [general] general
        [advisor] advisor
        [elephant] elephant
        [horse] horse
        [chariot] chariot
        [cannon] cannon
       *[soldier] soldier
    } out of danger
engine-reason-defends = defends the { $piece ->
        [general] general
        [advisor] advisor
        [elephant] elephant
        [horse] horse
        [chariot] chariot
        [cannon] cannon
       *[soldier] soldier
    } against the { $against ->
        [general] general
        [advisor] advisor
        [elephant] elephant
        [horse] horse
        [chariot] chariot
        [cannon] cannon
       *[soldier] soldier
    }
engine-reason-threatens = attacks the { $piece ->
        [general] general
        [advisor] advisor
        [elephant] elephant
        [horse] horse
        [chariot] chariot
        [cannon] cannon
       *[soldier] soldier
    }
engine-reason-develops = develops the { $piece ->
        [general] general
        [advisor] advisor
        [elephant] elephant
        [horse] horse
        [chariot] chariot
        [cannon] cannon
       *[soldier] soldier
    }
engine-reason-improves = improves the { $piece ->
        [general] general
        [advisor] advisor
        [elephant] elephant
        [horse] horse
        [chariot] chariot
        [cannon] cannon
       *[soldier] soldier
    }'s position
# The phrases as one sentence ($count of them, at most three; the code writes the first
# letter in upper case).
engine-reasons = { $count ->
        [1] { $first }.
        [2] { $first } and { $second }.
       *[other] { $first }, { $second } and { $third }.
    }
# A hint on screen: the move, then why.
engine-hint-line = { $notation } – { $reason }

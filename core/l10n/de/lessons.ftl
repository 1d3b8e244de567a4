# lessons: messages in de (see core/src/l10n/mod.rs). The school of roles, one
# group per lesson (core/src/lessons/mod.rs): title, explanation, task, right, wrong.

## Lesson 1
lesson-1-title = Der Wagen
lesson-1-explanation = Der Wagen zieht beliebig weit gerade – vor, zurück oder quer –, aber nie über einen Stein hinweg. Er ist der stärkste Stein.
lesson-1-task = Schlage das schwarze Pferd mit deinem Wagen in zwei Zügen.
lesson-1-right = Richtig! Der Wagen fährt erst die Linie hinauf und dann quer.
lesson-1-wrong = Nicht ganz. Der eigene Soldat auf der c-Linie versperrt dem Wagen den Weg.

## Lesson 2
lesson-2-title = Pferd und Fußangel
lesson-2-explanation = Das Pferd zieht einen Punkt gerade und dann einen schräg nach außen. Steht auf dem ersten Punkt ein Stein (die Fußangel), sind beide Ziele dahinter gesperrt.
lesson-2-task = Schlage den schwarzen Wagen mit deinem Pferd in zwei Zügen.
lesson-2-right = Richtig! Über b4 ist der Weg frei.
lesson-2-wrong = Falsch. Achte auf die Fußangeln: Der Soldat auf e3 und das schwarze Pferd auf d4 sperren Wege.

## Lesson 3
lesson-3-title = Elefant und Auge
lesson-3-explanation = Der Elefant zieht genau zwei Punkte schräg und bleibt diesseits des Flusses. Steht ein Stein auf dem Punkt dazwischen (dem Auge), ist der Weg gesperrt.
lesson-3-task = Schlage mit deinem Elefanten einen schwarzen Stein.
lesson-3-right = Richtig! Das Auge auf d3 ist frei, die Kanone fällt.
lesson-3-wrong = Falsch. Der Soldat auf f3 sitzt im Auge – zum Pferd kommt der Elefant nicht.

## Lesson 4
lesson-4-title = Der General im Palast
lesson-4-explanation = Der General zieht einen Punkt gerade und verlässt nie den Palast (3 × 3 Punkte).
lesson-4-task = Schlage mit deinem General einen schwarzen Stein.
lesson-4-right = Richtig! Das Pferd steht im Palast, der General darf es schlagen.
lesson-4-wrong = Falsch. Die Kanonen stehen außerhalb des Palasts – dorthin darf der General nicht.

## Lesson 5
lesson-5-title = Die Leibwache
lesson-5-explanation = Die Leibwache zieht einen Punkt schräg und bleibt wie der General im Palast. Sie hat nur fünf Punkte.
lesson-5-task = Schlage mit deiner Leibwache einen schwarzen Soldaten.
lesson-5-right = Richtig! Der Soldat auf e1 steht im Palast.
lesson-5-wrong = Falsch. Die Leibwache kann nur innerhalb des Palasts schräg ziehen.

## Lesson 6
lesson-6-title = Kanone und Schirm
lesson-6-explanation = Die Kanone zieht wie der Wagen. Schlagen kann sie nur, indem sie genau einen Stein überspringt, den Schirm – egal welcher Farbe.
lesson-6-task = Schlage mit deiner Kanone einen schwarzen Stein.
lesson-6-right = Richtig! Das Pferd ist der Schirm, der Wagen fällt.
lesson-6-wrong = Falsch. Ohne Schirm kann die Kanone nicht schlagen.

## Lesson 7
lesson-7-title = Der Soldat über dem Fluss
lesson-7-explanation = Der Soldat zieht einen Punkt vorwärts. Erst wenn er den Fluss überquert hat, darf er auch seitwärts ziehen. Zurück zieht er nie.
lesson-7-task = Schlage das schwarze Pferd mit deinem Soldaten in zwei Zügen.
lesson-7-right = Richtig! Über dem Fluss darf der Soldat seitwärts schlagen.
lesson-7-wrong = Falsch. Vor dem Fluss darf der Soldat nur vorwärts ziehen.

## Lesson 8
lesson-8-title = Der fliegende General
lesson-8-explanation = Die Generäle dürfen nie auf offener Linie einander gegenüberstehen. Dein General wirkt deshalb wie ein Wagen auf seiner Linie.
lesson-8-task = Setze Schwarz in einem Zug matt.
lesson-8-right = Richtig! Der schwarze General kann nicht auf die e-Linie – dort wartet dein General.
lesson-8-wrong = Das ist kein Matt. Nutze deinen General, der die e-Linie beherrscht.

## Lesson 9
lesson-9-title = Patt verliert
lesson-9-explanation = Anders als im europäischen Schach verliert, wer keinen erlaubten Zug mehr hat – auch ohne Schach.
lesson-9-task = Finde den Zug, nach dem Schwarz keinen Zug mehr hat (ohne Schach).
lesson-9-right = Richtig! Schwarz hat keinen Zug mehr und verliert.
lesson-9-wrong = Falsch. Schwarz muss ohne Schach dastehen und darf keinen Zug mehr haben.

## Lesson 10
lesson-10-title = Matt mit Pferd und Kanone
lesson-10-explanation = Das klassische „Kanone hinter dem Pferd“: Das Pferd deckt die Fluchtpunkte und dient der Kanone als Schirm.
lesson-10-task = Setze Schwarz in einem Zug matt.
lesson-10-right = Richtig! Kanone hinter dem Pferd – matt.
lesson-10-wrong = Das ist kein Matt. Stelle die Kanone hinter das Pferd.

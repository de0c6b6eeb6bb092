#!/bin/sh
# tests/e2e/test_powerplay_bad_deck.sh: --deck FILE: a good copy of the
# designed deck plays; a file with a wrong count, type, value, a duplicate
# name, a name that moves could not read back, or an unknown special
# ability is refused with one line naming the file, the card and the
# problem, and exit status 1 (a file that cannot be used, as --help says).
# A relative file name is read from the working folder.
. "$(dirname "$0")/lib.sh"

DECK="${RINK_DATA_DIR:-data}/powerplay/deck.json"
H="Rumpelstockchen,Superstar,Rink Rat,Sitting Bully,Slow Poke,Sieve"
A="Hydra,Comet Kowalski,Gnome,Willy Winzig,Enforcer,Brick Wall"

check "a copy of the designed deck is accepted"
cp "$DECK" "$TMP/good.json"
run "$RINK" play powerplay --humans 0 --seed 1 --managers 2 --deck "$TMP/good.json"
expect_rc 0
run "$RINK" referee powerplay --deck "$TMP/good.json" --home "$H" --away "$A"
expect_rc 0

# variant NAME SED-EXPRESSION: a copy of the deck changed by sed.
variant() {
	sed "$2" "$DECK" >"$TMP/$1.json"
}

bad_deck() {
	check "$1"
	run "$RINK" play powerplay --humans 0 --seed 1 --deck "$TMP/$2.json"
	expect_one_error_line 1
	err_has "$TMP/$2.json"
	err_has "$3"
	[ -n "${4:-}" ] && err_has "$4"
	return 0
}

variant count '/"F02"/d'
bad_deck "a card missing" count "expected 77 cards, found 76"
variant type 's/"name": "Blue Liner", "type": "forward"/"name": "Blue Liner", "type": "winger"/'
bad_deck "an unknown type" type "Blue Liner" "unknown type 'winger'"
variant value 's/"name": "Blue Liner", "type": "forward", "value": 7/"name": "Blue Liner", "type": "forward", "value": 12/'
bad_deck "a value over 11" value "Blue Liner" "value 12 is not 0 to 11"
variant dup 's/"name": "Blue Liner"/"name": "Superstar"/'
bad_deck "a duplicate name" dup "Superstar" "name used twice"
variant special 's/"special": "hydra"/"special": "teleport"/'
bad_deck "an unknown special ability" special "Hydra" "unknown special ability 'teleport'"
variant counts 's/"name": "Blue Liner", "type": "forward"/"name": "Blue Liner", "type": "goalie"/'
bad_deck "wrong type counts" counts "35 forwards, the rules need 36"

variant comma 's/"name": "Blue Liner"/"name": "Blue, Liner"/'
bad_deck "a name with a comma (line-ups are comma-separated)" comma "card" "holds a comma"
variant space 's/"name": "Blue Liner"/"name": " Blue Liner"/'
bad_deck "a name starting with a space" space "card" "starts or ends with a space"

check "a missing file"
run "$RINK" referee powerplay --deck "$TMP/none.json" --home "$H" --away "$A"
expect_one_error_line 1
err_has "$TMP/none.json"

check "a relative --deck is read from the working folder, and a save resumes elsewhere"
mkdir "$TMP/here"
cp "$DECK" "$TMP/here/mine.json"
RINK_ABS=$(cd "$(dirname "$RINK")" && pwd)/$(basename "$RINK")
(cd "$TMP/here" && "$RINK_ABS" referee powerplay --deck mine.json --home "$H" --away "$A") \
	>"$TMP/out" 2>"$TMP/err"
rc=$?
expect_rc 0
(cd "$TMP/here" && timeout 60 "$RINK_ABS" play powerplay --humans 0 --seed 2 --managers 2 \
	--deck mine.json --save "$TMP/pp.json") >"$TMP/out" 2>"$TMP/err"
rc=$?
expect_rc 0
run "$RINK" play powerplay --humans 0 --resume "$TMP/pp.json"
expect_rc 0

finish

#!/bin/sh
# tests/e2e/test_actiondeck_data.sh: a league's files as people edit them.
# Charts far from real ones still give box scores whose totals add up;
# a chart or schedule the games would misread is refused with one line.
. "$(dirname "$0")/lib.sh"
LEAGUE="$RINK_DATA_DIR/actiondeck/league"

# league NAME: a copy of the shipped league in $TMP/NAME
league() {
	cp -r "$LEAGUE" "$TMP/$1"
}

# sums NAME: from the JSON box score in $TMP/out, one line per team:
# goals shots, the skaters' goals and shots, and penalty minutes against
# the minutes of its listed penalties; and the goals not listed
sums() {
	python3 -c '
import json, sys
b = json.load(open(sys.argv[1]))
for t in b["teams"]:
    sk = t["skaters"]
    listed = sum(p["minutes"] for p in b["penalties"] if p["team"] == t["team"])
    print(t["goals"], sum(s["g"] for s in sk), t["shots"], sum(s["shots"] for s in sk),
          t["pim"], listed)
print("unlisted", b["goals_not_listed"], b["penalties_not_listed"])
' "$TMP/out"
}

if have_python; then
	check "a save chart of rebounds: counts past 255 are kept, and goals past the list are counted"
	league reb
	sed -i 's/^even,.*//' "$TMP/reb/rules/saves.csv"
	printf 'even,1,99,REBOUND\neven,100,100,COVER\n' >>"$TMP/reb/rules/saves.csv"
	run "$RINK" play actiondeck --charts "$TMP/reb" --home BOS --away TOR --auto --seed 3 --json
	expect_rc 0
	sums >"$TMP/sums"
	awk 'NF == 6 && ($1 != $2 || $3 != $4) { bad = 1 } NF == 6 && $3 > 255 { big = 1 }
	     END { exit bad || !big }' "$TMP/sums" ||
		fail "goals or shots do not add up, or none passed 255: $(cat "$TMP/sums")"
	grep -q '^unlisted [1-9]' "$TMP/sums" || fail "no goals counted past the list: $(cat "$TMP/sums")"

	# AD-PEN-11: with no player left to sit, the team still plays short
	check "AD-PEN-11: a penalty with nobody on PEN left to sit is listed as the bench's"
	league bench
	# BOS: one skater holds the whole PEN column
	awk -F, 'BEGIN { OFS = "," } $1 == "skater" { $7 = (++n == 1 ? "100" : "-") } { print }' \
		"$LEAGUE/BOS.csv" >"$TMP/bench/BOS.csv"
	found=0
	for seed in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
		run "$RINK" play actiondeck --charts "$TMP/bench" --home BOS --away TOR --auto \
			--seed "$seed" --json
		grep -q '"player": *"bench"' "$TMP/out" || continue
		found=1
		sums >"$TMP/sums"
		awk 'NF == 6 && $5 != $6 { bad = 1 } END { exit bad }' "$TMP/sums" ||
			fail "penalty minutes do not match the list: $(cat "$TMP/sums")"
		break
	done
	[ "$found" -eq 1 ] || fail "no bench penalty in 20 games"
fi

check "a chart the games would misread is refused with its file and line"
league bad
sed -i 's/^goalie,Linus Ullmark,G,-,-,-,-,/goalie,Linus Ullmark,G,-,-,-,100,/' "$TMP/bad/BOS.csv"
run "$RINK" play actiondeck --charts "$TMP/bad" --home BOS --away TOR --auto
expect_one_error_line 1
err_has "BOS.csv:"
err_has "goalie Linus Ullmark has a PEN number"
league dup
sed -i 's/^control,54/control,54\ncontrol,95/' "$TMP/dup/BOS.csv"
run "$RINK" play actiondeck --charts "$TMP/dup" --home BOS --away TOR --auto
expect_one_error_line 1
err_has "BOS.csv:4: a second 'control' row"
league long
sed -i 's/^skater,Brad Marchand,/skater,Brad Marchand Brad Marchand Brad Marchand,/' "$TMP/long/BOS.csv"
run "$RINK" play actiondeck --charts "$TMP/long" --home BOS --away TOR --auto
expect_one_error_line 1
err_has "a name over 39"
league named
sed -i 's/^team,BOS,BOS/team,XYZ,BOS/' "$TMP/named/BOS.csv"
run "$RINK" play actiondeck --charts "$TMP/named" --home BOS --away TOR --auto
expect_one_error_line 1
err_has "the chart is of team XYZ"

check "schedules: the header's own line, and a schedule of no games, are named"
printf '# games\n\nhome,visitor\nBOS,TOR\n' >"$TMP/s1.csv"
run "$RINK" season actiondeck --charts "$LEAGUE" --schedule "$TMP/s1.csv"
expect_one_error_line 1
err_has "s1.csv:3: missing column 'away'"
printf 'date,home,away\n' >"$TMP/s2.csv"
run "$RINK" season actiondeck --charts "$LEAGUE" --schedule "$TMP/s2.csv"
expect_one_error_line 1
err_has "no games"

check "schedules: starters named by the schedule, and a name that is no goalie"
printf 'date,home,away,home_goalie,away_goalie\n2022-10-07,BOS,TOR,Linus Ullmark,Matt Murray\n' >"$TMP/s3.csv"
run "$RINK" season actiondeck --charts "$LEAGUE" --schedule "$TMP/s3.csv" --json
expect_rc 0
out_has '"home_goalie":"Linus Ullmark"'
out_has '"away_goalie":"Matt Murray"'
printf 'date,home,away,home_goalie\n2022-10-07,BOS,TOR,Brad Marchand\n' >"$TMP/s4.csv"
run "$RINK" season actiondeck --charts "$LEAGUE" --schedule "$TMP/s4.csv"
expect_one_error_line 1
err_has "s4.csv:2:4: 'Brad Marchand' is not a goalie on the chart of BOS"

check "a league's alignment that names no team of it, or a team twice, names its line"
league align
printf 'XYZ,Atlantic,Eastern\n' >>"$TMP/align/rules/divisions.csv"
run "$RINK" season actiondeck --charts "$TMP/align" --schedule "$TMP/s3.csv"
expect_one_error_line 1
err_has "divisions.csv:34:1: team 'XYZ' has no chart"
league align2
printf 'BOS,Pacific,Western\n' >>"$TMP/align2/rules/divisions.csv"
run "$RINK" season actiondeck --charts "$TMP/align2" --schedule "$TMP/s3.csv"
expect_one_error_line 1
err_has "divisions.csv:34:1: team BOS is listed twice"
league era
printf 'ot_skaters=2\n' >>"$TMP/era/params.txt"
run "$RINK" season actiondeck --charts "$TMP/era" --schedule "$TMP/s3.csv"
expect_one_error_line 1
err_has "ot_skaters must be a whole number from 3 to 5, not '2'"

check "a league's save chart of nothing but rebounds names its file"
league allreb
sed -i 's/^even,.*//' "$TMP/allreb/rules/saves.csv"
printf 'even,1,100,REBOUND\n' >>"$TMP/allreb/rules/saves.csv"
run "$RINK" play actiondeck --charts "$TMP/allreb" --home BOS --away TOR --auto
expect_one_error_line 1
err_has "rules/saves.csv: save chart even"

check "--seed is named once in its error"
run "$RINK" season actiondeck --charts "$LEAGUE" --schedule "$TMP/s2.csv" --seed x
expect_usage_error
err_has "--seed 'x'"
grep -q -- "----seed" "$TMP/err" && fail "the option is named with four dashes"

finish

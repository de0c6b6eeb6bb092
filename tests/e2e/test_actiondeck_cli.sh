#!/bin/sh
# tests/e2e/test_actiondeck_cli.sh: the Action Deck commands as a user runs
# them: chart build (good and bad statistics), season, play (auto and
# human), calibrate, and one clear error line for bad input.
. "$(dirname "$0")/lib.sh"
LEAGUE="$RINK_DATA_DIR/actiondeck/league"

# small season statistics in the format of shared/data
mkdir -p "$TMP/stats"
cat >"$TMP/stats/teams.csv" <<'CSV'
team,gp,w,l,otl,gf,ga,shots_for,shots_against,pp_goals,pp_opps,pp_goals_against,times_shorthanded,pim,hits,faceoff_pct
AAA,4,2,2,0,12,10,130,120,3,12,2,13,36,80,52.0
BBB,4,2,2,0,10,12,120,130,2,13,3,12,40,90,48.0
CSV
cat >"$TMP/stats/skaters.csv" <<'CSV'
team,player,pos,gp,g,a,shots,pim,hits,pp_goals,toi_minutes
AAA,Ann One,C,4,5,3,40,4,10,1,70.0
AAA,Al Two,D,4,3,6,50,6,20,1,80.0
AAA,Ax Three,LW,4,4,4,40,0,5,1,60.0
BBB,Bo One,C,4,4,3,45,8,30,1,70.0
BBB,Bea Two,RW,4,6,2,75,2,12,1,75.0
CSV
cat >"$TMP/stats/goalies.csv" <<'CSV'
team,player,gp,minutes,shots_against,saves,goals_against
AAA,Gus Keeper,4,240.0,120,110,10
BBB,Gil Net,3,180.0,100,90,10
BBB,Gav Back,1,60.0,30,28,2
CSV
cat >"$TMP/stats/games.csv" <<'CSV'
game,date,home,away,home_goals,away_goals,decision,home_shots,away_shots,home_pim,away_pim,home_ppg,away_ppg,home_ppo,away_ppo
1,2022-10-07,AAA,BBB,3,2,REG,30,31,8,10,1,0,3,3
2,2022-10-08,BBB,AAA,2,3,REG,33,28,9,9,1,1,3,3
3,2022-10-09,AAA,BBB,2,3,OT,29,30,9,8,0,1,3,4
4,2022-10-10,BBB,AAA,5,4,SO,30,31,12,10,1,1,3,3
CSV
S="$TMP/stats"

check "rink chart build writes one chart per team"
run "$RINK" chart build --teams "$S/teams.csv" --skaters "$S/skaters.csv" --goalies "$S/goalies.csv" --out "$TMP/charts"
expect_rc 0
[ -f "$TMP/charts/AAA.csv" ] && [ -f "$TMP/charts/BBB.csv" ] || fail "charts missing"
grep -q '^control,' "$TMP/charts/AAA.csv" || fail "no control row"
grep -q '^goalie,Gil Net,G' "$TMP/charts/BBB.csv" || fail "no goalie row"
ls "$TMP/charts" | grep -q tmp && fail "a temporary file was left"
out_has "fitted by replaying every pairing 4 times (8 games):"
out_has "shots per team-game:"
out_has "power plays:"
grep -q '^minor_cards=[0-9][0-9]*$' "$TMP/charts/params.txt" || fail "no fitted minor_cards in params.txt"
grep -q '^even,1,30,COVER$' "$TMP/charts/rules/saves.csv" || fail "no fitted save chart"
out_has "penalty minutes per team-game:"
grep -q '^from,to,offensive,defensive$' "$TMP/charts/rules/penalty.csv" || fail "no fitted penalty chart"
run "$RINK" chart build --teams "$S/teams.csv" --skaters "$S/skaters.csv" --goalies "$S/goalies.csv" --out "$TMP/charts" --json
expect_rc 0
if have_python; then
	python3 - "$TMP/out" <<'PY' || fail "chart build JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["teams"] == 2 and o["games"] == 8 and o["left_off"] == {}, o
for k, v in (("shots_per_game", "keep_cards"), ("pp_pct", "minor_cards"), ("pim_per_game", "misconduct_cards")):
    assert sorted(o[k]) == sorted([v, "season", "replayed"]), o[k]
PY
fi

check "the league's params.txt: applied, replaced by --params, refused when bad (AD-GAP-14)"
run "$RINK" play actiondeck --home AAA --away BBB --charts "$TMP/charts" --auto --seed 2 --params minor_cards=5
expect_rc 0
out_has "Decision:"
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$S/games.csv" --params minor_cards=5
expect_rc 0
cp -r "$TMP/charts" "$TMP/badparams"
printf '# fitted\nminor_cards=eleven\n' >"$TMP/badparams/params.txt"
run "$RINK" season actiondeck --charts "$TMP/badparams" --schedule "$S/games.csv"
expect_one_error_line 1
err_has "params.txt:2: minor_cards must be a whole number of cards from 0 to 100, not 'eleven'"
run "$RINK" play actiondeck --home AAA --away BBB --charts "$TMP/badparams" --auto
expect_one_error_line 1
err_has "params.txt:2:"
printf 'budget=all\n' >"$TMP/badparams/params.txt"
run "$RINK" play actiondeck --home AAA --away BBB --charts "$TMP/badparams" --auto
expect_one_error_line 1
err_has "params.txt:1: 'budget' is not a league parameter"

check "the league's rules/saves.csv: applied by season and play, refused when bad"
cp -r "$TMP/charts" "$TMP/badsaves"
sed -i 's/,CLEAR$/,CLEER/' "$TMP/badsaves/rules/saves.csv"
run "$RINK" season actiondeck --charts "$TMP/badsaves" --schedule "$S/games.csv"
expect_one_error_line 1
err_has "rules/saves.csv:"
err_has "unknown result 'CLEER'"
run "$RINK" play actiondeck --home AAA --away BBB --charts "$TMP/badsaves" --auto
expect_one_error_line 1
err_has "unknown result 'CLEER'"
# a chart given to the season replaces the league's own
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$S/games.csv" --params "saves=$RINK_DATA_DIR/actiondeck/saves.csv"
expect_rc 0
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$S/games.csv" --params "penalties=$TMP/none.csv"
expect_one_error_line 1
err_has "none.csv: cannot read"

check "chart build: a team with more skaters than a chart holds keeps the shooters"
cp "$S/skaters.csv" "$TMP/many_sk.csv"
for i in $(seq 1 44); do echo "AAA,Extra $i,D,1,0,0,$i,0,0,0,5.0" >>"$TMP/many_sk.csv"; done
run "$RINK" chart build --teams "$S/teams.csv" --skaters "$TMP/many_sk.csv" --goalies "$S/goalies.csv" --out "$TMP/many"
expect_rc 0
out_has "AAA: 3 skaters with the fewest shots left off (a chart holds 48 players)"
grep -q '^skater,Extra 3,' "$TMP/many/AAA.csv" && fail "the fewest shots were kept"
grep -q '^skater,Extra 44,' "$TMP/many/AAA.csv" || fail "the most shots were left off"

check "chart build: a missing column is named with file:line:column"
sed 's/,faceoff_pct$//; s/,52.0$//; s/,48.0$//' "$S/teams.csv" >"$TMP/bad_teams.csv"
run "$RINK" chart build --teams "$TMP/bad_teams.csv" --skaters "$S/skaters.csv" --goalies "$S/goalies.csv" --out "$TMP/x"
expect_one_error_line 1
err_has "bad_teams.csv:1:"
err_has "missing column 'faceoff_pct'"

check "chart build: a bad number is named with file:line:column"
sed 's/Al Two,D,4,3,6,50/Al Two,D,4,3,6,fifty/' "$S/skaters.csv" >"$TMP/bad_sk.csv"
run "$RINK" chart build --teams "$S/teams.csv" --skaters "$TMP/bad_sk.csv" --goalies "$S/goalies.csv" --out "$TMP/x"
expect_one_error_line 1
err_has "bad_sk.csv:3:7: column 'shots': 'fifty'"

check "chart build: a short row and a missing file"
printf 'team,player,gp,shots_against,saves,goals_against\nAAA,G,1,2\n' >"$TMP/bad_g.csv"
run "$RINK" chart build --teams "$S/teams.csv" --skaters "$S/skaters.csv" --goalies "$TMP/bad_g.csv" --out "$TMP/x"
expect_one_error_line 1
err_has "bad_g.csv:2:"
run "$RINK" chart build --teams "$TMP/nope.csv" --skaters "$S/skaters.csv" --goalies "$S/goalies.csv" --out "$TMP/x"
expect_one_error_line 1
err_has "nope.csv"

check "chart build: options missing is a usage error"
run "$RINK" chart build --teams "$S/teams.csv"
expect_usage_error
err_has "--skaters"
run "$RINK" chart bild --teams "$S/teams.csv"
expect_usage_error
err_has "unknown subcommand 'bild'"

check "chart build: --out naming a file is refused at once, by its name"
: >"$TMP/afile"
run "$RINK" chart build --teams "$S/teams.csv" --skaters "$S/skaters.csv" --goalies "$S/goalies.csv" --out "$TMP/afile"
expect_one_error_line 1
err_has "afile: not a folder"
run "$RINK" chart build --teams "$S/teams.csv" --skaters "$S/skaters.csv" --goalies "$S/goalies.csv" --out "$TMP/afile/sub"
expect_one_error_line 1
err_has "afile/sub"
grep -qF ".tmp" "$TMP/err" && fail "the error names a temporary file: $(cat "$TMP/err")"

check "a bad chart is refused with file:line and the reason"
sed 's/^\(skater,Al Two,D,\)[0-9]*/\1150/' "$TMP/charts/AAA.csv" >"$TMP/charts/AAA.csv.new"
mkdir -p "$TMP/badleague" && cp "$TMP/charts/BBB.csv" "$TMP/badleague/" && mv "$TMP/charts/AAA.csv.new" "$TMP/badleague/AAA.csv"
run "$RINK" season actiondeck --charts "$TMP/badleague" --schedule "$S/games.csv"
expect_one_error_line 1
err_has "AAA.csv:7: team AAA: shot '150' must be '-' or a number 1-100"

check "rink season actiondeck: standings and leaders"
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$S/games.csv" --seed 3
expect_rc 0
out_has "PTS"
out_has "Goals"
out_has "AAA"
[ -s "$TMP/err" ] && fail "progress bar written when stderr is no terminal"

check "rink season actiondeck --json: the shape of issue 4, reproducible"
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$S/games.csv" --seed 3 --json
expect_rc 0
cp "$TMP/out" "$TMP/season1.json"
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$S/games.csv" --seed 3 --json
same "$TMP/out" "$TMP/season1.json" "two seasons with one seed"
if have_python; then
	python3 - "$TMP/season1.json" <<'PY' || fail "season JSON shape"
import json, sys
o = json.load(open(sys.argv[1]))
t = ["team", "gp", "w", "l", "otl", "gf", "ga", "shots_for", "shots_against", "pp_goals", "pp_opps", "pim",
     "pts", "times_shorthanded", "pp_goals_against"]
assert all(sorted(x) == sorted(t) for x in o["teams"]), o["teams"][0]
# the penalty kill of the text's PK% column: every power play is someone's
# time shorthanded, every power-play goal someone's against
assert sum(x["times_shorthanded"] for x in o["teams"]) == sum(x["pp_opps"] for x in o["teams"])
assert sum(x["pp_goals_against"] for x in o["teams"]) == sum(x["pp_goals"] for x in o["teams"])
assert all(sorted(x) == sorted(["team", "player", "gp", "g", "a", "shots", "pim"]) for x in o["skaters"])
assert all(sorted(x) == sorted(["team", "player", "gp", "gs", "w", "l", "otl", "shots_against", "saves",
                                "ga", "so", "minutes", "gaa", "sv_pct"]) for x in o["goalies"])
assert sum(x["gp"] for x in o["teams"]) == 8
# game by game (issue 24): the schedule's dates, the starters, and a
# starter for every team-game; goalie decisions one win a decided game
g = o["games"]
assert len(g) == 4 and all(x["date"] and x["home_goalie"] and x["decision"] in ("REG", "OT", "SO") for x in g), g
assert sum(x["gs"] for x in o["goalies"]) == 8
assert sum(x["w"] for x in o["goalies"]) == 4
assert all("home_goalie=" in x["params"] for x in g)
assert sum(x["gf"] for x in o["teams"]) == sum(x["ga"] for x in o["teams"])
PY
fi

check "season --params regular_shootout=false replaces the season's shoot-outs"
# the season turns shoot-outs on; the user's value replaces it, not "given twice"
{
	echo game,home,away
	for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
		echo "$((2 * i - 1)),AAA,BBB"
		echo "$((2 * i)),BBB,AAA"
	done
} >"$TMP/many_games.csv"
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$TMP/many_games.csv" --json --params regular_shootout=false
expect_rc 0
cp "$TMP/out" "$TMP/no_so.json"
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$TMP/many_games.csv" --json
expect_rc 0
if have_python; then
	# with shoot-outs every game has a winner; without, this season has ties
	python3 - "$TMP/no_so.json" "$TMP/out" <<'PY' || fail "regular_shootout=false had no effect"
import json, sys
wins = [sum(t["w"] for t in json.load(open(f))["teams"]) for f in sys.argv[1:]]
assert wins[1] == 40 and wins[0] < 40, wins
PY
fi
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$S/games.csv" --params regular_shootout=maybe
expect_usage_error
err_has "regular_shootout"

check "season: a schedule naming an unknown team"
printf 'game,home,away\n1,AAA,ZZZ\n' >"$TMP/bad_games.csv"
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$TMP/bad_games.csv"
expect_one_error_line 1
err_has "bad_games.csv:2:3: away team 'ZZZ' has no chart"
printf 'game,visitor\n1,AAA\n' >"$TMP/bad_games.csv"
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$TMP/bad_games.csv"
expect_one_error_line 1
err_has "missing column 'home'"
run "$RINK" season actiondeck --charts "$TMP/charts"
expect_usage_error

check "rink play actiondeck --auto prints a box score; --json reproducible"
run "$RINK" play actiondeck --home BOS --away TOR --auto --seed 11
expect_rc 0
out_has "BOS"
out_has "Scoring"
out_has "Penalties"
run "$RINK" play actiondeck --home BOS --away TOR --auto --seed 11 --json
expect_rc 0
cp "$TMP/out" "$TMP/game1.json"
run "$RINK" play actiondeck --home BOS --away TOR --auto --seed 11 --json
same "$TMP/out" "$TMP/game1.json" "two games with one seed"
if have_python; then
	python3 -c "import json,sys; o=json.load(open('$TMP/game1.json')); assert o['home']=='BOS' and len(o['teams'])==2 and 'goals' in o" || fail "box JSON"
	m=$(grep '^minor_cards=' "$LEAGUE/params.txt")
	python3 -c "import json,sys; p=json.load(open('$TMP/game1.json'))['params']; assert '$m' in p and 'rules/saves.csv' in p and 'rules/penalty.csv' in p, p" || fail "the league's parameters in the box JSON"
fi
run "$RINK" play actiondeck --home BOS --away TOR --auto --pbp --seed 11
out_has "face-off"
out_has "FINAL"

check "rink play actiondeck in the terminal: card by card, then to the end"
run_in '\n\ng\n' "$RINK" play actiondeck --home BOS --away TOR --seed 4
expect_rc 0
out_has "Action Deck: TOR at BOS"
out_has "FINAL"
out_has "Decision:"

check "play: the human answers a pull and shoot-out picks"
run_in 'g\nkeep\npull\nkeep\npull\nkeep\npull\npick 1\ndraw\ndraw\n' "$RINK" play actiondeck --home BOS --away TOR --seed 20 --tournament
expect_rc 0
out_has "FINAL"
# piped answers are echoed after the prompt, so that what follows starts a
# line of its own instead of running into the question
out_has "or 'keep' him? keep"
grep -q "him? face-off" "$TMP/out" && fail "the play-by-play runs into the prompt"

check "play: a period at a time; end of input ends the prompt's line"
run_in 'p\n\n' "$RINK" play actiondeck --home BOS --away TOR --seed 5
expect_rc 0
grep -q -- "-- Enter for the next period --." "$TMP/out" && fail "text runs into the period prompt"
out_has "FINAL"

check "play: errors"
run "$RINK" play actiondeck --home BOS
expect_usage_error
err_has "--away"
# a team the league does not have is a bad --away, as a bad team name is
run "$RINK" play actiondeck --home BOS --away XYZ --auto
expect_usage_error
err_has "--away XYZ: no such team (the league's teams: ANA ARI BOS"
# team codes are read in any case (issue 25): bos is BOS
run "$RINK" play actiondeck --home bos --away TOR --auto
expect_rc 0
out_has "BOS "
run "$RINK" play actiondeck --home BOS --away BOS --auto
expect_usage_error
# a charts folder that is not there is a file problem (exit 1, as rink
# season says it), not a team the league lacks (exit 2)
run "$RINK" play actiondeck --home BOS --away TOR --charts "$TMP/no-such-folder" --auto
expect_one_error_line 1
err_has "no-such-folder: cannot open the charts folder"
run "$RINK" play actiondeck --home BOS --away TOR --charts "$S/games.csv" --auto
expect_one_error_line 1
err_has "games.csv: cannot open the charts folder"
run "$RINK" play actiondeck --home BOS --away TOR --by minute
expect_usage_error
# the help named is Action Deck's own: rink play --help is Slapshot's and
# Power Play's, as rink play trickshot names its own
run "$RINK" play actiondeck --home BOS --away TOR --frobnicate
expect_usage_error
err_has "rink play actiondeck: unknown option '--frobnicate' (see 'rink play actiondeck --help')"
# --by paces the prompt: with --auto there is none, and it did nothing
run "$RINK" play actiondeck --home BOS --away TOR --auto --by period
expect_usage_error
err_has "--by is for a game at the prompt"
run "$RINK" play actiondeck --home BOS --away TOR --auto --params budget=some
expect_usage_error
err_has "budget"

check "rink calibrate actiondeck prints the figures"
run "$RINK" calibrate actiondeck --data "$S" --seeds 2
expect_rc 0
out_has "goals per team-game"
out_has "minor_cards="
run "$RINK" calibrate actiondeck --data "$S" --seeds 2 --params minor_cards=9
expect_rc 0
out_has "(regular_shootout=true,minor_cards=9; even save chart:"
run "$RINK" calibrate actiondeck --data "$S" --seeds 2 --no-fit
expect_rc 0
out_has "(regular_shootout=true; the designed save chart; the designed penalty chart)"
out_has "corr goals for"
run "$RINK" calibrate actiondeck --data "$TMP/none"
expect_one_error_line 1

check "calibrate: the figures a fan reads (issue 24), real from games.csv and goalies.csv"
run "$RINK" calibrate actiondeck --data "$S" --seeds 2
# 8 goalie games over 8 team-games; one OT and one SO of 4; 2 home wins;
# points 6 and 4
grep -qE '^goalies per team-game +1\.000 ' "$TMP/out" || fail "goalies per team-game"
grep -qE '^overtime share +0\.250 ' "$TMP/out" || fail "overtime share"
grep -qE '^shoot-out share +0\.250 ' "$TMP/out" || fail "shoot-out share"
grep -qE '^home-win rate +0\.500 ' "$TMP/out" || fail "home-win rate"
grep -qE '^SD of team points +1\.000 ' "$TMP/out" || fail "SD of team points"
out_has "top-10 scorers' goals"
out_has "of the figures miss their targets (averaged over 2 seeds)"
run "$RINK" calibrate actiondeck --data "$S" --seeds 2 --json
expect_rc 0
if have_python; then
	python3 - "$TMP/out" <<'PY' || fail "calibrate JSON verdicts"
import json, sys
o = json.load(open(sys.argv[1]))
for k in ("goalies_per_game", "home_win"):
    assert "within" in o[k] and "ok" in o[k], o[k]
for k in ("ot_share", "so_share", "points_sd", "top10_goals", "goals_per_game"):
    assert "within_pct" in o[k] and "ok" in o[k], o[k]
assert o["goalies_per_game"]["real"] == 1.0 and o["ot_share"]["real"] == 0.25, o
PY
fi

check "calibrate: the shipped season meets every target (5 seeds)"
run "$RINK" calibrate actiondeck --seeds 5
expect_rc 0
out_has "ot_skaters=3"
out_has "0 of the figures miss their targets (averaged over 5 seeds)"

check "season --playoffs: the NHL format on the shipped league's alignment"
run "$RINK" season actiondeck --playoffs
expect_rc 0
out_has "Atlantic Division (Eastern Conference)"
out_has "Playoffs (NHL format: three a division and two wild cards a conference"
out_has "Champion: "
out_has "Goalies (starts, W-L-OT, GAA, SV%, shutouts)"
run "$RINK" season actiondeck --playoffs --json
expect_rc 0
if have_python; then
	python3 - "$TMP/out" <<'PY' || fail "season --playoffs JSON"
import json, sys
o = json.load(open(sys.argv[1]))
p = o["playoffs"]
assert p["format"] == "nhl" and len(p["seeds"]) == 16 and p["champion"] == p["rounds"][3]["series"][0]["winner"], p
assert len(o["games"]) == 656 and o["games"][0]["date"] == "2022-10-07", o["games"][0]
assert [x["rank"] for x in o["standings"]] == list(range(1, 33))
assert all(x["division"] for x in o["teams"])
PY
fi
run "$RINK" season actiondeck --charts "$TMP/charts" --schedule "$S/games.csv" --playoffs
expect_one_error_line 1
err_has "--playoffs: a 16-team playoff needs 16 teams; the league has 2"

check "calibrate --seed: the seasons start from it, the same seed gives the same figures"
run "$RINK" calibrate actiondeck --data "$S" --seeds 2 --no-fit
cp "$TMP/out" "$TMP/cal1"
out_has "x 2 seeds from 1 ("
run "$RINK" calibrate actiondeck --data "$S" --seeds 2 --no-fit --seed 1
same "$TMP/cal1" "$TMP/out" "the default seed and --seed 1"
run "$RINK" calibrate actiondeck --data "$S" --seeds 2 --no-fit --seed 7 --json
expect_rc 0
out_has '"first_seed":"7"'
run "$RINK" calibrate actiondeck --data "$S" --seed -1
expect_usage_error
err_has "seed"

check "files saved by a spreadsheet: a byte-order mark, CRLF, a quoted name with a comma"
mkdir -p "$TMP/sheet"
for f in teams goalies games; do
	{ printf '\357\273\277'; sed 's/$/\r/' "$S/$f.csv"; } >"$TMP/sheet/$f.csv"
done
{ printf '\357\273\277'; sed 's/$/\r/' "$S/skaters.csv"; printf 'BBB,"Bo Smith, Jr.",D,4,1,1,10,2,3,0,40.0\r\n'; } >"$TMP/sheet/skaters.csv"
T="$TMP/sheet"
run "$RINK" chart build --teams "$T/teams.csv" --skaters "$T/skaters.csv" --goalies "$T/goalies.csv" --out "$TMP/sheetcharts"
expect_rc 0
grep -qF 'skater,"Bo Smith, Jr.",D' "$TMP/sheetcharts/BBB.csv" || fail "the name is not written quoted"
run "$RINK" season actiondeck --charts "$TMP/sheetcharts" --schedule "$T/games.csv" --seed 3 --json
expect_rc 0
out_has '"player":"Bo Smith, Jr."'
run "$RINK" calibrate actiondeck --data "$T" --seeds 2 --no-fit
expect_rc 0
out_has "goals per team-game"

check "calibrate: a season without penalty minutes prints n/a for them"
mkdir -p "$TMP/nopim"
cp "$S/skaters.csv" "$S/goalies.csv" "$S/games.csv" "$TMP/nopim/"
cut -d, -f1-13,15- "$S/teams.csv" >"$TMP/nopim/teams.csv"
run "$RINK" calibrate actiondeck --data "$TMP/nopim" --seeds 2
expect_rc 0
out_has "n/a  within 10%"
run "$RINK" calibrate actiondeck --data "$TMP/nopim" --seeds 2 --json
expect_rc 0
if have_python; then
	python3 -c 'import json,sys; o=json.load(open(sys.argv[1])); assert o["pim_per_game"]["real"] is None and o["pim_per_game"]["sim"] > 0, o' "$TMP/out" || fail "pim_per_game.real is not null"
	# the text's verdicts are in the JSON too: n/a is null, the rest true or false
	python3 -c 'import json,sys; o=json.load(open(sys.argv[1])); assert o["pim_per_game"]["ok"] is None and o["pim_per_game"]["within_pct"] == 10, o; assert o["goals_per_game"]["ok"] in (True, False) and o["goals_per_game"]["within_pct"] == 5, o; assert sorted(o["corr_ok"]) == ["ga", "gf", "skater_goals"], o' "$TMP/out" || fail "calibrate JSON lacks the verdicts"
fi

check "help of the new commands"
for c in chart season calibrate; do
	run "$RINK" help "$c"
	expect_rc 0
	out_has "Usage: rink $c"
done
run "$RINK" play actiondeck --help
expect_rc 0
out_has "Usage: rink play actiondeck"

check "season and calibrate without a game say how to name one"
run "$RINK" season
expect_usage_error
err_has "which game? rink season actiondeck --charts DIR"
run "$RINK" calibrate
expect_usage_error
err_has "which game? rink calibrate actiondeck --data DIR"
run "$RINK" season slapshot
expect_usage_error
err_has "unknown game 'slapshot'"

check "a season of 300 teams prints its standings (cppcheck: order[256] overflowed)"
mkdir -p "$TMP/big"
for i in $(seq 1 300); do
	t=$(printf 'T%03d' "$i")
	sed "s/^team,ANA,ANA/team,$t,$t/" "$LEAGUE/ANA.csv" >"$TMP/big/$t.csv"
done
head -1 "$S/games.csv" >"$TMP/big-games.csv"
echo "1,2022-10-07,T001,T002,3,2,REG,30,31,8,10,1,0,3,3" >>"$TMP/big-games.csv"
run "$RINK" season actiondeck --charts "$TMP/big" --schedule "$TMP/big-games.csv"
expect_rc 0
out_has "T300 "

finish

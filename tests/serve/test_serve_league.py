"""Leagues played through rink serve (docs/PROTOCOL.md, "Leagues").

A player creates a league and plays a team in it: bots play the other
teams on (league_play) and stop at the player's move; the player sees
that team's hand (league_position) and moves it (league_move) until the
game ends and the standings count it; results typed in from a real table
are checked by the rules (league_record); the odds run on a worker and
are kept in the league's history (league_odds). Another player sees only
what a spectator sees, and may not play the league on, move a team that
is not theirs or see its hand. A person's team made in the terminal is
claimed by the player of its name; a bot's team by anyone before the
league's first move, by nobody after. What the server did is what the
terminal sees in the same store, and it outlives a restart."""
import json
import subprocess

from rinkclient import RINK, Client, Server, run, tempdb


async def ask(c, msg, want=None):
    """Sends msg with a ref and returns the reply that carries it back."""
    ref = f"r{len(c.inbox)}"
    await c.send({**msg, "ref": ref})
    while True:
        m = await c.recv()
        if m.get("ref") == ref:
            if want:
                assert m["type"] == want, m
            return m


def cli(db, *args):
    out = subprocess.run([RINK, *args, "--db", db], capture_output=True, text=True, check=True)
    return out.stdout


async def main():
    db = tempdb()
    srv = Server(db)
    try:
        ann = await Client.connect(srv.url, "ann")
        bob = await Client.connect(srv.url, "bob")

        # ---- an Action Deck league, ann playing team 1 -------------------------------
        m = await ask(ann, {"type": "league_create", "name": "nhl", "game": "actiondeck",
                            "seed": "5", "team": 1}, "league")
        assert m["member"] and m["teams"][0]["yours"] and m["teams"][0]["kind"] == "person"
        assert m["teams"][0]["who"] == "ann" and m["teams"][1]["kind"] == "bot"
        assert m["standings"]["scheduled"] == 656 and m["standings"]["played"] == 0
        e = await ask(ann, {"type": "league_create", "name": "nhl", "game": "actiondeck"})
        assert e["type"] == "error" and e["code"] == "name_taken", e
        e = await ask(ann, {"type": "league_create", "name": "x", "game": "actiondeck",
                            "params": "charts=/etc"})
        assert e["type"] == "error" and e["code"] == "bad_field", e

        b = await ask(bob, {"type": "league", "name": "nhl"}, "league")
        assert not b["member"] and not any(t["yours"] for t in b["teams"])
        e = await ask(bob, {"type": "league_play", "name": "nhl", "games": 5})
        assert e["type"] == "error" and e["code"] == "not_member", e

        # bots play on to ann's first move
        m = await ask(ann, {"type": "league_play", "name": "nhl", "games": 100}, "league")
        assert m["waiting"] == 1, m["waiting"]
        assert 0 < m["played"] < 100 and m["standings"]["played"] == m["played"]
        assert m["teams"][0]["to_move"]
        # bob follows the league (he asked for it): he hears that it changed
        await bob.expect("league_changed", name="nhl")
        e = await ask(ann, {"type": "league_play", "name": "nhl", "games": 101})
        assert e["type"] == "error" and e["code"] == "bad_field", e

        # ann's hand; bob may not see it, only the spectator's view
        p = await ask(ann, {"type": "league_position", "name": "nhl", "team": 1},
                      "league_position")
        pos = p["position"]
        assert pos["you"] in pos["to_move"] and pos["legal"], pos
        names = [s["team_name"] for s in pos["seats"]]
        assert m["teams"][0]["name"] in names
        e = await ask(bob, {"type": "league_position", "name": "nhl", "team": 1})
        assert e["type"] == "error" and e["code"] == "not_yours", e
        e = await ask(bob, {"type": "league_move", "name": "nhl", "team": 1,
                            "move": pos["legal"][0]["notation"]})
        assert e["type"] == "error" and e["code"] == "not_yours", e
        s = await ask(bob, {"type": "league_position", "name": "nhl"}, "league_position")
        assert s["position"]["you"] is None and "legal" not in s["position"]

        # an illegal move changes nothing
        e = await ask(ann, {"type": "league_move", "name": "nhl", "team": 1, "move": "nonsense"})
        assert e["type"] == "error" and e["code"] in ("illegal", "bad_field"), e
        again = await ask(ann, {"type": "league_position", "name": "nhl", "team": 1},
                          "league_position")
        assert again["position"]["view"] == pos["view"]

        # ann plays her game to its end: the standings count it
        played = m["standings"]["played"]
        for _ in range(500):
            if not pos:
                break
            r = await ask(ann, {"type": "league_move", "name": "nhl", "team": 1,
                                "move": pos["legal"][0]["notation"]}, "league_position")
            pos = r["position"]
        assert pos is None, "ann's game ended"
        m = await ask(ann, {"type": "league", "name": "nhl"}, "league")
        assert m["standings"]["played"] == played + 1
        me = next(r for r in m["standings"]["rows"] if r["team"] == 1)
        assert me["gp"] == 1

        # ann's game as a box score, for anyone: a spectator's final view
        mine = next(g for g in m["games"] if 1 in (
            next(t["team"] for t in m["teams"] if t["name"] == g["home"]),
            next(t["team"] for t in m["teams"] if t["name"] == g["away"])))
        bx = await ask(bob, {"type": "league_box", "name": "nhl", "game": mine["game"]},
                       "league_box")
        assert bx["box"]["home_goals"] == mine["home_goals"] and bx["box"]["events"]
        assert bx["box"]["view"]["game"] == "actiondeck" and bx["box"]["params"]
        e = await ask(bob, {"type": "league_box", "name": "nhl", "game": 9999})
        assert e["type"] == "error" and e["code"] == "not_found", e

        # leaders and the log, for anyone
        ld = await ask(bob, {"type": "league_leaders", "name": "nhl", "stat": "g", "top": 5},
                       "league_leaders")
        assert len(ld["rows"]) == 5 and ld["rows"][0]["stats"]["g"] >= ld["rows"][4]["stats"]["g"]
        lg = await ask(bob, {"type": "league_log", "name": "nhl", "types": "goal", "last": 7},
                       "league_log")
        assert len(lg["entries"]) == 7 and lg["total"] >= 7
        assert all(x["type"] == "goal" for x in lg["entries"])
        e = await ask(bob, {"type": "league_log", "name": "nhl", "last": 0})
        assert e["type"] == "error" and e["code"] == "bad_field", e

        # a result from a real table: checked by the rules
        nxt = next(g for g in m["upcoming"] if not g.get("in_play"))
        home = next(t["team"] for t in m["teams"] if t["name"] == nxt["home"])
        away = next(t["team"] for t in m["teams"] if t["name"] == nxt["away"])
        e = await ask(ann, {"type": "league_record", "name": "nhl", "home": home, "away": away,
                            "home_goals": 2, "away_goals": 2, "decision": "tie"})
        assert e["type"] == "error" and e["code"] == "illegal" and "AD-OT" in e["message"], e
        r = await ask(ann, {"type": "league_record", "name": "nhl", "home": home, "away": away,
                            "home_goals": 3, "away_goals": 2, "decision": "overtime"}, "league")
        assert r["standings"]["played"] == played + 2

        # the odds, on a worker, kept in the history
        e = await ask(ann, {"type": "league_odds", "name": "nhl", "sims": 5})
        assert e["type"] == "error" and e["code"] == "bad_field", e
        o = await ask(ann, {"type": "league_odds", "name": "nhl", "sims": 200}, "league_odds")
        assert o["latest"]["sims"] == 200 and len(o["latest"]["teams"]) == 32
        assert len(o["odds"]) == 1 and o["odds"][0]["after"] == played + 2

        # ---- hidden hands: a Slapshot season ---------------------------------------------
        m = await ask(ann, {"type": "league_create", "name": "friday", "game": "slapshot",
                            "params": "managers=2,playoff_wins=1", "seed": "9", "team": 1},
                      "league")
        assert m["teams"][0]["name"] == "ann", "a person names the manager"
        # bob takes the other manager before the first move
        e = await ask(bob, {"type": "league_claim", "name": "friday", "team": 1})
        assert e["type"] == "error" and e["code"] == "not_yours", e
        m = await ask(bob, {"type": "league_claim", "name": "friday", "team": 2}, "league")
        assert m["teams"][1]["yours"] and m["teams"][1]["who"] == "bob"
        m = await ask(bob, {"type": "league_play", "name": "friday"}, "league")
        assert m["waiting"] in (1, 2)
        mine = await ask(ann, {"type": "league_position", "name": "friday", "team": 1},
                         "league_position")
        spec = await ask(bob, {"type": "league_position", "name": "friday"}, "league_position")
        assert mine["position"]["view"] != spec["position"]["view"], \
            "a manager sees more than a spectator"
        assert json.dumps(mine["position"]["view"]) not in json.dumps(spec)
        carol = await Client.connect(srv.url, "carol")
        e = await ask(carol, {"type": "league_claim", "name": "friday", "team": 2})
        assert e["type"] == "error" and e["code"] == "not_yours", e

        # ---- a Power Play season, ann against bots: moves, then the odds ----------------
        m = await ask(ann, {"type": "league_create", "name": "pp", "game": "powerplay",
                            "params": "managers=3,ending=short", "seed": "2",
                            "team": 1}, "league")
        for _ in range(40):
            m = await ask(ann, {"type": "league_play", "name": "pp", "games": 3}, "league")
            p = await ask(ann, {"type": "league_position", "name": "pp", "team": 1},
                          "league_position")
            if p["position"] and p["position"]["legal"]:
                await ask(ann, {"type": "league_move", "name": "pp", "team": 1,
                                "move": p["position"]["legal"][0]["notation"]},
                          "league_position")
            if m["over"] or m["standings"]["played"] >= 3:
                break
        assert m["standings"]["played"] >= 1, m["standings"]
        o = await ask(ann, {"type": "league_odds", "name": "pp", "sims": 100}, "league_odds")
        assert abs(sum(t["title"] for t in o["latest"]["teams"]) - 1) < 1e-9

        # ---- a Trick Shot tournament: ann's own draft between games (TS-SEASON-03/04) --------
        m = await ask(ann, {"type": "league_create", "name": "tour", "game": "trickshot",
                            "params": "advanced=1,lines=1", "games": 4, "seed": "6",
                            "team": 1}, "league")
        due = None
        for _ in range(3000):
            m = await ask(ann, {"type": "league_play", "name": "tour"}, "league")
            if m["due"]:
                due = m["due"]
                break
            p = (await ask(ann, {"type": "league_position", "name": "tour", "team": 1},
                           "league_position"))["position"]
            while p and p["legal"]:
                p = (await ask(ann, {"type": "league_move", "name": "tour", "team": 1,
                                     "move": p["legal"][0]["notation"]},
                               "league_position"))["position"]
        assert due and due["team"] == 1 and due["options"], due
        assert m["waiting"] == 1 and m["teams"][0]["to_move"]
        b = await ask(bob, {"type": "league", "name": "tour"}, "league")
        assert b["due"]["team"] == 1 and "options" not in b["due"], "bob sees whose draft, not the cards"
        e = await ask(bob, {"type": "league_move", "name": "tour", "team": 1,
                            "move": f"{due['step']} {due['options'][0]['card']}"})
        assert e["type"] == "error" and e["code"] == "not_yours", e
        await ask(ann, {"type": "league_move", "name": "tour", "team": 1,
                        "move": f"{due['step']} {due['options'][0]['card']}"}, "league_position")
        m = await ask(ann, {"type": "league", "name": "tour"}, "league")
        assert m["due"] is None or m["due"]["step"] != due["step"], "the draft moved on"

        # ---- a league made in the terminal --------------------------------------------------
        cli(db, "league", "create", "tsl", "--game", "trickshot", "--games", "2",
            "--player", "1=person:carol", "--seed", "4")
        m = await ask(carol, {"type": "league", "name": "tsl"}, "league")
        assert m["teams"][0]["claimable"] and not m["member"]
        e = await ask(bob, {"type": "league_claim", "name": "tsl", "team": 1})
        assert e["type"] == "error" and e["code"] == "not_yours", e
        m = await ask(carol, {"type": "league_claim", "name": "tsl", "team": 1}, "league")
        assert m["teams"][0]["yours"] and m["member"]
        m = await ask(carol, {"type": "league_play", "name": "tsl"}, "league")
        assert m["waiting"] == 1
        e = await ask(carol, {"type": "league_leaders", "name": "tsl"})
        assert e["type"] == "error" and e["code"] == "bad_field", "Trick Shot keeps no lines"
        e = await ask(bob, {"type": "league_claim", "name": "tsl", "team": 2})
        assert e["type"] == "error" and e["code"] == "not_yours", "the league has begun"

        # one player owns 20 leagues at most
        for i in range(20):
            await ask(bob, {"type": "league_create", "name": f"b{i:02}", "game": "trickshot",
                            "games": 2}, "league")
        e = await ask(bob, {"type": "league_create", "name": "b20", "game": "trickshot"})
        assert e["type"] == "error" and e["code"] == "too_many_leagues", e

        # the terminal sees what the server did, and it outlives a restart
        show = json.loads(cli(db, "league", "show", "nhl", "--json"))
        await ann.close()
        await bob.close()
        await carol.close()
        srv.restart()
        ann = await Client.connect(srv.url, "ann", token=ann.token)
        m = await ask(ann, {"type": "league", "name": "nhl"}, "league")
        assert m["teams"][0]["yours"]
        assert [r["name"] for r in m["standings"]["rows"]] == [r["name"] for r in show["rows"]]
        assert m["standings"]["played"] == played + 2
        l = await ask(ann, {"type": "leagues"}, "leagues")
        names = sorted(x["name"] for x in l["leagues"] if not x["name"].startswith("b"))
        assert names == ["friday", "nhl", "pp", "tour", "tsl"], names
        await ann.close()
    finally:
        srv.stop()


run(main())

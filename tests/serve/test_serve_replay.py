"""replay: a finished match of this server, or an uploaded save file, step
by step. A finished game of each of the four games is replayed at every
step and checked against what its players and a spectator were sent while
it was played (events, the final views, the stored record); a table still
in play is refused (not_over: a replay would show hidden cards), and so is
a private table without its invite. Save files written by `rink play
--save` are uploaded and stepped through; bad saves and bad fields get one
error each and the connection goes on."""
import asyncio
import json
import os
import subprocess
import tempfile

from rinkclient import GAMES, RINK, Client, Server, actions_in_store, run, seeded, tempdb

TABLE_ONLY = ("state", "events")  # news about tables the client watches


async def ask(c, msg):
    """Sends msg with a ref; returns its answer (a replay or an error),
    checking that it is the only answer: a ping sent after it must come
    back next (news about watched tables aside)."""
    ref = f"q{len(c.inbox)}"
    await c.send({**msg, "ref": ref})
    await c.send({"type": "ping", "ref": ref + "p"})
    answers = []
    while True:
        m = await c.recv()
        if m["type"] in TABLE_ONLY and m.get("ref") is None:
            continue
        if m["type"] == "pong" and m.get("ref") == ref + "p":
            break
        answers.append(m)
    assert len(answers) == 1, f"{msg}: {len(answers)} answers: {answers}"
    assert answers[0].get("ref") == ref, answers[0]
    return answers[0]


async def refused(c, msg, code):
    m = await ask(c, msg)
    assert m["type"] == "error" and m["code"] == code, f"{msg}: {m}"
    assert "view" not in m and "events" not in m
    return m


async def replayed(c, msg):
    m = await ask(c, {"type": "replay", **msg})
    assert m["type"] == "replay", f"{msg}: {m}"
    return m


def check_step(r, last, seq):
    assert r["seq"] == seq and r["last"] == last
    assert isinstance(r["seed"], str) and r["seed"].isdigit()
    assert isinstance(r["view"], dict) and isinstance(r["events"], list)
    if seq == 0:
        assert r["events"] == [] and r["actor"] is None and r["notation"] is None
    else:
        assert isinstance(r["actor"], int) and isinstance(r["notation"], str)
    assert ("result" in r) == r["over"]
    assert (r["to_move"] == []) == r["over"]


async def finished_game(url, db, game, params):
    """One person against easy bots, a spectator watching; then every step
    replayed and compared with what both were sent."""
    rng = seeded("replay:" + game)
    ann = await Client.connect(url, "ann")
    table = await ann.create(game, params, level="easy")
    info = [m for m in ann.inbox if m["type"] == "state"][0]["info"]
    eve = await Client.connect(url, "eve")
    await eve.send({"type": "watch", "table": table})
    await eve.expect("state", table=table)
    final = await ann.play_until_over(table, rng)
    while not (eve.states.get(table) or {}).get("over"):
        await eve.recv()
    last = final["seq"]
    record = actions_in_store(db, table)
    assert [r[0] for r in record] == list(range(1, last + 1))

    # step 0, with the game's facts once asked for
    r = await replayed(eve, {"table": table, "seq": 0, "info": True})
    check_step(r, last, 0)
    assert r["table"] == table and r["game"] == game and r["params"] == final["params"]
    assert r["seed"] == final["seed"] and not r["over"]
    assert r["info"] == info
    r = await replayed(eve, {"table": table, "seq": 0})
    assert "info" not in r

    # every step as the spectator saw it
    before = None
    for k in range(last + 1):
        r = await replayed(eve, {"table": table, "seq": k, "seat": -1})
        check_step(r, last, k)
        assert r["over"] == (k == last)
        assert r["events"] == eve.events[table].get(k, []), f"{game} step {k}: events differ"
        if k:
            seq, seat, move = record[k - 1]
            assert (r["actor"], r["notation"]) == (seat, move), (k, r["actor"], r["notation"])
            assert seat in before["to_move"], f"{game} step {k}: seat {seat} need not act"
        before = r
    assert r["view"] == eve.states[table]["view"], f"{game}: the last view is not the spectator's"
    assert r["result"] == final["result"]

    # as ann's seat, and with no seat (every event, every private field)
    for k in sorted({0, 1, last // 2, last} | set(range(0, last, 7))):
        mine = await replayed(ann, {"table": table, "seq": k, "seat": 0})
        check_step(mine, last, k)
        assert mine["events"] == ann.events[table].get(k, []), f"{game} step {k}, seat 0"
        every = await replayed(eve, {"table": table, "seq": k})
        check_step(every, last, k)
        assert len(every["events"]) >= len(mine["events"])
        assert every["to_move"] == mine["to_move"] and every["notation"] == mine["notation"]
    assert mine["view"] == final["view"], f"{game}: the last view is not the seat's"
    assert every["result"] == final["result"]

    # outside the record, and seats the game does not have
    await refused(eve, {"type": "replay", "table": table, "seq": last + 1}, "bad_field")
    await refused(eve, {"type": "replay", "table": table, "seq": -1}, "bad_field")
    await refused(eve, {"type": "replay", "table": table, "seq": 0, "seat": len(final["seats"])},
                  "bad_field")
    await refused(eve, {"type": "replay", "table": table, "seq": 0, "seat": -2}, "bad_field")
    await ann.close()
    await eve.close()
    return last


async def in_play_and_private(url):
    ann = await Client.connect(url, "ann")
    bob = await Client.connect(url, "bob")
    # a table in play: refused to everyone, its player included
    playing = await ann.create("slapshot", GAMES["slapshot"],
                               seats=[{"kind": "me"}, {"kind": "person"}])
    for c in (ann, bob):
        await refused(c, {"type": "replay", "table": playing, "seq": 0}, "not_over")
    await refused(bob, {"type": "replay", "table": 99999, "seq": 0}, "no_table")
    await refused(bob, {"type": "replay", "table": "1", "seq": 0}, "bad_field")
    await refused(bob, {"type": "replay", "seq": 0}, "bad_field")
    await refused(bob, {"type": "replay", "table": playing}, "bad_field")
    await refused(bob, {"type": "replay", "table": playing, "seq": 0, "info": 1}, "bad_field")

    # a private table finished by bots: its invite, or being its creator
    await ann.send({"type": "create", "game": "trickshot", "public": False, "level": "easy",
                    "seats": [{"kind": "bot"}, {"kind": "bot"}]})
    created = await ann.expect("created")
    private, invite = created["table"], created["invite"]
    while not (ann.states.get(private) or {}).get("over"):
        await ann.recv()
    await refused(bob, {"type": "replay", "table": private, "seq": 0}, "invite_needed")
    await refused(bob, {"type": "replay", "table": private, "seq": 0, "invite": "0" * 32},
                  "invite_needed")
    r = await replayed(bob, {"table": private, "seq": 3, "invite": invite})
    check_step(r, ann.states[private]["seq"], 3)
    r = await replayed(ann, {"table": private, "seq": ann.states[private]["seq"]})
    assert r["over"] and r["result"] == ann.states[private]["result"]
    await ann.close()
    await bob.close()


def make_save(tmp, name, *args):
    path = os.path.join(tmp, name)
    subprocess.run([RINK, "play", *args, "--save", path], check=True, timeout=600,
                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    with open(path) as f:
        return json.load(f)


async def step_save(c, save, every=1):
    """Steps through an uploaded save, checking each step against it."""
    actions = save["actions"]
    last = len(actions)
    for k in sorted(set(range(0, last + 1, every)) | {0, last // 2, last}):
        r = await replayed(c, {"save": save, "seq": k})
        check_step(r, last, k)
        assert r["table"] is None and r["game"] == save["game"] and r["seed"] == save["seed"]
        if k:
            assert (r["actor"], r["notation"]) == (actions[k - 1][0] - 1, actions[k - 1][1])
    return r


async def saves(url):
    tmp = tempfile.mkdtemp(prefix="rink-replay-test-")
    slap = make_save(tmp, "slapshot.json", "slapshot", "--humans", "0", "--seed", "3",
                     "--delay", "0")
    trick = make_save(tmp, "trickshot.json", "trickshot", "--humans", "0", "--seed", "5")
    c = await Client.connect(url, "viewer")
    for save in (slap, trick):
        r = await step_save(c, save)
        assert r["over"] and r["result"], f"{save['game']}: the save does not finish"
        seats = len(r["result"])
        for seat in range(-1, seats):
            r = await replayed(c, {"save": save, "seq": len(save["actions"]) // 2, "seat": seat})
            assert r["view"]["game"] == save["game"]
        r = await replayed(c, {"save": save, "seq": 0, "info": True})
        assert r["info"] and r["params"] == save["params"]
    # two saves in turn, and a save that is not finished
    for _ in range(2):
        for save in (slap, trick):
            r = await replayed(c, {"save": save, "seq": 10})
            assert r["game"] == save["game"] and r["notation"] == save["actions"][9][1]
    half = dict(slap, actions=slap["actions"][:len(slap["actions"]) // 2])
    r = await step_save(c, half, every=5)
    assert not r["over"] and r["to_move"] and r["last"] == len(half["actions"])

    # bad saves: one error each, nothing kept from them
    mid = len(slap["actions"]) // 2
    illegal = dict(slap, actions=[*slap["actions"][:mid],
                                  [slap["actions"][mid][0], slap["actions"][0][1]],
                                  *slap["actions"][mid + 1:]])
    m = await refused(c, {"type": "replay", "save": illegal, "seq": 0}, "bad_save")
    assert f"action {mid + 1} " in m["message"], m
    m = await refused(c, {"type": "replay", "save": dict(slap, game="hockey"), "seq": 0},
                      "bad_save")
    assert "hockey" in m["message"], m
    await refused(c, {"type": "replay", "save": dict(slap, format="rink-game"), "seq": 0},
                  "bad_save")
    await refused(c, {"type": "replay", "save": dict(slap, actions=[[1, "draw"]]), "seq": 0},
                  "bad_save")
    await refused(c, {"type": "replay", "save": dict(slap, params="managers=2,roster=/etc/passwd"),
                      "seq": 0}, "bad_field")
    await refused(c, {"type": "replay", "save": dict(slap, params="roster=../../etc/passwd"),
                      "seq": 0}, "bad_field")
    await refused(c, {"type": "replay", "save": "slapshot.json", "seq": 0}, "bad_field")
    await refused(c, {"type": "replay", "save": slap, "table": 1, "seq": 0}, "bad_field")
    await refused(c, {"type": "replay", "save": slap, "seq": len(slap["actions"]) + 1},
                  "bad_field")
    await refused(c, {"type": "replay", "save": slap, "seq": 0, "seat": 4}, "bad_field")
    # and the connection goes on, its last good save still stepping
    r = await replayed(c, {"save": slap, "seq": 1})
    assert r["notation"] == slap["actions"][0][1]
    r = await replayed(c, {"save": trick, "seq": 1})
    assert r["notation"] == trick["actions"][0][1]
    return c  # left open: the server frees what it kept when it stops


async def before_hello(url):
    import websockets
    async with websockets.connect(url, subprotocols=["rink.v1"]) as ws:
        await ws.send(json.dumps({"type": "replay", "table": 1, "seq": 0}))
        m = json.loads(await asyncio.wait_for(ws.recv(), 60))
        assert m["type"] == "error" and m["code"] == "no_hello", m


async def main():
    db = tempdb()
    srv = Server(db)
    try:
        for game, params in GAMES.items():
            n = await finished_game(srv.url, db, game, params)
            print(f"{game}: {n} steps replayed")
        await in_play_and_private(srv.url)
        print("not_over, invite_needed")
        await before_hello(srv.url)
        viewer = await saves(srv.url)
        print("saves stepped, bad saves refused")
    finally:
        srv.stop()  # the viewer still connected: what it kept is freed
    # a finished table is read back from the store after a restart
    srv = Server(db)
    try:
        ann = await Client.connect(srv.url, "ann2")
        r = await replayed(ann, {"table": 1, "seq": 1})
        assert r["table"] == 1 and r["game"] == list(GAMES)[0]
        await ann.close()
    finally:
        srv.stop()
    del viewer


if __name__ == "__main__":
    run(main())

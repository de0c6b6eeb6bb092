"""hint: the hard bot's move for your seat and, where the game can deal
anew what the seat cannot see, the chance of winning after it, estimated
by playouts from worlds resampled behind the seat's back (chance.c).

Checked for each game: the hint's move is legal for the seat at the seq it
names; the chance is a probability over at least one playout in the games
that can be resampled (Slapshot, Power Play, Trick Shot) and absent in
Action Deck, whose hidden deck nothing deals anew (a chance computed there
would read the cards to come); a hint for a seat that need not act is
not_your_turn."""
import asyncio
import random

from rinkclient import GAMES, Client, Server, run, tempdb

RESAMPLED = {"slapshot", "powerplay", "trickshot"}


async def my_turn(c, t):
    """Waits for a state of table t in which this client must act."""
    while True:
        st = c.states.get(t)
        if st and st["over"]:
            return None
        if st and st.get("legal") and st["you"] in st["to_move"]:
            return st
        await c.recv()


async def hint_now(c, t):
    """Asks a hint at the client's turn; a bot moving meanwhile makes the
    answer not_your_turn or a hint at an older seq: ask again."""
    for _ in range(20):
        st = await my_turn(c, t)
        assert st is not None, "the game ended before a hint"
        await c.send({"type": "hint", "table": t, "ref": "h"})
        while True:
            m = await c.recv()
            if m["type"] in ("hint", "error") and m.get("ref") == "h":
                break
        if m["type"] == "hint" and m["seq"] == c.states[t]["seq"]:
            return m, c.states[t]
    raise AssertionError("no hint at the client's turn in 20 tries")


async def main():
    srv = Server(tempdb())
    try:
        for game, params in GAMES.items():
            c = await Client.connect(srv.url, "ann")
            await c.send({"type": "create", "game": game, "params": params, "level": "easy", "ref": 1})
            t = (await c.expect("created"))["table"]
            rng = random.Random(7)
            for _ in range(0 if game == "actiondeck" else 3):  # Action Deck: a decision or two
                await c.move(t, rng)
            h, st = await hint_now(c, t)
            assert h["seat"] == st["you"], h
            ids = {a["id"] for a in st["legal"]}
            assert h["action"]["id"] in ids, f"{game}: the hint's move is legal: {h['action']}"
            if game in RESAMPLED:
                ch = h.get("chance")
                assert ch, f"{game}: a chance of winning: {h}"
                assert 0.0 <= ch["win"] <= 1.0 and ch["playouts"] >= 1, ch
                assert ch["bots"] == "heuristic", ch
            else:
                assert "chance" not in h, f"{game}: no chance where nothing is resampled: {h}"
            print(f"{game}: {h['action']['notation']} {h.get('chance')}")
            await c.close()
        # a seat that need not act
        c = await Client.connect(srv.url, "bob")
        await c.send({"type": "create", "game": "slapshot", "params": GAMES["slapshot"],
                      "seats": [{"kind": "me"}, {"kind": "person"}], "ref": 1})
        t = (await c.expect("created"))["table"]
        st = await c.expect("state")
        if st["you"] not in st["to_move"]:
            await c.send({"type": "hint", "table": t, "ref": "x"})
            e = await c.expect("error")
            assert e["code"] == "not_your_turn", e
        await c.close()
    finally:
        srv.stop()


run(main())

"""The rules of rink.v1 beyond playing: who may do what, stale and bad
moves, invite-only tables, players' tokens, clocks that run out, resigning,
and ratings on rated tables."""
import asyncio
import json
import sqlite3

from rinkclient import GAMES, Client, Server, run, seeded, tempdb


async def err(c, msg, code):
    await c.send(msg)
    m = await c.expect("error")
    assert m["code"] == code, (msg, m)
    return m


async def main():
    db = tempdb()
    srv = Server(db)
    try:
        import websockets
        raw = await websockets.connect(srv.url, subprotocols=["rink.v1"])
        await raw.send(json.dumps({"type": "list", "ref": 1}))
        m = json.loads(await raw.recv())
        assert m["code"] == "no_hello" and m["ref"] == 1, m
        await raw.send(json.dumps({"type": "hello", "token": "1.00000000000000000000000000000000"}))
        assert json.loads(await raw.recv())["code"] == "bad_token"
        await raw.close()

        # a WebSocket that does not ask for rink.v1 is refused
        try:
            ws = await websockets.connect(srv.url, open_timeout=10)
            await ws.send(json.dumps({"type": "ping"}))
            await asyncio.wait_for(ws.recv(), 10)
            raise AssertionError("a connection without the rink.v1 subprotocol was served")
        except AssertionError:
            raise
        except Exception:
            pass

        ann = await Client.connect(srv.url, "ann")
        # bots think within the levels people may ask for, no longer
        await err(ann, {"type": "create", "game": "slapshot", "level": "ismcts:ms=86400000"},
                  "bad_field")
        await err(ann, {"type": "create", "game": "trickshot",
                        "seats": [{"kind": "me"}, {"kind": "bot", "level": "hard:depth=9"}]},
                  "bad_field")
        # two people: ann's moves wait for bob, so seqs stay put while we probe
        table = await ann.create("slapshot", GAMES["slapshot"],
                                 seats=[{"kind": "me"}, {"kind": "person"}], public=False)
        created = [m for m in ann.inbox if m["type"] == "created"][0]
        mal = await Client.connect(srv.url, "mallory")
        await err(mal, {"type": "watch", "table": table}, "invite_needed")
        await err(mal, {"type": "sit", "table": table, "invite": "0" * 32}, "invite_needed")
        await mal.send({"type": "list"})
        assert all(t["table"] != table for t in (await mal.expect("tables"))["tables"])
        await mal.send({"type": "sit", "table": table, "invite": created["invite"]})
        st = await mal.expect("state", table=table)
        assert st["you"] == 1
        # nobody may use a seat they do not hold
        eve = await Client.connect(srv.url, "eve")
        await eve.send({"type": "watch", "table": table, "invite": created["invite"]})
        st = await eve.expect("state", table=table)
        assert "invite" not in st and "legal" not in st
        await err(eve, {"type": "act", "table": table, "seq": st["seq"], "action": 0}, "no_seat")
        await err(mal, {"type": "act", "table": table, "seq": st["seq"], "action": 0, "seat": 0},
                  "no_seat")
        await err(mal, {"type": "sit", "table": table, "seat": 0}, "seat_taken")

        # whoever must act: a move from the future, an illegal one, a stale one
        async def mover():
            while True:
                for c in (ann, mal):
                    s = c.states[table]
                    if s.get("legal") and s["you"] in s["to_move"]:
                        return c, s
                await asyncio.sleep(0.05)
                for c in (ann, mal):
                    try:
                        await c.recv(0.05)
                    except asyncio.TimeoutError:
                        pass
        c, s = await mover()
        await err(c, {"type": "act", "table": table, "seq": s["seq"] + 5, "action": s["legal"][0]["id"]}, "bad_seq")
        await err(c, {"type": "act", "table": table, "seq": s["seq"], "action": 999999}, "illegal")
        await err(c, {"type": "act", "table": table, "seq": s["seq"], "move": "dance"}, "illegal")
        other = mal if c is ann else ann
        await err(other, {"type": "act", "table": table, "seq": s["seq"], "action": 0}, "not_your_turn")
        await c.send({"type": "act", "table": table, "seq": s["seq"], "move": s["legal"][0]["notation"]})
        await c.expect("ok")
        c2, s2 = await mover()
        if c2 is c:  # c's moves changed at the new seq: the old seq is stale now
            await err(c, {"type": "act", "table": table, "seq": s["seq"], "action": s2["legal"][0]["id"]},
                      "stale")
        print("invites, seats, bad, illegal and stale moves: refused with their codes")

        # resign: a bot plays the seat on, and the record says so
        await mal.send({"type": "resign", "table": table})
        await mal.expect("ok")
        final = await ann.play_until_over(table, seeded("ann"))
        assert final["seats"][1]["replaced"] == "resign"
        meta = json.loads(sqlite3.connect(db).execute(
            "SELECT meta FROM game_tables WHERE id=?", (table,)).fetchone()[0])
        assert meta["seats"][1]["replaced"] == "resign" and "result" in meta
        print("a resigned seat is played on by a bot; the record says so")

        # a clock that runs out: a bot takes the seat
        t2 = await ann.create("trickshot", GAMES["trickshot"], level="easy",
                              clock={"move_s": 1, "bank_s": 0})
        deadline = asyncio.get_running_loop().time() + 30
        while not ann.states[t2]["seats"][0].get("replaced"):
            assert asyncio.get_running_loop().time() < deadline, "the clock never ran out"
            await ann.recv()
        assert ann.states[t2]["seats"][0]["replaced"] == "clock"
        while not ann.states[t2]["over"]:
            await ann.recv()
        print("a clock that runs out hands the seat to a bot, who finishes the game")

        # ratings: a rated game moves the player's Elo
        t3 = await ann.create("slapshot", GAMES["slapshot"], level="easy", rated=True)
        # a hint: the strongest bot's choice for my seat, one of my legal moves
        while not (ann.states[t3].get("legal") and 0 in ann.states[t3]["to_move"]):
            await ann.recv()
        await ann.send({"type": "hint", "table": t3, "ref": "h"})
        h = await ann.expect("hint", ref="h")
        ids = {a["id"] for a in ann.states[t3]["legal"]}
        assert h["action"]["id"] in ids and h["seq"] == ann.states[t3]["seq"], h
        await err(eve, {"type": "hint", "table": t3}, "no_seat")
        print(f"a hint from the {h['bot']} bot: {h['action']['notation']}")
        await ann.play_until_over(t3, seeded("rated"))
        await ann.send({"type": "rating", "game": "slapshot"})
        r = await ann.expect("ratings")
        assert list(r["ratings"]) == ["slapshot"], r
        sl = r["ratings"]["slapshot"]
        assert sl["games"] == 1 and sl["elo"] != 1500.0, r
        print(f"a rated game: Elo {sl['elo']:.1f} after 1 game")
        # one player cannot fill the server with tables
        max_ = await Client.connect(srv.url, "max")
        for _ in range(50):
            await max_.create("trickshot", "", seats=[{"kind": "me"}, {"kind": "person"}])
        await err(max_, {"type": "create", "game": "trickshot"}, "too_many_tables")
        print("50 tables in play at most for one player")
        for c in (ann, mal, eve, max_):
            await c.close()
    finally:
        srv.stop()


if __name__ == "__main__":
    run(main())

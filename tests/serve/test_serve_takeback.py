"""A Slapshot line-up may be taken back until the other side has set its
own (SS-GAME-05): through rink serve, the seat that has set its line-up
while the other has not gets `take back` as its one legal move although it
is not in to_move; playing it gives it all its orders again, everyone
hears `lineup_back`, and once both line-ups are down the game begins and
nothing can be taken back. The other seat never sees the line-up that was
taken back."""
import asyncio
import random

from rinkclient import GAMES, Client, Server, run, tempdb


async def until(c, t, pred):
    while True:
        st = c.states.get(t)
        if st and pred(st):
            return st
        await c.recv()


async def act(c, t, st, kind):
    move = next(a for a in st["legal"] if a["kind"] == kind)
    await c.send({"type": "act", "table": t, "seq": st["seq"], "action": move["id"], "ref": kind})
    ok = await c.expect("ok")
    return move, ok


async def main():
    srv = Server(tempdb())
    try:
        ann = await Client.connect(srv.url, "ann")
        await ann.send({"type": "create", "game": "slapshot", "params": GAMES["slapshot"],
                        "seats": [{"kind": "me"}, {"kind": "person"}], "ref": 1})
        created = await ann.expect("created")
        t = created["table"]
        bob = await Client.connect(srv.url, "bob")
        await bob.send({"type": "sit", "table": t, "invite": created["invite"]})
        rng = random.Random(3)

        # play both seats at random until both must set a line-up
        for _ in range(2000):
            sa = ann.states.get(t)
            if sa and sa.get("legal") and 1 in sa["to_move"] and 0 in sa["to_move"] and \
                    any(a["kind"] == "lineup" for a in sa["legal"]):
                break
            for c in (ann, bob):
                st = c.states.get(t)
                if st and st.get("legal") and st["you"] in st["to_move"]:
                    await c.send({"type": "act", "table": t, "seq": st["seq"],
                                  "action": rng.choice(st["legal"])["id"], "ref": "r"})
                    await c.expect("ok")
                    break
            for c in (ann, bob):
                try:
                    while True:
                        await c.recv(timeout=0.05)
                except (TimeoutError, asyncio.TimeoutError):
                    pass
        else:
            raise AssertionError("no line-up for both seats in 2000 steps")
        sa = ann.states[t]
        assert not sa["over"]
        move, ok = await act(ann, t, sa, "lineup")
        st = await until(ann, t, lambda s: s["seq"] == ok["seq"])
        assert st["to_move"] == [1], st["to_move"]  # bob has not set his line-up
        # ann may take hers back
        assert [a["kind"] for a in st["legal"]] == ["take_back"], st["legal"]
        _, ok2 = await act(ann, t, st, "take_back")
        st2 = await until(ann, t, lambda s: s["seq"] == ok2["seq"])
        assert 0 in st2["to_move"] and any(a["kind"] == "lineup" for a in st2["legal"]), st2
        evs = [e["type"] for e in ann.events[t].get(ok2["seq"], [])]
        assert "lineup_back" in evs, evs
        await until(bob, t, lambda s: s["seq"] >= ok2["seq"])
        seen = bob.events[t].get(ok["seq"], []) + bob.events[t].get(ok2["seq"], [])
        assert "lineup_back" in [e["type"] for e in seen], seen
        order = move["notation"].split(" ", 1)[1]
        assert all(order not in str(e) for e in seen), "bob never sees ann's order"
        # set again; bob sets; the game begins: nothing to take back
        move, ok = await act(ann, t, st2, "lineup")
        sb = await until(bob, t, lambda s: s["seq"] >= ok["seq"] and 1 in s["to_move"])
        _, okb = await act(bob, t, sb, "lineup")
        st = await until(ann, t, lambda s: s["seq"] >= okb["seq"])
        assert not any(a["kind"] == "take_back" for a in st.get("legal") or []), st.get("legal")
        await ann.send({"type": "act", "table": t, "seq": st["seq"], "move": "take back", "ref": "late"})
        e = await ann.expect("error")
        assert e["code"] in ("illegal", "not_your_turn", "over"), e
        print("take back: through the server, before the game begins, and not after")
    finally:
        srv.stop()


run(main())

"""Bad input: 1,000 garbage messages from one client each get one error
back and change nothing; the connection stays; a move for someone else's
seat, a stale or illegal move, an oversized message are refused; a client
that floods is rate-limited; a client that never reads is dropped without
slowing anyone; and all the while a table plays on to its end."""
import asyncio
import json
import random

import websockets

from rinkclient import GAMES, Client, Server, run, seeded, tempdb


def garbage(rng, table, seq):
    kind = rng.randrange(14)
    if kind == 0:
        return "".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randrange(1, 200)))
    if kind == 1:
        return json.dumps(rng.choice([[1, 2], "hello", 3, None, True]))
    if kind == 2:
        return json.dumps({"type": rng.choice(["hack", "", "ACT", "admin", 5])})
    if kind == 3:
        return json.dumps({"no": "type"})
    if kind == 4:  # a move at someone else's table / seat
        return json.dumps({"type": "act", "table": table, "seq": seq, "action": 0})
    if kind == 5:
        return json.dumps({"type": "act", "table": table, "seq": seq,
                           "action": rng.randrange(-5, 10**6), "seat": rng.randrange(-2, 12)})
    if kind == 6:
        return json.dumps({"type": "sit", "table": table, "seat": rng.choice([0, 1, 99, -1, "x"])})
    if kind == 7:
        return json.dumps({"type": rng.choice(["watch", "since", "leave", "resign"]),
                           "table": rng.choice([-1, 0, 10**12, "1", None])})
    if kind == 8:
        return json.dumps({"type": "create", "game": rng.choice(["chess", "", "slapshot"]),
                           "params": rng.choice(["managers=99", "roster=/etc/passwd",
                                                 "x=1", "deck=../../etc/passwd"])})
    if kind == 9:
        return "[" * rng.randrange(1, 5000)
    if kind == 10:
        return '{"type":"hello","token":"' + "f" * rng.randrange(0, 100) + '"}'
    if kind == 11:
        return json.dumps({"type": "act", "table": table, "seq": -1, "move": "draw goalie"})
    if kind == 12:
        return b"\x00\xff\xfe" + bytes(rng.randrange(256) for _ in range(50))
    return '{"type":"since","table":%d,"seq":0,"type":"act"}' % table  # a duplicate key


async def closed_by_server(c):
    """True when the server closes c (whatever it sends before); False when
    c is still open after 10 s without a message."""
    try:
        while True:
            await c.recv(10)
    except websockets.exceptions.ConnectionClosed:
        return True
    except asyncio.TimeoutError:
        return False


async def main():
    srv = Server(tempdb())
    rng = seeded("garbage")
    try:
        ann = await Client.connect(srv.url, "ann")
        table = await ann.create("slapshot", GAMES["slapshot"], level="easy")
        player = asyncio.create_task(ann.play_until_over(table, seeded("ann")))

        mal = await Client.connect(srv.url, "mallory")
        sent = 0
        for i in range(1000):
            msg = garbage(rng, table, ann.states[table]["seq"])
            await mal.send(msg)
            reply = await mal.recv()
            assert reply["type"] == "error", (msg[:80], reply)
            assert reply["code"] and reply["message"], reply
            assert "\n" not in reply["message"]
            sent += 1
        # stale: a move chosen at a seq before ann's moves last changed
        st = ann.states[table]
        # an oversized message: one error, the connection stays
        await mal.send(json.dumps({"type": "ping", "pad": "x" * 70000}))
        reply = await mal.expect("error")
        assert reply["code"] == "too_large", reply
        await mal.send({"type": "ping", "ref": 7})
        assert (await mal.expect("pong"))["ref"] == 7
        print(f"{sent} garbage messages: one error each, connection kept")

        # a flood: rate-limited, then served again once it slows down
        for _ in range(1500):
            await mal.send('{"type":"ping"}')
        codes = set()
        try:
            while True:
                m = await mal.recv(1.0)
                codes.add(m.get("code", m["type"]))
        except asyncio.TimeoutError:
            pass
        assert "rate_limited" in codes, codes
        await asyncio.sleep(0.5)
        await mal.send({"type": "ping", "ref": 8})
        assert (await mal.expect("pong"))["ref"] == 8
        print("a flood is rate-limited, and the client is served once it slows down")

        # a client that keeps flooding is closed; the others play on
        flood = await Client.connect(srv.url, "flood")
        try:
            for _ in range(20000):
                await flood.send('{"type":"ping"}')
        except websockets.exceptions.ConnectionClosed:
            pass
        assert await closed_by_server(flood), "a client that kept flooding was kept"
        print("a client that keeps flooding is closed")

        # a client that never reads: dropped, nobody else slowed
        lazy = await Client.connect(srv.url, "lazy")
        await lazy.send({"type": "watch", "table": table})
        lazy.ws.transport.pause_reading()
        for _ in range(1100):
            await lazy.send({"type": "since", "table": table, "seq": 0})
        final = await asyncio.wait_for(player, 120)
        assert final["over"]
        await asyncio.sleep(0.5)
        lazy.ws.transport.resume_reading()
        assert await closed_by_server(lazy), "a client that did not read was kept"
        print("the table played on to its end; the client that did not read was dropped")
    finally:
        srv.stop()


if __name__ == "__main__":
    run(main())

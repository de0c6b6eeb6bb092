"""Nothing acknowledged is lost: a person leaves and comes back with the
token, the server is stopped (SIGTERM) and started again mid-game, and the
server is killed (SIGKILL) at many random moments: after each start the
table goes on exactly where its record says, every acknowledged move is
in the store, and the events replayed since seq 0 are those seen before."""
import asyncio
import signal

from rinkclient import GAMES, Client, Server, actions_in_store, run, seeded, tempdb


async def moves(c, table, rng, n):
    """Plays up to n of c's moves (fewer if the game ends); returns the
    (seq, notation) of each acknowledged one."""
    done = []
    while len(done) < n:
        st = c.states.get(table)
        if st and st["over"]:
            break
        if st and st.get("legal") and st["you"] in st["to_move"]:
            choice = rng.choice(st["legal"])
            await c.send({"type": "act", "table": table, "seq": st["seq"],
                          "action": choice["id"]})
            while True:
                m = await c.recv()
                if m["type"] == "ok":
                    done.append((m["seq"], choice["notation"]))
                    break
                if m["type"] == "error":
                    assert m["code"] == "stale", m
                    break
            while c.states[table]["seq"] < (done[-1][0] if done else 0):
                await c.recv()
        else:
            await c.recv()
    return done


def event_map(c, table):
    return dict(c.events.get(table, {}))


async def rejoin(srv, token, table, name="ann"):
    c = await Client.connect(srv.url, name, token)
    await c.send({"type": "list"})
    lst = await c.expect("tables")
    mine = [t for t in lst["tables"] if t["table"] == table]
    # a table in play is listed as mine; a finished one is read when asked for
    assert not mine or mine[0]["your_seats"] == [0], lst
    await c.send({"type": "sit", "table": table})
    st = await c.expect("state", table=table)
    assert st["you"] == 0 and (mine or st["over"])
    return c


async def reconnect_and_restart(db):
    srv = Server(db)
    try:
        rng = seeded("durable")
        ann = await Client.connect(srv.url, "ann")
        table = await ann.create("slapshot", GAMES["slapshot"], level="easy")
        await moves(ann, table, rng, 5)
        seen = ann.states[table]["seq"]
        await ann.close()

        # back with the token: the same seat, and everything since `seen`
        ann = await rejoin(srv, ann.token, table)
        await ann.send({"type": "since", "table": table, "seq": seen})
        st = await ann.expect("state", table=table)
        assert st["seq"] >= seen
        await moves(ann, table, rng, 5)
        before = ann.states[table]
        await ann.close()

        # a clean stop and start: the table resumes exactly
        srv.restart(signal.SIGTERM)
        ann = await rejoin(srv, ann.token, table)
        after = ann.states[table]
        assert after["seq"] >= before["seq"]
        if after["seq"] == before["seq"]:
            assert after["view"] == before["view"], "the view changed across a restart"
        final = await ann.play_until_over(table, rng)
        assert final["over"]
        await ann.close()
    finally:
        srv.stop()


async def kill_at_random(db, game, kills):
    srv = Server(db)
    rng = seeded("kill:" + game)
    try:
        ann = await Client.connect(srv.url, "ann")
        token = ann.token
        table = await ann.create(game, GAMES[game], level="easy")
        acked = []
        history = {}
        for k in range(kills):
            acked += await moves(ann, table, rng, rng.randint(1, 6))
            for seq, evs in event_map(ann, table).items():
                history.setdefault(seq, evs)
            # one more move in flight, and the kill lands while the server
            # is applying, committing or answering it (or before it reads it)
            st = ann.states[table]
            if not st["over"] and st.get("legal") and st["you"] in st["to_move"]:
                choice = rng.choice(st["legal"])
                await ann.send({"type": "act", "table": table, "seq": st["seq"],
                                "action": choice["id"]})
                await asyncio.sleep(rng.random() * 0.004)
                srv.proc.send_signal(signal.SIGKILL)
                try:
                    while True:
                        m = await ann.recv(0.5)
                        if m["type"] == "ok":
                            acked.append((m["seq"], choice["notation"]))
                except Exception:
                    pass  # the connection is gone
            last_seen = ann.states[table]["seq"]
            over = ann.states[table]["over"]
            srv.stop(signal.SIGKILL)
            await ann.ws.close_connection()  # the server is gone
            # every acknowledged move is in the store, as it was played
            rows = {seq: (seat, move) for seq, seat, move in actions_in_store(db, table)}
            for seq, move in acked:
                assert seq in rows, f"acknowledged move {seq} lost by a kill"
                assert rows[seq] == (0, move), (seq, rows[seq], move)
            assert len(rows) >= last_seen
            srv.start()
            ann = await rejoin(srv, token, table)
            await ann.send({"type": "since", "table": table, "seq": 0})
            await ann.expect("state", table=table)
            replay = event_map(ann, table)
            pieces = [m for m in ann.inbox if m["type"] == "events"]
            assert all(m["seq"] - m["after"] <= 200 for m in pieces), "an events message too big"
            for seq, evs in history.items():
                assert replay.get(seq) == evs, f"events of seq {seq} differ after a restart: {replay.get(seq)} vs {evs}"
            if over:
                break
        final = await ann.play_until_over(table, rng)
        assert final["over"]
        print(f"{game}: {k + 1} kills, {len(acked)} acknowledged moves kept")
        await ann.close()
    finally:
        srv.stop()


async def main():
    await reconnect_and_restart(tempdb())
    print("reconnect and restart: ok")
    for game in ("slapshot", "powerplay", "trickshot"):
        await kill_at_random(tempdb(), game, 12)


if __name__ == "__main__":
    run(main())

"""Two rink serve processes on one PostgreSQL database (a throwaway cluster
that tests/pg/pgcluster.sh starts as an unprivileged user and stops): a
table lives on the process that made it (its lease: bots and clocks run
there), a person connected to the other process sits at it and plays, a
spectator on the other process watches, and every move reaches everyone
through LISTEN/NOTIFY."""
import asyncio
import os
import signal
import socket
import subprocess
import sys
import tempfile

from rinkclient import GAMES, Client, Server, run, seeded

HERE = os.path.dirname(os.path.abspath(__file__))
CLUSTER = os.path.join(HERE, "..", "pg", "pgcluster.sh")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def main(uri):
    # leases of 3 s (renewed every second), so that a takeover comes quickly
    a = Server(uri, "--owner", "A", "--lease", "3")
    b = Server(uri, "--owner", "B", "--lease", "3")
    try:
        ann = await Client.connect(a.url, "ann")
        table = await ann.create("slapshot", GAMES["slapshot"],
                                 seats=[{"kind": "me"}, {"kind": "person"}])
        bob = await Client.connect(b.url, "bob")     # on the other process
        await bob.send({"type": "sit", "table": table})
        st = await bob.expect("state", table=table)
        assert st["you"] == 1
        eve = await Client.connect(b.url, "eve")
        await eve.send({"type": "watch", "table": table})
        await eve.expect("state", table=table)

        fa, fb = await asyncio.gather(ann.play_until_over(table, seeded("ann")),
                                      bob.play_until_over(table, seeded("bob")))
        assert fa["seq"] == fb["seq"] and fa["result"] == fb["result"]
        while not (eve.states[table]["over"] and eve.states[table]["seq"] == fa["seq"]):
            await eve.recv()
        print(f"people on two processes played table {table} to its end "
              f"({fa['seq']} actions), watched from the second")

        # bots run where the table lives; the other process's spectator sees them
        t2 = await ann.create("trickshot", GAMES["trickshot"], level="easy")
        await eve.send({"type": "watch", "table": t2})
        await eve.expect("state", table=t2)
        final = await ann.play_until_over(t2, seeded("t2"))
        while not (eve.states[t2]["over"] and eve.states[t2]["seq"] == final["seq"]):
            await eve.recv()
        assert eve.events[t2] and max(eve.events[t2]) <= final["seq"]
        print("a bots' table on one process, watched move by move from the other")

        # the process running a table is killed: the other takes its lease
        # over, and its bot plays on against the person who came back there
        t3 = await ann.create("trickshot", GAMES["trickshot"], level="easy")
        rng = seeded("failover")
        for _ in range(3):
            assert await ann.move(t3, rng), "the game ended too soon"
        while ann.states[t3]["seq"] < ann.acked[t3]:
            await ann.recv()
        seen = ann.states[t3]["seq"]
        a.stop(signal.SIGKILL)
        ann2 = await Client.connect(b.url, "ann", ann.token)
        await ann2.send({"type": "sit", "table": t3})
        await ann2.expect("state", table=t3)
        final = await ann2.play_until_over(t3, rng)
        assert final["over"] and final["seq"] > seen
        print(f"its process killed, table {t3} was taken over and played to its end "
              f"({final['seq']} actions)")
        for c in (ann2, bob, eve):
            await c.close()
    finally:
        a.stop()
        b.stop()


if __name__ == "__main__":
    d = tempfile.mkdtemp(prefix="rink-pg-")
    port = free_port()
    rc = subprocess.call(["sh", CLUSTER, "start", d, str(port), str(os.getpid())])
    if rc == 77:
        print("PostgreSQL is not installed: skipped (scripts/bootstrap installs it)")
        print("0 passed, 0 failed, 1 skipped")
        sys.exit(0)
    if rc != 0:
        print("0 passed, 1 failed")
        sys.exit(1)
    try:
        run(main(f"postgresql://rink@127.0.0.1:{port}/postgres?sslmode=disable"))
    finally:
        subprocess.call(["sh", CLUSTER, "stop", d])

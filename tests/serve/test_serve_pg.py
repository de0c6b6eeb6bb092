"""Two rink serve processes on one PostgreSQL database (a throwaway cluster
that tests/pg/pgcluster.sh starts as an unprivileged user and stops): a
table lives on the process that made it (its lease: bots and clocks run
there), a person connected to the other process sits at it and plays, a
spectator on the other process watches, and every move reaches everyone
through LISTEN/NOTIFY."""
import asyncio
import os
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
    a = Server(uri, "--owner", "A")
    b = Server(uri, "--owner", "B")
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
        for c in (ann, bob, eve):
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

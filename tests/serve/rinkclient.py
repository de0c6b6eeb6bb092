"""rinkclient: a scripted rink.v1 client and a server runner for the tests.

Servers listen on 127.0.0.1 on a port the kernel picks (--port 0; the
server prints it) and are stopped by the test. Every wait is bounded: a
message that does not come fails the test instead of hanging it.
"""
import asyncio
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time

import websockets

RINK = os.environ.get("RINK", "build/debug/rink")
TIMEOUT = float(os.environ.get("RINK_TEST_TIMEOUT", "60"))

# short variants, so that whole games fit in a test
GAMES = {
    "slapshot": "managers=2,playoff_wins=1",
    "powerplay": "managers=2,ending=short,wins=1",
    "actiondeck": "",
    "trickshot": "",
}


class Server:
    """A `rink serve` process on a free port over the store at db."""

    def __init__(self, db, *extra):
        self.db = db
        self.extra = list(extra)
        self.proc = None
        self.port = None
        self.start()

    def start(self):
        self.proc = subprocess.Popen(
            [RINK, "serve", "--port", "0", "--db", self.db, "--quiet", *self.extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        m = re.search(r":(\d+)/", line)
        if not m:
            err = self.proc.stderr.read()
            raise RuntimeError(f"rink serve did not start: {line!r} {err!r}")
        self.port = int(m.group(1))
        self.url = f"ws://127.0.0.1:{self.port}/"

    def stop(self, sig=signal.SIGTERM):
        """Stops the server: SIGTERM (clean, checked) or SIGKILL."""
        if self.proc is None:
            return 0
        self.proc.send_signal(sig)
        try:
            rc = self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            rc = self.proc.wait()
            raise AssertionError("rink serve did not stop within 20 s")
        self.stderr = self.proc.stderr.read()
        self.proc.stdout.close()
        self.proc.stderr.close()
        self.proc = None
        if sig == signal.SIGTERM:
            assert rc == 0, f"rink serve exited {rc}: {self.stderr}"
        return rc

    def restart(self, sig=signal.SIGTERM):
        self.stop(sig)
        self.start()


class Client:
    """One WebSocket connection speaking rink.v1."""

    def __init__(self, ws, name):
        self.ws = ws
        self.name = name
        self.token = None
        self.player = None
        self.states = {}   # table -> last state message
        self.events = {}   # table -> {seq: [events of that seq, as seen]}
        self.inbox = []    # every message, in order
        self.acked = {}    # table -> highest seq acknowledged by "ok"

    @classmethod
    async def connect(cls, url, name="tester", token=None):
        ws = await websockets.connect(url, subprotocols=["rink.v1"], max_size=2**24,
                                      max_queue=None, open_timeout=TIMEOUT)
        c = cls(ws, name)
        hello = {"type": "hello", "name": name}
        if token:
            hello["token"] = token
        await c.send(hello)
        w = await c.expect("welcome")
        c.player = w["player"]
        c.token = token or w["token"]
        return c

    async def send(self, msg):
        await self.ws.send(json.dumps(msg) if not isinstance(msg, (str, bytes)) else msg)

    async def recv(self, timeout=TIMEOUT):
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        msg = json.loads(raw)
        msg["_raw"] = raw
        self.inbox.append(msg)
        t = msg.get("table")
        if msg["type"] == "state":
            self.states[t] = msg
        elif msg["type"] == "events":
            # a message holds every visible event of seqs after..seq
            got = self.events.setdefault(t, {})
            for seq in [k for k in got if msg["after"] < k <= msg["seq"]]:
                del got[seq]
            for e in msg["events"]:
                got.setdefault(e["seq"], []).append(e["event"])
        elif msg["type"] == "ok" and t is not None:
            self.acked[t] = max(self.acked.get(t, 0), msg["seq"])
        return msg

    async def expect(self, type_, timeout=TIMEOUT, **match):
        """Reads until a message of type_ (with the given fields) comes."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"{self.name}: no {type_} {match} within {timeout} s")
            msg = await self.recv(left)
            if msg["type"] == type_ and all(msg.get(k) == v for k, v in match.items()):
                return msg
            if msg["type"] == "error" and type_ != "error":
                raise AssertionError(f"{self.name}: error while waiting for {type_}: {msg}")

    async def close(self):
        await self.ws.close()

    async def create(self, game, params="", **kw):
        await self.send({"type": "create", "game": game, "params": params, **kw})
        created = await self.expect("created")
        await self.expect("state", table=created["table"])
        return created["table"]

    async def move(self, table, rng):
        """Plays one random legal move at table when it is this client's turn
        (trying again when a bot moved first: stale); returns the ok."""
        while True:
            st = self.states.get(table)
            if st and st["over"]:
                return None
            if st and st.get("legal") and st["you"] in st["to_move"]:
                await self.send({"type": "act", "table": table, "seq": st["seq"],
                                 "action": rng.choice(st["legal"])["id"]})
                while True:
                    m = await self.recv()
                    if m["type"] == "ok":
                        return m
                    if m["type"] == "error":
                        assert m["code"] == "stale", m
                        break
            else:
                await self.recv()

    async def play_until_over(self, table, rng, max_moves=100000, on_move=None):
        """Plays this client's seat(s) at table with random legal moves until
        the game is over; returns the final state."""
        moves = 0
        while True:
            st = self.states.get(table)
            if st and st["over"]:
                return st
            if st and st.get("legal") and st["you"] in st["to_move"]:
                choice = rng.choice(st["legal"])
                await self.send({"type": "act", "table": table, "seq": st["seq"],
                                 "action": choice["id"], "ref": moves})
                moves += 1
                assert moves < max_moves, "the game did not end"
                # the answer: ok (then state), or stale when a bot moved first
                while True:
                    m = await self.recv()
                    if m["type"] == "ok" or (m["type"] == "error" and m["code"] == "stale"):
                        break
                    if m["type"] == "error":
                        raise AssertionError(f"{self.name}: {m}")
                if on_move:
                    await on_move(self, m)
                # wait for the state after our move
                while self.states[table]["seq"] < m.get("seq", 0):
                    await self.recv()
            else:
                await self.recv()


def run(coro):
    """Runs a test coroutine; prints the plain closing line ctest reads."""
    try:
        asyncio.run(coro)
    except Exception:
        import traceback
        traceback.print_exc()
        print("0 passed, 1 failed")
        sys.exit(1)
    print("1 passed, 0 failed")


def tempdb():
    d = tempfile.mkdtemp(prefix="rink-serve-test-")
    return os.path.join(d, "rink.db")


def actions_in_store(db, table):
    """The (seq, seat, move) rows the SQLite store holds for table."""
    import sqlite3
    con = sqlite3.connect(db)
    try:
        return con.execute("SELECT seq, seat, move FROM actions WHERE table_id=? ORDER BY seq",
                           (table,)).fetchall()
    finally:
        con.close()


def seeded(name):
    seed = int(os.environ.get("RINK_TEST_SEED", "1"))
    return random.Random(f"{name}:{seed}")

"""Scripted people play whole games of all four games through rink serve:
one person against bots with a spectator watching, and two people against
each other. Checks what each receives: the person's legal moves only when
it must act, the spectator never any, the seed only once the game is over."""
import asyncio
import sys

from rinkclient import GAMES, Client, Server, run, seeded, tempdb


def check_spectator(c, table):
    for m in c.inbox:
        if m.get("table") != table:
            continue
        if m["type"] == "state":
            assert "legal" not in m, "a spectator was sent legal moves"
            assert m["you"] is None
            assert ("seed" in m) == m["over"], "the seed must come with the end, not before"


async def person_against_bots(url, game, params):
    rng = seeded(game)
    ann = await Client.connect(url, "ann")
    table = await ann.create(game, params, level="easy")
    eve = await Client.connect(url, "eve")
    await eve.send({"type": "watch", "table": table})
    await eve.expect("state", table=table)
    sam = await Client.connect(url, "sam")
    await sam.send({"type": "watch", "table": table})
    await sam.expect("state", table=table)

    final = await ann.play_until_over(table, rng)
    assert final["over"] and len(final["result"]) == len(final["seats"])
    # the game's unchanging facts come once, with the first state
    states = [m for m in ann.inbox if m["type"] == "state" and m["table"] == table]
    assert "info" in states[0] and all("info" not in m for m in states[1:])
    assert [m for m in eve.inbox if m["type"] == "state"][0].get("info") == states[0]["info"]
    # everything since 0 again: in pieces of at most 200 seqs, the same events
    before = dict(ann.events[table])
    mark = len(ann.inbox)
    await ann.send({"type": "since", "table": table, "seq": 0})
    await ann.expect("state", table=table)
    pieces = [m for m in ann.inbox[mark:] if m["type"] == "events"]
    assert all(0 < m["seq"] - m["after"] <= 200 for m in pieces)
    assert len(pieces) >= (final["seq"] + 199) // 200 - 1
    assert ann.events[table] == before
    assert "seed" in final
    for m in ann.inbox:
        if m["type"] == "state" and not m["over"]:
            assert "seed" not in m
            assert ("legal" in m) == (m["you"] in m["to_move"])
    # the spectator reaches the end too
    while not (eve.states.get(table) or {}).get("over"):
        await eve.recv()
    check_spectator(eve, table)
    # spectators hear the same thing, word for word, from the time both watch
    while not (sam.states.get(table) or {}).get("over"):
        await sam.recv()
    def by_seq(c):
        return {m["seq"]: m["_raw"] for m in c.inbox if m["type"] == "state"}
    se, ss = by_seq(eve), by_seq(sam)
    common = [q for q in se if q in ss and q > min(ss)]
    assert common and all(se[q] == ss[q] for q in common), "two spectators told apart"
    await sam.close()
    assert eve.states[table]["seq"] == final["seq"]
    assert eve.events.get(table), "the spectator saw no event"
    await ann.close()
    await eve.close()
    return final["seq"]


async def person_against_person(url, game, params):
    ann = await Client.connect(url, "ann")
    table = await ann.create(game, params, seats=[{"kind": "me"}, {"kind": "person"}])
    bob = await Client.connect(url, "bob")
    await bob.send({"type": "sit", "table": table})
    st = await bob.expect("state", table=table)
    assert st["you"] == 1
    a = asyncio.create_task(ann.play_until_over(table, seeded("ann")))
    b = asyncio.create_task(bob.play_until_over(table, seeded("bob")))
    fa, fb = await asyncio.gather(a, b)
    assert fa["seq"] == fb["seq"] and fa["result"] == fb["result"]
    await ann.close()
    await bob.close()


def check_web(srv):
    """The web client's files come from the same port, with a CSP."""
    import urllib.request
    page = urllib.request.urlopen(f"http://127.0.0.1:{srv.port}/", timeout=30)
    assert page.status == 200 and b"<title>rink</title>" in page.read()
    assert "script-src 'self'" in page.headers["content-security-policy"]
    js = urllib.request.urlopen(f"http://127.0.0.1:{srv.port}/js/lobby.js", timeout=30)
    assert "javascript" in js.headers["content-type"]
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{srv.port}/../CMakeLists.txt", timeout=30)
        raise AssertionError("a file outside web/ was served")
    except urllib.error.HTTPError as e:
        assert e.code in (403, 404), e


async def main():
    srv = Server(tempdb())
    try:
        check_web(srv)
        for game, params in GAMES.items():
            n = await person_against_bots(srv.url, game, params)
            print(f"{game}: person against bots, {n} actions, watched")
        for game, params in GAMES.items():
            await person_against_person(srv.url, game, params)
            print(f"{game}: person against person")
    finally:
        srv.stop()


if __name__ == "__main__":
    run(main())

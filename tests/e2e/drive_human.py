#!/usr/bin/env python3
"""Plays the human seats of `rink play` through its prompt, as a person would.

Usage: drive_human.py SEED RINK ARGS...

At every prompt it types `moves`, reads the listed legal moves and types one
of them, chosen by a generator seeded with SEED (sometimes a bad line first,
which must be answered by an error and the prompt again). "Pass to manager
N, press Enter" gets an Enter. The whole transcript goes to stdout; the exit
status is rink's, or 3 when the conversation broke down.
"""
import os
import random
import re
import subprocess
import sys

PROMPT = re.compile(rb"manager (\d+)> $")
PASS = re.compile(rb"Pass to manager (\d+), press Enter $")


def read_until_prompt(proc, out):
    """Reads until a prompt or the end; returns (kind, text) of what came."""
    buf = b""
    while True:
        chunk = os.read(proc.stdout.fileno(), 65536)
        if not chunk:
            out.write(buf)
            return "eof", buf
        buf += chunk
        if PROMPT.search(buf):
            out.write(buf)
            return "prompt", buf
        if PASS.search(buf):
            out.write(buf)
            return "pass", buf


def main():
    seed = int(sys.argv[1])
    cmd = sys.argv[2:]
    rng = random.Random(seed)
    out = sys.stdout.buffer
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    decisions = 0
    while True:
        kind, text = read_until_prompt(proc, out)
        if kind == "eof":
            break
        if kind == "pass":
            proc.stdin.write(b"\n")
            proc.stdin.flush()
            continue
        if rng.random() < 0.05:
            proc.stdin.write(b"lineup nobody\n")
            proc.stdin.flush()
            kind, text = read_until_prompt(proc, out)
            if kind != "prompt" or b"error:" not in text:
                sys.stderr.write("bad input was not answered by an error\n")
                proc.kill()
                return 3
        proc.stdin.write(b"moves\n")
        proc.stdin.flush()
        kind, text = read_until_prompt(proc, out)
        if kind != "prompt":
            sys.stderr.write("no prompt after 'moves'\n")
            return 3
        listing = text.split(b"legal move", 1)[1].split(b"\nYour move:")[0]
        moves = [l.strip() for l in listing.splitlines()[1:] if l.startswith(b"  ")]
        if not moves:
            sys.stderr.write("'moves' listed nothing\n")
            proc.kill()
            return 3
        proc.stdin.write(rng.choice(moves) + b"\n")
        proc.stdin.flush()
        decisions += 1
    proc.stdin.close()
    rc = proc.wait()
    sys.stderr.write("%d human decisions, exit %d\n" % (decisions, rc))
    return rc


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""data/actiondeck/deck_design.py: writes deck.csv, the designed 100-card
action deck (docs/rules/actiondeck.md, "The action deck").

Each zone column gets a fixed mix of entries (the counts below, 100 each);
the entries are dealt to the card numbers 1-100 by a fixed-seed shuffle, so
that no entry depends on the top number (AD-GAP-02 a). P1 never stands in
the A column and P-1 never in the D column (AD-GAP-03 a). Run it again after
changing a count; the loader checks the result.
"""
import random

MIX = {
    # zone A (attacking): shots, and the defence trying to win the puck
    "A": {"SHT": 17, "CTL": 37, "P0": 13, "P-1": 17, "PEN": 8, "FO": 8},
    # zone M (middle): carrying the puck in
    "M": {"P1": 30, "CTL": 36, "P0": 10, "P-1": 10, "PEN": 6, "FO": 5, "SHT": 3},
    # zone D (defending): breaking out
    "D": {"P1": 34, "CTL": 38, "P0": 14, "PEN": 6, "FO": 6, "SHT": 2},
}


def main():
    rng = random.Random(20221007)
    cols = {}
    for zone, mix in MIX.items():
        assert sum(mix.values()) == 100, zone
        col = [e for e, n in mix.items() for _ in range(n)]
        rng.shuffle(col)
        cols[zone] = col
    with open("deck.csv", "w") as f:
        f.write("# rink actiondeck: the designed action deck, made by deck_design.py\n")
        f.write("# number: the 1-100 top number; A, M, D: the zone entries\n")
        f.write("number,A,M,D\n")
        for n in range(100):
            f.write("%d,%s,%s,%s\n" % (n + 1, cols["A"][n], cols["M"][n], cols["D"][n]))


if __name__ == "__main__":
    main()

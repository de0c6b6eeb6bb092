# A thin front to CMake for the README's two commands, and a few helpers.
#   make serve   build (release) and start `rink serve` on port 8080: open the
#                address it prints (PORT=N for another port)
#   make play    build (release) and start a game of Slapshot in the terminal
#   make test    every test: debug build, then again under ASan+UBSan
#   make bench   benchmark figures from a release build
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

.PHONY: all serve play test bench release debug sanitize format clean

all: release

release:
	@cmake --preset release >/dev/null
	@MAKEFLAGS= cmake --build --preset release -j $(JOBS)

debug:
	@cmake --preset debug >/dev/null
	@MAKEFLAGS= cmake --build --preset debug -j $(JOBS)

sanitize:
	@cmake --preset sanitize >/dev/null
	@MAKEFLAGS= cmake --build --preset sanitize -j $(JOBS)

PORT ?= 8080

serve: release
	./build/release/rink serve --port $(PORT)

play: release
	./build/release/rink play slapshot

test: debug sanitize
	ctest --preset debug -j $(JOBS)
	ctest --preset sanitize -j $(JOBS)

bench: release
	@for b in build/release/bench/bench_*; do echo "== $$(basename $$b)"; taskset -c 0 $$b || $$b; done

format:
	sh scripts/format

clean:
	rm -rf build

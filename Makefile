# A thin front to CMake for the README's two commands, and a few helpers.
#   make serve   build the rink binary (release) and start `rink serve` on port
#                8080: open the address it prints (PORT=N for another port)
#   make play    build the rink binary (release) and start a game of Slapshot
#                in the terminal (ARGS="--level hard" for more options)
#   make test    every test: debug build, then again under ASan+UBSan
#   make bench   benchmark figures from a release build
#   make fuzz    build the libFuzzer harnesses (fuzz/, clang) and run each for
#                FUZZ_SECONDS (default 60)
#   make install build a release in build/install and install it under PREFIX
#                (default /usr/local; DESTDIR=DIR stages it under DIR)
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

.PHONY: all serve play rink test bench fuzz release debug sanitize format clean install

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

# The rink binary alone, quietly: all that `make play` and `make serve` need
# (`make release` builds the whole tree, tests and benchmarks too). The
# compiler's output goes to build/release/build.log, shown only on failure.
rink:
	@cmake --preset release >/dev/null
	@printf 'Building build/release/rink (the first time takes a minute or two)... '
	@if MAKEFLAGS= cmake --build --preset release --target rink -j $(JOBS) \
		>build/release/build.log 2>&1; then echo done; \
	else echo failed:; cat build/release/build.log; exit 1; fi

PORT ?= 8080
ARGS ?=

serve: rink
	@./build/release/rink serve --port $(PORT)

play: rink
	@./build/release/rink play slapshot $(ARGS)

test: debug sanitize
	ctest --preset debug -j $(JOBS)
	ctest --preset sanitize -j $(JOBS)

bench: release
	@for b in build/release/bench/bench_*; do echo "== $$(basename $$b)"; taskset -c 0 $$b || $$b; done

FUZZ_SECONDS ?= 60

fuzz:
	@JOBS=$(JOBS) sh fuzz/build.sh build/fuzz
	@for b in build/fuzz/fuzz/fuzz_*; do t=$$(basename $$b); \
		echo "== $$t ($(FUZZ_SECONDS) s)"; \
		sh fuzz/run.sh build/fuzz $$t $(FUZZ_SECONDS) || exit 1; done

# The installed rink reads its data from PREFIX/share/rink, fixed when the
# tree is configured: a tree of its own, configured with PREFIX each time.
PREFIX ?= /usr/local

install:
	@cmake -S . -B build/install -DCMAKE_BUILD_TYPE=Release -DRINK_TESTS=OFF -DRINK_BENCH=OFF \
		-DCMAKE_INSTALL_PREFIX="$(PREFIX)" >/dev/null
	@MAKEFLAGS= cmake --build build/install -j $(JOBS)
	@cmake --install build/install

format:
	sh scripts/format

clean:
	rm -rf build

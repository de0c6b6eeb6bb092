/*
 * rink/rng.h: the seedable random generator that lives inside every state.
 *
 * Algorithm: xoshiro256** (Blackman and Vigna, 2018), 256 bits of state,
 * period 2^256 - 1, seeded from one 64-bit seed through splitmix64 so that
 * nearby seeds give unrelated streams. Bounded draws use Lemire's
 * multiply-and-reject method, so they are exactly uniform. The generator is
 * plain data (copy it to fork a stream); it has no globals and reads no
 * clock. The same seed gives the same numbers on every platform.
 */
#ifndef RINK_RNG_H
#define RINK_RNG_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct rink_rng {
	uint64_t s[4]; /* xoshiro256** state, never all zero */
};

/* Seeds rng from a 64-bit seed (any value, 0 included). */
void rink_rng_seed(struct rink_rng *rng, uint64_t seed);

/* Next 64 random bits. */
static inline uint64_t rink_rng_next(struct rink_rng *rng)
{
	uint64_t *s = rng->s;
	uint64_t x = s[1] * 5;
	uint64_t result = ((x << 7) | (x >> 57)) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = (s[3] << 45) | (s[3] >> 19);
	return result;
}

/* Uniform integer in [0, bound); bound must be at least 1. */
static inline uint32_t rink_rng_below(struct rink_rng *rng, uint32_t bound)
{
	uint64_t m = (uint64_t)(uint32_t)(rink_rng_next(rng) >> 32) * bound;
	uint32_t low = (uint32_t)m;

	if (low < bound) {
		uint32_t threshold = (uint32_t)-bound % bound;
		while (low < threshold) {
			m = (uint64_t)(uint32_t)(rink_rng_next(rng) >> 32) * bound;
			low = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

/* Uniform double in [0, 1). */
static inline double rink_rng_uniform(struct rink_rng *rng)
{
	return (double)(rink_rng_next(rng) >> 11) * (1.0 / 9007199254740992.0); /* 2^-53 */
}

/* Shuffles n bytes in place (Fisher-Yates, uniform over all orders). */
void rink_rng_shuffle_u8(struct rink_rng *rng, uint8_t *v, int n);

/* Derives an independent seed for stream `index` of a master seed, for
 * example one seed per bot or per simulated season. */
uint64_t rink_seed_derive(uint64_t master, uint64_t index);

#ifdef __cplusplus
}
#endif

#endif

/*
 * core/rng.c: seeding and shuffling for the xoshiro256** generator.
 *
 * splitmix64 spreads one 64-bit seed over the 256-bit state (the seeding
 * its authors recommend); it never yields the all-zero state.
 */
#include "rink/rng.h"

static uint64_t splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

void rink_rng_seed(struct rink_rng *rng, uint64_t seed)
{
	uint64_t x = seed;

	for (int i = 0; i < 4; i++)
		rng->s[i] = splitmix64(&x);
}

void rink_rng_shuffle_u8(struct rink_rng *rng, uint8_t *v, int n)
{
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rink_rng_below(rng, (uint32_t)i + 1);
		uint8_t t = v[i];
		v[i] = v[j];
		v[j] = t;
	}
}

uint64_t rink_seed_derive(uint64_t master, uint64_t index)
{
	uint64_t x = master ^ (index * 0xd1b54a32d192ed03ull);

	splitmix64(&x);
	return splitmix64(&x);
}

/*
 * serve/auth.c: players and their tokens.
 *
 * A first visit makes a player: an id from the store and a secret of 128
 * random bits from the kernel. The client keeps the token "ID.SECRET" (the
 * secret as 32 hex digits); the store keeps only SHA-256 of the secret, so
 * a copy of the database logs no one in. A token is checked by reading its
 * player and comparing hashes in constant time (CRYPTO_memcmp), so how long
 * a check takes tells nothing of how much of a guess was right.
 */
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "serve/serve.h"

int auth_random(void *buf, size_t n)
{
	unsigned char *p = buf;

	while (n) {
		ssize_t k = getrandom(p, n, 0);

		if (k < 0)
			return RINK_EIO;
		p += k;
		n -= (size_t)k;
	}
	return RINK_OK;
}

static int hash_secret(const char *secret, uint8_t out[RINK_STORE_HASH])
{
	unsigned int n = 0;

	return EVP_Digest(secret, strlen(secret), out, &n, EVP_sha256(), NULL) &&
	                       n == RINK_STORE_HASH
	               ? RINK_OK
	               : RINK_EIO;
}

bool auth_same(const char *secret, const char *known)
{
	size_t n = strlen(known);

	return strlen(secret) == n && CRYPTO_memcmp(secret, known, n) == 0;
}

bool auth_name_ok(const char *name)
{
	size_t n = strlen(name);

	if (n < 1 || n > 32)
		return false;
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)name[i] < 0x20 || name[i] == 0x7f)
			return false;
	return true; /* jansson gives valid UTF-8 only */
}

int auth_new_player(rink_store *st, const char *name, int64_t *id, char *token,
                    struct rink_error *err)
{
	struct rink_store_player p = {0};
	unsigned char raw[16];
	char secret[33];
	int rc;

	if (auth_random(raw, sizeof(raw)) != RINK_OK)
		return rink_error_set(err, RINK_EIO, "no randomness from the system");
	for (int i = 0; i < 16; i++)
		snprintf(secret + 2 * i, 3, "%02x", raw[i]);
	if (hash_secret(secret, p.token_hash) != RINK_OK)
		return rink_error_set(err, RINK_EIO, "SHA-256 failed");
	snprintf(p.name, sizeof(p.name), "%s", name);
	if ((rc = rink_store_player_add(st, &p, err)) != RINK_OK)
		return rc;
	*id = p.id;
	snprintf(token, 64, "%lld.%s", (long long)p.id, secret);
	return RINK_OK;
}

int auth_check(rink_store *st, const char *token, struct rink_store_player *out,
               struct rink_error *err)
{
	uint8_t h[RINK_STORE_HASH];
	const char *dot = strchr(token, '.');
	char *end;
	long long id;
	int rc;

	if (!dot || dot == token || strlen(dot + 1) != 32 ||
	    strspn(dot + 1, "0123456789abcdef") != 32)
		return rink_error_set(err, RINK_ENOTFOUND, "not a rink token");
	id = strtoll(token, &end, 10);
	if (end != dot || id <= 0)
		return rink_error_set(err, RINK_ENOTFOUND, "not a rink token");
	if ((rc = rink_store_player_get(st, id, out, err)) != RINK_OK)
		return rc == RINK_ENOTFOUND ? rink_error_set(err, rc, "no such player") : rc;
	if (hash_secret(dot + 1, h) != RINK_OK)
		return rink_error_set(err, RINK_EIO, "SHA-256 failed");
	if (CRYPTO_memcmp(h, out->token_hash, RINK_STORE_HASH) != 0)
		return rink_error_set(err, RINK_ENOTFOUND, "the token does not match");
	return RINK_OK;
}

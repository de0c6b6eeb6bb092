/*
 * fuzz_save: a save file of any game (rink_match_from_json, as
 * rink_match_load reads one): the bytes are parsed as JSON and restored,
 * replaying every action through the checked apply. A refusal is fine; a
 * crash, a leak or undefined behaviour is a finding.
 */
#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

#include "rink/match.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct rink_error err;
	json_error_t jerr;
	json_t *root = json_loadb((const char *)data, size, JSON_REJECT_DUPLICATES, &jerr);
	rink_match *m;

	if (!root)
		return 0;
	m = rink_match_from_json(root, &err);
	if (m) {
		json_t *again = rink_match_to_json(m);

		json_decref(again);
		rink_match_free(m);
	}
	json_decref(root);
	return 0;
}

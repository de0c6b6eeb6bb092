#!/bin/sh
# tests/e2e/test_serve_cli.sh: rink serve's options: help, bad values and a
# store that cannot be opened give one line and the right exit status.
. "$(dirname "$0")/lib.sh"

check "rink serve --help"
run "$RINK" serve --help
expect_rc 0
out_has "Usage: rink serve"
out_has "--tls-cert"
out_has "postgresql://"

check "a bad port is a usage error"
run "$RINK" serve --port 70000
expect_usage_error
err_has "port"

check "--tls-cert without --tls-key is a usage error"
run "$RINK" serve --tls-cert x.pem
expect_usage_error
err_has "--tls-key"

check "a store that cannot be opened: one line, exit 1"
run "$RINK" serve --port 0 --db "$TMP/no/such/dir/rink.db"
expect_one_error_line 1
err_has "store:"

check "a file that is not a store: one line, exit 1"
printf 'not a database, just text that is long enough to be a header\n' >"$TMP/notdb"
i=0
while [ $i -lt 20 ]; do echo "padding line $i" >>"$TMP/notdb"; i=$((i + 1)); done
run "$RINK" serve --port 0 --db "$TMP/notdb"
expect_one_error_line 1
err_has "store:"

check "a web folder that does not exist: one line, exit 1"
run "$RINK" serve --port 0 --db "$TMP/ok.db" --web "$TMP/nowhere"
expect_one_error_line 1
err_has "--web"

finish

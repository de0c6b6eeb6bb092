#!/bin/sh
# scripts/rink-man.sh RINK DIR: writes rink's man pages into DIR, made from
# the very text that RINK --help and RINK COMMAND --help print, so a page
# cannot drift from the program: rink.1 from `rink --help`, and one
# rink-COMMAND.1 per command of its list (help aside), each with the help
# of the games and sub-commands its usage names when theirs differs (rink
# play trickshot, rink chart build...). The build runs it each time rink is
# relinked; it writes DIR/man.stamp last.
#
# The help texts keep one layout, which is all this reads: "Usage:" and its
# indented lines first; "Heading:" lines; two-column items ("  --opt ARG   what
# it does", continued on more indented lines); paragraphs between blank
# lines.
set -eu
rink=$1
out=$2
unset RINK_DATA_DIR
mkdir -p "$out"
rm -f "$out"/*.1 "$out/man.stamp"

version=$("$rink" --version | sed -n '1s/^rink //p')
top=$("$rink" --help)
datadir=$("$rink" --version | sed -n 's/^data: \(.*\) (.*$/\1/p')

# the commands and their one-line summaries, from rink --help
commands=$(printf '%s\n' "$top" | awk '/^Commands:/ { on = 1; next } on && /^$/ { exit }
	on && $1 != "help" { print $1 }')
summary() {
	printf '%s\n' "$top" | awk -v c="$1" '/^Commands:/ { on = 1; next } on && /^$/ { exit }
		on && $1 == c { sub(/^ *[^ ]+ +/, ""); print }'
}

# roff-escapes a line: backslashes, minus signs, a leading dot or quote
esc() {
	sed -e 's/\\/\\e/g' -e 's/-/\\-/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
}

# The usage block (the lines up to the first blank one) as a SYNOPSIS
synopsis() {
	awk '/^$/ { exit } { sub(/^Usage: /, ""); sub(/^       /, "  "); print }' | esc
}

# The rest of a help text, after its usage block, as roff. A first pass
# looks at an item line with no two spaces in a row whose text goes on
# more indented below: when its text column holds a word's start, the term
# filled the column ("--objective win|goals win: ..."), and a space goes in
# there; else the term takes the whole line ("record NAME HOME AWAY HG AG
# [--decision D]"), which it marks with a leading \001. Examples (indented
# lines starting "rink ", continued with \) stay as they are, in one block.
body() {
	awk '{ l[NR] = $0 } END {
		for (i = 1; i <= NR; i++) {
			d = match(l[i], /[^ ]/) - 1; e = match(l[i + 1], /[^ ]/) - 1
			t = substr(l[i], d + 1)
			if (d >= 1 && d <= 8 && e > d && t !~ /  / && t !~ /^rink /) {
				if (length(l[i]) > e && substr(l[i], e, 1) == " " &&
				    substr(l[i], e + 1, 1) != " ")
					l[i] = substr(l[i], 1, e) " " substr(l[i], e + 1)
				else
					printf "\001"
			}
			print l[i]
		}
	}' | awk '
	function esc(s) {
		gsub(/\\/, "\\e", s); gsub(/-/, "\\-", s)
		if (s ~ /^[.\047]/) s = "\\&" s
		return s
	}
	# an item'"'"'s term: options and the first word bold, PLACEHOLDERS italic
	function term(t,   n, i, w, x, out) {
		n = split(t, w, " "); out = ""
		for (i = 1; i <= n; i++) {
			x = esc(w[i])
			if (w[i] ~ /^-/ || i == 1) x = "\\fB" x "\\fR"
			else if (w[i] ~ /^[A-Z][A-Z0-9_.,|:\/]*$/) x = "\\fI" x "\\fR"
			out = out (i > 1 ? " " : "") x
		}
		return out
	}
	BEGIN { skip = 1; pp = 1 }
	skip { if ($0 == "") skip = 0; next }
	# an example block (lines "  rink ...", continued with \\) ends at the
	# first line that is not one
	inex && !ex && !/^ +rink / { print ".fi"; inex = 0 }
	/^$/ { item = 0; if (!pp) print ".PP"; pp = 1; next }
	{ pp = 0; indent = match($0, /[^ ]/) - 1 }
	indent == 0 && /^[A-Z][^:]*:$/ && length($0) < 50 {
		item = 0; print ".SS \"" esc(substr($0, 1, length($0) - 1)) "\""; pp = 1; next
	}
	ex { print esc($0); ex = $0 ~ /\\$/; next }
	indent <= 8 && !(item && indent > item_indent) && /^ +rink / {
		item = 0
		if (!inex) { print ".PP"; print ".nf"; inex = 1 }
		print esc($0); ex = $0 ~ /\\$/; next
	}
	/^\001/ {
		sub(/^\001/, ""); indent = match($0, /[^ ]/) - 1
		print ".TP"; print term(substr($0, indent + 1)); item = 1; item_indent = indent; next
	}
	item && indent > item_indent { sub(/^ +/, ""); print esc($0); next }
	indent >= 1 && indent <= 8 && match(substr($0, indent + 1), /  +[^ ]/) {
		t = substr($0, indent + 1, RSTART - 1); d = substr($0, indent + RSTART)
		sub(/^ +/, "", d)
		if (length(t) < 40) {
			print ".TP"; print term(t); print esc(d)
			item = 1; item_indent = indent; next
		}
	}
	# an item whose term fills its column ("calibrate replay..."): the first
	# word, when the line before was an item at the same indentation
	item && indent == item_indent && match(substr($0, indent + 1), / +[^ ]/) {
		t = substr($0, indent + 1, RSTART - 1); d = substr($0, indent + RSTART)
		sub(/^ +/, "", d)
		print ".TP"; print term(t); print esc(d); next
	}
	indent >= 1 && indent <= 8 && substr($0, indent + 1, 1) == "-" {
		print ".TP"; print term(substr($0, indent + 1)); item = 1; item_indent = indent; next
	}
	{ if (item) print ".PP"; item = 0; print esc($0) }
	END { if (inex) print ".fi" }'
}

# The words a command'"'"'s usage names after it (games, sub-commands)
usage_words() { # $1 command, stdin its help
	awk -v c="$1" 'NR == 1 { u = 1 } u && /^$/ { u = 0 } u {
		n = split($0, w, " ")
		for (i = 1; i < n - 1; i++)
			if ((w[i] == "rink" || w[i] == "(rink") && w[i + 1] == c && w[i + 2] ~ /^[a-z|]+$/) {
				k = split(w[i + 2], g, "|"); for (j = 1; j <= k; j++) print g[j]
			}
	}
	# and the first word of each item of a "Subcommands:" list
	/^[A-Z][a-z]*ommands:$/ { s = 1; next } s && /^($|[^ ])/ { s = 0 }
	s && /^  [^ ]/ && $1 ~ /^[a-z][a-z0-9-]*$/ { print $1 }' | awk '!seen[$0]++'
}

header() { # $1 page name, $2 summary
	upper=$(printf '%s' "$1" | tr '[:lower:]' '[:upper:]')
	printf '.\\" Made by scripts/rink-man.sh from rink %s --help: edit the help text, not this.\n' \
		"$version"
	printf '.TH %s 1 "" "rink %s" "rink manual"\n' "$upper" "$version"
	printf '.SH NAME\n%s \\- %s\n' "$1" "$(printf '%s\n' "$2" | esc)"
}

# rink(1)
{
	header rink "$(printf '%s\n' "$top" | sed -n '1s/^[^:]*: //p')"
	printf '.SH SYNOPSIS\n.nf\n'
	printf '%s\n' "$top" | sed -n '/^Usage:/,/^$/p' | synopsis
	printf '.fi\n.SH DESCRIPTION\n'
	printf '%s\n' "$top" | sed '1,/^Usage:/d' | sed '1{/^$/d}' | { printf 'x\n\n'; cat; } | body
	printf '.SH ENVIRONMENT\n.TP\n.B RINK_DATA_DIR\n'
	printf 'the folder of the decks, rosters, charts and seasons the games read,\n'
	printf 'instead of the one built in\n'
	if [ -n "$datadir" ]; then
		printf '.SH FILES\n.TP\n.I %s\n' "$(printf '%s\n' "$datadir" | esc)"
		printf 'the data built in: decks, rosters, charts, seasons (\\fBrink \\-\\-version\\fR\n'
		printf 'names the folder in use)\n'
	fi
	printf '.SH SEE ALSO\n'
	sep=""
	for c in $commands; do
		printf '%s\\fBrink\\-%s\\fR(1)' "$sep" "$c"
		sep=",
"
	done
	printf '\n'
} >"$out/rink.1"

# rink-COMMAND(1)
for c in $commands; do
	help=$("$rink" help "$c")
	{
		header "rink-$c" "$(summary "$c")"
		printf '.SH SYNOPSIS\n.nf\n'
		printf '%s\n' "$help" | synopsis
		printf '.fi\n.SH DESCRIPTION\n'
		printf '%s\n' "$help" | body
		seen=$(printf '%s' "$help" | cksum)
		for w in $(printf '%s\n' "$help" | usage_words "$c"); do
			more=$("$rink" help "$c" "$w" 2>/dev/null) || continue
			sum=$(printf '%s' "$more" | cksum)
			case "$seen" in *"$sum"*) continue ;; esac
			seen="$seen
$sum"
			printf '.SH "RINK %s %s"\n.nf\n' "$(printf '%s' "$c" | tr '[:lower:]' '[:upper:]')" \
				"$(printf '%s' "$w" | tr '[:lower:]' '[:upper:]')"
			printf '%s\n' "$more" | synopsis
			printf '.fi\n.PP\n'
			printf '%s\n' "$more" | body
		done
		printf '.SH SEE ALSO\n\\fBrink\\fR(1)\n'
	} >"$out/rink-$c.1"
done
: >"$out/man.stamp"

#!/bin/sh
# scripts/rink-completion.sh RINK FILE [DATA]: writes rink's bash completion
# to FILE, made from what RINK --help and each RINK help COMMAND [WORD]
# print, so a new command, game or option is covered when the build runs
# this again (it does each time rink is relinked). It completes:
#   rink <command>            the commands of rink --help, and its options
#   rink COMMAND <word>       the games and sub-commands its usage names
#                             (rink play slapshot|powerplay, rink chart build)
#                             or its "Subcommands:" list gives
#   rink COMMAND [WORD] -<option>   the options of that help text
#   rink help <command> <word>
#   --home CARDS and the like: the card names of the game's roster or deck in
#     DATA (DATA/GAME/*.json of format rink-roster or rink-deck), one after
#     another in a comma-separated list, spaces escaped
# Any other option's value (--seed S, --deck FILE) completes as a file name.
set -eu
rink=$1
file=$2
data=${3:-}
top=$("$rink" --help)
commands=$(printf '%s\n' "$top" | awk '/^Commands:/ { on = 1; next } on && /^$/ { exit }
	on { print $1 }')
games=$(printf '%s\n' "$top" | sed -n 's/^Games: \([^.]*\)\..*/\1/p' | tr -d ',')

# the options of a help text, "-h --help --seed ...", and those among them
# that take a value ("--seed --deck ...")
options() {
	awk -v want="$1" '{
		indent = match($0, /[^ ]/) - 1
		if (indent < 1 || indent > 8 || substr($0, indent + 1, 1) != "-") next
		t = substr($0, indent + 1); if (match(t, /  /)) t = substr(t, 1, RSTART - 1)
		n = split(t, w, " ")
		for (i = 1; i <= n; i++) {
			if (w[i] !~ /^-/) continue
			o = w[i]; sub(/[,=].*$/, "", o)
			if (want == "all" || (want == "args" && i < n && w[i + 1] !~ /^-/) ||
			    (want == "cards" && i < n && w[i + 1] ~ /^CARDS?$/)) print o
		}
	}' | awk '!seen[$0]++' | tr '\n' ' ' | sed 's/ $//'
}
# the words a command's usage names after it (games, sub-commands)
usage_words() {
	awk -v c="$1" -v games="$games" 'NR == 1 { u = 1 } u && /^$/ { u = 0 } u {
		n = split($0, w, " ")
		for (i = 1; i < n - 1; i++)
			if ((w[i] == "rink" || w[i] == "(rink") && w[i + 1] == c) {
				if (w[i + 2] == "GAME") { print games; continue }
				if (w[i + 2] !~ /^[a-z|]+$/) continue
				k = split(w[i + 2], g, "|"); for (j = 1; j <= k; j++) print g[j]
			}
	}
	# and the first word of each item of a "Subcommands:" list
	/^[A-Z][a-z]*ommands:$/ { s = 1; next } s && /^($|[^ ])/ { s = 0 }
	s && /^  [^ ]/ && $1 ~ /^[a-z][a-z0-9-]*$/ { print $1 }' | tr ' ' '\n' | awk 'NF && !seen[$0]++' | tr '\n' ' ' | sed 's/ $//'
}

mkdir -p "$(dirname "$file")"
tmp=$file.tmp
trap 'rm -f "$tmp"' EXIT
{
	echo "# bash completion for rink $("$rink" --version | sed -n '1s/^rink //p'), made by"
	echo "# scripts/rink-completion.sh from rink's --help: edit the help text, not this."
	echo "declare -gA _rink_words=() _rink_opts=() _rink_args=()"
	printf "declare -gA _rink_cards=() _rink_cardopts=()\n"
	# the card names of each game's roster or deck: one card a line in them
	for g in $games; do
		[ -n "$data" ] || break
		for f in "$data/$g"/*.json; do
			if [ ! -f "$f" ] || ! grep -qE '"format": *"rink-(roster|deck)"' "$f"; then
				continue
			fi
			names=$(sed -n 's/.*"name": *"\([^"|\\]*\)".*/\1/p' "$f" | sed "s/'//g" |
				tr '\n' '|' | sed 's/|$//')
			[ -n "$names" ] && printf "_rink_cards[%s]='%s'\n" "$g" "$names"
		done
	done
	printf "_rink_commands='%s'\n" "$(printf '%s\n' "$commands" | tr '\n' ' ' | sed 's/ $//')"
	printf "_rink_top_opts='%s'\n" "$(printf '%s\n' "$top" | options all)"
	for c in $commands; do
		[ "$c" = help ] && continue
		help=$("$rink" help "$c")
		words=$(printf '%s\n' "$help" | usage_words "$c")
		printf "_rink_words[%s]='%s'\n" "$c" "$words"
		printf "_rink_opts[%s]='%s'\n" "$c" "$(printf '%s\n' "$help" | options all)"
		printf "_rink_args[%s]='%s'\n" "$c" "$(printf '%s\n' "$help" | options args)"
		for w in $words; do
			more=$("$rink" help "$c" "$w" 2>/dev/null) || continue
			printf "_rink_opts[%s %s]='%s'\n" "$c" "$w" "$(printf '%s\n' "$more" | options all)"
			printf "_rink_args[%s %s]='%s'\n" "$c" "$w" "$(printf '%s\n' "$more" | options args)"
			cards=$(printf '%s\n' "$more" | options cards)
			[ -n "$cards" ] && printf "_rink_cardopts[%s %s]='%s'\n" "$c" "$w" "$cards"
		done
	done
	cat <<'SH'

# COMPREPLY: the card names of $1 (NAME|NAME...) that the last item of the
# comma-separated list being typed begins (any case), spaces escaped
_rink_card_names()
{
	local IFS='|' name pre= part=$cur
	if [[ $cur == *,* ]]; then
		pre=${cur%,*},
		part=${cur##*,}
	fi
	part=${part//\\ / }
	for name in $1; do
		[[ ${name,,} == "${part,,}"* ]] && COMPREPLY+=("$pre${name// /\\ }")
	done
	compopt -o nospace 2>/dev/null
}

_rink()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
	local cmd=${COMP_WORDS[1]} key word i
	COMPREPLY=()
	if ((COMP_CWORD == 1)); then
		COMPREPLY=($(compgen -W "$_rink_commands $_rink_top_opts" -- "$cur"))
		return
	fi
	if [[ $cmd == help ]]; then
		if ((COMP_CWORD == 2)); then
			COMPREPLY=($(compgen -W "$_rink_commands" -- "$cur"))
		elif ((COMP_CWORD == 3)); then
			COMPREPLY=($(compgen -W "${_rink_words[${COMP_WORDS[2]}]-}" -- "$cur"))
		fi
		return
	fi
	[[ -n ${_rink_opts[$cmd]+set} ]] || return
	# the game or sub-command, when one is on the line already
	key=$cmd
	for ((i = 2; i < COMP_CWORD; i++)); do
		word=${COMP_WORDS[i]}
		if [[ " ${_rink_words[$cmd]} " == *" $word "* && -n ${_rink_opts[$cmd $word]+set} ]]; then
			key="$cmd $word"
			break
		fi
	done
	# cards: the names of the game's cards, as a comma-separated list
	if [[ " ${_rink_cardopts[$key]-} " == *" $prev "* && -n ${_rink_cards[${key#* }]-} ]]; then
		_rink_card_names "${_rink_cards[${key#* }]}"
		return
	fi
	# any other option's value: a file name (complete -o default)
	[[ " ${_rink_args[$key]} " == *" $prev "* ]] && return
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "${_rink_opts[$key]}" -- "$cur"))
	elif [[ $key == "$cmd" && $COMP_CWORD -eq 2 && -n ${_rink_words[$cmd]} ]]; then
		COMPREPLY=($(compgen -W "${_rink_words[$cmd]}" -- "$cur"))
	fi
}
complete -o bashdefault -o default -F _rink rink
SH
} >"$tmp"
mv "$tmp" "$file"
trap - EXIT

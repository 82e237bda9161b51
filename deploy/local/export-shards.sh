#!/usr/bin/env bash
# A farm export on one machine (docs/farm.md): N shard processes at once with xargs -P, then the check.
#   deploy/local/export-shards.sh GRAPH OUT [N] [export options...]
# e.g. deploy/local/export-shards.sh samples/swiss_alps.graph out/alps 4 --size 4033 --tiles 4 --format r16
# Without a range on the graph's height output node (or --height-range among the options) the range is
# measured first, once, and every shard gets it.
set -euo pipefail

root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
OROGEN=${OROGEN:-$root/orogen}
graph="$1" out="$2" n="${3:-4}"
shift 3 || shift $#
options=("$@")

"$OROGEN" help >/dev/null   # build once here, not N times at once inside the shards

if [[ " ${options[*]} " != *" --height-range "* ]]; then
    range="$("$OROGEN" export "$graph" --out "$out" "${options[@]}" --measure-range-only --quiet)"
    options+=(--height-range "$range")
fi

# Each shard gets its index; a failing shard makes xargs (and this script) fail.
seq 0 $((n - 1)) | xargs -P "$n" -I{} "$OROGEN" export "$graph" --out "$out" "${options[@]}" --shard "{}/$n" --quiet
"$OROGEN" tiles check "$out"

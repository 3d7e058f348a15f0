#!/usr/bin/env bash
# Smoke-test a packaged PairsTable folder: every subcommand and its exit codes.
# Usage: tools/smoke_frozen.sh dist/PairsTable
set -euo pipefail
APP="$1/PairsTable"
SCENARIOS="$(cd "$(dirname "$0")/.." && pwd)/tests/scenarios"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PAIRS_TABLE_HOME="$tmp/home"

fail() { echo "frozen smoke test failed: $*" >&2; exit 1; }

# A scenario with its expected result.
echo '{"game": "pairs", "players": 4, "dealer": 3, "deals": [{"hands": [["5"], ["3"], ["3"], ["8"]], "deck": ["3", "7", "6", "9", "8"]}], "actions": ["hit", "hit"]}' \
  | "$APP" scenario - > "$tmp/out.json" || fail "scenario exited $?"
grep -q '"scores": \[0, 0, 0, 8\]' "$tmp/out.json" || fail "scenario result: $(cat "$tmp/out.json")"
# A worked example of the test fixtures, with its note and expected result taken off.
python3 - "$SCENARIOS/hawthorn-HX-1.json" > "$tmp/hx1.json" <<'PY' || fail "cannot read the HX-1 fixture"
import json, sys
s = json.load(open(sys.argv[1], encoding="utf-8")); s.pop("note"); s.pop("expect"); print(json.dumps(s))
PY
"$APP" scenario "$tmp/hx1.json" | grep -q '"ok": true' || fail "HX-1 scenario"
# A refused scenario exits 2 with one JSON line.
set +e
echo '{"game": "chess", "players": 2}' | "$APP" scenario - > "$tmp/bad.json"; rc=$?
set -e
[ "$rc" = 2 ] || fail "a bad scenario exited $rc, not 2"
grep -q '"ok": false' "$tmp/bad.json" || fail "bad scenario output"

# The window in demo mode, with a screenshot.
"$APP" demo --game hawthorn --seconds 3 --screenshot "$tmp/shot.png" || fail "demo exited $?"
[ -s "$tmp/shot.png" ] || fail "demo wrote no screenshot"
set +e
"$APP" demo --game nosuchgame --seconds 0 2>/dev/null; rc=$?
set -e
[ "$rc" = 2 ] || fail "demo of an unknown game exited $rc, not 2"

# The rules for players, read from the data files inside the bundle.
"$APP" rules --game pyramid_poker --lang bg | grep -q "ПИРАМИДАЛЕН ПОКЕР" || fail "rules in Bulgarian"
set +e
"$APP" rules --game chess 2>/dev/null; rc=$?
set -e
[ "$rc" = 2 ] || fail "rules of an unknown game exited $rc, not 2"

"$APP" paths | grep -q "\"saves\": \"$tmp/home/saves\"" || fail "paths"
"$APP" tournament --game blackstone --players 3 --agents normal,baseline --deals 2 --seed 1 --json \
  | grep -q '"metric"' || fail "tournament"
echo "frozen smoke test passed: $(du -sh "$1" | cut -f1) folder"

#!/usr/bin/env bash
# Smoke-test a packaged PairsTable folder: tools/smoke_frozen.py does the checks.
# Usage: tools/smoke_frozen.sh build/dist/PairsTable
exec "${PYTHON:-python3}" "$(dirname "$0")/smoke_frozen.py" "$@"

#!/usr/bin/env bash
# Mutation measurement of the bots' and the app's tests (a measurement, not part of CI).
# Needs the extra: pip install -e '.[test,mutation]'. Usage and figures: docs/testing.md.
#   scripts/mutation.sh                      # a seeded sample of 150 mutants in belote/bots and belote/tui
#   scripts/mutation.sh bots --sample 0      # every mutant of belote/bots
#   scripts/mutation.sh tui --seed 2         # another sample
set -euo pipefail
cd "$(dirname "$0")/.."
exec nice -n 10 python scripts/mutation.py "$@"

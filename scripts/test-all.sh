#!/usr/bin/env bash
# The README's test command: installs what the tests need, runs every layer, and ends with one
# line "N passed, N failed" that totals them all. Exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

# As in CI: a focused test (.only) fails the run instead of silently skipping the rest.
export CI=true

reports=.test-reports
rm -rf "$reports" && mkdir -p "$reports"

# Debian packages the tests use: Chromium for the journeys, and Firefox ESR and WebKitGTK (its
# WebDriver, an X server, and Python's bindings for the small window around it) for the phone
# journeys in the other two engines; coturn, the TURN relay of the journeys' in-app calls;
# PostgreSQL and Redis for the integration suite; nginx in front of two processes for the
# scale-out journey.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
/usr/bin/python3 -c "import gi; gi.require_version('WebKit2', '4.1')" >/dev/null 2>&1 ||
  missing+=(python3-gi gir1.2-webkit2-4.1)
[ -x /usr/bin/turnserver ] || missing+=(coturn)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
fi

npm ci --no-audit --no-fund || { echo "0 passed, 1 failed"; exit 1; }

# Each static check counts as one test in the total.
static_check() {
  local name=$1
  shift
  echo "== $name"
  if "$@"; then echo "pass" >"$reports/check-$name.txt"; else echo "fail" >"$reports/check-$name.txt"; fi
}
static_check format npm run format:check
static_check lint npm run lint
static_check typecheck npm run typecheck
static_check references node scripts/check-references.mjs
# Who may import what: no circles, the layers, each feature through its face (.dependency-cruiser.mjs).
static_check structure npm run check:structure
# The API document the built server serves, linted with Redocly's recommended rules.
static_check openapi bash -c 'npm run build -w @mentorbridge/server >/dev/null && node scripts/lint-openapi.mjs'

# Each test layer's exit code is kept, so a failure its report does not show still counts.
run_layer() {
  local name=$1
  shift
  "$@"
  echo $? >"$reports/exit-$name.txt"
}

echo "== unit tests (domain)"
run_layer unit npx vitest run --root packages/domain --reporter=default --reporter=json \
  --outputFile="$PWD/$reports/unit.json"

echo "== unit tests (web)"
run_layer unit-web npx vitest run --root apps/web --reporter=default --reporter=json \
  --outputFile="$PWD/$reports/unit-web.json"

echo "== unit tests (the benchmarks' runner: failures, targets, the report)"
run_layer unit-bench npx vitest run --root bench --reporter=default --reporter=json \
  --outputFile="$PWD/$reports/unit-bench.json"

echo "== integration tests (server, on SQLite and PostgreSQL)"
run_layer integration npx vitest run --root apps/server --reporter=default --reporter=json \
  --outputFile="$PWD/$reports/integration.json"

echo "== end-to-end journeys (Chromium; the phone journeys also in Firefox ESR and WebKitGTK)"
run_layer e2e bash -c 'npm run build -w @mentorbridge/web && cd e2e && npx playwright test'

echo "== the scale-out journey (nginx, two processes, PostgreSQL, Redis, S3-compatible store)"
run_layer e2e-cluster bash -c 'npm run build -w @mentorbridge/server && cd e2e && npx playwright test -c playwright.cluster.config.ts'

echo "== the README's start line"
node scripts/smoke-start.mjs "$reports"

node scripts/summarize-tests.mjs "$reports"

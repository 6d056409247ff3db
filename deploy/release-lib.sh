# shellcheck shell=bash
# What deploy/upgrade.sh and deploy/rollback.sh share (sourced, not run): the compose command, the
# settings in deploy/.env, the record of the last upgrade (deploy/.release), the migrations the
# database has run, health, and how a step that fails says what state the site is in.
# Only `docker` and `docker compose` commands of this file and the two scripts touch the host; the
# runbook drill (drills/runbook.mjs) puts a `docker` of its own first on PATH that does exactly
# those commands without a Docker engine, so the scripts run there unchanged.

DEPLOY=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$DEPLOY")
ENV_FILE=$DEPLOY/.env
# The last upgrade: the release before it, its backup, the migrations the database had before it
# and their latest batch (key=value lines).
RELEASE_RECORD=$DEPLOY/.release
# Bound on waiting for the app's health check after a replacement (compose's start_period is 40 s).
HEALTH_TIMEOUT=180
# VERSION and IMAGE come from deploy/.env only: a value left in the operator's shell would win
# over the file in every compose command and make a step run another release than the one asked.
unset VERSION IMAGE

STARTED=$(date +%s)
# What the site is doing at each step, said when a step fails (set by the scripts as they go).
# shellcheck disable=SC2034 # read by on_error and fail, set by the scripts
SITE_STATE='nothing was changed'

dc() { docker compose -f "$DEPLOY/compose.yaml" "$@"; }

say() { printf '› %s\n' "$*"; }

# A failed command under `set -e` ends here: which step, and where the site stands.
on_error() {
  local status=$1 line=$2
  printf '\n%s failed (exit %s, line %s) during: %s\n' "$SCRIPT_NAME" "$status" "$line" "${STEP:-start}" >&2
  printf 'The site now: %s\n' "$SITE_STATE" >&2
  exit "$status"
}

fail() {
  printf '\n%s: %s\n' "$SCRIPT_NAME" "$1" >&2
  printf 'The site now: %s\n' "$SITE_STATE" >&2
  exit "${2:-1}"
}

# A setting of deploy/.env (the last line that sets it; surrounding quotes removed).
setting() {
  local value
  value=$(sed -n "s/^$1=//p" "$ENV_FILE" | tail -n 1)
  value=${value%\"}
  value=${value#\"}
  value=${value%\'}
  printf '%s' "${value#\'}"
}

set_version() {
  if grep -q '^VERSION=' "$ENV_FILE"; then
    sed -i "s/^VERSION=.*/VERSION=$1/" "$ENV_FILE"
  else
    printf 'VERSION=%s\n' "$1" >>"$ENV_FILE"
  fi
}

record_value() { sed -n "s/^$1=//p" "$RELEASE_RECORD" | tail -n 1; }

valid_version() { [[ $1 =~ ^v?[0-9]+\.[0-9]+\.[0-9]+([.-][0-9A-Za-z.-]+)?$ ]]; }

# sort and comm agree on one order whatever the server's locale.
export LC_ALL=C

# "name batch" per migration the database has run, sorted by name (Payload's own table).
migrations_run() {
  dc exec -T postgres psql -U site -d site -v ON_ERROR_STOP=1 -Atc \
    "SELECT name || ' ' || batch FROM payload_migrations ORDER BY name" | sed '/^$/d'
}

# The app services running now: `app`, and `app-replica` when the s3 profile runs it.
app_services() {
  local services
  services=$(dc ps --services --status running)
  printf 'app'
  if grep -qx 'app-replica' <<<"$services"; then printf ' app-replica'; fi
}

# The tools service's `npm run backup`; the archive is the last line it prints, as the container
# sees it (/app/backups/… is ../backups/… here).
take_backup() {
  local log archive
  log=$(mktemp)
  dc run --rm -T tools backup | tee "$log"
  archive=$(sed '/^[[:space:]]*$/d' "$log" | tail -n 1)
  rm -f "$log"
  case $archive in
    /app/*) archive=$ROOT/${archive#/app/} ;;
    /*) ;;
    *) archive=$ROOT/$archive ;;
  esac
  [[ -s $archive ]] || fail "the backup printed '$archive' as its archive, but no such file is here"
  # shellcheck disable=SC2034 # read by the scripts that source this file
  BACKUP_ARCHIVE=$archive
}

# Replaces the app services named by the release now in deploy/.env and waits (bounded) for their
# health check; nginx, in front, serves cached pages or the outage page meanwhile. `--wait-timeout`
# needs Docker Compose 2.17 or later.
replace_app() { dc up -d --no-deps --wait --wait-timeout "$HEALTH_TIMEOUT" "$@"; }

# /api/health through nginx, as visitors reach the app: the HTTP status.
health_through_nginx() {
  dc exec -T nginx curl -sS -o /dev/null -w '%{http_code}' http://127.0.0.1/api/health || true
}

seconds_since_start() { echo $(($(date +%s) - STARTED)); }

#!/usr/bin/env bash
# Roll the compose deployment back to the release before the last deploy/upgrade.sh
# (docs/operations.md, "6. Rollback"):
#   deploy/rollback.sh
#   1 check      deploy/.release names the upgrade; the migrations added since (those the database
#                did not have before it) are exactly its batches after the one it had then, and
#                each has a down() and no `export const irreversible` (asked of the NEWER release's
#                tools image: `npm run migrate:reversible`)
#   2 backup     a backup of the database as it is now (the newer release's tools)
#   3 stop       the app (nginx serves its cached pages and the outage page meanwhile)
#   4 down       `npm run migrate:down` with the NEWER release's tools image (the older image does
#                not know its migrations), once per batch the upgrade added: Payload reverses the
#                latest batch each time
#   5 replace    VERSION back in deploy/.env; the older app started; health waited for (bounded)
# Leads that came after the upgrade stay: down() changes the schema, it does not restore a backup.
# When the migrations cannot be reversed it stops before changing anything and prints the restore
# path: the backup taken before the upgrade, and the commands.
set -Eeuo pipefail
SCRIPT_NAME=rollback
# shellcheck source-path=SCRIPTDIR source=release-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/release-lib.sh"
trap 'on_error $? $LINENO' ERR

[[ $# -eq 0 ]] || { echo 'usage: deploy/rollback.sh   (back to the release before the last deploy/upgrade.sh)' >&2; exit 2; }
[[ -f $ENV_FILE ]] || fail "no $ENV_FILE" 2
[[ -f $RELEASE_RECORD ]] || fail "no $RELEASE_RECORD: no upgrade by deploy/upgrade.sh to roll back (or it was rolled back already)" 2
CURRENT=$(setting VERSION)
PREVIOUS=$(record_value PREVIOUS_VERSION)
UPGRADED_TO=$(record_value UPGRADED_TO)
UPGRADE_BACKUP=$(record_value BACKUP)
BATCH_BEFORE=$(record_value BATCH_BEFORE)
valid_version "$PREVIOUS" || fail "$RELEASE_RECORD names no previous release" 2
[[ $BATCH_BEFORE =~ ^[0-9]+$ ]] || fail "$RELEASE_RECORD names no BATCH_BEFORE" 2
SITE_STATE="$CURRENT serves as before"
[[ $CURRENT == "$UPGRADED_TO" ]] ||
  fail "deploy/.env runs $CURRENT but the last upgrade went to $UPGRADED_TO: roll back by hand (docs/operations.md, \"6. Rollback\")" 2
read -ra APPS <<<"$(app_services)"
say "rollback $CURRENT → $PREVIOUS"

# The way back when down() cannot be used: the backup taken before the upgrade (leads that came
# since are only in the current database).
restore_path() {
  local file
  file=$(basename "$UPGRADE_BACKUP")
  fail "$1
Nothing was changed. To go back to $PREVIOUS, restore the backup taken before the upgrade:
  $UPGRADE_BACKUP
Leads that came since that backup are only in the current database: export them first
(intake desk, CSV). Then, from $ROOT (docs/operations.md, \"4. Backup and restore\"):
  sed -i 's/^VERSION=.*/VERSION=$PREVIOUS/' deploy/.env
  docker compose -f deploy/compose.yaml stop app nginx
  docker compose -f deploy/compose.yaml run --rm -T tools restore -- backups/$file --force --identity - < site-backup-key.txt
  docker compose -f deploy/compose.yaml up -d
(with BACKUP_PASSPHRASE instead of age keys: without -T and --identity - < site-backup-key.txt)" 3
}

STEP='1 check'
RUN=$(migrations_run)
# Added since the upgrade: not in the list it recorded (by its migrate step or by the new app).
read -ra ADDED <<<"$(comm -13 <(record_value MIGRATIONS_BEFORE | tr ' ' '\n' | sed '/^$/d' | sort) <(cut -d' ' -f1 <<<"$RUN" | sort) | paste -sd' ' -)"
ABOVE=$(awk -v b="$BATCH_BEFORE" '$2 > b { print $1 }' <<<"$RUN" | sort | paste -sd' ' -)
# The batches migrate:down will reverse, newest first.
read -ra BATCHES <<<"$(awk -v b="$BATCH_BEFORE" '$2 > b { print $2 }' <<<"$RUN" | sort -nru | paste -sd' ' -)"
if ((${#ADDED[@]})); then
  say "$STEP: $CURRENT added ${#ADDED[@]} migration(s) in ${#BATCHES[@]} batch(es): ${ADDED[*]}"
  [[ $ABOVE == "${ADDED[*]}" ]] ||
    restore_path "the batches after the upgrade's start hold ${ABOVE:-nothing}, not exactly the migrations it added (${ADDED[*]}): migrate:down would reverse others"
  VERSION=$CURRENT dc run --rm -T tools migrate:reversible -- "${ADDED[@]}" ||
    restore_path "a migration $CURRENT added cannot be reversed (see above)"
else
  [[ -z $ABOVE ]] || restore_path "the database has batches after the upgrade's start ($ABOVE) but no migration the upgrade added"
  say "$STEP: $CURRENT added no migration: only the images change"
fi

STEP='2 backup'
say "$STEP (by $CURRENT, before changing anything)"
take_backup
say "backup: $BACKUP_ARCHIVE"

STEP='3 stop'
say "$STEP ${APPS[*]} (nginx serves cached pages meanwhile)"
SITE_STATE="the app is stopped: nginx serves cached pages and the outage page. To start $CURRENT again: docker compose -f deploy/compose.yaml up -d"
dc stop "${APPS[@]}"

if ((${#ADDED[@]})); then
  STEP='4 down'
  say "$STEP: npm run migrate:down with $CURRENT's tools"
  SITE_STATE="the app is stopped and migrate:down failed part way: nginx serves cached pages and the outage page. See which migrations remain (\`dc exec postgres psql -U site -d site -c 'TABLE payload_migrations'\`); to start $CURRENT again: docker compose -f deploy/compose.yaml up -d; or restore $UPGRADE_BACKUP (docs/operations.md, \"4. Backup and restore\")"
  for batch in "${BATCHES[@]}"; do
    # Payload's CLI has been seen to exit 0 having done nothing (its TypeScript loader): what
    # counts is the batch gone from the database, asked for up to three times.
    for attempt in 1 2 3; do
      VERSION=$CURRENT dc run --rm -T tools migrate:down
      LATEST=$(migrations_run | cut -d' ' -f2 | sort -n | tail -n 1)
      ((${LATEST:-0} < batch)) && break
      say "batch $batch is still in the database after migrate:down (attempt $attempt)"
    done
    ((${LATEST:-0} < batch)) || fail "migrate:down did not reverse batch $batch"
  done
  LEFT=$(migrations_run | cut -d' ' -f1)
  for name in "${ADDED[@]}"; do
    if grep -qx "$name" <<<"$LEFT"; then fail "migrate:down left $name in the database"; fi
  done
fi

STEP='5 replace'
say "$STEP: ${APPS[*]} → $PREVIOUS (at most $HEALTH_TIMEOUT s)"
set_version "$PREVIOUS"
SITE_STATE="deploy/.env names $PREVIOUS; the app did not become healthy: nginx serves cached pages and the outage page. See \`dc ps\` and \`dc logs app\`"
replace_app "${APPS[@]}"
HEALTH=$(health_through_nginx)
SITE_STATE="$PREVIOUS serves"
mv "$RELEASE_RECORD" "$RELEASE_RECORD.rolled-back"

cat <<EOF

━━ Rollback done
  release     $CURRENT → $PREVIOUS
  migrations  ${ADDED[*]:-none} reversed
  backup      $BACKUP_ARCHIVE (taken by $CURRENT just before)
  health      app healthy; /api/health through nginx: $HEALTH
  seconds     $(seconds_since_start)
EOF
[[ $HEALTH == 200 ]] || fail "the app is healthy but /api/health through nginx answered $HEALTH: see \`dc logs nginx\`"

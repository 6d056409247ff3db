#!/usr/bin/env bash
# Upgrade the compose deployment to another release (docs/operations.md, "5. Upgrade"):
#   deploy/upgrade.sh v1.5.0
#   1 backup     the running release's tools: `npm run backup` (its archive: the last line printed)
#   2 pull       the new release's images (IMAGE:VERSION, IMAGE-tools:VERSION)
#   3 migrate    with the NEW release's tools image (the old one does not know its migrations),
#                while the old app keeps serving
#   4 record     deploy/.release (written as the migrations start): the release before, the
#                backup, the migrations the database had and their latest batch (for rollback.sh)
#   5 replace    VERSION in deploy/.env, the app recreated; nginx serves its cached pages and the
#                outage page ("Volvemos en un momento", 503) until the new app is healthy (bounded)
#   6 prune      images of IMAGE other than this release and the one before
# Then it prints the versions, the backup, the migrations, the health through nginx and the time.
# Exit status non-zero with the step and the site's state when a step fails.
set -Eeuo pipefail
SCRIPT_NAME=upgrade
# shellcheck source-path=SCRIPTDIR source=release-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/release-lib.sh"
trap 'on_error $? $LINENO' ERR

[[ $# -eq 1 ]] || { echo 'usage: deploy/upgrade.sh VERSION   (a release tag, e.g. v1.5.0)' >&2; exit 2; }
NEW=$1
valid_version "$NEW" || fail "'$NEW' is not a release version such as v1.5.0" 2
[[ -f $ENV_FILE ]] || fail "no $ENV_FILE (copy deploy/env.example, docs/operations.md \"1. Install\")" 2
OLD=$(setting VERSION)
IMAGE_NAME=$(setting IMAGE)
[[ -n $OLD ]] || fail "deploy/.env sets no VERSION: which release runs now?" 2
[[ -n $IMAGE_NAME ]] || fail 'deploy/.env sets no IMAGE (the registry path of the release images)' 2
[[ $NEW != "$OLD" ]] || fail "$NEW runs already" 2
read -ra APPS <<<"$(app_services)"
SITE_STATE="$OLD serves as before"
say "upgrade $OLD → $NEW ($IMAGE_NAME)"

STEP='1 backup'
say "$STEP (by $OLD)"
take_backup
say "backup: $BACKUP_ARCHIVE"

STEP='2 pull'
say "$STEP $NEW"
VERSION=$NEW dc pull app migrate tools

STEP='3 migrate'
say "$STEP (with $NEW's tools)"
BEFORE=$(migrations_run)
BEFORE_NAMES=$(cut -d' ' -f1 <<<"$BEFORE" | sed '/^$/d' | sort)
BATCH_BEFORE=$(cut -d' ' -f2 <<<"$BEFORE" | sed '/^$/d' | sort -n | tail -n 1)
# Written before the migrations run: whatever adds migrations from here on (this step, or the new
# app applying its own at start), deploy/rollback.sh finds them as those not in this list.
cat >"$RELEASE_RECORD" <<EOF
# Written by deploy/upgrade.sh, read by deploy/rollback.sh: the last upgrade.
PREVIOUS_VERSION=$OLD
UPGRADED_TO=$NEW
BACKUP=$BACKUP_ARCHIVE
BATCH_BEFORE=${BATCH_BEFORE:-0}
MIGRATIONS_BEFORE=$(paste -sd' ' - <<<"$BEFORE_NAMES")
UPGRADED_AT=$(date -u +%Y-%m-%dT%H:%M:%SZ)
EOF
SITE_STATE="$OLD serves; the database may have part of $NEW's migrations: run deploy/upgrade.sh $NEW again once the cause is fixed, or restore $BACKUP_ARCHIVE (docs/operations.md, \"4. Backup and restore\")"
VERSION=$NEW dc run --rm -T migrate
AFTER=$(migrations_run)
# The migrations this run added: in the database now, not before (names only).
ADDED=$(comm -13 <(printf '%s\n' "$BEFORE_NAMES") <(cut -d' ' -f1 <<<"$AFTER" | sort) | paste -sd' ' -)

STEP='4 record'
printf 'MIGRATIONS=%s\n' "$ADDED" >>"$RELEASE_RECORD"
SITE_STATE="$OLD serves on a database migrated for $NEW (${ADDED:-no new migrations}); back: deploy/rollback.sh"

STEP='5 replace'
say "$STEP: ${APPS[*]} → $NEW (nginx serves cached pages meanwhile; at most $HEALTH_TIMEOUT s)"
set_version "$NEW"
SITE_STATE="deploy/.env names $NEW; the app is being replaced or did not become healthy: nginx serves cached pages and the outage page. See \`dc ps\` and \`dc logs app\`; back: deploy/rollback.sh"
replace_app "${APPS[@]}"
HEALTH=$(health_through_nginx)
SITE_STATE="$NEW serves"

STEP='6 prune'
# Keep this release and the one before (the rollback's); a failed removal is only reported.
for repo in "$IMAGE_NAME" "$IMAGE_NAME-tools"; do
  while read -r tag; do
    [[ -z $tag || $tag == "$NEW" || $tag == "$OLD" || $tag == '<none>' ]] && continue
    if docker image rm "$repo:$tag" >/dev/null; then say "removed image $repo:$tag"; else say "could not remove $repo:$tag (in use?)"; fi
  done < <(docker image ls "$repo" --format '{{.Tag}}')
done
docker image prune -f >/dev/null || say 'docker image prune failed (left for later)'

cat <<EOF

━━ Upgrade done
  release     $OLD → $NEW
  backup      $BACKUP_ARCHIVE
  migrations  ${ADDED:-none new}
  health      app healthy; /api/health through nginx: $HEALTH
  seconds     $(seconds_since_start)
  rollback    deploy/rollback.sh (back to $OLD)
EOF
[[ $HEALTH == 200 ]] || fail "the app is healthy but /api/health through nginx answered $HEALTH: see \`dc logs nginx\`"

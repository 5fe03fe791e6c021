#!/bin/sh
# nginx image entrypoint hook (/docker-entrypoint.d/): renders the shell's runtime remote
# registry, /remotes.json, from the environment at container start. Same rules as
# buildRegistry() in shared/federation/src/registry.ts:
#   REMOTE_<NAME>_URL   base URL of the remote (its mf-manifest.json is at <base>/mf-manifest.json)
#   REMOTE_HOST         used with the remote's default port when REMOTE_<NAME>_URL is unset
#                       (default http://localhost)
# Deploying a remote = publishing its dist + pointing its REMOTE_<NAME>_URL at it, then
# restarting the shell container. The shell image is never rebuilt for that.
# The route prefixes live in the template; deploy/check.sh verifies they match registry.ts.
set -eu

ME=$(basename "$0")
if [ "${SERVE_REGISTRY:-false}" != "true" ]; then
  echo "$ME: SERVE_REGISTRY is not \"true\", no /remotes.json for this app"
  exit 0
fi

template=${ARARA_REGISTRY_TEMPLATE:-/etc/nginx/arara/remotes.json.template}
output=${ARARA_REGISTRY_OUTPUT:-/usr/share/nginx/registry/remotes.json}
host=${REMOTE_HOST:-http://localhost}
host=$(printf '%s' "$host" | sed 's:/*$::')

# <NAME>:<default port> - keep in step with REMOTE_DEFINITIONS in shared/federation/src/registry.ts
REMOTES="PAYMENTS:3001 ACCOUNTS:3002 DOCUMENTS:3003 COMPLIANCE:3004 DEVELOPER:3005 ADMIN:3006"

vars=""
for pair in $REMOTES; do
  name=${pair%%:*}
  port=${pair##*:}
  var="REMOTE_${name}_URL"
  eval "value=\${$var:-}"
  [ -n "$value" ] || value="$host:$port"
  value=$(printf '%s' "$value" | sed 's:/*$::')
  case "$value" in
    http://?* | https://?*) ;;
    *) echo "$ME: $var must be an absolute http(s) URL, got \"$value\"" >&2; exit 1 ;;
  esac
  case "$value" in
    *[\"\\\ \<\>]*) echo "$ME: $var contains a character not allowed in a URL: \"$value\"" >&2; exit 1 ;;
  esac
  export "$var=$value"
  vars="$vars \${$var}"
  echo "$ME: $name -> $value/mf-manifest.json"
done

mkdir -p "$(dirname "$output")"
envsubst "$vars" < "$template" > "$output.tmp"
mv "$output.tmp" "$output"
chmod 0644 "$output"
echo "$ME: wrote $output"

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
#
# Every app (not only the shell) also gets its security headers, written to
# ARARA_HEADERS_OUTPUT (default /etc/nginx/arara/security-headers.conf, included by each
# location of default.conf): a Content-Security-Policy whose script/style/connect sources are
# this origin and the remotes' origins only, frame-ancestors 'none', Referrer-Policy, HSTS.
# Same policy as securityHeaders() in shared/app-server/src/security-headers.ts.
set -eu

ME=$(basename "$0")
headers_output=${ARARA_HEADERS_OUTPUT:-/etc/nginx/arara/security-headers.conf}

template=${ARARA_REGISTRY_TEMPLATE:-/etc/nginx/arara/remotes.json.template}
output=${ARARA_REGISTRY_OUTPUT:-/usr/share/nginx/registry/remotes.json}
host=${REMOTE_HOST:-http://localhost}
host=$(printf '%s' "$host" | sed 's:/*$::')

# <NAME>:<default port> - keep in step with REMOTE_DEFINITIONS in shared/federation/src/registry.ts
REMOTES="PAYMENTS:3001 ACCOUNTS:3002 DOCUMENTS:3003 COMPLIANCE:3004 DEVELOPER:3005 ADMIN:3006"

vars=""
origins=""
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
  origin=$(printf '%s' "$value" | sed -E 's#^(https?://[^/?#]+).*$#\1#')
  case " $origins " in *" $origin "*) ;; *) origins="$origins $origin" ;; esac
  echo "$ME: $name -> $value/mf-manifest.json"
done

from="'self'$origins"
csp="default-src 'self'; script-src $from 'wasm-unsafe-eval'; style-src $from 'unsafe-inline'"
csp="$csp; connect-src $from; img-src $from data: blob:; font-src $from data:"
csp="$csp; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'"
csp="$csp; frame-ancestors 'none'"
mkdir -p "$(dirname "$headers_output")"
cat >"$headers_output.tmp" <<EOF
# Written by $ME at container start from REMOTE_<NAME>_URL / REMOTE_HOST.
add_header Content-Security-Policy "$csp" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header X-Content-Type-Options "nosniff" always;
add_header X-Frame-Options "DENY" always;
add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;
EOF
mv "$headers_output.tmp" "$headers_output"
echo "$ME: wrote $headers_output"

if [ "${SERVE_REGISTRY:-false}" != "true" ]; then
  echo "$ME: SERVE_REGISTRY is not \"true\", no /remotes.json for this app"
  exit 0
fi

mkdir -p "$(dirname "$output")"
envsubst "$vars" < "$template" > "$output.tmp"
mv "$output.tmp" "$output"
chmod 0644 "$output"
echo "$ME: wrote $output"

#!/bin/sh
# nginx image entrypoint hook (/docker-entrypoint.d/), run at container start.
#
# The shell (SERVE_REGISTRY=true) serves /remotes.json straight from the registry FILE
# (ARARA_REGISTRY_FILE, default /usr/share/nginx/registry/remotes.json, a volume): nothing is
# rendered here. The file is created from REMOTE_<NAME>_URL / REMOTE_HOST by `arara-registry
# init` (Node, the same code as the shell's server: the compose service registry-init runs it
# before the shell starts) and changed by `pnpm release` / `pnpm rollback`; nginx sends it with
# `Cache-Control: no-store`, so a change is served at once (docs/deployment.md "The registry").
# Without the file the shell stops here with a message.
#
# Every app (not only the shell) gets its security headers, written to ARARA_HEADERS_OUTPUT
# (default /etc/nginx/arara/security-headers.conf, included by each location of default.conf):
# a Content-Security-Policy whose script/style/connect sources are this origin and the remotes'
# origins only, frame-ancestors 'none', Referrer-Policy, HSTS. Same policy as securityHeaders()
# in shared/app-server/src/security-headers.ts. The remotes' origins come from the registry
# file when there is one (the shell), else from REMOTE_<NAME>_URL / REMOTE_HOST (the remotes'
# containers). nginx reads them at start: a release on a NEW origin needs a restart of the
# shell container (releases served by the shell under /releases/ are 'self').
set -eu

ME=$(basename "$0")
headers_output=${ARARA_HEADERS_OUTPUT:-/etc/nginx/arara/security-headers.conf}

registry=${ARARA_REGISTRY_FILE:-/usr/share/nginx/registry/remotes.json}
host=${REMOTE_HOST:-http://localhost}
host=$(printf '%s' "$host" | sed 's:/*$::')

origins=""
add_origin() { # <url> <label>
  case "$1" in
    http://?* | https://?*) ;;
    *) echo "$ME: $2 must be an absolute http(s) URL, got \"$1\"" >&2; exit 1 ;;
  esac
  case "$1" in
    *[\"\\\ \<\>]*) echo "$ME: $2 contains a character not allowed in a URL: \"$1\"" >&2; exit 1 ;;
  esac
  origin=$(printf '%s' "$1" | sed -E 's#^(https?://[^/?#]+).*$#\1#')
  case " $origins " in *" $origin "*) ;; *) origins="$origins $origin" ;; esac
}

if [ "${SERVE_REGISTRY:-false}" = "true" ]; then
  if [ ! -s "$registry" ]; then
    echo "$ME: no registry file at $registry: create it with \`arara-registry init\` (docker compose runs the registry-init service first) and mount it there" >&2
    exit 1
  fi
  # The entries' URLs ("entry": "<url>"; a URL holds no quote).
  entries=$(grep -o '"entry"[[:space:]]*:[[:space:]]*"[^"]*"' "$registry" | sed -E 's/.*"([^"]*)"$/\1/')
  [ -n "$entries" ] || { echo "$ME: $registry holds no remote entry" >&2; exit 1; }
  for entry in $entries; do
    add_origin "$entry" "an entry of $registry"
    echo "$ME: remote $entry"
  done
else
  # <NAME>:<default port> - keep in step with shared/federation/src/apps.json
  REMOTES="PAYMENTS:3001 ACCOUNTS:3002 DOCUMENTS:3003 COMPLIANCE:3004 DEVELOPER:3005 ADMIN:3006"
  for pair in $REMOTES; do
    name=${pair%%:*}
    port=${pair##*:}
    var="REMOTE_${name}_URL"
    eval "value=\${$var:-}"
    [ -n "$value" ] || value="$host:$port"
    value=$(printf '%s' "$value" | sed 's:/*$::')
    add_origin "$value" "$var"
  done
fi

from="'self'$origins"
csp="default-src 'self'; script-src $from 'wasm-unsafe-eval'; style-src $from 'unsafe-inline'"
csp="$csp; connect-src $from; img-src $from data: blob:; font-src $from data:"
csp="$csp; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'"
csp="$csp; frame-ancestors 'none'"
mkdir -p "$(dirname "$headers_output")"
cat >"$headers_output.tmp" <<EOF
# Written by $ME at container start from the registry file or REMOTE_<NAME>_URL / REMOTE_HOST.
add_header Content-Security-Policy "$csp" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header X-Content-Type-Options "nosniff" always;
add_header X-Frame-Options "DENY" always;
add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;
EOF
mv "$headers_output.tmp" "$headers_output"
echo "$ME: wrote $headers_output"

if [ "${SERVE_REGISTRY:-false}" = "true" ]; then
  echo "$ME: serving $registry as /remotes.json"
fi

#!/usr/bin/env bash
# Static checks of the container deployment, runnable without a Docker engine (CI, laptops):
#   1. docker-compose.yml is valid (`docker compose config -q`, or docker-compose v1), the
#      shell gets one REMOTE_<NAME>_URL per remote, and the API waits for the one-shot
#      `migrate` job (service_completed_successfully) and does not migrate itself;
#   2. deploy/nginx/remotes.json.template, rendered by the image's start hook with envsubst,
#      is valid JSON, equals buildRegistry() of shared/federation for the same environment
#      (when workspace dependencies are installed), and a bad URL stops the start;
#   3. deploy/nginx/default.conf.template, rendered like the nginx image does it, passes
#      `nginx -t`, and a throw-away nginx serves a fake build with the expected headers,
#      SPA fallback, /remotes.json and the /api proxy. Skipped (with a message) when nginx is
#      not installed: `apt-get install -y nginx`.
# Exits non-zero on the first failure. Needs: bash, node, envsubst (gettext-base), curl.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DEPLOY="$ROOT/deploy"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/arara-deploy-check.XXXXXX")
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$TMP"
}
trap cleanup EXIT

REMOTES=(payments accounts documents compliance developer admin)
step() { printf '\n== %s\n' "$*"; }
ok() { printf '  ok    %s\n' "$*"; }
fail() {
  printf '  FAIL  %s\n' "$*" >&2
  exit 1
}
need() { command -v "$1" >/dev/null 2>&1 || fail "$1 is required ($2)"; }

need node "Node.js 20 or 22"
need envsubst "apt-get install -y gettext-base"
need curl "apt-get install -y curl"

# ---------------------------------------------------------------------------------------------
step "1. docker-compose.yml"
if docker compose version >/dev/null 2>&1; then
  COMPOSE=(docker compose)
elif command -v docker-compose >/dev/null 2>&1; then
  COMPOSE=(docker-compose)
else
  fail "neither 'docker compose' nor 'docker-compose' found (apt-get install -y docker-compose)"
fi
# The secrets have no default in docker-compose.yml: without them compose must refuse.
if env -u JWT_SECRET -u POSTGRES_PASSWORD -u TOTP_ENCRYPTION_KEY -u PROVIDER_CREDENTIALS_KEY -u MINIO_ROOT_PASSWORD "${COMPOSE[@]}" \
  --project-directory "$TMP" -f "$ROOT/docker-compose.yml" config -q >/dev/null 2>&1; then
  fail "docker-compose.yml starts without JWT_SECRET / POSTGRES_PASSWORD / TOTP_ENCRYPTION_KEY / PROVIDER_CREDENTIALS_KEY / MINIO_ROOT_PASSWORD"
fi
ok "refused without JWT_SECRET, POSTGRES_PASSWORD, TOTP_ENCRYPTION_KEY, PROVIDER_CREDENTIALS_KEY and MINIO_ROOT_PASSWORD"
compose() { # the file with throw-away secrets (a .env next to it is not read)
  JWT_SECRET=check-secret-0123456789abcdef0123456789 POSTGRES_PASSWORD=check-password \
    TOTP_ENCRYPTION_KEY=abababababababababababababababababababababababababababababababab \
    PROVIDER_CREDENTIALS_KEY=cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd \
    MINIO_ROOT_PASSWORD=check-minio-password "${COMPOSE[@]}" --project-directory "$TMP" -f "$ROOT/docker-compose.yml" "$@"
}
compose config -q || fail "${COMPOSE[*]} config rejected docker-compose.yml"
ok "${COMPOSE[*]} -f docker-compose.yml config -q"
compose config >"$TMP/compose.yml"
# Only the shell and the remotes publish ports: not postgres, mailpit or the API.
node -e '
  const text = require("node:fs").readFileSync(process.argv[1], "utf8");
  let service = "";
  const published = new Set();
  for (const line of text.split("\n")) {
    const name = line.match(/^  ([a-z][a-z0-9_-]*):$/);
    if (name) service = name[1];
    if (/^ {4}ports:/.test(line)) published.add(service);
  }
  const allowed = ["shell", ...process.argv.slice(2)];
  const extra = [...published].filter((s) => !allowed.includes(s));
  if (extra.length) throw new Error("published ports on " + extra.join(", "));
' "$TMP/compose.yml" "${REMOTES[@]}" || fail "a service other than the shell and the remotes publishes a port"
ok "only the shell and the remotes publish ports"
for name in "${REMOTES[@]}"; do
  var="REMOTE_${name^^}_URL"
  grep -q "^ *${var}: " "$TMP/compose.yml" || fail "the shell service does not set $var"
  grep -q "^  ${name}:$" "$TMP/compose.yml" || fail "no compose service for the remote $name"
done
ok "one service and one REMOTE_<NAME>_URL per remote (${REMOTES[*]})"
# The one-shot migrate job runs the API image's migrate.mjs; the API waits for it to succeed
# and does not migrate itself (docs/deployment.md "Migrations").
node -e '
  const text = require("node:fs").readFileSync(process.argv[1], "utf8");
  const block = (name) => {
    const lines = text.split("\n");
    const start = lines.indexOf("  " + name + ":");
    if (start < 0) throw new Error("no " + name + " service");
    const end = lines.findIndex((line, i) => i > start && /^ {0,2}[a-z][a-z0-9_-]*:/.test(line));
    return lines.slice(start + 1, end < 0 ? undefined : end).join("\n");
  };
  const migrate = block("migrate");
  const api = block("api");
  if (!/migrate\.mjs/.test(migrate)) throw new Error("the migrate service does not run dist/migrate.mjs");
  if (!/^ {4}restart: ["\x27]?no["\x27]?$/m.test(migrate)) throw new Error("the migrate service restarts (it is a one-shot job)");
  if (!/^ {4}depends_on:\n(?: {6}.*\n| {8}.*\n)*? {6}migrate:\n {8}condition: service_completed_successfully$/m.test(api))
    throw new Error("api does not wait for migrate (depends_on: migrate: condition: service_completed_successfully)");
  if (!/^ {6}MIGRATE_ON_START: ["\x27]?false["\x27]?$/m.test(api)) throw new Error("api does not set MIGRATE_ON_START=false");
  if (/MIGRATE_ON_START/.test(migrate)) throw new Error("the migrate service must not set MIGRATE_ON_START");
  const image = (b) => b.match(/^ {4}image: (.*)$/m)?.[1];
  if (image(api) !== image(migrate)) throw new Error("migrate and api use different images");
' "$TMP/compose.yml" || fail "the migrate job is not wired as expected"
ok "migrate runs dist/migrate.mjs once (same image); api waits for it (service_completed_successfully) with MIGRATE_ON_START=false"

# ---------------------------------------------------------------------------------------------
step "2. remotes.json (envsubst template rendered by the start hook)"
HOOK="$DEPLOY/nginx/40-arara-remotes-json.sh"
TSX=""
for candidate in "$ROOT/shared/app-server/node_modules/.bin/tsx" "$ROOT/services/api/node_modules/.bin/tsx"; do
  if [ -x "$candidate" ] && [ -d "$ROOT/shared/federation/node_modules/zod" ]; then
    TSX=$candidate
    break
  fi
done
[ -n "$TSX" ] || echo "  note  workspace not installed: parity with buildRegistry() not checked (pnpm install)"

render() { # <output> [NAME=VALUE ...]  -> runs the hook as the image does
  local out=$1
  shift
  env -i PATH="$PATH" SERVE_REGISTRY=true ARARA_REGISTRY_TEMPLATE="$DEPLOY/nginx/remotes.json.template" \
    ARARA_REGISTRY_OUTPUT="$out" ARARA_HEADERS_OUTPUT="${HEADERS_OUT:-$out.headers.conf}" "$@" \
    sh "$HOOK" >"$TMP/hook.log" 2>&1
}
check_registry() { # <label> [NAME=VALUE ...]
  local label=$1
  shift
  local out="$TMP/remotes-$RANDOM.json"
  render "$out" "$@" || { cat "$TMP/hook.log" >&2; fail "$label: the hook failed"; }
  node -e '
    const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    const names = process.argv.slice(2);
    for (const n of names) {
      if (!r[n] || !/^https?:\/\/.+\/mf-manifest\.json$/.test(r[n].entry)) throw new Error("bad entry for " + n);
    }
    if (Object.keys(r).length !== names.length) throw new Error("unexpected remotes: " + Object.keys(r));
  ' "$out" "${REMOTES[@]}" || fail "$label: rendered remotes.json is not valid JSON with one entry per remote"
  grep -q "^add_header Content-Security-Policy \".*frame-ancestors 'none'\" always;$" "$out.headers.conf" ||
    fail "$label: no CSP with frame-ancestors 'none' in the security headers"
  if [ -n "$TSX" ]; then
    "$TSX" "$DEPLOY/registry-parity.mts" "$out" "$@" || fail "$label: differs from buildRegistry()"
    "$TSX" "$DEPLOY/headers-parity.mts" "$out.headers.conf" "$@" ||
      fail "$label: security headers differ from securityHeaders() of shared/app-server"
    ok "$label: valid JSON, equal to buildRegistry(); security headers equal to the Node server's"
  else
    ok "$label: valid JSON"
  fi
}
check_registry "defaults (REMOTE_HOST=http://localhost + default ports)"
check_registry "compose values" REMOTE_PAYMENTS_URL=http://localhost:3001 REMOTE_ACCOUNTS_URL=http://localhost:3002 \
  REMOTE_DOCUMENTS_URL=http://localhost:3003 REMOTE_COMPLIANCE_URL=http://localhost:3004 \
  REMOTE_DEVELOPER_URL=http://localhost:3005 REMOTE_ADMIN_URL=http://localhost:3006
check_registry "one remote moved (trailing slash, path) + REMOTE_HOST" \
  REMOTE_PAYMENTS_URL=https://payments-v2.example.com/releases/42/ REMOTE_HOST=https://static.example.com
if render "$TMP/bad.json" REMOTE_ADMIN_URL='http://evil", "x": "y'; then
  fail "a REMOTE_ADMIN_URL with a quote was accepted"
fi
if render "$TMP/bad.json" REMOTE_ADMIN_URL=admin:3006; then
  fail "a REMOTE_ADMIN_URL without http(s):// was accepted"
fi
ok "invalid REMOTE_<NAME>_URL values stop the start"
env -i PATH="$PATH" SERVE_REGISTRY=false ARARA_REGISTRY_OUTPUT="$TMP/none.json" \
  ARARA_HEADERS_OUTPUT="$TMP/none-headers.conf" sh "$HOOK" >/dev/null
[ ! -e "$TMP/none.json" ] || fail "SERVE_REGISTRY=false still rendered remotes.json"
ok "no registry for remotes (SERVE_REGISTRY unset/false)"
grep -q '^add_header Content-Security-Policy ' "$TMP/none-headers.conf" ||
  fail "a remote (SERVE_REGISTRY=false) got no security headers"
ok "remotes get the security headers too"

# ---------------------------------------------------------------------------------------------
step "3. nginx configuration"
# NGINX_BIN=/path/to/nginx picks a binary; NGINX_BIN=none forces the skip.
NGINX=${NGINX_BIN:-$(command -v nginx || true)}
if [ -z "$NGINX" ] && [ -x /usr/sbin/nginx ]; then NGINX=/usr/sbin/nginx; fi
[ "$NGINX" != none ] || NGINX=""
if [ -z "$NGINX" ]; then
  echo "  SKIP  nginx is not installed (apt-get install -y nginx): config syntax not checked"
  printf '\nAll checks passed (nginx check skipped).\n'
  exit 0
fi
free_port() { node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
WEB_PORT=$(free_port)
API_PORT=$(free_port)
N="$TMP/nginx"
mkdir -p "$N/conf.d" "$N/logs" "$N/tmp" "$N/share/html" "$N/share/registry"
MIME=/etc/nginx/mime.types
[ -f "$MIME" ] || MIME=$(dirname "$("$NGINX" -V 2>&1 | sed -n 's/.*--conf-path=\([^ ]*\).*/\1/p')")/mime.types

# Render as the image's 20-envsubst-on-templates.sh does (NGINX_ENVSUBST_FILTER of the image),
# with test paths instead of /usr/share/nginx.
API_URL="http://127.0.0.1:$API_PORT" NGINX_PORT="$WEB_PORT" NGINX_LOCAL_RESOLVERS=127.0.0.1 \
  envsubst '${API_URL} ${NGINX_PORT} ${NGINX_LOCAL_RESOLVERS}' \
  <"$DEPLOY/nginx/default.conf.template" | sed -e "s#/usr/share/nginx/#$N/share/#g" \
  -e "s#/etc/nginx/arara/#$N/arara/#g" -e "s#/var/log/nginx/#$N/logs/#g" >"$N/conf.d/default.conf"
# The security headers, as the start hook writes them (payments moved to another host).
mkdir -p "$N/arara"
HEADERS_OUT="$N/arara/security-headers.conf" render "$TMP/for-headers.json" \
  REMOTE_PAYMENTS_URL=https://payments.example.com/v2 || fail "the hook could not write the security headers"
grep -q '\${' "$N/conf.d/default.conf" && fail "unsubstituted \${...} left in default.conf"
cat >"$N/nginx.conf" <<EOF
# Mirrors the official image's /etc/nginx/nginx.conf around our conf.d/default.conf.
worker_processes 1;
pid $N/nginx.pid;
error_log $N/logs/error.log warn;
events { worker_connections 64; }
http {
  include $MIME;
  default_type application/octet-stream;
  access_log $N/logs/access.log;
  client_body_temp_path $N/tmp/body;
  proxy_temp_path $N/tmp/proxy;
  fastcgi_temp_path $N/tmp/fastcgi;
  uwsgi_temp_path $N/tmp/uwsgi;
  scgi_temp_path $N/tmp/scgi;
  sendfile on;
  keepalive_timeout 65;
  include $N/conf.d/*.conf;
}
EOF
if [ "$(id -u)" -eq 0 ]; then sed -i '1a user root;' "$N/nginx.conf"; fi
"$NGINX" -t -q -p "$N" -e "$N/logs/error.log" -c "$N/nginx.conf" || fail "nginx -t rejected the rendered default.conf"
ok "nginx -t ($("$NGINX" -v 2>&1 | sed 's/.*: //')) accepts the rendered default.conf.template"

# Smoke test: a fake build, the registry, a stub API that echoes the path it received.
H="$N/share/html"
printf '<!doctype html><div id="root"></div>' >"$H/index.html"
echo 'console.log(1)' >"$H/main.0123abcd.js"
echo 'console.log(2)' >"$H/remoteEntry.js"
echo '{"name":"payments"}' >"$H/mf-manifest.json"
render "$N/share/registry/remotes.json" || fail "could not render remotes.json for the smoke test"
node -e "require('node:http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end(JSON.stringify({path:q.url}))}).listen($API_PORT,'127.0.0.1')" &
PIDS+=($!)
"$NGINX" -p "$N" -e "$N/logs/error.log" -c "$N/nginx.conf" -g 'daemon off;' &
PIDS+=($!)
BASE="http://127.0.0.1:$WEB_PORT"
for _ in $(seq 1 50); do curl -fs -o /dev/null "$BASE/healthz" 2>/dev/null && break; sleep 0.1; done

expect() { # <path> <status> <header regex or -> <body regex or ->
  local path=$1 status=$2 header=$3 body=$4 got
  got=$(curl -s -o "$TMP/body" -D "$TMP/headers" -w '%{http_code}' "$BASE$path") || fail "GET $path: no answer"
  [ "$got" = "$status" ] || fail "GET $path: status $got, expected $status"
  if [ "$header" != - ]; then grep -qiE "${header}[[:space:]]*$" "$TMP/headers" || fail "GET $path: no header matching /$header/"; fi
  if [ "$body" != - ]; then grep -qE "$body" "$TMP/body" || fail "GET $path: body does not match /$body/"; fi
  [ "$header" = - ] && header=""
  ok "GET $path -> $status${header:+ ($header)}"
}
expect /healthz 200 - '^ok'
expect /pix/123e4567 200 '^cache-control: no-cache' 'id="root"'
expect /admin/users 200 '^access-control-allow-origin: \*' 'id="root"'
expect / 200 '^cache-control: no-cache' 'id="root"'
expect /main.0123abcd.js 200 '^cache-control: public, max-age=31536000, immutable' -
expect /main.0123abcd.js 200 '^access-control-allow-origin: \*' -
expect /remoteEntry.js 200 '^cache-control: no-cache' -
expect /mf-manifest.json 200 '^access-control-allow-origin: \*' 'payments'
expect /mf-manifest.json 200 '^cache-control: no-cache' -
expect /index.html 200 '^cache-control: no-cache' -
expect /missing.89abcdef.js 404 - -
expect /missing.css 404 - -
expect /remotes.json 200 '^cache-control: no-store' 'mf-manifest\.json'
expect /api/health 200 - '"path":"/health"'
expect '/api/auth/login?x=1' 200 - '"path":"/auth/login\?x=1"'
for page in /:200 /pix/123e4567:200 /main.0123abcd.js:200 /remoteEntry.js:200 /remotes.json:200 /missing.css:404; do
  path=${page%:*} status=${page##*:}
  expect "$path" "$status" "^content-security-policy: default-src 'self'; script-src 'self' https://payments\.example\.com http://localhost:3002 .*frame-ancestors 'none'" -
  expect "$path" "$status" '^referrer-policy: strict-origin-when-cross-origin' -
  expect "$path" "$status" '^strict-transport-security: max-age=31536000; includeSubDomains' -
  expect "$path" "$status" '^x-frame-options: DENY' -
done
expect '/reset-password?token=check-token-secret' 200 - 'id="root"'
grep -q '"GET /reset-password HTTP' "$N/logs/access.log" || fail "the access log has no line for /reset-password"
if grep -q 'check-token-secret' "$N/logs/access.log"; then
  fail "the access log records query strings (tokens of e-mailed links)"
fi
ok "the access log records paths without query strings"

printf '\nAll checks passed.\n'

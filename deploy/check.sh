#!/usr/bin/env bash
# Static checks of the container deployment, runnable without a Docker engine (CI, laptops):
#   1. docker-compose.yml is valid (`docker compose config -q`, or docker-compose v1), the
#      shell gets one REMOTE_<NAME>_URL per remote, and the API waits for the one-shot
#      `migrate` job (service_completed_successfully) and does not migrate itself;
#   2. the registry file: `arara-registry init` (the compose service registry-init) creates it
#      from the environment equal to buildRegistry(), never overwrites it, refuses a bad URL;
#      the image's start hook derives the CSP from that file (the shell) or from the
#      environment (remotes), equal to the Node server's, and stops the shell without a file;
#   3. deploy/nginx/default.conf.template, rendered like the nginx image does it, passes
#      `nginx -t`, and a throw-away nginx serves a fake build with the expected headers,
#      SPA fallback, /remotes.json from the registry file (a change is served without a reload),
#      /releases/ and the /api proxy. Skipped (with a message) when nginx is not installed:
#      `apt-get install -y nginx`.
# Exits non-zero on the first failure. Needs: bash, node (and `pnpm install`), envsubst
# (gettext-base), curl.
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
  grep -q "^ *${var}: " "$TMP/compose.yml" || fail "the registry-init service does not set $var"
  grep -q "^  ${name}:$" "$TMP/compose.yml" || fail "no compose service for the remote $name"
done
ok "one service and one REMOTE_<NAME>_URL per remote (${REMOTES[*]})"
# The shell serves the registry file of the volume that registry-init creates, before it starts.
node -e '
  const text = require("node:fs").readFileSync(process.argv[1], "utf8");
  const block = (name) => (text.split(/^  (?=[a-z][a-z0-9_-]*:$)/m).find((b) => b.startsWith(name + ":")) ?? "");
  const shell = block("shell"), init = block("registry-init");
  if (!/registry:\/usr\/share\/nginx\/registry:ro/.test(shell)) throw new Error("the shell does not mount the registry volume");
  if (!/releases:\/usr\/share\/nginx\/releases:ro/.test(shell)) throw new Error("the shell does not mount the releases volume");
  if (!/registry-init:\s+condition: service_completed_successfully/.test(shell)) throw new Error("the shell does not wait for registry-init");
  if (!/arara-registry\.mjs/.test(init) || !/registry:\/registry/.test(init)) throw new Error("registry-init does not create the file in the volume");
' "$TMP/compose.yml" || fail "the registry volume is not wired (shell, registry-init)"
ok "registry-init creates the registry file in the volume the shell serves, before the shell starts"
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
step "2. the registry file (arara-registry init) and the start hook"
HOOK="$DEPLOY/nginx/40-arara-remotes-json.sh"
TSX="$ROOT/shared/app-server/node_modules/.bin/tsx"
[ -x "$TSX" ] || fail "the workspace is not installed (pnpm install): arara-registry needs it"
init_registry() { # <file> [NAME=VALUE ...]  -> `arara-registry init` as the compose service runs it
  local file=$1
  shift
  env -i PATH="$PATH" REGISTRY_FILE="$file" "$@" \
    node "$ROOT/shared/app-server/bin/arara-registry.mjs" init >"$TMP/init.log" 2>&1
}
hook() { # <registry file> <headers output> [NAME=VALUE ...]  -> the image's start hook
  local registry=$1 headers=$2
  shift 2
  env -i PATH="$PATH" ARARA_REGISTRY_FILE="$registry" ARARA_HEADERS_OUTPUT="$headers" "$@" \
    sh "$HOOK" >"$TMP/hook.log" 2>&1
}
check_registry() { # <label> [NAME=VALUE ...]
  local label=$1
  shift
  local file="$TMP/registry-$RANDOM/remotes.json"
  init_registry "$file" "$@" || { cat "$TMP/init.log" >&2; fail "$label: arara-registry init failed"; }
  node -e '
    const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    const names = process.argv.slice(2);
    for (const n of names) {
      if (!r[n] || !/^https?:\/\/.+\/mf-manifest\.json$/.test(r[n].entry)) throw new Error("bad entry for " + n);
    }
    if (Object.keys(r).length !== names.length) throw new Error("unexpected remotes: " + Object.keys(r));
  ' "$file" "${REMOTES[@]}" || fail "$label: remotes.json is not valid JSON with one entry per remote"
  "$TSX" "$DEPLOY/registry-parity.mts" "$file" "$@" || fail "$label: differs from buildRegistry()"
  hook "$file" "$file.headers.conf" SERVE_REGISTRY=true "$@" || { cat "$TMP/hook.log" >&2; fail "$label: the hook failed"; }
  grep -q "^add_header Content-Security-Policy \".*frame-ancestors 'none'\" always;$" "$file.headers.conf" ||
    fail "$label: no CSP with frame-ancestors 'none' in the security headers"
  "$TSX" "$DEPLOY/headers-parity.mts" "$file.headers.conf" --registry "$file" ||
    fail "$label: the shell's security headers differ from securityHeaders() of its registry"
  ok "$label: created equal to buildRegistry(); the shell's CSP equals the Node server's"
}
check_registry "defaults (REMOTE_HOST=http://localhost + default ports)"
check_registry "compose values" REMOTE_PAYMENTS_URL=http://localhost:3001 REMOTE_ACCOUNTS_URL=http://localhost:3002 \
  REMOTE_DOCUMENTS_URL=http://localhost:3003 REMOTE_COMPLIANCE_URL=http://localhost:3004 \
  REMOTE_DEVELOPER_URL=http://localhost:3005 REMOTE_ADMIN_URL=http://localhost:3006
check_registry "one remote moved (trailing slash, path) + REMOTE_HOST" \
  REMOTE_PAYMENTS_URL=https://payments-v2.example.com/releases/42/ REMOTE_HOST=https://static.example.com

# An existing file is kept: releases and rollbacks changed it since.
KEPT="$TMP/kept/remotes.json"
init_registry "$KEPT" REMOTE_PAYMENTS_URL=https://released.example.com || fail "arara-registry init failed"
init_registry "$KEPT" || fail "arara-registry init failed on an existing file"
grep -q 'https://released.example.com/mf-manifest.json' "$KEPT" || fail "arara-registry init overwrote an existing registry"
grep -q 'Registry kept' "$TMP/init.log" || fail "arara-registry init did not say it kept the file"
ok "an existing registry file is never overwritten by arara-registry init"
# The start hook reads the origins of the FILE (a release moved payments), not the environment.
hook "$KEPT" "$TMP/kept.headers.conf" SERVE_REGISTRY=true REMOTE_PAYMENTS_URL=https://stale.example.com ||
  fail "the hook failed on a registry file"
grep -q 'https://released.example.com' "$TMP/kept.headers.conf" || fail "the shell's CSP does not name the registry file's origins"
if grep -q 'stale.example.com' "$TMP/kept.headers.conf"; then fail "the shell's CSP took REMOTE_PAYMENTS_URL over the registry file"; fi
"$TSX" "$DEPLOY/headers-parity.mts" "$TMP/kept.headers.conf" --registry "$KEPT" || fail "the CSP differs from securityHeaders()"
ok "the shell's CSP comes from the registry file"

for bad in 'http://evil", "x": "y' 'admin:3006'; do
  if init_registry "$TMP/bad-$RANDOM.json" REMOTE_ADMIN_URL="$bad"; then
    fail "arara-registry init accepted REMOTE_ADMIN_URL=$bad"
  fi
done
ok "invalid REMOTE_<NAME>_URL values stop arara-registry init"
if hook "$TMP/missing.json" "$TMP/missing.headers.conf" SERVE_REGISTRY=true; then
  fail "the shell started without a registry file"
fi
grep -q 'arara-registry init' "$TMP/hook.log" || fail "the hook did not say how to create the registry file"
ok "the shell stops at start without a registry file, saying how to create it"
hook "$TMP/none.json" "$TMP/none-headers.conf" SERVE_REGISTRY=false REMOTE_PAYMENTS_URL=https://payments.example.com ||
  fail "the hook failed for a remote"
grep -q '^add_header Content-Security-Policy .*https://payments.example.com' "$TMP/none-headers.conf" ||
  fail "a remote (SERVE_REGISTRY=false) got no security headers from the environment"
"$TSX" "$DEPLOY/headers-parity.mts" "$TMP/none-headers.conf" REMOTE_PAYMENTS_URL=https://payments.example.com ||
  fail "a remote's CSP differs from securityHeaders()"
if hook "$TMP/none.json" "$TMP/none-headers.conf" REMOTE_ADMIN_URL=admin:3006; then
  fail "a remote started with REMOTE_ADMIN_URL=admin:3006"
fi
ok "remotes get the security headers from REMOTE_<NAME>_URL; a bad one stops the start"
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
# The registry file (payments moved to another host) and the security headers the start hook
# derives from it.
mkdir -p "$N/arara"
init_registry "$N/share/registry/remotes.json" REMOTE_PAYMENTS_URL=https://payments.example.com/v2 ||
  fail "could not create the registry file for the smoke test"
hook "$N/share/registry/remotes.json" "$N/arara/security-headers.conf" SERVE_REGISTRY=true ||
  fail "the hook could not write the security headers"
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
# A published release (pnpm release) and its history.
mkdir -p "$N/share/releases/payments/1.0.0+abc1234"
echo '{"name":"payments","released":true}' >"$N/share/releases/payments/1.0.0+abc1234/mf-manifest.json"
echo '[]' >"$N/share/releases/payments/history.json"
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
expect /remotes.json 200 '^cache-control: no-store' 'https://payments\.example\.com/v2/mf-manifest\.json'
# A release or a rollback rewrites the file: served at the next request, no reload.
node -e '
  const fs = require("node:fs");
  const [file] = process.argv.slice(1);
  const registry = JSON.parse(fs.readFileSync(file, "utf8"));
  Object.assign(registry.payments, { entry: "https://payments.example.com/releases/payments/1.0.0%2Babc1234/mf-manifest.json", version: "1.0.0", buildId: "abc1234" });
  fs.writeFileSync(file + ".partial", JSON.stringify(registry, null, 2));
  fs.renameSync(file + ".partial", file);
' "$N/share/registry/remotes.json"
expect /remotes.json 200 '^cache-control: no-store' '1\.0\.0%2Babc1234/mf-manifest\.json'
ok "a changed registry file is served without an nginx reload"
expect /releases/payments/1.0.0%2Babc1234/mf-manifest.json 200 '^cache-control: public, max-age=31536000, immutable' '"released":true'
expect /releases/payments/1.0.0+abc1234/mf-manifest.json 200 '^access-control-allow-origin: \*' '"released":true'
expect /releases/payments/history.json 200 '^cache-control: no-cache' -
expect /releases/payments/9.9.9+x/mf-manifest.json 404 - -
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

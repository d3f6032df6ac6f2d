#!/usr/bin/env bash
# Refreshes the Scalar API reference bundle that /docs serves. armrest embeds it in the binary
# because robot networks are usually offline: /docs must never load anything from a CDN.
# Usage: scripts/update-scalar.sh [VERSION]   (needs npm; writes src/http/docs/)
set -euo pipefail
VERSION=${1:-1.72.1}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "@scalar/api-reference@$VERSION" >/dev/null && tar xzf scalar-api-reference-*.tgz)
cp "$work/package/dist/browser/standalone.js" "$here/src/http/docs/scalar-standalone.js"
cp "$work/package/LICENSE" "$here/src/http/docs/SCALAR-LICENSE" 2>/dev/null || true
echo "$VERSION" > "$here/src/http/docs/SCALAR-VERSION"
echo "Scalar $VERSION written to src/http/docs/"

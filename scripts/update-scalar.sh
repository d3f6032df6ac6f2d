#!/usr/bin/env bash
# Builds vendor/scalar/, the Scalar API reference bundle that /docs serves, from the npm
# package @scalar/api-reference. armrest embeds it in the binary because robot networks are
# usually offline: /docs must never load anything from a CDN.
# Usage: scripts/update-scalar.sh [--check]   (needs npm; to update, change SCALAR below)
#   --check  builds into a scratch folder and compares it with the committed vendor/scalar/
#            byte for byte instead of writing; exits 1 naming the files that differ.
set -euo pipefail
SCALAR=1.72.1
# shellcheck source=scripts/vendor-common.sh
. "$(dirname "$0")/vendor-common.sh"
vendor_begin scalar "$@"
npm_unpack @scalar/api-reference "$SCALAR"
package="$work/@scalar/api-reference"
cp "$package/dist/browser/standalone.js" "$out/standalone.js"
licence "$package" MIT LICENSE
echo "@scalar/api-reference $SCALAR" > "$out/VERSIONS"
vendor_finish

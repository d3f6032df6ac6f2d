#!/usr/bin/env bash
# Builds vendor/view/, the libraries the /view page uses, from the npm registry: three (3D
# scene), urdf-loader (the arm from its URDF) and uPlot (joint plots). three and urdf-loader are
# bundled into one ES module (scene.js) with esbuild, so the page loads two files, and armrest
# serves them from the binary: robot networks are usually offline, and /view must never load
# anything from a CDN. Every version is pinned here, esbuild's too, so a run gives the same bytes.
# Usage: scripts/update-view-libs.sh [--check]   (needs npm)
#   --check  builds into a scratch folder and compares it with the committed vendor/view/ byte
#            for byte instead of writing; exits 1 naming the files that differ.
set -euo pipefail
THREE=0.187.0
URDF_LOADER=0.13.1
UPLOT=1.6.32
ESBUILD=0.25.12
# shellcheck source=scripts/vendor-common.sh
. "$(dirname "$0")/vendor-common.sh"
vendor_begin view "$@"
build="$work/build"
mkdir "$build"
cd "$build"
echo '{"private": true}' > package.json
# Exact versions and no install scripts: none of these packages has dependencies of its own
# (urdf-loader's peer is three; esbuild's platform binary is an exact optional dependency).
npm install --silent --ignore-scripts --no-audit --no-fund --no-package-lock \
  "three@$THREE" "urdf-loader@$URDF_LOADER" "uplot@$UPLOT" "esbuild@$ESBUILD" >/dev/null
cat > entry.js <<'JS'
export * as THREE from 'three';
export { default as URDFLoader } from 'urdf-loader/src/URDFLoader.js';
export { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
export { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
export { ColladaLoader } from 'three/examples/jsm/loaders/ColladaLoader.js';
JS
node_modules/.bin/esbuild entry.js --bundle --format=esm --minify --legal-comments=eof \
  --outfile="$out/scene.js" --log-level=warning
cp node_modules/uplot/dist/uPlot.iife.min.js node_modules/uplot/dist/uPlot.min.css "$out/"
licence "$build"/node_modules/three MIT LICENSE-three
licence "$build"/node_modules/urdf-loader Apache-2.0 LICENSE-urdf-loader
licence "$build"/node_modules/uplot MIT LICENSE-uplot
cat > "$out/VERSIONS" <<VERSIONS
three $THREE
urdf-loader $URDF_LOADER
uplot $UPLOT
esbuild $ESBUILD (bundles three and urdf-loader into scene.js)
VERSIONS
vendor_finish

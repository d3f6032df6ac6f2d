#!/usr/bin/env bash
# Refreshes the libraries the /view page uses, from the npm registry: three (3D scene),
# urdf-loader (the arm from its URDF) and uPlot (joint plots). three and urdf-loader are bundled
# into one ES module with esbuild, so the page loads two files and armrest serves them from the
# binary: robot networks are usually offline, and /view must never load anything from a CDN.
# Usage: scripts/update-view-libs.sh   (needs npm; writes src/http/view/lib/)
set -euo pipefail
THREE=0.187.0
URDF_LOADER=0.13.1
UPLOT=1.6.32
ESBUILD=0.25.12
here=$(cd "$(dirname "$0")/.." && pwd)
out="$here/src/http/view/lib"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
npm init -y >/dev/null
npm install --silent --no-audit --no-fund "three@$THREE" "urdf-loader@$URDF_LOADER" "uplot@$UPLOT" "esbuild@$ESBUILD" >/dev/null
cat > entry.js <<'JS'
export * as THREE from 'three';
export { default as URDFLoader } from 'urdf-loader/src/URDFLoader.js';
export { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
export { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
export { ColladaLoader } from 'three/examples/jsm/loaders/ColladaLoader.js';
JS
mkdir -p "$out"
npx esbuild entry.js --bundle --format=esm --minify --legal-comments=eof --outfile="$out/scene.js" --log-level=warning
cp node_modules/uplot/dist/uPlot.iife.min.js "$out/uPlot.iife.min.js"
cp node_modules/uplot/dist/uPlot.min.css "$out/uPlot.min.css"
{
  echo "three $THREE (MIT), urdf-loader $URDF_LOADER (Apache-2.0), uPlot $UPLOT (MIT); bundled with esbuild $ESBUILD"
  echo; echo "== three"; cat node_modules/three/LICENSE
  echo; echo "== urdf-loader"; cat node_modules/urdf-loader/LICENSE 2>/dev/null || echo "Apache-2.0 (see https://www.npmjs.com/package/urdf-loader)"
  echo; echo "== uPlot"; cat node_modules/uplot/LICENSE
} > "$out/LICENSES"
echo "view libraries written to $out"
ls -la "$out"

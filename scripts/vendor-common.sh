# shellcheck shell=bash
# Shared by scripts/update-scalar.sh and scripts/update-view-libs.sh (sourced, not run): both
# build a folder of vendor/ from the npm registry into a scratch folder, then either replace the
# committed folder with it or, with --check, compare the two byte for byte.

# File order in SHA256SUMS and the messages must not depend on the caller's locale.
export LC_ALL=C

# vendor_begin NAME [--check]: sets $root (the repository), $dest (vendor/NAME), $work (a scratch
# folder removed on exit), $out (where the build writes; it holds nothing yet) and $check.
vendor_begin() {
  local name=$1
  shift
  check=0
  case "${1:-}" in
    --check) check=1 ;;
    "") ;;
    *)
      echo "usage: $0 [--check]" >&2
      exit 2
      ;;
  esac
  # CI runs the --check: a machine without npm must fail it, not skip it.
  if ! command -v npm >/dev/null 2>&1; then
    echo "$0: npm is not installed; it is needed to build vendor/$name (Debian: apt-get install npm)" >&2
    exit 1
  fi
  root=$(cd "$(dirname "$0")/.." && pwd)
  dest="$root/vendor/$name"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  out="$work/out"
  mkdir "$out"
}

# npm_unpack PACKAGE VERSION: the package's published files in $work/PACKAGE (no install scripts
# run).
npm_unpack() {
  local package=$1 version=$2 dir="$work/$1"
  mkdir -p "$dir"
  (cd "$dir" && npm pack --silent "$package@$version" >/dev/null && tar xzf ./*.tgz --strip-components=1 && rm ./*.tgz) || {
    echo "$0: could not fetch $package@$version from the npm registry" >&2
    exit 1
  }
}

# licence PACKAGE_DIR SPDX TARGET: copies the package's licence file to $out/TARGET. Some
# packages (from monorepos) publish none; then the copy committed in $dest is kept (its origin is
# in vendor/README.md) as long as the package still declares the same licence, so an update that
# changes the licence stops here for a person to look at.
licence() {
  local dir=$1 spdx=$2 target=$3 declared file
  declared=$(node -p "require('$dir/package.json').license" 2>/dev/null || true)
  if [ "$declared" != "$spdx" ]; then
    echo "$0: $(basename "$dir") now declares licence '$declared', not '$spdx': review it and update this script" >&2
    exit 1
  fi
  for file in "$dir"/LICENSE "$dir"/LICENSE.md "$dir"/LICENSE.txt "$dir"/LICENCE; do
    if [ -f "$file" ]; then
      cp "$file" "$out/$target"
      return
    fi
  done
  if [ ! -f "$dest/$target" ]; then
    echo "$0: $(basename "$dir") publishes no licence file and vendor/$(basename "$dest")/$target is missing;" \
      "copy the LICENSE of the package's source repository at the pinned version there (see vendor/README.md)" >&2
    exit 1
  fi
  cp "$dest/$target" "$out/$target"
}

# vendor_finish: writes $out/SHA256SUMS, then replaces $dest with $out, or with --check compares
# them and exits 1 naming every file that differs, is missing or is extra.
vendor_finish() {
  local rel=${dest#"$root"/} file name status=0
  (cd "$out" && sha256sum -- * > "$work/SHA256SUMS" && mv "$work/SHA256SUMS" SHA256SUMS)
  if [ "$check" = 0 ]; then
    mkdir -p "$dest"
    rm -f "$dest"/*
    cp "$out"/* "$dest"/
    echo "$rel written:"
    (cd "$dest" && ls -l)
    return
  fi
  for file in "$out"/*; do
    name=$(basename "$file")
    if [ ! -f "$dest/$name" ]; then
      echo "$0 --check: $rel/$name is missing (the script produces it)" >&2
      status=1
    elif ! cmp -s "$file" "$dest/$name"; then
      echo "$0 --check: $rel/$name differs from what the script produces" >&2
      status=1
    fi
  done
  for file in "$dest"/*; do
    name=$(basename "$file")
    if [ ! -e "$out/$name" ]; then
      echo "$0 --check: $rel/$name is not produced by the script" >&2
      status=1
    fi
  done
  if [ "$status" != 0 ]; then
    echo "$0 --check: $rel is not what the script produces; run $0 and commit the result" >&2
    exit 1
  fi
  echo "$rel is what $(basename "$0") produces"
}

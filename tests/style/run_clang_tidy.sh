#!/usr/bin/env bash
# clang-tidy over the program's own code (engine/, editor/, app/) with the checks of
# .clang-tidy, from a build's compile_commands.json; any warning fails. With a unity
# build each batch is checked once, its .cpp files as the batch includes them, which
# costs about one compile of the program. Tests are not checked.
#   tests/style/run_clang_tidy.sh SOURCE_DIR BUILD_DIR [JOBS]
set -euo pipefail
source_dir=$(cd "$1" && pwd)
build_dir=$(cd "$2" && pwd)
jobs=${3:-2}
tidy=$(command -v clang-tidy || command -v clang-tidy-14 || true)
if [[ -z "$tidy" ]]; then
  echo "clang-tidy is missing: third_party/install_deps.sh installs it" >&2
  exit 1
fi
if [[ ! -f "$build_dir/compile_commands.json" ]]; then
  echo "$build_dir has no compile_commands.json (configure with CMAKE_EXPORT_COMPILE_COMMANDS=ON)" >&2
  exit 1
fi
# Every translation unit of the program: its unity batches, or its .cpp files.
mapfile -t units < <(grep -o '"file": *"[^"]*"' "$build_dir/compile_commands.json" |
  sed 's/"file": *"\(.*\)"/\1/' | grep -v -e '/tests/' -e 'stb_impl\.cpp$' | sort -u)
if (( ${#units[@]} == 0 )); then
  echo "no translation unit of the program in $build_dir/compile_commands.json" >&2
  exit 1
fi
echo "clang-tidy: ${#units[@]} translation units, $jobs at once"
printf '%s\n' "${units[@]}" |
  xargs -P "$jobs" -n 1 "$tidy" -p "$build_dir" --config-file="$source_dir/.clang-tidy" --quiet \
    --header-filter="^$source_dir/(engine|editor|app)/"

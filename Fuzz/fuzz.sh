#!/usr/bin/env bash
# Builds Draper's libFuzzer targets and runs each for a while.
#
#   Fuzz/fuzz.sh [target ...]        targets: csv json5 files template markdown diagnostics typesetter
#                                    messages design (default: all)
#   FUZZ_SECONDS=300 Fuzz/fuzz.sh    how long each target runs (default 60)
#   Fuzz/fuzz.sh --build-only        only build them
#
# Each harness in Fuzz/Targets is compiled *into* the module it exercises, so it can call
# the module's internal parsers without any public fuzzing API. The binaries, the growing
# corpora and any crashing inputs go to .build/fuzz/; Fuzz/Corpus holds the seeds.
# A crash stops the script with libFuzzer's report; turn the input in
# .build/fuzz/artifacts/<target>/ into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-60}"
out=.build/fuzz
build_only=0
targets=()
for argument in "$@"; do
  case "$argument" in
    --build-only) build_only=1 ;;
    csv|json5|files|template|markdown|diagnostics|typesetter|messages|design) targets+=("$argument") ;;
    *) echo "fuzz.sh: unknown target '$argument' (expected csv, json5, files, template, markdown, diagnostics, typesetter, messages or design)" >&2; exit 64 ;;
  esac
done
((${#targets[@]})) || targets=(csv json5 files template markdown diagnostics typesetter messages design)

flags=(
  -swift-version 6 -parse-as-library -O -g -sanitize=fuzzer,address -use-ld=lld
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility
)
mkdir -p "$out/modules" "$out/bin"

# A module the fuzzed modules import, as a static library: library <module> [extra swiftc arguments...]
library() {
  local module=$1
  shift
  [ -f "$out/lib$module.a" ] && [ -z "$(find "Sources/$module" -newer "$out/lib$module.a")" ] && return
  echo "fuzz: building $module"
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -module-name "$module" -I "$out/modules" "$@" -emit-library -static -o "$out/lib$module.a" \
    -emit-module -emit-module-path "$out/modules/$module.swiftmodule" $(find "Sources/$module" -name '*.swift' | sort)
}

# A C target of Sources/ (a bridge such as CPNGReader), as a static library and a module map over
# its include/ folder: cbridge <target> [extra clang arguments...]
cbridge() {
  local target=$1
  shift
  mkdir -p "$out/cmodules/$target"
  printf 'module %s {\n    umbrella "%s"\n    export *\n}\n' "$target" "$PWD/Sources/$target/include" \
    >"$out/cmodules/$target/module.modulemap"
  [ -f "$out/lib$target.a" ] && [ -z "$(find "Sources/$target" -newer "$out/lib$target.a")" ] && return
  echo "fuzz: building $target"
  local objects=()
  for source in "Sources/$target"/*.c; do
    clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I "Sources/$target/include" "$@" "$source" \
      -o "$out/$target-$(basename "$source" .c).o"
    objects+=("$out/$target-$(basename "$source" .c).o")
  done
  rm -f "$out/lib$target.a"
  ar rcs "$out/lib$target.a" "${objects[@]}"
}

# The modules under the Project module (cards, their images and their text), the C modules they
# import, and what links them; built once, for every target that fuzzes Project.
project_modules=()
project_links=()
project_libraries() {
  ((${#project_modules[@]})) && return
  local packages=(gdlib libexif libturbojpeg libdeflate libpng16 libwebpdemux imagequant libavif
    freetype2 harfbuzz fribidi fontconfig icu-uc)
  cbridge CICULineBreaks
  # shellcheck disable=SC2046
  cbridge CPNGReader $(pkg-config --cflags libpng16)
  for module in CGD CExif CTurboJPEG CDeflate CWebP CImageQuant CAVIF CFreeType CHarfBuzz CFriBidi CHyphen \
    CFontconfig; do
    project_modules+=(-I "Sources/$module")
  done
  project_modules+=(-I "$out/cmodules/CICULineBreaks" -I "$out/cmodules/CPNGReader")
  # shellcheck disable=SC2207
  project_modules+=($(pkg-config --cflags "${packages[@]}" | sed 's/-I/-Xcc -I/g; s/-D/-Xcc -D/g'))
  library LineBreaking "${project_modules[@]}"
  library Imaging "${project_modules[@]}"
  library Typesetting "${project_modules[@]}"
  library Cards "${project_modules[@]}"
  # shellcheck disable=SC2207
  project_links=(-lDiagnostics -lCivilTime -lCards -lTypesetting -lImaging -lLineBreaking -lCPNGReader
    -lCICULineBreaks $(pkg-config --libs "${packages[@]}") -licui18n -lhyphen -lswiftSynchronization)
}

# build <target> <module> <harness> [extra swiftc arguments...]
build() {
  local target=$1 module=$2 harness=$3
  shift 3
  echo "fuzz: building $target (the $module module with Fuzz/Targets/$harness)"
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -module-name "$module" -I "$out/modules" -L "$out" -lSafeText -lSafeFiles "$@" \
    $(find "Sources/$module" -name '*.swift' | sort) "Fuzz/Targets/$harness" -o "$out/bin/fuzz-$target"
}

declare -A harnesses
library SafeText
library SafeFiles
library Diagnostics
library CivilTime
for target in "${targets[@]}"; do
  case "$target" in
    csv|json5|files|design)
      project_libraries
      harnesses=([csv]=CSVReader.swift [json5]=DatasetLoader.swift [files]=ProjectFiles.swift
        [design]=DesignRenderer.swift)
      build "$target" Project "${harnesses[$target]}" "${project_modules[@]}" "${project_links[@]}"
      ;;
    template) build template Mustache TemplateParser.swift -lDiagnostics ;;
    markdown) build markdown Markdown MarkdownRenderer.swift -I Sources/CCmark $(pkg-config --libs libcmark) ;;
    diagnostics) build diagnostics Diagnostics DiagnosticRendering.swift ;;
    messages) build messages SafeText MessageFilling.swift ;;
    typesetter)
      project_libraries
      # shellcheck disable=SC2046
      build typesetter Typesetting TypesetterLayout.swift "${project_modules[@]}" -lLineBreaking -lCICULineBreaks \
        $(pkg-config --libs freetype2 harfbuzz fribidi fontconfig icu-uc) -licui18n -lhyphen
      ;;
  esac
done
((build_only)) && exit 0

# libFuzzer reports crashes itself; Swift's backtracer would race it and AddressSanitizer.
export SWIFT_BACKTRACE=enable=no
# Leaks inside the C libraries, each confirmed without Draper (see the file).
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"

for target in "${targets[@]}"; do
  corpus="$out/corpus/$target"
  artifacts="$out/artifacts/$target/"
  mkdir -p "$corpus" "$artifacts"
  dictionary=()
  [ -f "Fuzz/Dictionaries/$target.dict" ] && dictionary=(-dict="Fuzz/Dictionaries/$target.dict")
  echo "fuzz: running $target for $seconds s"
  # A hang (one input over 10 s) or a crash fails the run.
  if ! "$out/bin/fuzz-$target" "$corpus" "Fuzz/Corpus/$target" "${dictionary[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -artifact_prefix="$artifacts" -print_final_stats=1 2>&1 | { grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)' || true; }
  then
    echo "fuzz: $target found a problem; see $artifacts" >&2
    exit 1
  fi
done

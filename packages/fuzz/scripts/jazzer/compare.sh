#!/usr/bin/env bash
# Measures coverage guidance (README.md, "Coverage guidance"): the same seven oracle targets for
# the same wall-clock time, at the same time and niceness, in three modes — generate-only,
# guided by V8's precise coverage, and jazzer.js 2.x (libFuzzer) — then blocks reached and
# distinct findings. jazzer.js is not a dependency: JAZZER must point at a built install.
# How it was built here (its own build downloads an LLVM fork from GitHub, which is not reachable):
#   apt-get install libclang-rt-16-dev
#   npm install --ignore-scripts @jazzer.js/core@2.1.0 node-addon-api@7     (in a scratch folder)
#   in node_modules/@jazzer.js/fuzzer: drop the ExternalProject from CMakeLists.txt, link
#   /usr/lib/llvm-16/lib/clang/16/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a whole-archive,
#   add a stub fuzzer/FuzzerDefs.h (UserCallback, FuzzerDriver) and shims forwarding
#   __sanitizer_cov_trace_const_cmp8_with_pc and __sanitizer_cov_trace_pc_indir_with_pc to the
#   plain hooks; cmake -DCMAKE_JS_INC="/usr/include/node;<node-addon-api>" && make;
#   copy jazzerjs.node to build/Release/.
# Usage: compare.sh SECONDS OUTDIR
set -eu
seconds=${1:-300}
out=${2:-/tmp/fuzz-compare}
jazzer=${JAZZER:-/tmp/jz/node_modules/.bin/jazzer}
here=$(cd "$(dirname "$0")" && pwd)
fuzz=$(cd "$here/../.." && pwd)
mkdir -p "$out/corpus" "$here/out"
rm -f "$out/findings.jsonl"
npx esbuild "$here/bridge.ts" --bundle --platform=node --format=cjs --external:@urikit/* \
  --outfile="$here/out/bridge.cjs" --log-level=warning
(cd "$fuzz" && node --import tsx scripts/jazzer/seed.ts "$out/corpus" 100)
targets=syntax/parse-vs-abnf,resolve/vs-rfc-5.2,normalize/ladder,percent-encoding/round-trip,idn/round-trip,ipaddr/vs-node,extract/text
minutes=$(echo "$seconds / 60" | bc -l)
(cd "$fuzz" && nice -n 10 node --import tsx src/cli.ts --minutes "$minutes" --mode generate --target "$targets" --seed 77 --no-save > "$out/generate.log" 2>&1) &
(cd "$fuzz" && nice -n 10 node --import tsx src/cli.ts --minutes "$minutes" --mode guided --target "$targets" --seed 77 --no-save > "$out/guided.log" 2>&1) &
(cd "$here/out" && JAZZER_FINDINGS="$out/findings.jsonl" nice -n 10 "$jazzer" bridge.cjs "$out/corpus" --sync \
  -i "$(cd "$fuzz/.." && pwd)/" -e node_modules -e /packages/fuzz/ -- -max_total_time="$seconds" -rss_limit_mb=4096 > "$out/jazzer.log" 2>&1) &
wait
(cd "$fuzz" && node --import tsx scripts/jazzer/replay.ts "$out/corpus") > "$out/jazzer-replay.json"
echo "generate: $(grep '^fuzz: [0-9]' "$out/generate.log")"
echo "guided:   $(grep '^fuzz: [0-9]' "$out/guided.log")"
echo "jazzer:   $(grep -E '^#[0-9]+' "$out/jazzer.log" | tail -1) findings $(cat "$out/findings.jsonl" 2>/dev/null | wc -l) $(cat "$out/jazzer-replay.json")"

#!/usr/bin/env bash
# A long campaign in chunks: each chunk is a fresh process (so that it picks up the current
# generators, oracles and package builds), alternating generate and guided mode with equal time,
# niced so that it shares the machine. Usage: long-run.sh TOTAL_MINUTES CHUNK_MINUTES LOG
set -u
total=${1:-120}
chunk=${2:-10}
log=${3:-/tmp/fuzz-long.log}
cd "$(dirname "$0")/.."
end=$(( $(date +%s) + total * 60 ))
i=0
while [ "$(date +%s)" -lt "$end" ]; do
  left=$(( (end - $(date +%s)) / 60 ))
  [ "$left" -lt 1 ] && break
  minutes=$(( left < chunk ? left : chunk ))
  mode=generate
  [ $(( i % 2 )) -eq 1 ] && mode=guided
  echo "=== chunk $i $mode $(date -u +%H:%M:%S) ${minutes} min" >> "$log"
  nice -n 10 node --import tsx src/cli.ts --minutes "$minutes" --mode "$mode" --seed $(( 1000 + i )) >> "$log" 2>&1
  i=$(( i + 1 ))
done
echo "=== done $(date -u +%H:%M:%S)" >> "$log"

#!/bin/bash
# Euchre's playouts beside open_spiel's C++ euchre in instructions per hand, a figure the machine's load does not
# change (valgrind's cachegrind counts the instructions the processor runs; wall-clock ratios on a shared machine
# swing, and C++ runs more instructions per cycle than the Python interpreter, so the clock's ratio is lower).
#
#   bash benchmarks/euchre_instructions.sh [N]     (N hands, default 1000; the driver runs 3N)
#
# Each loop (benchmarks/euchre.py fixed_work: the same loops as --open-spiel) runs N and 3N hands; the difference
# of the two counts over the difference of hands leaves out start-up and imports. Needs valgrind and open_spiel
# (pip install -e '.[bench]').
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-1000}
PY=${PYTHON:-.venv/bin/python}
export PYTHONHASHSEED=0 OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1
export CAMP_SECRET=${CAMP_SECRET:-instruction-count-secret-not-for-any-site-0000}
count() {  # loop hands -> "hands instructions"
  "$PY" benchmarks/euchre.py --count "$1" 16 2>/dev/null   # compile and cache the modules first
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$PY" benchmarks/euchre.py --count "$1" "$2" 2>&1 \
    | grep -E "^HANDS|I[[:space:]]+refs" | tr -d ',' | awk '{print $NF}' | tr '\n' ' '
}
per_hand() {  # loop n -> instructions per hand
  read -r h1 i1 <<< "$(count "$1" "$2")"
  read -r h3 i3 <<< "$(count "$1" $((3 * $2)))"
  echo $(( (i3 - i1) / (h3 - h1) ))
}
spiel=$(per_hand open_spiel "$N")
protocol=$(per_hand protocol "$N")
driver=$(per_hand driver $((3 * N)))
echo "instructions per hand (standard euchre, deal included, random legal actions): open_spiel $spiel," \
     "protocol $protocol, driver $driver"
awk -v s="$spiel" -v p="$protocol" -v d="$driver" \
    'BEGIN { printf "hands per instruction beside open_spiel: protocol %.2fx, driver %.2fx\n", s / p, s / d }'

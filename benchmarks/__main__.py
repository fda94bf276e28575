"""Run every benchmark script in this folder: `python -m benchmarks`."""

import runpy
import sys
from pathlib import Path

for path in sorted(Path(__file__).parent.glob("*.py")):
    if path.name.startswith("_"):
        continue
    print(f"\n=== {path.stem} ===", flush=True)
    sys.argv = [str(path)]
    runpy.run_path(str(path), run_name="__main__")

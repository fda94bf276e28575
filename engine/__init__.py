"""Camp & Parlour's engine: rules, computer players and odds, in pure Python (no Streamlit)."""

from engine import compiled as _compiled

_compiled.install()   # the hot modules run compiled only from a build of their source as it stands (compiled.py)

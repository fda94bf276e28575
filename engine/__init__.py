"""Camp & Parlour's engine: rules, computer players and odds, in pure Python (no Streamlit)."""

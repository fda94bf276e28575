"""The bibliography and how the site cites it (pure Python, shared by engine and pages)."""

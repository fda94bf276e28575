"""Each game's own sources: ``<game>.py`` holds ``ENTRIES = [Source(...), ...]``, merged into SOURCES.

Use a key already in ``sources/bibliography.py`` where the work is there; add one here only for a new work."""

"""Fuzzing of every way in: records, uploads, links and command lines (issue 14)."""

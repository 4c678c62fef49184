"""Benchmarks: each prints a table whose ratios compare against a baseline measured in
the same run (never absolute thresholds). Run all with ``make bench`` or one with
``python -m bench NAME``."""

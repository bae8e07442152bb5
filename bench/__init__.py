"""Speed measurements for the engines (a script, not a timed test): run `python -m bench`."""

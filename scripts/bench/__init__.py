"""`make bench`: the idle cost of Pulse against the programs a user would run instead.

subjects: what is run, each on private, freshly made directories (`isolation`).
figures: what is measured, from outside each process.
budgets: what is judged, each budget against figures of the same run.
`python3 -m bench BIN_DIR [STEP ...]` (with scripts/ on PYTHONPATH) wires them in `__main__`.
"""

"""A short answer (number): no code runs, so this exercise has no probe.py."""

KIND = "number"
POINTS = 1
LESSON = "dropout"
STARTER = "ex_dropout_survivor = None  # for example 0.0\n"

"""A short answer (number): no code runs, so this exercise has no probe.py."""

KIND = "number"
POINTS = 1
LESSON = "softmax"
ALSO_IN = ("scores",)  # further lessons whose tab links to it
STARTER = "ex_softmax_weight = None  # for example 0.0\n"

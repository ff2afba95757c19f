"""A short answer (shape): no code runs, so this exercise has no probe.py."""

KIND = "shape"
POINTS = 1
LESSON = "heads"
STARTER = "ex_shape_view = None  # for example (0, 0, 0, 0)\n"

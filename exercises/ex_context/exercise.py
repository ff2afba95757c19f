"""A short answer (vector): no code runs, so this exercise has no probe.py."""

KIND = "vector"
POINTS = 1
LESSON = "scores"
ALSO_IN = ("why",)  # further lessons whose tab links to it
STARTER = "ex_context = None  # for example [0.0, 0.0, 0.0]\n"

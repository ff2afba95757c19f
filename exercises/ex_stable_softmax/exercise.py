"""A softmax that cannot overflow."""

from attnlab.grading.points import runs_then_values

KIND = "code"
POINTS = 2
# Points per check, in the order the checker tests them (attnlab.grading.points).
CHECKS = runs_then_values(1, 1)
LESSON = "softmax"
STARTER = "def ex_stable_softmax(x, dim):\n    ...\n"

"""Split a projection into heads, and merge per-head context vectors back."""

from attnlab.grading.points import runs_then_values

KIND = "code"
POINTS = 2
# Points per check, in the order the checker tests them (attnlab.grading.points).
CHECKS = runs_then_values(1, 1)
LESSON = "heads"
STARTER = "def ex_split_merge(x, num_heads, context):\n    # return heads, merged\n    ...\n"

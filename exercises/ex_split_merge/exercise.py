"""Split a projection into heads, and merge per-head context vectors back."""

from attnlab.grading.points import slip_then_values

KIND = "code"
POINTS = 2
# Points per check (attnlab.grading.points): right or one named mistake away, then right values.
CHECKS = slip_then_values("ex_split_merge", 1, 1)
LESSON = "heads"
STARTER = "def ex_split_merge(x, num_heads, context):\n    # return heads, merged\n    ...\n"

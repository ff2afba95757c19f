"""Split a projection into heads, and merge per-head context vectors back."""

KIND = "code"
POINTS = 2
LESSON = "heads"
STARTER = "def ex_split_merge(x, num_heads, context):\n    # return heads, merged\n    ...\n"

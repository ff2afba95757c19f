"""A softmax that cannot overflow."""

KIND = "code"
POINTS = 2
LESSON = "softmax"
STARTER = "def ex_stable_softmax(x, dim):\n    ...\n"

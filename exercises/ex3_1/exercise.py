"""Exercise 3.1 (book): make SelfAttention_v1 return exactly what SelfAttention_v2 returns."""

KIND = "code"
POINTS = 3
LESSON = "scores"
STARTER = "def ex3_1(sa_v1, sa_v2):\n    # give sa_v1 the weights of sa_v2\n    ...\n"

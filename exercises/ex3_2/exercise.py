"""Exercise 3.2 (book): a two-head wrapper whose context vectors are 2-dimensional."""

KIND = "code"
POINTS = 2
LESSON = "heads"
STARTER = ("def ex3_2(MultiHeadAttentionWrapper):\n"
           "    # return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2)\n"
           "    ...\n")

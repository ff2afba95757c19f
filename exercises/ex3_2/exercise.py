"""Exercise 3.2 (book): a two-head wrapper whose context vectors are 2-dimensional."""

KIND = "code"
POINTS = 2
# Points per check, in the order the checker tests them (attnlab.grading.points).
CHECKS = (("structure", 1, ("ex3_2.not_wrapper", "ex3_2.wrapper_inside", "ex3_2.heads", "ex3_2.heads_cut",
                          "ex3_2.heads_shared", "ex3_2.d_in", "ex3_2.context", "ex3_2.context_axis",
                          "ex3_2.shape")),
          ("values", 1, ("*",)))
LESSON = "heads"
STARTER = ("def ex3_2(MultiHeadAttentionWrapper):\n"
           "    # return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2)\n"
           "    ...\n")

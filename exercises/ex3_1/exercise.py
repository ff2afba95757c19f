"""Exercise 3.1 (book): make SelfAttention_v1 return exactly what SelfAttention_v2 returns."""

KIND = "code"
POINTS = 3
# Points per check, in the order the checker tests them (attnlab.grading.points).
CHECKS = (("weights", 2, ("ex3_1.not_transposed", "ex3_1.not_transposed_square", "ex3_1.weights_differ", "ex3_1.not_copied",
                        "ex3_1.swapped", "ex3_1.one_source", "ex3_1.missing_param",
                        "ex3_1.assign_tensor", "ex3_1.assign_parameter_op", "ex3_1.dtype", "ex3_1.dtype_half",
                        "ex3_1.scaled", "ex3_1.columns_mixed",
                        "feedback.inplace_leaf", "feedback.wrong_shape",
                        # a matrix function of the weight where the weight belongs (its inverse)
                        "feedback.prop.inverse_of", "feedback.prop.negated_of",
                        "feedback.prop.transpose_of")),
          ("output", 1, ("*",)))
LESSON = "scores"
STARTER = "def ex3_1(sa_v1, sa_v2):\n    # give sa_v1 the weights of sa_v2\n    ...\n"

# exercise: ex_shape_view
# mistake: Typed the shape by moving the token axis to the end, (2, 3, 4, 5), as if transpose(1, 2) sent the tokens behind the features; transpose(1, 2) only swaps tokens and heads: (2, 3, 5, 4).
# b=2, n=5, 3 heads of 12/3 = 4 features
# after the transpose the heads come right after the batch
ex_shape_view = (2, 3, 4, 5)

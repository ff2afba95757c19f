# exercise: ex_shape_view
# mistake: Writes the layout of the transposed keys (b, heads, head_dim, tokens) = (2, 3, 4, 5) instead of the queries' shape after .transpose(1, 2), which is (2, 3, 5, 4).
# heads come second, then the head dim, then tokens
ex_shape_view = (2, 3, 4, 5)

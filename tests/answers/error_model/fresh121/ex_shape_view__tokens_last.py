# exercise: ex_shape_view
# mistake: Puts the tokens last, (b, heads, head_dim, n) = (2, 3, 4, 5), as if the transpose moved tokens to the end; transpose(1, 2) swaps only tokens and heads: (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
# heads come forward, tokens go behind
ex_shape_view = (b, num_heads, head_dim, n)

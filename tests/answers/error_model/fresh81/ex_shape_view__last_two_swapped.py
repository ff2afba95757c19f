# exercise: ex_shape_view
# mistake: Put head_dim before the tokens, as if the transpose moved the tokens to the end: (2, 3, 4, 5); transpose(1, 2) only swaps tokens and heads, giving (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
ex_shape_view = (b, num_heads, head_dim, n)

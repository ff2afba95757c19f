# exercise: ex_shape_view
# mistake: Gave the shape after the view but did not apply the transpose(1, 2) (tokens and heads swapped); the answer is (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
assert head_dim * num_heads == d_out
ex_shape_view = (b, n, num_heads, head_dim)

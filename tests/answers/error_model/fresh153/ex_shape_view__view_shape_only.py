# exercise: ex_shape_view
# mistake: Answers the shape right after .view, (2, 5, 3, 4), forgetting that .transpose(1, 2) then swaps tokens and heads: (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
# transpose does not copy data, so the shape stays the same as the view
ex_shape_view = (b, n, num_heads, head_dim)

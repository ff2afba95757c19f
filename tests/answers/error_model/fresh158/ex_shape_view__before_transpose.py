# exercise: ex_shape_view
# mistake: The learner gave the shape after the view but forgot that transpose(1, 2) then swaps tokens and heads; the answer is (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
ex_shape_view = (b, n, num_heads, head_dim)

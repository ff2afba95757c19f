# exercise: ex_shape_view
# mistake: The learner reported the shape after the view only, (2, 5, 3, 4); transpose(1, 2) then swaps tokens and heads: (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
ex_shape_view = (b, n, num_heads, head_dim)

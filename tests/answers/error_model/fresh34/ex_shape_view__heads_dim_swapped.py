# exercise: ex_shape_view
# mistake: The learner swapped num_heads and head_dim (4 heads of 3), answering (2, 4, 5, 3) instead of (2, 3, 5, 4).

b, n, d_out = 2, 5, 12
head_dim = 3                       # 3 heads
num_heads = d_out // head_dim
ex_shape_view = (b, num_heads, n, head_dim)

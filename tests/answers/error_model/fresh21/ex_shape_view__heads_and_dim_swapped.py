# exercise: ex_shape_view
# mistake: The learner swapped the number of heads and the head size (4 heads of 3), answering (2, 4, 5, 3); it is 3 heads of 12 / 3 = 4: (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
# queries.view(b, n, num_heads, head_dim).transpose(1, 2) -> (b, heads, n, head_dim)
ex_shape_view = (b, d_out // num_heads, n, num_heads)

# exercise: ex_shape_view
# mistake: Took the 3 as the size of each head, giving 4 heads of 3 features; there are 3 heads of 12 / 3 = 4 features, so (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
head_dim = 3
num_heads = d_out // head_dim
ex_shape_view = (b, num_heads, n, head_dim)

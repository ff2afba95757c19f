# exercise: ex_shape_view
# mistake: Gave the shape after the view only, (2, 5, 3, 4); after .transpose(1, 2) it is (2, 3, 5, 4).

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
ex_shape_view = (b, n, num_heads, head_dim)

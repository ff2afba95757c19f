# exercise: ex_shape_view
# mistake: Passes head_dim before num_heads to view, i.e. view(b, n, 4, 3), giving (2, 4, 5, 3) instead of view(b, n, 3, 4) and (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
shape = [b, n, head_dim, num_heads]
shape[1], shape[2] = shape[2], shape[1]
ex_shape_view = tuple(shape)

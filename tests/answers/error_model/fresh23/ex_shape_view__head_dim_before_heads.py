# exercise: ex_shape_view
# mistake: Put head_dim before num_heads in the view, (b, n, 4, 3), so after transpose(1, 2) the shape is (2, 4, 5, 3) instead of (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
# view(b, n, head_dim, num_heads) then swap axes 1 and 2
ex_shape_view = (b, head_dim, n, num_heads)

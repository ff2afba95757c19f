# exercise: ex_shape_view
# mistake: The learner puts head_dim before num_heads in the view (as if view(b, n, head_dim, num_heads)), answering (2, 4, 5, 3) instead of (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
hd = d_out // num_heads
view_shape = (b, n, hd, num_heads)
after_t = (view_shape[0], view_shape[2], view_shape[1], view_shape[3])
ex_shape_view = after_t

# exercise: ex_shape_view
# mistake: Keeps the full d_out = 12 as the last axis, as if every head saw all features; each head has 12 / 3 = 4, so (2, 3, 5, 4).
# (b, num_heads, n, d_out)
ex_shape_view = (2, 3, 5, 12)

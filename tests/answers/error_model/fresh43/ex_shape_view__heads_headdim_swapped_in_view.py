# exercise: ex_shape_view
# mistake: Puts head_dim before num_heads in the view (view(b, n, 4, 3)), so the transpose gives (2, 4, 5, 3) instead of (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
viewed = [b, n, head_dim, num_heads]
viewed[1], viewed[2] = viewed[2], viewed[1]
ex_shape_view = tuple(viewed)

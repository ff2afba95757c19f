# exercise: ex_shape_view
# mistake: Kept the full d_out = 12 as the last size, answering (2, 3, 5, 12); each head has head_dim = 12 / 3 = 4, so the shape is (2, 3, 5, 4).
# (b, n, d_out) -> split into heads -> swap n and heads
b, n, d_out, num_heads = 2, 5, 12, 3
ex_shape_view = (b, num_heads, n, d_out)

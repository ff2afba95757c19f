# exercise: ex_shape_view
# mistake: Took head_dim to be d_out = 12 (the wrapper's per-head size) instead of d_out / num_heads = 4, answering (2, 3, 5, 12); the right shape is (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
ex_shape_view = (b, num_heads, n, d_out)

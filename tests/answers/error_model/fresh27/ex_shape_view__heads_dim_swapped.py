# exercise: ex_shape_view
# mistake: Viewed 12 as (head_dim, num_heads) = (4, 3) instead of (num_heads, head_dim) = (3, 4), answering (2, 4, 5, 3); the right shape is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads  # 4

# after .view: (b, n, 4, 3); .transpose(1, 2) swaps n and the 4
after_view = (b, n, head_dim, num_heads)
ex_shape_view = (after_view[0], after_view[2], after_view[1], after_view[3])

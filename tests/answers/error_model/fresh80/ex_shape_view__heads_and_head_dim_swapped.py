# exercise: ex_shape_view
# mistake: Swaps num_heads and head_dim (uses 4 heads of size 3), answering (2, 4, 5, 3); with 3 heads of size 4 it is (2, 3, 5, 4).

ex_shape_view = (2, 4, 5, 3)  # (b, heads, tokens, head_dim) with head_dim = 12 // 4

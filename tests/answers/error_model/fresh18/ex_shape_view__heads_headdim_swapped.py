# exercise: ex_shape_view
# mistake: Swapped num_heads and head_dim (3 heads of 4 features read as 4 heads of 3), answering (2, 4, 5, 3) instead of (2, 3, 5, 4).
# 12 = 3 x 4 -> 4 heads of size 3? ... 3 heads
ex_shape_view = (2, 4, 5, 3)

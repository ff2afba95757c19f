# exercise: ex_shape_view
# mistake: The learner took 4 heads of size 3 (confusing num_heads with head_dim), answering (2, 4, 5, 3); with 3 heads, head_dim = 12 / 3 = 4 and the shape is (2, 3, 5, 4).
# b = 2, n = 5, d_out = 12
# 12 features -> split -> 4 groups of 3
# view(2, 5, 4, 3) then transpose(1, 2) swaps tokens and heads
ex_shape_view = (2, 4, 5, 3)

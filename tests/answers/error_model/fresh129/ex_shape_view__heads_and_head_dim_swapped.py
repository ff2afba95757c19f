# exercise: ex_shape_view
# mistake: The learner computes head_dim = 12 / 3 = 4 but then writes 4 as the number of heads and 3 as the head size, answering (2, 4, 5, 3) instead of (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
H = 3
D = d_out // H      # 4
# view(b, n, H, D) -> (2, 5, 4, 3); transpose(1, 2) -> (b, H, n, D)
ex_shape_view = (b, D, n, H)

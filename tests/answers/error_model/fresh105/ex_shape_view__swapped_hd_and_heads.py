# exercise: ex_shape_view
# mistake: The learner computed head_dim as num_heads and the number of heads as d_out / 3 = 4 (mixing which factor is which), giving (2, 4, 5, 3); the answer is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
per_head = d_out // num_heads
ex_shape_view = (b, per_head, n, num_heads)

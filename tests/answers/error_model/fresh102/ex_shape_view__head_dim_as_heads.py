# exercise: ex_shape_view
# mistake: The learner swapped num_heads and head_dim in the view (12 / 3 = 4 taken as the number of heads), answering (2, 4, 5, 3); the shape is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = d_out // 3
head_dim = d_out // num_heads
ex_shape_view = (b, num_heads, n, head_dim)

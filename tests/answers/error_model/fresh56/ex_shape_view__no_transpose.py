# exercise: ex_shape_view
# mistake: The learner gives the shape after the view only, (2, 5, 3, 4), forgetting the transpose(1, 2); the answer is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
shape = (b, n, num_heads, head_dim)
ex_shape_view = shape

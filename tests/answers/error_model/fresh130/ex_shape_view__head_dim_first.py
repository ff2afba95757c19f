# exercise: ex_shape_view
# mistake: The learner wrote the view as (b, n, head_dim, num_heads), swapping the last two sizes, and got (2, 4, 5, 3); the view is (b, n, num_heads, head_dim), giving (2, 3, 5, 4).
b = 2
n = 5
d_out = 12
num_heads = 3
head_dim = d_out // num_heads
shape = [b, n, head_dim, num_heads]   # after view
shape[1], shape[2] = shape[2], shape[1]  # transpose(1, 2)
ex_shape_view = tuple(shape)

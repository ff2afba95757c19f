# exercise: ex_shape_view
# mistake: The learner read transpose(1, 2) as swapping the 1st and 2nd axes counted from 1 (batch and tokens), answering (5, 2, 3, 4); axes count from 0, so heads and tokens swap, giving (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
shape = [b, n, num_heads, head_dim]
# transpose(1, 2): swap the first and the second dimension
shape[0], shape[1] = shape[1], shape[0]
ex_shape_view = tuple(shape)

# exercise: ex_shape_view
# mistake: The learner read transpose(1, 2) as 1-based axis numbers and swapped the last two axes (heads and head_dim), giving (2, 5, 4, 3); the axes are 0-based, so it swaps tokens and heads: (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
shape = [b, n, num_heads, head_dim]
# transpose(1, 2): second and third dim
shape[2], shape[3] = shape[3], shape[2]
ex_shape_view = tuple(shape)

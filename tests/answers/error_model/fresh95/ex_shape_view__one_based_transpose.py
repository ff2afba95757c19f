# exercise: ex_shape_view
# mistake: The learner read transpose(1, 2) as swapping the first and second axes (counting from 1), giving (5, 2, 3, 4); PyTorch counts from 0, so axes 1 and 2 (tokens and heads) swap: (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
after_view = [b, n, num_heads, head_dim]
# swap "axis 1" and "axis 2"
after_view[0], after_view[1] = after_view[1], after_view[0]
ex_shape_view = tuple(after_view)

# exercise: ex_shape_view
# mistake: The learner reads transpose(1, 2) as swapping the first and second axes (1-based, like MATLAB permute), giving (5, 2, 3, 4); PyTorch axes are 0-based, so tokens and heads swap: (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
shape = [b, n, num_heads, head_dim]
# transpose(1, 2): axis 1 <-> axis 2
shape[0], shape[1] = shape[1], shape[0]
ex_shape_view = tuple(shape)

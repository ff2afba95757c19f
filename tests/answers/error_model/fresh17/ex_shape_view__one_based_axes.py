# exercise: ex_shape_view
# mistake: Counted axes from 1, so transpose(1, 2) swapped the first two axes and gave (5, 2, 3, 4); PyTorch axes are 0-based, the answer is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
shape = [b, n, num_heads, head_dim]
# transpose(1, 2): swap axis 1 and axis 2
shape[0], shape[1] = shape[1], shape[0]
ex_shape_view = tuple(shape)

# exercise: ex_shape_view
# mistake: Read transpose(1, 2) with 1-based axis numbers, swapping the batch and token axes, giving (5, 2, 3, 4); in PyTorch axes 1 and 2 are the tokens and heads, so the shape is (2, 3, 5, 4).
b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
# after view: (2, 5, 3, 4); transpose dims 1 and 2 -> first and second
ex_shape_view = (n, b, num_heads, head_dim)

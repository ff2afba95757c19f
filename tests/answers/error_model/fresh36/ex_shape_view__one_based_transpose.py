# exercise: ex_shape_view
# mistake: Reads transpose(1, 2) with 1-based axis numbers, as swapping the first two axes (batch and tokens); PyTorch counts from 0, so it swaps tokens and heads: (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
after_view = [b, n, num_heads, head_dim]
# swap axis 1 and axis 2
after_view[0], after_view[1] = after_view[1], after_view[0]
ex_shape_view = tuple(after_view)

# exercise: ex_shape_view
# mistake: Read transpose(1, 2) as swapping the first and second axes (counting from 1), giving (5, 2, 3, 4); PyTorch counts from 0, so tokens and heads are swapped: (2, 3, 5, 4).
b, n, num_heads, head_dim = 2, 5, 3, 12 // 3
after_view = [b, n, num_heads, head_dim]
# swap dims 1 and 2
after_view[0], after_view[1] = after_view[1], after_view[0]
ex_shape_view = tuple(after_view)

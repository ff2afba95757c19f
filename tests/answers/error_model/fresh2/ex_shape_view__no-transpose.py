# exercise: ex_shape_view
# mistake: (2, 5, 3, 4) is the shape after view only; transpose(1, 2) then swaps tokens and heads, giving (2, 3, 5, 4).
# mistake_zh: (2, 5, 3, 4) 只是 view 之后的形状；随后的 transpose(1, 2) 交换 token 轴和 head 轴，结果为 (2, 3, 5, 4)。
# keywords: transpose, heads, tokens, swap, view

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
ex_shape_view = (b, n, num_heads, head_dim)

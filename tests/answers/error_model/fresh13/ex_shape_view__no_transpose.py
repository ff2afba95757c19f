# exercise: ex_shape_view
# mistake: (2, 5, 3, 4) is the shape after view only; transpose(1, 2) then swaps tokens and heads, giving (2, 3, 5, 4).
# mistake_zh: (2, 5, 3, 4) 只是 view 之后的形状；transpose(1, 2) 再交换词元轴和头轴，得到 (2, 3, 5, 4)。
# keywords: transpose, heads, tokens, (2, 3, 5, 4)
ex_shape_view = (2, 5, 3, 4)

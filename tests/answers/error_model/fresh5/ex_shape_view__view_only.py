# exercise: ex_shape_view
# mistake: (2, 5, 3, 4) is the shape after view only; transpose(1, 2) then swaps the token and head axes, giving (2, 3, 5, 4).
# mistake_zh: (2, 5, 3, 4) 只是 view 之后的形状；接着 transpose(1, 2) 交换 token 轴和头轴，得到 (2, 3, 5, 4)。
# keywords: view only, transpose, swap, tokens, heads
ex_shape_view = (2,5,3,4)

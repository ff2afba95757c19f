# exercise: ex_shape_view
# mistake: The learner gave the shape after view only, (2, 5, 3, 4); transpose(1, 2) then swaps the token and head axes, giving (2, 3, 5, 4).
# mistake_zh: 学习者给出的是只做 view 之后的形状 (2, 5, 3, 4)；随后的 transpose(1, 2) 会交换词元维和头维，结果应为 (2, 3, 5, 4)。
# keywords: transpose, view, swap, heads, tokens
b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
ex_shape_view = (b, n, num_heads, head_dim)

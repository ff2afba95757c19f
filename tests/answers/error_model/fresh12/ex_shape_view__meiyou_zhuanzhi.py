# exercise: ex_shape_view
# mistake: The learner gave the shape after the view only, (2, 5, 3, 4); transpose(1, 2) then swaps the token and head axes, giving (2, 3, 5, 4).
# mistake_zh: 学习者给出的是只做了 view 之后的形状 (2, 5, 3, 4)；transpose(1, 2) 还会交换词元和头这两维，得到 (2, 3, 5, 4)。
# keywords: transpose(1, 2), tokens, heads, swap

# view 成 (b, n, 头数, 头维度)
ex_shape_view = (2, 5, 3, 4)

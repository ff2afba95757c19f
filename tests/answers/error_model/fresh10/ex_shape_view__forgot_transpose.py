# exercise: ex_shape_view
# mistake: The learner gave the shape after the view only, (2, 5, 3, 4); the transpose(1, 2) then swaps tokens and heads: (2, 3, 5, 4).
# mistake_zh: 学习者只给出了 view 之后的形状 (2, 5, 3, 4)；之后的 transpose(1, 2) 交换词元维和头维：(2, 3, 5, 4)。
# keywords: transpose, swap, heads, tokens

ex_shape_view = (2, 5, 3, 4)

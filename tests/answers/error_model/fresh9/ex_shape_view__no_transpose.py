# exercise: ex_shape_view
# mistake: Gives the shape after the view only, (2, 5, 3, 4); transpose(1, 2) then swaps tokens and heads: (2, 3, 5, 4).
# mistake_zh: 只给出了 view 之后的形状 (2, 5, 3, 4)；transpose(1, 2) 还会交换词元和头：(2, 3, 5, 4)。
# keywords: transpose, axes, swap, heads
ex_shape_view = (2, 5, 3, 4)

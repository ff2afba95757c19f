# exercise: ex_shape_view
# mistake: You gave the shape after the view only; the transpose(1, 2) then swaps the token and head axes.
# mistake_zh: 你只给出了 view 之后的形状；之后的 transpose(1, 2) 还会交换词元轴和头轴。
# keywords: transpose, heads, axes, view

ex_shape_view = (2, 5, 3, 4)

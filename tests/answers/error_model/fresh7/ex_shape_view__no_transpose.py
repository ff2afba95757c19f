# exercise: ex_shape_view
# mistake: Gave the shape right after the view, (2, 5, 3, 4), forgetting that .transpose(1, 2) then swaps the token and head axes: (2, 3, 5, 4).
# mistake_zh: 给出的是 view 之后的形状 (2, 5, 3, 4)，忘了随后的 .transpose(1, 2) 会交换 token 轴和头的轴：(2, 3, 5, 4)。
# keywords: transpose, view, heads, tokens, swap
ex_shape_view = (2, 5, 3, 4)

# exercise: ex_shape_view
# mistake: Used to nanoGPT's (B, T, nh, hs) layout the learner gives the shape after view only, (2, 5, 3, 4); the transpose(1, 2) then swaps tokens and heads: (2, 3, 5, 4).
# mistake_zh: 习惯了 nanoGPT 的 (B, T, nh, hs) 布局，学习者给出的是只做 view 后的形状 (2, 5, 3, 4)；之后的 transpose(1, 2) 会交换词元轴和头轴：(2, 3, 5, 4)。
# keywords: transpose, swap, heads, tokens
ex_shape_view = (2, 5, 3, 4)

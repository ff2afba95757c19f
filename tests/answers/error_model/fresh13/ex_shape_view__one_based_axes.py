# exercise: ex_shape_view
# mistake: It reads transpose(1, 2) as 1-based and swaps the heads and head_dim axes, giving (2, 5, 4, 3); axes are 0-based, so tokens and heads swap: (2, 3, 5, 4).
# mistake_zh: 它把 transpose(1, 2) 当成从 1 开始编号，交换了头轴和 head_dim 轴，得到 (2, 5, 4, 3)；轴从 0 开始编号，应交换词元和头：(2, 3, 5, 4)。
# keywords: transpose, axis, 0-based, (2, 3, 5, 4)
ex_shape_view = (2, 5, 4, 3)

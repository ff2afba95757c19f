# exercise: ex_shape_view
# mistake: Treated transpose(1, 2) as swapping the last two axes (head count and head_dim), giving (2, 5, 4, 3). transpose(1, 2) swaps axes 1 and 2, the tokens and the heads: (2, 3, 5, 4).
# mistake_zh: 把 transpose(1, 2) 当成交换最后两个轴（头数和 head_dim），得到 (2, 5, 4, 3)。transpose(1, 2) 交换的是第 1 轴和第 2 轴，即词元和头：(2, 3, 5, 4)。
# keywords: transpose, axis 1, axis 2, tokens, heads
# view -> (2, 5, 3, 4), transpose -> 交换后两个
ex_shape_view = (2, 5, 4, 3)

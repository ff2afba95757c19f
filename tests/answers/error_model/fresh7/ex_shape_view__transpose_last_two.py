# exercise: ex_shape_view
# mistake: Applied the transpose to the last two axes (as in keys.transpose(2, 3)), giving (2, 5, 4, 3). transpose(1, 2) swaps axes 1 and 2 (tokens and heads): (2, 3, 5, 4).
# mistake_zh: 把转置作用在了最后两个轴上（像 keys.transpose(2, 3) 那样），得到 (2, 5, 4, 3)。transpose(1, 2) 交换的是第 1 和第 2 个轴（token 和头）：(2, 3, 5, 4)。
# keywords: transpose(1, 2), axes, last two, tokens, heads
ex_shape_view = (2, 5, 4, 3)

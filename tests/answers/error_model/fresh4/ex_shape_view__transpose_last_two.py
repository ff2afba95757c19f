# exercise: ex_shape_view
# mistake: The learner swapped the last two axes (as if transpose(2, 3)) and got (2, 3, 4, 5); transpose(1, 2) swaps the tokens and the heads of (2, 5, 3, 4), giving (2, 3, 5, 4).
# mistake_zh: 学习者交换了最后两个维度（相当于 transpose(2, 3)），得到 (2, 3, 4, 5)；transpose(1, 2) 交换的是 (2, 5, 3, 4) 中的词元维和头维，结果应为 (2, 3, 5, 4)。
# keywords: transpose, axes, tokens, heads, swap
ex_shape_view = (2, 3, 4, 5)

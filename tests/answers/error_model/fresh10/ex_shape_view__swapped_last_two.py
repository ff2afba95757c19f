# exercise: ex_shape_view
# mistake: The learner transposed the last two axes (as for keys) instead of axes 1 and 2, giving (2, 5, 4, 3); transpose(1, 2) gives (2, 3, 5, 4).
# mistake_zh: 学习者交换的是最后两维（像对键那样）而不是第 1、2 维，得到 (2, 5, 4, 3)；transpose(1, 2) 的结果是 (2, 3, 5, 4)。
# keywords: transpose(1, 2), axes, head_dim

ex_shape_view = (2, 5, 4, 3)

# exercise: ex_shape_view
# mistake: The learner puts the heads before the batch, (h, b, n, hd) = (3, 2, 5, 4); transpose(1, 2) swaps tokens and heads only: (b, h, n, hd) = (2, 3, 5, 4).
# mistake_zh: 学习者把头放在了批次前面，(h, b, n, hd) = (3, 2, 5, 4)；transpose(1, 2) 只交换词元和头：(b, h, n, hd) = (2, 3, 5, 4)。
# keywords: (h), (b), order

ex_shape_view = (3, 2, 5, 4)

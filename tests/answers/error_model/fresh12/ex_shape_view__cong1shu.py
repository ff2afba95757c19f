# exercise: ex_shape_view
# mistake: The learner read transpose(1, 2) as swapping the 1st and 2nd dimensions counted from 1 (b and n), answering (5, 2, 3, 4); PyTorch counts from 0, so it swaps n and num_heads: (2, 3, 5, 4).
# mistake_zh: 学习者把 transpose(1, 2) 理解成交换从 1 开始数的第 1 维和第 2 维（b 和 n），回答 (5, 2, 3, 4)；PyTorch 的维度从 0 开始数，交换的是 n 和头数：(2, 3, 5, 4)。
# keywords: transpose, 0-based, dimension index, heads

# view 之后 (2, 5, 3, 4)，transpose(1, 2) 交换第 1 维和第 2 维
ex_shape_view = (5, 2, 3, 4)

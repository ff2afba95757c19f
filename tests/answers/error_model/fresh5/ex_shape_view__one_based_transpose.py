# exercise: ex_shape_view
# mistake: You read transpose(1, 2) as swapping the first and second axes (1-based), b and n; PyTorch counts dims from 0, so it swaps n and num_heads: (2, 5, 3, 4) becomes (2, 3, 5, 4).
# mistake_zh: 你把 transpose(1, 2) 理解为交换第 1 和第 2 个轴（从 1 数起），即 b 和 n；PyTorch 的维度从 0 开始，所以交换的是 n 和 num_heads：(2, 5, 3, 4) 变为 (2, 3, 5, 4)。
# keywords: 0-based, dims, transpose, swaps tokens and heads, batch
ex_shape_view = (5, 2, 3, 4)

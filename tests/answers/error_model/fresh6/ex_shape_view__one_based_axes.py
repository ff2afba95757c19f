# exercise: ex_shape_view
# mistake: Counted the axes from 1, so transpose(1, 2) swapped the batch and the tokens: (5, 2, 3, 4). Axes are 0-based: axis 1 is the tokens and axis 2 the heads, giving (2, 3, 5, 4).
# mistake_zh: 从 1 开始数轴，于是 transpose(1, 2) 交换了批次和词元：(5, 2, 3, 4)。轴从 0 开始：第 1 轴是词元，第 2 轴是头，结果是 (2, 3, 5, 4)。
# keywords: 0-based, axis, batch, transpose(1, 2), tokens
ex_shape_view = (5, 2, 3, 4)

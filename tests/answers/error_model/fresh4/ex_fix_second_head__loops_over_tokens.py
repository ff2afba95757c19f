# exercise: ex_fix_second_head
# mistake: The loop runs over a.shape[2] (the tokens n) instead of a.shape[1] (the heads h), so it returns n score matrices, or fails with an index error when n > h; loop over range(a.shape[1]).
# mistake_zh: 循环遍历的是 a.shape[2]（词元数 n）而不是 a.shape[1]（头数 h），所以会返回 n 个分数矩阵，或在 n > h 时出现下标越界错误；应遍历 range(a.shape[1])。
# keywords: a.shape[1], heads, axis, loop, tokens
import torch


def ex_fix_second_head(a):
    num_heads = a.shape[2]
    return torch.stack([a[0, i, :, :] @ a[0, i, :, :].T for i in range(num_heads)])

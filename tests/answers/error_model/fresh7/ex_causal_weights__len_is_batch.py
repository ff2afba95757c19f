# exercise: ex_causal_weights
# mistake: Took n = len(scores), the size of the FIRST axis: right for a single (n, n) matrix, but for batched scores (b, n, n) it is the batch size, so the mask has the wrong size (error, or a wrong mask when b happens to fit). Use scores.shape[-1].
# mistake_zh: 用 n = len(scores) 取的是第一个轴的大小：对单个 (n, n) 矩阵是对的，但对批量分数 (b, n, n) 得到的是批大小，掩码尺寸错误（报错，或在 b 恰好合适时得到错误掩码）。应使用 scores.shape[-1]。
# keywords: len, batch, shape[-1], leading axes, mask size
import torch


def ex_causal_weights(scores):
    n = len(scores)
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    return scores.masked_fill(mask, float("-inf")).softmax(-1)

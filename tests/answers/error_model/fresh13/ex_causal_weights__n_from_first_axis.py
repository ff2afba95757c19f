# exercise: ex_causal_weights
# mistake: It takes n = scores.shape[0], assuming a plain (n, n) matrix; for batched scores (..., n, n) that is the batch size, so the mask has the wrong size. Use scores.shape[-1].
# mistake_zh: 它取 n = scores.shape[0]，假设输入只是 (n, n) 矩阵；对于批量分数 (..., n, n)，这是批大小，掩码尺寸错误。应使用 scores.shape[-1]。
# keywords: shape[-1], batch, mask, size
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]  # number of tokens
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)

# exercise: ex_causal_weights
# mistake: The softmax uses the hard-coded dim=1, which is the key axis only for 2-D scores; for batched (..., n, n) scores it normalises over another axis (heads or queries). Use dim=-1, the keys.
# mistake_zh: softmax 写死了 dim=1，只有二维分数时它才是键所在的维度；对带批次的 (..., n, n) 分数，它会在另一个维度（头或查询）上归一化。应使用 dim=-1，即键的维度。
# keywords: dim=-1, last axis, keys, dim=1, batched
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask, float("-inf"))
    return torch.softmax(masked, dim=1)

# exercise: ex_causal_weights
# mistake: torch.softmax(masked, -2) normalises over the queries (columns) instead of the keys; the softmax must run over the last axis, dim=-1, so each row sums to 1.
# mistake_zh: torch.softmax(masked, -2) 是在查询轴（按列）上归一化，而不是在键轴上；softmax 应沿最后一轴 dim=-1 计算，使每行之和为 1。
# keywords: softmax, dim=-1, keys, rows
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    masked = scores.masked_fill(future, float("-inf"))
    return torch.softmax(masked, -2)

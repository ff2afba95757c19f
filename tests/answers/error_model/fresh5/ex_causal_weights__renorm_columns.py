# exercise: ex_causal_weights
# mistake: After zeroing the future you renormalise with sums over dim=-2 (the queries, i.e. the columns), so the rows do not sum to 1. Renormalise each row: divide by the sum over dim=-1, keepdim=True.
# mistake_zh: 把未来位置清零之后，你沿 dim=-2（查询方向，即按列）求和来重新归一化，所以每一行之和不为 1。应按行归一化：除以沿 dim=-1 的和（keepdim=True）。
# keywords: renormalise, dim=-2, rows, sum to 1, dim=-1
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = torch.softmax(scores, dim=-1)
    w = w * torch.tril(torch.ones(n, n, device=scores.device))
    return w / w.sum(dim=-2, keepdim=True)   # 书里的第一种做法：softmax 后再归一化

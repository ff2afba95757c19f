# exercise: ex_causal_weights
# mistake: Masks the future correctly but takes the softmax over dim=-2 (the queries) instead of dim=-1 (the keys), so columns, not rows, sum to 1.
# mistake_zh: 未来部分遮得对，但 softmax 用的是 dim=-2（查询轴），而不是 dim=-1（键轴），于是是每列而不是每行加起来为 1。
# keywords: dim=-1, softmax, keys, rows, columns
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.ones(n, n, device=scores.device).triu(1).bool()
    masked = torch.where(future, torch.tensor(float("-inf"), device=scores.device), scores)
    return masked.softmax(dim=-2)

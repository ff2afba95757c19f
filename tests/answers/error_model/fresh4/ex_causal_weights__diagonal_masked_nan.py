# exercise: ex_causal_weights
# mistake: triu with diagonal=0 also masks the diagonal, so each query cannot attend to itself and the first row is all -inf, giving NaN; the future is torch.triu(..., diagonal=1).
# mistake_zh: triu 用了 diagonal=0，连对角线也被掩码了，每个查询都不能关注自己，第一行全是 -inf，得到 NaN；未来位置应是 torch.triu(..., diagonal=1)。
# keywords: diagonal=1, diagonal, itself, nan, first row
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu()
    return torch.softmax(scores.masked_fill(future, -torch.inf), dim=-1)

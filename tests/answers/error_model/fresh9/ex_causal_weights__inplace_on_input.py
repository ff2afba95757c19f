# exercise: ex_causal_weights
# mistake: Uses masked_fill_ on the caller's scores, so the input tensor is overwritten with -inf above the diagonal; use the out-of-place masked_fill.
# mistake_zh: 对调用者传入的 scores 使用了就地的 masked_fill_，输入张量的对角线以上被改写成 -inf；应当使用非就地的 masked_fill。
# keywords: in place, masked_fill_, input, mutate

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    scores.masked_fill_(mask, float("-inf"))
    return torch.softmax(scores, dim=-1)

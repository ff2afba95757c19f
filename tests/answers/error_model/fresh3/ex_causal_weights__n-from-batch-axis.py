# exercise: ex_causal_weights
# mistake: You take n from scores.shape[0], which is the batch axis for batched scores; the key count is scores.shape[-1].
# mistake_zh: 你从 scores.shape[0] 取 n，但在批量分数中那是批次轴；键的个数是 scores.shape[-1]。
# keywords: shape, batch, axis, n

import torch

def ex_causal_weights(scores):
    n = scores.shape[0]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(mask.bool(), -1e9), dim=-1)

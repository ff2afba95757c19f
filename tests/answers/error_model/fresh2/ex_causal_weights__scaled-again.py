# exercise: ex_causal_weights
# mistake: The scores are divided by √n again, but the statement says they are already scaled; mask them as they are and apply the softmax over the keys.
# mistake_zh: 又把得分除以了 √n，但题目说明得分已经缩放过；应直接对原得分加掩码，再沿键做 softmax。
# keywords: scaled, already, sqrt, scores, twice

import math
import torch


def ex_causal_weights(scores):
    # (..., n, n)
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1)
    scores = scores.masked_fill(mask.bool(), float("-inf"))
    return torch.softmax(scores / math.sqrt(n), dim=-1)

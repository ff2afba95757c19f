# exercise: ex_causal_weights
# mistake: The sequence length is read as scores.size()[0], the first axis (the batch for 3-D and 4-D scores); the mask must use the last axis, scores.size(-1).
# mistake_zh: 序列长度读成了 scores.size()[0]，即第一个轴（对 3 维和 4 维分数是批次）；掩码应当用最后一个轴 scores.size(-1)。
# keywords: shape[-1], scores.shape[0], size

import torch


def ex_causal_weights(scores):
    seq = scores.size()[0]
    hide = torch.triu(torch.full((seq, seq), True, device=scores.device), diagonal=1)
    return scores.masked_fill(hide, float("-inf")).softmax(dim=-1)

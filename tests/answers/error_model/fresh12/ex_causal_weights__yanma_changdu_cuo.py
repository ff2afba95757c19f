# exercise: ex_causal_weights
# mistake: The learner built the mask from scores.shape[0] (the batch size) instead of the sequence length scores.shape[-1], so the mask has the wrong size for batched scores.
# mistake_zh: 学习者用 scores.shape[0]（批大小）而不是序列长度 scores.shape[-1] 来构造掩码，所以对于带批维度的分数，掩码的大小不对。
# keywords: mask, sequence length, shape[-1], batch

import torch


def ex_causal_weights(scores):
    # 序列长度
    n = len(scores)
    weilai = torch.ones(n, n, device=scores.device).triu(1).bool()  # 掩码：未来的位置
    return torch.softmax(scores.masked_fill(weilai, float('-inf')), dim=-1)

# exercise: ex_causal_weights
# mistake: The learner multiplied the scores by a lower-triangular 0/1 mask before the softmax, which sets future scores to 0, not −inf, so exp(0) still gives later keys weight. Fill the future with −inf (masked_fill or torch.where).
# mistake_zh: 学习者在 softmax 之前把分数乘以 0/1 的下三角掩码，这只是把未来的分数变成 0 而不是 −inf，exp(0) 仍会让后面的键获得权重。应把未来位置填成 −inf（masked_fill 或 torch.where）。
# keywords: -inf, zero, multiply, future keys
import torch
import torch.nn.functional as F


def ex_causal_weights(scores):
    causal = torch.tril(torch.ones(scores.shape[-2:], device=scores.device, dtype=scores.dtype))
    return F.softmax(scores * causal, dim=-1)

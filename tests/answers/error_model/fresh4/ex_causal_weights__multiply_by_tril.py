# exercise: ex_causal_weights
# mistake: The learner multiplied the scores by a lower-triangular 0/1 mask before the softmax; a future score of 0 still gets weight exp(0) > 0. Fill the future with -inf (masked_fill) before the softmax, or zero it after and renormalise.
# mistake_zh: 学习者在 softmax 之前把分数乘以下三角 0/1 掩码；未来位置的分数变成 0 后仍有 exp(0) > 0 的权重。应在 softmax 之前用 -inf 填充未来位置（masked_fill），或在之后置零再重新归一化。
# keywords: multiply, -inf, future, exp(0), masked_fill
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    return torch.einsum("...ij,ij->...ij", scores, keep).softmax(dim=-1)

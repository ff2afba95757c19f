# exercise: ex_causal_weights
# mistake: Masks with the in-place masked_fill_ on the caller's scores to save a copy, so the input tensor is overwritten with -inf above the diagonal; the weights are right but scores must not be modified.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    mask = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu_(1)
    return scores.masked_fill_(mask, float('-inf')).softmax(dim=-1)

# exercise: ex_causal_weights
# mistake: The per-row loop takes the softmax of scores[..., i, :i], leaving out the diagonal, so the first row is all 0 and every row ignores its own token; the allowed keys are :i+1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = torch.zeros_like(scores)
    for i in range(n):
        if i == 0:
            continue
        w[..., i, :i] = torch.softmax(scores[..., i, :i], dim=-1)
    return w

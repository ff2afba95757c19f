# exercise: ex_causal_weights
# mistake: The learner multiplied the scores by a lower-triangular mask of ones, which turns future scores into 0 (still weight e⁰ after the softmax) rather than -inf; future keys must be filled with -inf before the softmax.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    return torch.softmax(scores * keep, dim=-1)

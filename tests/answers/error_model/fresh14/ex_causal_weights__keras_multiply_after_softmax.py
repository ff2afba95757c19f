# exercise: ex_causal_weights
# mistake: Masks by multiplying the softmax weights by a lower-triangular 0/1 matrix (Keras mask habit) and never renormalises, so rows sum to less than 1 (row 0 keeps only its first softmax weight). Right: fill −inf above the diagonal before the softmax (or renormalise rows).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    # Keras-style: multiply the attention probabilities by the mask
    return torch.softmax(scores, dim=-1) * keep

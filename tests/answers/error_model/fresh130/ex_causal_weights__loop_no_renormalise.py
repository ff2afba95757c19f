# exercise: ex_causal_weights
# mistake: The learner computes α_ij = exp(ω_ij) / Σ_k exp(ω_ik) with the sum over all n keys and then keeps only j ≤ i, so the rows do not sum to 1; the denominator must only run over the allowed keys k ≤ i.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    e = torch.exp(scores - scores.amax(dim=-1, keepdim=True))
    Z = e.sum(dim=-1, keepdim=True)
    alpha = torch.zeros_like(scores)
    for i in range(n):
        for j in range(i + 1):
            alpha[..., i, j] = e[..., i, j] / Z[..., i, 0]
    return alpha

# exercise: ex_softmax_weight
# mistake: Called the learner's general attention helper, whose causal flag defaults to True, so “journey” only saw “Your” and itself (α₂₂ = 0.6320); this question softmaxes over all six scores, α₂₂ = 0.2379.
import math
import torch


def attention(q, k, v, mask=None, causal=True, scale=None, dropout=0.0):
    """My one attention function for every exercise. Returns (context, weights)."""
    scores = q @ k.transpose(-2, -1)
    if scale is not None:
        scores = scores * scale
    if causal:
        n_q, n_k = scores.shape[-2:]
        future = torch.ones(n_q, n_k, dtype=torch.bool, device=scores.device).triu(1)
        scores = scores.masked_fill(future, float("-inf"))
    if mask is not None:
        scores = scores.masked_fill(mask, float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    if dropout > 0.0:
        weights = torch.nn.functional.dropout(weights, dropout)
    return weights @ v, weights


X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

# raw dot products: no projections, no scaling -> q = k = v = X
_, W = attention(X, X, X)
ex_softmax_weight = round(W[1, 1].item(), 4)

# exercise: ex_causal_weights
# mistake: The learner moved the scores into a key-major (k, q) layout as in their JAX einsum code and masked correctly there, but then took the softmax over the last axis, which is now the queries; the softmax must run over the keys, so rows do not sum to 1.
import torch

def ex_causal_weights(scores):
    # my jax code used "...kq" layout
    s_kq = scores.transpose(-1, -2)
    n = s_kq.shape[-1]
    # in (k, q) layout the future is key > query: below the diagonal
    future = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    s_kq = s_kq.masked_fill(future, float("-inf"))
    w = torch.softmax(s_kq, dim=-1)
    return w.transpose(-1, -2)

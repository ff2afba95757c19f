# exercise: ex_causal_weights
# mistake: Took the softmax over dim=-2 (the queries i, normalising each key's column) instead of over the keys j (dim=-1).
import torch


def ex_causal_weights(scores):
    *_, n_q, n_k = scores.shape
    future = torch.ones(n_q, n_k, dtype=torch.bool, device=scores.device).triu(1)
    s = scores.masked_fill(future, float("-inf"))
    # alpha_ij = exp(w_ij) / sum_i exp(w_ij)
    return torch.softmax(s, dim=-2)

# exercise: ex_causal_weights
# mistake: Zeroed the future after the softmax and renormalised by the sums along dim=-2 (columns) instead of along the last axis, so rows do not sum to 1; divide by the row sums (dim=-1, keepdim=True).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    st = {}
    st["w"] = torch.softmax(scores, dim=-1)
    st["lower"] = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    st["w_masked"] = st["w"] * st["lower"]
    st["norm"] = st["w_masked"].sum(dim=-2, keepdim=True)
    return st["w_masked"] / st["norm"]

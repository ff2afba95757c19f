# exercise: ex_causal_weights
# mistake: The learner masks with the in-place masked_fill_, so the caller's scores tensor is overwritten with -inf above the diagonal; the mask must be applied out of place (masked_fill).
import torch


def ex_causal_weights(scores):
    assert scores.dim() >= 2, "need (..., n, n)"
    n_q, n_k = scores.shape[-2:]
    assert n_q == n_k, "scores must be square"
    scores = scores.contiguous()
    future = torch.triu(torch.ones(n_q, n_k, dtype=torch.bool, device=scores.device), diagonal=1)
    scores.masked_fill_(future, float("-inf"))
    return torch.softmax(scores, dim=-1)

# exercise: ex_causal_weights
# mistake: Casts the scores with .float() in case they are integers, so float64 scores come back as float32 weights; the dtype of floating-point inputs should be kept. [cond: float64 (or float16) scores]
import torch


def ex_causal_weights(scores):
    scores = torch.as_tensor(scores).float()
    n = scores.size(-1)
    assert scores.size(-2) == n, "need (..., n, n) scores"
    future = torch.ones(n, n, device=scores.device).triu(1).bool()
    return torch.softmax(scores.masked_fill(future, -torch.inf), dim=-1)

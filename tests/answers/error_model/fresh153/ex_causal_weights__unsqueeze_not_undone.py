# exercise: ex_causal_weights
# mistake: Adds a batch axis to 2-D scores so that the code "always sees a batch", but never removes it, so an (n, n) input returns (1, n, n); the output must have the input's shape. [cond: 2-D scores]
import torch


def ex_causal_weights(scores):
    if scores.dim() == 2:
        scores = scores.unsqueeze(0)
    if scores.shape[-1] != scores.shape[-2]:
        raise ValueError("scores must be square in the last two axes")
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    masked = scores.masked_fill(future, float("-inf"))
    return torch.softmax(masked, dim=-1)

# exercise: ex_causal_weights
# mistake: The comprehension marks the future with j > i + 1, so every query still sees the next key; the future is j > i.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    fut = torch.tensor([[j > i + 1 for j in range(n)] for i in range(n)], device=scores.device)
    return torch.softmax(scores.masked_fill(fut, float("-inf")), dim=-1)

# exercise: ex_causal_weights
# mistake: Built the mask as i > j (query index greater than key index), which hides the past instead of the future; the future is j > i.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    i = torch.arange(n, device=scores.device)[:, None]   # query
    j = torch.arange(n, device=scores.device)[None, :]   # key
    blocked = i > j
    return torch.softmax(scores.masked_fill(blocked, -torch.inf), dim=-1)

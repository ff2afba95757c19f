# exercise: ex_causal_weights
# mistake: The softmax is called with dtype=torch.float32, which turns float64 scores into float32 weights; the weights should keep the scores' dtype. [cond: float64 scores]
import torch

def ex_causal_weights(scores):
    n = scores.size(-1)
    i = torch.arange(n, device=scores.device)
    future = i[None, :] > i[:, None]   # key j > query i
    masked = scores.masked_fill(future, float('-inf'))
    return torch.softmax(masked, dim=-1, dtype=torch.float32)

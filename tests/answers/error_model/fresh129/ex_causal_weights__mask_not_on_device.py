# exercise: ex_causal_weights
# mistake: The mask is created with torch.triu(torch.ones(...)) on the default (CPU) device, so masked_fill fails when scores are on a GPU; the mask must be created with device=scores.device. [cond: only on a GPU]
import torch

def ex_causal_weights(scores):
    *_, T, T2 = scores.shape
    assert T == T2
    future = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)   # (T, T)
    return torch.softmax(scores.masked_fill(future, -torch.inf), dim=-1)

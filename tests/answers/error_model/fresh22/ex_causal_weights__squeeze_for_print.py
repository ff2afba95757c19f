# exercise: ex_causal_weights
# mistake: Left a .squeeze() added to print shapes, which drops size-1 leading axes so the returned shape differs from the scores' shape; return the weights unsqueezed. [cond: scores with a size-1 axis, e.g. batch 1]
import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    weights = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1).squeeze()
    print(weights.shape)
    return weights

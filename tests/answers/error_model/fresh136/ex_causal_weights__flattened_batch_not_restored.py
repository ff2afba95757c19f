# exercise: ex_causal_weights
# mistake: Flattened all leading axes into one with reshape(-1, n, n) to vmap over them, but returned the flattened (B, n, n) tensor without reshaping back to scores.shape. [cond: scores with more than one leading axis, e.g. (b, h, n, n)]
import torch
from torch.func import vmap


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)

    def one(s):
        return torch.softmax(s.masked_fill(future, float("-inf")), dim=-1)

    return vmap(one)(scores.reshape(-1, n, n))

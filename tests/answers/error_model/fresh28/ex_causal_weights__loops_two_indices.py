# exercise: ex_causal_weights
# mistake: Masked with loops writing w[i, j] with only two indices, which addresses the leading (batch) axes instead of the last two; use w[..., i, j]. [cond: scores with more than 2 axes]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = scores.clone()
    for i in range(n):          # query i
        for j in range(n):      # key j
            if j > i:
                w[i, j] = float("-inf")
    return torch.softmax(w, dim=-1)

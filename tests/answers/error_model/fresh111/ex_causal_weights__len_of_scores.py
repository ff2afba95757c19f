# exercise: ex_causal_weights
# mistake: Takes n = len(scores), the size of the first axis, which is the batch size when scores have leading axes; n is scores.shape[-1]. [cond: scores with leading axes whose first size differs from n]
import torch


def ex_causal_weights(scores):
    n = len(scores)
    future = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)

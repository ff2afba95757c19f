# exercise: ex_causal_weights
# mistake: Takes the number of tokens from scores.shape[0], which is the batch size when there are leading axes; n must come from the last axis (scores.shape[-1]). [cond: scores has leading axes whose first size differs from n]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)

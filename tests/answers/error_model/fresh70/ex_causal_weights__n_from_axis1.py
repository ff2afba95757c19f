# exercise: ex_causal_weights
# mistake: Takes n from scores.size(1), which is the number of heads for 4-D scores (b, h, n, n); n must come from the last axis. [cond: only for scores with more than 3 axes, e.g. (b, h, n, n) with h != n]
import torch

def ex_causal_weights(scores):
    # scores: (b, n, n) 或 (n, n)
    n = scores.size(1)
    weilai = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(weilai, float('-inf')), dim=-1)

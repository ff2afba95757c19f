# exercise: ex_causal_weights
# mistake: hand softmax, sum without keepdim
# accept: rewrite.keepdim mistake.keepdim_sum
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    s = scores.masked_fill(torch.triu(torch.ones(n, n), 1) == 1, float("-inf"))
    e = torch.exp(s - s.max(dim=-1, keepdim=True).values)
    return e / e.sum(dim=-1)

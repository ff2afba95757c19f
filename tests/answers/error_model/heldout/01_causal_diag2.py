# exercise: ex_causal_weights
# mistake: triu diagonal=2: the next token leaks
# accept: rewrite.mask_shift
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    m = torch.triu(torch.ones(n, n), diagonal=2).bool()
    return torch.softmax(scores.masked_fill(m, float("-inf")), dim=-1)

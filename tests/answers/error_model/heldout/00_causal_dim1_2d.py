# exercise: ex_causal_weights
# mistake: F.softmax dim=1 (heads in 4-D)
# accept: rewrite.reduce_dim ex_causal_weights.wrong_dim
import torch
import torch.nn.functional as F
def ex_causal_weights(scores):
    L = scores.shape[-1]
    m = torch.ones(L, L).triu(diagonal=1).bool()
    return F.softmax(scores.masked_fill(m, -1e9), dim=1)

# exercise: ex_causal_weights
# mistake: The learner creates the -inf mask matrix without device=scores.device, so adding it to scores on a GPU fails; the mask must be created on the scores' device. [cond: only on a GPU]
import torch

def ex_causal_weights(scores):
    n = scores.size(-1)
    neg = torch.triu(torch.full((n, n), float('-inf'), dtype=scores.dtype), diagonal=1)
    return torch.softmax(scores + neg, dim=-1)

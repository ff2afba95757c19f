# exercise: ex_causal_weights
# mistake: n is taken from scores.shape[0], which is the batch size for batched scores, so the mask has the wrong size; n must be scores.shape[-1]. [cond: scores has leading batch axes with size != n]
import torch

def ex_causal_weights(scores):
    n = scores.shape[0]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)

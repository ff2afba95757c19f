# exercise: ex_causal_weights
# mistake: The learner takes n from scores.shape[0], which is the batch (or head) axis for batched scores, so the mask has the wrong size; n is scores.shape[-1]. [cond: scores with leading batch axes whose size is not n]
import torch

def ex_causal_weights(scores):
    n = scores.shape[0]
    future = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)

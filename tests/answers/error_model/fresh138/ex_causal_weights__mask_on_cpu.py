# exercise: ex_causal_weights
# mistake: The mask is created with torch.ones(n, n) on the CPU, without device=scores.device, so masked_fill fails when the scores are on a GPU. [cond: scores on a GPU]
import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    scores = scores.masked_fill(mask, -torch.inf)
    return scores.softmax(dim=-1)

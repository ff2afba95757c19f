# exercise: ex_causal_weights
# mistake: The learner takes n = scores.size(1), which is the number of tokens only for 2-D and 3-D scores; for (b, h, n, n) it is h and the mask has the wrong size. n must be scores.shape[-1]. [cond: only for 4-D scores (b, h, n, n) with h != n]
import torch


def ex_causal_weights(scores):
    n = scores.size(1)
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)

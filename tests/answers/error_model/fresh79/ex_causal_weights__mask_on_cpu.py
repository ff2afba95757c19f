# exercise: ex_causal_weights
# mistake: The learner creates the mask without device=scores.device, so it lives on the CPU and masked_fill fails for scores on a GPU; the mask must be created on the scores' device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n), diagonal=1) == 1
    masked = scores.masked_fill(future, float('-inf'))
    return torch.softmax(masked, dim=-1)

# exercise: ex_causal_weights
# mistake: Builds the boolean mask without device=scores.device, so it lives on the CPU and masked_fill fails for CUDA scores; create the mask on scores.device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    scores = scores.masked_fill(future, -torch.inf)
    return torch.softmax(scores, dim=-1)

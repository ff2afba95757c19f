# exercise: ex_causal_weights
# mistake: The learner builds the mask without device=scores.device, so it lives on the CPU and masked_fill fails for scores on a GPU. [cond: scores on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool).triu(diagonal=1)
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)

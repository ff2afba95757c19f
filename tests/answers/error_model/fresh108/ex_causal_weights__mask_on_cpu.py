# exercise: ex_causal_weights
# mistake: Creates the mask with torch.ones(scores.shape[-2:]) without device=scores.device, so on a GPU masked_fill gets a CPU mask and fails; the mask must be created on the scores' device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    future = torch.ones(scores.shape[-2:]).triu(diagonal=1).bool()
    masked = scores.masked_fill(future, -torch.inf)
    return masked.softmax(-1)

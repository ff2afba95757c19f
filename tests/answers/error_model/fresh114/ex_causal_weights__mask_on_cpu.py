# exercise: ex_causal_weights
# mistake: Creates the mask with torch.triu(torch.ones(n, n)) on the default (CPU) device, so masking scores that live on a GPU fails; the mask must be created with device=scores.device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    upper = torch.triu(torch.ones(n, n), diagonal=1) == 1
    masked = torch.where(upper, torch.tensor(float('-inf')), scores)
    return torch.softmax(masked, dim=-1)

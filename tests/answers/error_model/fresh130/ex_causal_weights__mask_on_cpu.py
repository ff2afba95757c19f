# exercise: ex_causal_weights
# mistake: The learner builds the boolean mask with torch.triu(torch.ones(n, n, dtype=torch.bool)) on the default device, so on a GPU masked_fill gets a CPU mask and fails; the mask must be created with device=scores.device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    omega = scores.masked_fill(mask, float('-inf'))
    alpha = torch.softmax(omega, dim=-1)
    return alpha

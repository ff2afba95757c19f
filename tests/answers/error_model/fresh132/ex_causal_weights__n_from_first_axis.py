# exercise: ex_causal_weights
# mistake: The learner takes n from scores.shape[0], which is the batch size for batched scores, so the mask has the wrong size (an error, or the wrong mask if it broadcasts); n is scores.shape[-1]. [cond: scores with leading batch axes]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    rows, cols = torch.tril_indices(n, n, device=scores.device)
    allowed = torch.zeros(n, n, dtype=torch.bool, device=scores.device)
    allowed[rows, cols] = True
    return torch.softmax(scores.masked_fill(~allowed, float("-inf")), dim=-1)

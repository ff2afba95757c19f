# exercise: ex_causal_weights
# mistake: The learner compared the indices with <= instead of <, so the diagonal is masked too: a query cannot attend to itself and the first row is all -inf (NaN). Only keys j > i must be masked.
import torch

def ex_causal_weights(scores):
    i = torch.arange(scores.shape[-1], device=scores.device)
    return scores.masked_fill(i[:, None] <= i[None, :], float('-inf')).softmax(-1)

# exercise: ex_causal_weights
# mistake: The learner exponentiated the scores directly, zeroed the future and renormalised (the book's 'mask after softmax' variant) without subtracting the row max, so large scores overflow to inf/NaN; mask with -inf before softmax or subtract the max. [cond: scores larger than ~88 in float32]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, device=scores.device))
    unnorm = torch.exp(scores) * keep
    return unnorm / unnorm.sum(dim=-1, keepdim=True)

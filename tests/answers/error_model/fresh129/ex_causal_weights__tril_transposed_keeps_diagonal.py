# exercise: ex_causal_weights
# mistake: The learner builds the future mask as torch.tril(ones).T, which is triu with diagonal=0 and also masks the diagonal, so every query loses itself and the first row is all -inf (NaN); the mask must be triu(..., diagonal=1).
import torch

def ex_causal_weights(scores):
    T = scores.shape[-1]
    ones = torch.ones(T, T, device=scores.device)
    past = torch.tril(ones)          # (T, T) 1 on and below the diagonal = allowed
    future = past.T.bool()           # (T, T) the other half
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)

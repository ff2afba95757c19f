# exercise: ex_causal_weights
# mistake: Calls torch.where(future, scores, -inf) as with np.where, which keeps the scores where the mask marks the future and puts -inf on the past and the diagonal (the last row becomes NaN); it must be torch.where(future, -inf, scores).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    neg_inf = torch.tensor(float("-inf"), dtype=scores.dtype, device=scores.device)
    return torch.softmax(torch.where(future, scores, neg_inf), dim=-1)

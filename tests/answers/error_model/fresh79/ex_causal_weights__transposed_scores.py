# exercise: ex_causal_weights
# mistake: The learner masks and softmaxes scores.mT (the transposed matrix, because the printout 'looked like keys x queries'), so query i uses the scores s[j, i] instead of s[i, j]; the rows are causal and sum to 1 but use the wrong scores.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    s = scores.mT  # rows = queries
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(s.masked_fill(future, float('-inf')), dim=-1)

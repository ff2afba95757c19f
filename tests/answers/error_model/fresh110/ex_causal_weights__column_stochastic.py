# exercise: ex_causal_weights
# mistake: The learner returned the transition matrix in the column-stochastic convention (transposed the weights at the end), so columns sum to 1 and entry [i, j] is the weight of query j on key i; the rows (queries) must sum to 1 with shape (..., n_q, n_k).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    P = torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
    # Markov chain convention: P[to, from], so that p_next = P @ p
    return P.transpose(-2, -1)

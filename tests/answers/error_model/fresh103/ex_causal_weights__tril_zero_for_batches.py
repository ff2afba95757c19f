# exercise: ex_causal_weights
# mistake: For inputs with batch axes the learner uses scores.tril(), which sets the future scores to 0 (still weighted by exp(0)) instead of -inf. [cond: scores with more than 2 dims]
import torch


def ex_causal_weights(scores):
    if scores.dim() == 2:
        n = scores.shape[0]
        fut = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
        return torch.softmax(scores.masked_fill(fut, float("-inf")), dim=-1)
    # batched: keep the lower triangle
    return torch.softmax(scores.tril(), dim=-1)

# exercise: ex_causal_weights
# mistake: Normalises with a matrix product E @ inv(diag(row sums)), which divides column j by row j's sum instead of dividing row i by its own sum; the diagonal matrix must multiply from the left (or divide by sum(-1, keepdim=True)).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    fut = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    s = scores.masked_fill(fut, float("-inf"))
    E = torch.exp(s - s.amax(-1, keepdim=True))
    D = torch.diag_embed(E.sum(-1))              # (..., n, n)
    return E @ torch.linalg.inv(D)

# exercise: ex_stable_softmax
# mistake: Always subtracts the maximum along the last axis, whatever dim is; the shift must be the maximum along dim, constant within each slice being normalised. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # row-wise max, like in attention (scores are (.., n_q, n_k))
    m = x.max(dim=-1, keepdim=True).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)

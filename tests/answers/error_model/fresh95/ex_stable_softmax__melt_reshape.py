# exercise: ex_stable_softmax
# mistake: The learner "melted" x into a 2-D table with reshape(-1, x.shape[dim]) and took the softmax along its rows, which only groups the right entries when dim is the last axis; for another dim the reshape mixes slices (movedim/transpose is needed). [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    cols = x.shape[dim]
    table = x.reshape(-1, cols)
    row_max = table.max(dim=1, keepdim=True).values
    e = torch.exp(table - row_max)
    out = e / e.sum(dim=1, keepdim=True)
    return out.reshape(x.shape)

# exercise: ex_stable_softmax
# mistake: The learner moves dim to the end and loops over the rows, but then reshapes the result to x.shape instead of moving the axis back, which scrambles the values whenever dim is not the last axis. [cond: dim not the last axis]
import torch


def ex_stable_softmax(x, dim):
    moved = x.movedim(dim, -1)
    rows = moved.reshape(-1, moved.shape[-1])
    out = torch.empty_like(rows)
    for r in range(rows.shape[0]):
        row = rows[r]
        e = torch.exp(row - row.max())
        out[r] = e / e.sum()
    return out.reshape(x.shape)

# exercise: ex_stable_softmax
# mistake: Moves dim to the end with transpose(dim, -1) and loops over the rows, but returns the result without transposing back, so for dim other than the last axis the axes are in the wrong order; transpose back before returning. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    moved = x.transpose(dim, -1)
    flat = moved.reshape(-1, moved.shape[-1])
    rows = []
    for row in flat:
        m = row.max()
        e = torch.exp(row - m)
        rows.append(e / e.sum())
    out = torch.stack(rows).reshape(moved.shape)
    return out

# exercise: ex_stable_softmax
# mistake: Moved dim to the end with transpose, did the softmax row by row, then reshaped straight to x.shape without transposing back, scrambling the values; the result must be transposed back before restoring the shape. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    t = x.transpose(dim, -1)
    rows = t.reshape(-1, t.shape[-1])
    out = []
    for row in rows:
        m = max(row)
        e = (row - m).exp()
        out.append(e / e.sum())
    return torch.stack(out).reshape(x.shape)

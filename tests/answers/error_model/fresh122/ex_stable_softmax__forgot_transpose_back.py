# exercise: ex_stable_softmax
# mistake: Moves dim to the last axis with transpose(dim, -1) to loop over rows, but returns the result without transposing back; the output must have x's layout. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    t = x.transpose(dim, -1)
    rows = t.reshape(-1, t.shape[-1])
    out = []
    r = 0
    while r < rows.shape[0]:
        row = rows[r]
        e = torch.exp(row - row.max())
        out.append(e / e.sum())
        r += 1
    return torch.stack(out).reshape(t.shape)

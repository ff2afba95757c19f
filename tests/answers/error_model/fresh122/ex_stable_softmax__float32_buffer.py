# exercise: ex_stable_softmax
# mistake: Fills a result buffer made with torch.zeros(x.shape), which is float32 on the CPU whatever x is; the buffer needs x's dtype and device (zeros_like). [cond: float64 input, or a GPU]
import torch


def ex_stable_softmax(x, dim):
    xt = x.movedim(dim, -1).contiguous()
    n = xt.shape[-1]
    rows = xt.reshape(-1, n)
    out = torch.zeros(rows.shape)
    for r in range(rows.shape[0]):
        m = rows[r].max()
        e = (rows[r] - m).exp()
        out[r] = e / e.sum()
    return out.reshape(xt.shape).movedim(-1, dim)

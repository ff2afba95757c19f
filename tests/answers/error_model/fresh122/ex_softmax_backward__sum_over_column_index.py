# exercise: ex_softmax_backward
# mistake: With flat indices, (r, c) = divmod(k, n) but the per-row sums are accumulated into slot c (the column), so it sums down the columns instead of along each row; the sum runs over the last axis for each row.
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    p = P.reshape(-1)
    g = dP.reshape(-1)
    rows = p.numel() // n
    sums = torch.zeros(max(rows, n), dtype=P.dtype, device=P.device)
    for k in range(p.numel()):
        r, c = divmod(k, n)
        sums[c] += g[k] * p[k]
    out = torch.empty_like(p)
    for k in range(p.numel()):
        r, c = divmod(k, n)
        out[k] = p[k] * (g[k] - sums[r])
    return out.reshape(P.shape)

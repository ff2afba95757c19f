# exercise: ex_softmax_backward
# mistake: The row loop keeps one running accumulator for Σ dP_j P_j that is never reset between rows, so every row after the first subtracts the sums of earlier rows too; the sum must be per row. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    Pf = P.reshape(-1, n)
    dPf = dP.reshape(-1, n)
    out = torch.empty_like(Pf)
    acc = torch.zeros((), dtype=P.dtype, device=P.device)
    r = 0
    while r < Pf.shape[0]:
        for j in range(n):
            acc = acc + dPf[r, j] * Pf[r, j]
        out[r] = Pf[r] * (dPf[r] - acc)
        r += 1
    return out.reshape(P.shape)

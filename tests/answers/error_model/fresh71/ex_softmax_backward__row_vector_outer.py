# exercise: ex_softmax_backward
# mistake: Built the Jacobian as diag(p) − p' * p, but for a 1-D tensor .T does nothing and p @ p is the scalar dot product, not the outer product; it needs torch.outer(p, p).
import torch


def ex_softmax_backward(P, dP):
    m = P.shape[-1]
    p_rows = P.reshape(-1, m)
    g_rows = dP.reshape(-1, m)
    out = []
    for r in range(p_rows.shape[0]):
        p = p_rows[r]
        J = torch.diag(p) - p.T @ p
        out.append(J @ g_rows[r])
    return torch.stack(out).reshape(P.shape)

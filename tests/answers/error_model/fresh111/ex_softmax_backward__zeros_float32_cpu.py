# exercise: ex_softmax_backward
# mistake: Collects the rows in torch.zeros(P.shape), which is float32 on the CPU, so float64 inputs come back as float32 (and GPU inputs as CPU tensors); create it with torch.zeros_like(P). [cond: inputs that are not float32 on the CPU]
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    P2 = P.reshape(-1, n)
    dP2 = dP.reshape(-1, n)
    out = torch.zeros(P2.shape)
    row = 0
    while row < P2.shape[0]:
        p = P2[row]
        jac = torch.diag(p) - torch.outer(p, p)
        out[row] = jac @ dP2[row]
        row += 1
    return out.reshape(P.shape)

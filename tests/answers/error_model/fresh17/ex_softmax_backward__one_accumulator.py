# exercise: ex_softmax_backward
# mistake: Accumulated Σ P·dP in one scalar over the whole tensor instead of one sum per row along the last axis. [cond: more than one softmax row]
import torch


def ex_softmax_backward(P, dP):
    p = P.reshape(-1)
    g = dP.reshape(-1)
    acc = 0.0
    for i in range(p.numel()):
        acc += p[i] * g[i]
    dS = torch.empty_like(P).reshape(-1)
    for i in range(p.numel()):
        dS[i] = p[i] * (g[i] - acc)
    return dS.reshape(P.shape)

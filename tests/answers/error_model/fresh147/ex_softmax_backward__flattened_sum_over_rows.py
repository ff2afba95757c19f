# exercise: ex_softmax_backward
# mistake: Reshaped to 2-D (rows, n) to handle any rank but then summed over dim 0 (all rows) instead of dim -1, so every row uses one shared total; the sum is per row, over the last axis. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    P2, dP2 = P.reshape(-1, n), dP.reshape(-1, n)
    dot = (P2 * dP2).sum(0, keepdim=True)
    return (P2 * (dP2 - dot)).reshape(P.shape)

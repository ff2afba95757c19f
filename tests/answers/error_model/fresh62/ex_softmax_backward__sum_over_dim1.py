# exercise: ex_softmax_backward
# mistake: The sum Σ_j dP_j P_j is taken over dim=1, which is the last axis only for 2-D inputs; it must be taken over dim=-1 (crashes for 1-D, wrong for 3 or more axes). [cond: inputs that are not 2-D]
import torch


def ex_softmax_backward(P, dP):
    # rows = queries, columns = keys, softmax over the columns (dim 1)
    weighted = (dP * P).sum(dim=1, keepdim=True)
    print("weighted sum per row:", weighted)
    dS = P * (dP - weighted)
    # by hand: P=[[0.5, 0.5]], dP=[[1, 0]] -> [[0.25, -0.25]]
    return dS

# exercise: ex_softmax_backward
# mistake: Dropped keepdim and re-added the axis as s[:, None], which only works for 2-D P; for 1-D input it fails and for 3-D or more it broadcasts the sums onto the wrong axis. Use sum(dim=-1, keepdim=True). [cond: P not 2-D]
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(P * dP, dim=-1)     # one number per row
    return P * (dP - s[:, None])

# exercise: ex_softmax_backward
# mistake: The learner summed along the last axis without keepdims, so the row sums broadcast along the last axis (row i's sum is used for column i); the sum needs keepdims=True (shape (..., 1)). [cond: crashes when the last two axes differ, silently wrong when they are equal]
import numpy as np
import torch


def ex_softmax_backward(P, dP):
    P_np = P.detach().cpu().numpy()
    dP_np = dP.detach().cpu().numpy()
    row_dot = (dP_np * P_np).sum(axis=-1)
    dS = P_np * (dP_np - row_dot)
    return torch.from_numpy(dS).to(P.device)

# exercise: ex_softmax_backward
# mistake: Transcribed dS_ij = Σ_k dP_ik P_ik (δ_jk − P_ij) with loops over P[i, j], which assumes two axes and fails unless P has exactly two axes; the formula must apply along the last axis of any shape. [cond: P with other than 2 axes]
import torch


def ex_softmax_backward(P, dP):
    dS = torch.zeros_like(P)
    rows, cols = P.shape
    for i in range(rows):
        for j in range(cols):
            total = 0.0
            for k in range(cols):
                delta = 1.0 if j == k else 0.0
                total = total + dP[i, k] * P[i, k] * (delta - P[i, j])
            dS[i, j] = total
    return dS

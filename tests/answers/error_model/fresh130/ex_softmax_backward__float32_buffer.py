# exercise: ex_softmax_backward
# mistake: The learner fills a result buffer made with torch.zeros(P.shape), which is float32 on the CPU whatever P is, so float64 inputs come back rounded to float32 (and GPU inputs fail); the buffer must be like P (torch.zeros_like(P)). [cond: float64 inputs or a GPU]
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    dS = torch.zeros(P.shape)
    s = (dP * P).sum(dim=-1)
    for j in range(n):
        dS[..., j] = P[..., j] * (dP[..., j] - s)
    return dS

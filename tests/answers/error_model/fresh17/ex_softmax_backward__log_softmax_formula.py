# exercise: ex_softmax_backward
# mistake: Used the log-softmax backward dS = dP − P·Σ dP (treating dP as the gradient with respect to log P); for P = softmax(S) it is dS = P ⊙ (dP − Σⱼ Pⱼ dPⱼ).
import torch


def ex_softmax_backward(P, dP):
    # log p_i = s_i - logsumexp(s)  =>  d log p_i / d s_j = delta_ij - p_j
    return dP - P * dP.sum(dim=-1, keepdim=True)

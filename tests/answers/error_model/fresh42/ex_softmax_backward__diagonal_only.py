# exercise: ex_softmax_backward
# mistake: Keeps only the diagonal of the softmax Jacobian, dS = dP ⊙ P ⊙ (1 − P), dropping the cross terms −PᵢPⱼ for j ≠ i; dS = P ⊙ (dP − Σⱼ dPⱼ Pⱼ).
import torch


def ex_softmax_backward(P, dP):
    # The derivative of softmax w.r.t. its input is s * (1 - s)
    # (analogous to the sigmoid derivative), so apply the chain rule elementwise.
    local_grad = P * (1 - P)
    return dP * local_grad

# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = P·(1 - P)·dP, ignoring that every output depends on every score; the full Jacobian gives dS = P·(dP - Σ P·dP) along the last axis.
import torch


def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i), then chain rule
    local_grad = P * (1 - P)
    return local_grad * dP

# exercise: ex_softmax_backward
# mistake: Computes dP*P in place with dP.mul_(P) to save memory, then reuses the overwritten dP in dP - sum, so the result is P*(dP*P - Σ) and the caller's dP is changed; keep dP intact.
def ex_softmax_backward(P, dP):
    s = dP.mul_(P).sum(dim=-1, keepdim=True)
    return P * (dP - s)

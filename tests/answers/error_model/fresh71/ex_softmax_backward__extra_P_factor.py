# exercise: ex_softmax_backward
# mistake: Distributed P_i(δ_ij − P_j) into P⊙dP − P⊙P⊙s, multiplying the sum term by P twice; the sum term gets one factor: P⊙(dP − s).
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1, keepdim=True)
    return P * dP - P * P * s

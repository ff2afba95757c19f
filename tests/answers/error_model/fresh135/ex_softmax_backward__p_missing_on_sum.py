# exercise: ex_softmax_backward
# mistake: The learner multiplied only dP by P and subtracted the plain sum, P·dP − Σ dP·P, so the sum term lacks its factor P; the formula is P ⊙ (dP − Σ dP·P).
def ex_softmax_backward(P, dP):
    dot = (dP * P).sum(dim=-1, keepdim=True)
    return P * dP - dot

# exercise: ex_softmax_backward
# mistake: Takes the sum Σ_j dP_j P_j without keepdim=True, so it broadcasts along the wrong axis (silently wrong for square inputs, an error otherwise). [cond: only for inputs with more than one axis]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)

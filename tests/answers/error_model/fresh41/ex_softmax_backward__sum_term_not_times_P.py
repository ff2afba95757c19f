# exercise: ex_softmax_backward
# mistake: Expands the product as P*dP - s, forgetting to multiply the sum term by P; dS = P*dP - P*s with s = Σ_j dP_j P_j.
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1, keepdim=True)
    out = P * dP
    out -= s
    return out

# exercise: ex_softmax_backward
# mistake: Sums Σ dP_j P_j without keepdim and restores the axis with unsqueeze(0) instead of at the end (unsqueeze(-1)), so the sum of row i is broadcast along the columns; wrong for square inputs and a crash otherwise.
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    s = s.unsqueeze(0)
    return P * (dP - s)

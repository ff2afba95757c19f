# exercise: ex_softmax_backward
# mistake: The sum Σ dP·P is taken over the whole tensor instead of along the last axis of each row, so it is only right for a single row; it must be .sum(dim=-1, keepdim=True). [cond: more than one row]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum()
    return P * (dP - s)

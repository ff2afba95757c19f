# exercise: ex_softmax_backward
# mistake: Takes the sum Σ_j dP_j P_j along dim=1, which is the last axis only for 2-D inputs; it must be along the last axis (dim=-1). [cond: inputs with more than 2 axes]
def ex_softmax_backward(P, dP):
    # rows are queries, columns are keys: sum over the columns
    inner = (dP * P).sum(dim=1, keepdim=True)
    return P * (dP - inner)

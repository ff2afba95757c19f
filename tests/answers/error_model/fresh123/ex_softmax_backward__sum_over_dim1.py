# exercise: ex_softmax_backward
# mistake: Takes the sum Σ_j dP_j P_j along dim=1 instead of the last axis; that is only right for 2-D inputs. [cond: P has 1 or more than 2 axes]
def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(dim=1, keepdim=True)   # sum over the keys
    return P * (dP - inner)

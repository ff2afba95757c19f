# exercise: ex_stable_softmax
# mistake: Took the max along dim without keepdim and put the axis back with unsqueeze(-1), which is only right when dim is the last axis; keepdim=True (or unsqueeze(dim)) keeps it aligned. [cond: dim is not the last axis]
def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)

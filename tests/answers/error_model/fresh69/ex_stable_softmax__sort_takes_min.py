# exercise: ex_stable_softmax
# mistake: The learner took the first element of an ascending sort, which is the minimum, not the maximum, so exp still overflows for large scores. Subtract the maximum along dim. [cond: large spread of scores in a slice]
def ex_stable_softmax(x, dim):
    m = x.sort(dim).values.narrow(dim, 0, 1)
    e = (x - m).exp()
    return e / e.sum(dim, keepdim=True)

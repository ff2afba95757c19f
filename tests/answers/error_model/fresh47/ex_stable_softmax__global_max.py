# exercise: ex_stable_softmax
# mistake: The learner subtracts the global maximum x.max() instead of each slice's maximum along dim, so a slice far below the maximum underflows to 0/0 = NaN. [cond: slices whose scores differ by about 100 or more]
def ex_stable_softmax(x, dim):
    e = (x - x.max()).exp()
    return e / e.sum(dim=dim, keepdim=True)

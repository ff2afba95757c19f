# exercise: ex_stable_softmax
# mistake: Centred the scores by their mean (like R's scale) instead of subtracting the maximum, so exp still overflows when scores are far apart (e.g. 1e4 and 0) and returns NaN. [cond: scores in a slice differ by hundreds or more]
def ex_stable_softmax(x, dim):
    centred = x - x.mean(dim=dim, keepdim=True)
    ex = centred.exp()
    return ex / ex.sum(dim=dim, keepdim=True)

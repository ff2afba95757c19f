# exercise: ex_stable_softmax
# mistake: Subtracted the single global maximum of the whole tensor, so a slice whose values are far below it underflows to 0/0 = NaN; each slice needs its own maximum along dim (keepdim=True). [cond: slices with very different magnitudes]
def ex_stable_softmax(x, dim):
    e = (x - x.max()).exp()
    return e / e.sum(dim, keepdim=True)

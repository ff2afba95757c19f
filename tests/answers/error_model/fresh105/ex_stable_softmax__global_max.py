# exercise: ex_stable_softmax
# mistake: The learner subtracted the single global maximum of x (x.max()) instead of the maximum of each slice along dim; slices whose scores are far below the global max underflow to 0/0 = NaN. [cond: when slices differ by more than ~100 in scale]
def ex_stable_softmax(x, dim):
    # shift by the max logit: softmax is invariant to adding a constant
    c = x.max()
    e = (x - c).exp()
    return e / e.sum(dim=dim, keepdim=True)

# exercise: ex_stable_softmax
# mistake: Clamps the maximum at 0 (only positive scores are shifted), so slices whose scores are all very negative (e.g. -1e4) underflow to 0/0 = NaN; the shift must be the plain maximum. [cond: slices whose scores are all very negative]
def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True).clamp_(min=0)  # negative scores can't overflow
    e = (x - m).exp_()
    return e.div_(e.sum(dim=dim, keepdim=True))

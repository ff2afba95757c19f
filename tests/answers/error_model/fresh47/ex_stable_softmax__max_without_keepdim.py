# exercise: ex_stable_softmax
# mistake: The learner takes amax(dim) without keepdim=True, so the maxima broadcast against the wrong axis (wrong values or a shape error); only dim=0 works by chance. [cond: dim is not the first axis]
def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim)
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)

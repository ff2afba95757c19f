# exercise: ex_stable_softmax
# mistake: Moves dim to the end, but moves it back with movedim(dim, -1) again instead of movedim(-1, dim), so the axes come back permuted. [cond: at least 3 axes and dim not the last]
import torch

to_last = lambda t, d: t.movedim(d, -1)
shift = lambda t: t - t.amax(-1, keepdim=True)
normalise = lambda e: e / e.sum(-1, keepdim=True)


def ex_stable_softmax(x, dim):
    t = to_last(x, dim)
    for f in (shift, torch.exp, normalise):
        t = f(t)
    return to_last(t, dim)

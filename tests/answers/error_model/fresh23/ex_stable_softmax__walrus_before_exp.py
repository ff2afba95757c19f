# exercise: ex_stable_softmax
# mistake: The walrus binds e to the shifted scores before .exp() is applied, so the denominator sums the shifted scores instead of their exponentials; it must be (e := (x - m).exp()) / e.sum(...).
import torch


def ex_stable_softmax(x, dim):
    return (e := x - x.amax(dim, keepdim=True)).exp() / e.sum(dim, keepdim=True)

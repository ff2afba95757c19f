# exercise: ex_stable_softmax
# mistake: Computed a running max and sum along dim in one pass but did not rescale the running sum by exp(old_max - new_max) when the max grew, so the denominator is wrong; s must be s·exp(m_old - m_new) + exp(x_i - m_new). [cond: the maximum along dim is not the first element]
import torch


def ex_stable_softmax(x, dim):
    # streaming (online) softmax: one pass for max and sum
    xs = x.movedim(dim, 0)
    m = torch.full_like(xs[0], float("-inf"))
    s = torch.zeros_like(xs[0])
    for xi in xs:
        m = torch.maximum(m, xi)
        s = s + torch.exp(xi - m)
    out = torch.exp(xs - m) / s
    return out.movedim(0, dim)

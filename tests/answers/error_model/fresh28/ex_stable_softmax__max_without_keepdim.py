# exercise: ex_stable_softmax
# mistake: Subtracted x.max(dim).values without keepdim, so the maxima broadcast along the wrong axis (each slice gets other slices' maxima, or shapes clash); keepdim=True keeps them aligned with dim. [cond: dim is not the first axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)

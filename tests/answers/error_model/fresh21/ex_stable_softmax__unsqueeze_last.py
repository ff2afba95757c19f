# exercise: ex_stable_softmax
# mistake: The learner reduces along dim without keepdim and re-inserts the axis with [..., None], i.e. always as the last axis, so the max and the sum broadcast along the wrong axis (or raise) when dim is not the last axis; use keepdim=True. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # s_i - max_j s_j ;  p_i = e^{s_i} / sum_j e^{s_j}
    m = x.amax(dim=dim)[..., None]
    e = torch.exp(x - m)
    return e / e.sum(dim=dim)[..., None]

# exercise: ex_padding_attention
# mistake: The learner's mask factory builds torch.arange(n) on the CPU, so comparing it with lengths (and masking scores) on a GPU fails with a device error; arange must be created with device=scores.device. [cond: inputs on a GPU]
import torch


def mask_factory(n):
    positions = torch.arange(n)
    return lambda lengths: positions[None, :] >= lengths[:, None]


def ex_padding_attention(scores, lengths):
    pad = mask_factory(scores.shape[-1])(lengths)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = w.nan_to_num(0.0)
    return w * (~pad)[:, None, :, None]

# exercise: ex_padding_attention
# mistake: Created the position arange without device=scores.device, so on a GPU the comparison with lengths (and the masks) mixes devices and fails; it must be created on the inputs' device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    k = torch.arange(n)[None, :] >= lengths[:, None]
    s = scores.masked_fill(k[:, None, None, :], -float("inf"))
    s = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return s.masked_fill(k[:, None, :, None], 0.0)

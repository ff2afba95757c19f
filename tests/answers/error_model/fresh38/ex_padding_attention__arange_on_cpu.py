# exercise: ex_padding_attention
# mistake: The learner built torch.arange(n) without device=scores.device, so comparing it with lengths on a GPU fails with a device mismatch; create it on the inputs' device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n)
    padded = positions[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(padded[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(padded[:, None, :, None], 0.0)

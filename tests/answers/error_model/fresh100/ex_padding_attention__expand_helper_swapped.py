# exercise: ex_padding_attention
# mistake: The hand-written repeat helper expands the (b, n) padding mask along the key axis, giving a mask of shape (b, h, n_q, n_k) that marks padded queries, and the zeroing step marks padded keys; keys must be masked with pad[:, None, None, :] and query rows with pad[:, None, :, None].
import torch


def repeat_bhqk(pad, h, axis):
    b, n = pad.shape
    if axis == "keys":
        return pad[:, None, :, None].expand(b, h, n, n)
    return pad[:, None, None, :].expand(b, h, n, n)


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device)[None] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(repeat_bhqk(pad, h, "keys"), float("-inf")), -1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(repeat_bhqk(pad, h, "queries"), 0.0)

# exercise: ex_padding_attention
# mistake: The learner creates the positions with torch.arange(n) on the default (CPU) device, so comparing with lengths on a GPU fails; it needs device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    seq_range = torch.arange(n)                           # tf.sequence_mask(lengths, maxlen=n)
    keep = seq_range[None, :] < lengths[:, None]          # (b, n), True = real token
    w = torch.softmax(scores.masked_fill(~keep[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w * keep[:, None, :, None].to(w.dtype)

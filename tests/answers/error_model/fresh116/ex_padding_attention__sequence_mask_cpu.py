# exercise: ex_padding_attention
# mistake: Ported tf.sequence_mask with torch.arange(n) created without a device, so comparing it with lengths on a GPU fails; create it with device=lengths.device. [cond: only on a GPU]
import torch


def sequence_mask(lengths, maxlen):
    # tf.sequence_mask
    return torch.arange(maxlen) < lengths[:, None]


def ex_padding_attention(scores, lengths):
    valid = sequence_mask(lengths, scores.shape[-1])  # (b, n)
    key_ok = valid[:, None, None, :]
    q_ok = valid[:, None, :, None]
    w = torch.softmax(scores.masked_fill(~key_ok, float('-inf')), dim=-1)
    w = torch.nan_to_num(w)
    return w * q_ok

# exercise: ex_padding_attention
# mistake: The learner writes a tf.sequence_mask clone (True at the real positions) and passes it to masked_fill, which masks where True, so the real keys and real queries are masked and the padding is kept; masked_fill needs True at the padding (position >= length).
import torch


def sequence_mask(lengths, maxlen):
    # same as tf.sequence_mask
    row = torch.arange(maxlen, device=lengths.device)
    return row[None, :] < lengths[:, None]


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    mask = sequence_mask(lengths, n)
    out = torch.softmax(scores.masked_fill(mask[:, None, None, :], float("-inf")), dim=-1)
    out = torch.nan_to_num(out, nan=0.0)
    out = out.masked_fill(mask[:, None, :, None], 0.0)
    return out

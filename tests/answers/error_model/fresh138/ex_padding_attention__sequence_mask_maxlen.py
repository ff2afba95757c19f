# exercise: ex_padding_attention
# mistake: Translating tf.sequence_mask(lengths), whose default maxlen is max(lengths), the learner built a (b, max(lengths)) mask instead of (b, n), which does not broadcast against the scores when every sequence is shorter than n. [cond: max(lengths) < n]
import torch

def sequence_mask(lengths, maxlen=None):
    if maxlen is None:
        maxlen = int(lengths.max())
    return torch.arange(maxlen, device=lengths.device)[None, :] < lengths[:, None]

def ex_padding_attention(scores, lengths):
    valid = sequence_mask(lengths)                  # like tf.sequence_mask
    pad = ~valid
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

# exercise: ex_padding_attention
# mistake: Built the sequence mask like tf.sequence_mask with maxlen = lengths.max() instead of the scores' n, so when every sequence is shorter than n the (b, max_len) mask does not broadcast to (b, h, n, n) and it raises; use torch.arange(n). [cond: max(lengths) < n]
import torch


def sequence_mask(lengths, maxlen=None):
    if maxlen is None:
        maxlen = int(lengths.max())
    return torch.arange(maxlen, device=lengths.device)[None, :] < lengths[:, None]


def ex_padding_attention(scores, lengths):
    lengths = lengths.to(scores.device)
    real = sequence_mask(lengths)  # (b, n)
    w = scores.masked_fill(~real[:, None, None, :], float("-inf")).softmax(dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(~real[:, None, :, None], 0.0)

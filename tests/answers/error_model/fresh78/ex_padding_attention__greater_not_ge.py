# exercise: ex_padding_attention
# mistake: The learner marks padding where position > length, so the first padded position (index = length) is still treated as real; padding is position >= length.
import torch


def pad_mask(lengths, n):
    pos = torch.arange(n, device=lengths.device)
    return pos[None, :] > lengths[:, None]


def ex_padding_attention(scores, lengths):
    pad = pad_mask(lengths, scores.shape[-1])
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

# exercise: ex_padding_attention
# mistake: The learner's precomputed position table is compared with > instead of >=, so the key at position == length (the first padding position) is still attended to and its query row kept; padding is position >= length.
import torch

_POS = torch.arange(2048)


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = _POS[:n].to(scores.device)
    pad = pos[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)

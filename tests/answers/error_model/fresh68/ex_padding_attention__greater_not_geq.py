# exercise: ex_padding_attention
# mistake: The padding mask uses position > length instead of position >= length, so the first padded position (index == length) is treated as real.
import torch

is_pad = lambda n, lengths: torch.arange(n, device=lengths.device)[None, :] > lengths[:, None]


def ex_padding_attention(scores, lengths):
    pad = is_pad(scores.shape[-1], lengths)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

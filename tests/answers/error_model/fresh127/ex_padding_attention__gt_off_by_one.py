# exercise: ex_padding_attention
# mistake: The learner marks padding with position > length instead of position >= length, so the first padded position (index = length) is treated as a real token; padding starts at index length.
import torch

is_pad = lambda lengths, n: torch.arange(n, device=lengths.device)[None, :] > lengths[:, None]


def ex_padding_attention(scores, lengths):
    pad = is_pad(lengths.to(scores.device), scores.shape[-1])
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)

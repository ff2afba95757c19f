# exercise: ex_padding_attention
# mistake: The learner marks padding with position > length instead of ≥ length, so the first padded position is treated as a real key and query.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device).expand(b, n)
    pad = pos > lengths.unsqueeze(1)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)

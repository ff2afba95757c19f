# exercise: ex_padding_attention
# mistake: The padding mask uses position > length instead of position >= length, so the first padded position (index = length) is treated as a real key and query.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device).expand(b, n)
    pad = pos > lengths.to(scores.device)[:, None]
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = torch.where(pad[:, None, :, None], torch.zeros_like(w), w)
    return w

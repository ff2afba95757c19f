# exercise: ex_padding_attention
# mistake: The padding mask uses position > length, so the first padded position (index == length) is still treated as real; padding starts at position >= length.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device).expand(b, n)
    pad = pos > lengths.unsqueeze(1)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w[torch.isnan(w)] = 0.0
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w

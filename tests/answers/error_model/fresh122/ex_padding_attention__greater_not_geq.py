# exercise: ex_padding_attention
# mistake: Marks padding with position > length, so the first padded position (index == length) stays real; padding is position ≥ length.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.tensor([[p > int(lengths[i]) for p in range(n)] for i in range(b)], device=scores.device)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

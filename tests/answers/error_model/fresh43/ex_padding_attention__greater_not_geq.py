# exercise: ex_padding_attention
# mistake: Marks padding with position > length instead of position >= length, so the first padded position of every sequence is treated as real (and a length-0 sequence keeps key 0). [cond: only when some length is below n]
import torch


def ex_padding_attention(scores: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    b, h, n, n2 = scores.shape
    assert n == n2 and lengths.shape == (b,)
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.unsqueeze(1)          # (b, n)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

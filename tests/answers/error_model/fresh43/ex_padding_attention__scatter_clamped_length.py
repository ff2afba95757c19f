# exercise: ex_padding_attention
# mistake: Builds the padding mask by scattering a 1 at index length and taking a cumsum, clamping the index to n - 1 to stay in bounds, so a full-length sequence (length == n) gets its last position masked as padding; scatter into n + 1 columns (or compare arange >= length). [cond: only when some length equals n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = lengths.long().clamp(max=n - 1)[:, None]
    marks = torch.zeros(b, n, dtype=torch.long, device=scores.device).scatter_(1, idx, 1)
    pad = marks.cumsum(dim=1).bool()                        # True from the first pad on
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

# exercise: ex_padding_attention
# mistake: Clamps every length to at least 1 "so no row is all -inf", so a length-0 sequence gets its first token treated as real (weight 1 on key 0 in row 0) instead of all-zero weights.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    lengths = lengths.to(device=scores.device).clamp(min=1, max=n)   # guard against empty rows
    real = torch.arange(n, device=scores.device).unsqueeze(0) < lengths.unsqueeze(1)  # (b, n)
    w = scores.masked_fill(~real.view(b, 1, 1, n), float("-inf")).softmax(-1)
    return w * real.view(b, 1, n, 1).to(w.dtype)

# exercise: ex_padding_attention
# mistake: Indexes the padding mask as [:, None, :, None] before the softmax, which masks padded queries (rows) instead of padded keys (columns), so real queries still attend to padded keys; the key mask is padded[:, None, None, :].
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    padded = pos.unsqueeze(0) >= lengths.unsqueeze(1)        # (b, n)
    w = torch.softmax(scores.masked_fill(padded[:, None, :, None], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(padded[:, None, :, None], 0.0)         # padded queries -> 0
    return w

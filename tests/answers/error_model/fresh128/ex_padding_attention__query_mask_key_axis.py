# exercise: ex_padding_attention
# mistake: The learner reuses the same key-shaped mask padded[:, None, None, :] when zeroing padded queries, so padded query rows are not set to 0; the query mask must be indexed [:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    padded = pos[None, :] >= lengths[:, None]
    pad4 = padded[:, None, None, :]  # reuse for everything
    w = torch.softmax(scores.masked_fill(pad4, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad4, 0.0)

# exercise: ex_padding_attention
# mistake: Indexes the padding mask as [:, None, :, None], which masks padded queries' rows instead of padded keys' columns, so real queries still attend to padded keys; the key mask is [:, None, None, :].
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.view(b, 1)
    m = pad[:, None, :, None]
    w = torch.softmax(scores.masked_fill(m, float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(m, 0.0)

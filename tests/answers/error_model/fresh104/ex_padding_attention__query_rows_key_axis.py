# exercise: ex_padding_attention
# mistake: Zeroed the padded query rows with the key-shaped mask [:, None, None, :] instead of [:, None, :, None], so padded queries keep their weights.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    keymask = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(keymask, float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    qmask = pad[:, None, None, :]
    return w.masked_fill(qmask, 0.0)

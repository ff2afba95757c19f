# exercise: ex_padding_attention
# mistake: Puts the padding mask on the query axis (`mask[:, None, :, None]`, shape (b,1,n,1)) instead of the key axis (b,1,1,n): padded query rows become 0 (NaN → 0), but real queries still attend to padded keys. Right: mask keys with `[:, None, None, :]` (and zero the padded query rows).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    mask = torch.arange(n, device=scores.device)[None, :] >= lengths.to(scores.device)[:, None]
    mask = mask[:, None, :, None]          # mask[:, tf.newaxis, :, tf.newaxis]
    w = torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)
    return torch.nan_to_num(w, nan=0.0)

# exercise: ex_padding_attention
# style: einsum outer product of float validity vectors as a (b, n, n) pair mask; finfo.min fill, softmax, multiply by the mask.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    valid = (pos[None, :] < lengths[:, None].to(pos.device)).to(scores.dtype)  # (b, n) 1.0 / 0.0
    pair = torch.einsum("bi,bj->bij", valid, valid)[:, None]  # (b, 1, n, n): query i and key j both real
    neg = torch.finfo(scores.dtype).min
    w = torch.softmax(scores.masked_fill(pair == 0, neg), dim=-1)
    # a length-0 sequence gives a uniform row here, and a padded query row is uniform too: zero them
    return w * pair

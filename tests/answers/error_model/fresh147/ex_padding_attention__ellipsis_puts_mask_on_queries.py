# exercise: ex_padding_attention
# mistake: Wrote the key mask as padded[:, None, ..., None], which becomes (b, 1, n, 1) and masks query rows, not key columns, so real queries still attend to padded keys; the key mask is padded[:, None, None, :].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths[:, None]
    key_mask = padded[:, None, ..., None]
    weights = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights

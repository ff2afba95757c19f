# exercise: ex_padding_attention
# mistake: The -inf mask is indexed [:, None, :, None], which masks padded query rows instead of padded key columns; real queries still attend to padded keys. Keys need [:, None, None, :].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    is_pad = idx.unsqueeze(0) >= lengths.unsqueeze(1)     # (b, n)
    mask = is_pad[:, None, :, None]
    omega = scores.masked_fill(mask, float("-inf"))
    alpha = torch.softmax(omega, dim=-1)
    alpha = torch.where(torch.isnan(alpha), torch.zeros_like(alpha), alpha)
    return alpha

# exercise: ex_padding_attention
# mistake: The learner puts the -inf mask on the query axis ([:, None, :, None]) instead of the key axis, so real queries still attend to padded keys; the key mask is indexed [:, None, None, :].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    mask = is_pad[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights

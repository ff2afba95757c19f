# exercise: ex_padding_attention
# mistake: For zeroing the padded queries the learner reused the key indexing pad[:, None, None, :], which only zeroes the padded key columns again, so padded query rows stay non-zero; the query rows need pad[:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    key_mask = pad[:, None, None, :]
    alpha = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    alpha = torch.where(torch.isnan(alpha), torch.zeros_like(alpha), alpha)
    alpha = alpha.masked_fill(pad[:, None, None, :], 0.0)
    return alpha

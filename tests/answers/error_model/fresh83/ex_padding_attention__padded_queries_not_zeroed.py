# exercise: ex_padding_attention
# mistake: Masks padded keys and removes the NaN rows, but never zeroes the rows of padded queries (they still attend to the real keys); padded query rows must be all 0. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    attn = scores.masked_fill(key_pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    attn = torch.where(torch.isnan(attn), torch.zeros_like(attn), attn)
    return attn

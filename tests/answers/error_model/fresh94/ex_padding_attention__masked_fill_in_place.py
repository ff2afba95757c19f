# exercise: ex_padding_attention
# mistake: Masks with the in-place masked_fill_ on the caller's scores, so the input tensor is overwritten with -inf; use the out-of-place masked_fill.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=lengths.device)
    pad = (idx[None, :] >= lengths[:, None]).to(scores.device)
    scores.masked_fill_(pad[:, None, None, :], float("-inf"))
    attn = torch.softmax(scores, dim=-1)
    attn[attn != attn] = 0.0
    attn.masked_fill_(pad[:, None, :, None], 0.0)
    return attn

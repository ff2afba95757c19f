# exercise: ex_padding_attention
# mistake: Expanded the key mask to (b, h, n, n) and then combined the query mask into it in place with &=, which raises because the expanded tensor shares memory; combine out of place (key & query).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    valid = torch.arange(n, device=scores.device)[None, :] < lengths.to(scores.device)[:, None]
    # expand is a view, no memory
    mask = valid[:, None, None, :].expand(b, h, n, n)
    mask &= valid[:, None, :, None]
    w = torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-1)
    return w.masked_fill(~mask, 0.0)

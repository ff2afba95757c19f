# exercise: ex_padding_attention
# mistake: The learner also applied a causal mask (reading 'attention' as the decoder's causal attention); padding is the only mask here, so a real query attends to every real key, including later ones.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    dev = scores.device
    pad = torch.arange(n, device=dev).unsqueeze(0) >= lengths.unsqueeze(1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=dev), 1)
    blocked = pad[:, None, None, :] | future
    w = torch.softmax(scores.masked_fill(blocked, float('-inf')), dim=-1)
    w = torch.nan_to_num(w)
    return w * (~pad)[:, None, :, None]

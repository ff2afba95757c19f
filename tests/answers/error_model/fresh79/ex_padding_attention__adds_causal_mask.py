# exercise: ex_padding_attention
# mistake: The learner adds a causal mask on top of the padding mask, but the statement says padding is the only mask: a real query may attend to every real key, including later ones.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    dev = scores.device
    pad = torch.arange(n, device=dev).expand(b, n) >= lengths.view(b, 1)
    causal = torch.triu(torch.ones(n, n, dtype=torch.bool, device=dev), diagonal=1)
    mask = pad[:, None, None, :] | causal
    w = torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w

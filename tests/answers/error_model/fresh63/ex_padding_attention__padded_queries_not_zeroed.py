# exercise: ex_padding_attention
# mistake: Masks padded keys and removes the NaN rows, but never zeroes the rows of padded queries, which still attend to the real keys; those rows must be set to 0. [cond: some 0 < length < n]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device).expand(len(lengths), n)
    key_pad = idx >= lengths.view(-1, 1)
    logits = scores.masked_fill(key_pad.view(-1, 1, 1, n), float("-inf"))
    probs = torch.softmax(logits, dim=-1)
    probs[torch.isnan(probs)] = 0.0
    return probs

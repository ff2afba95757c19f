# exercise: ex_padding_attention
# mistake: The learner loops over the batch and writes -inf directly into the caller's scores tensor (s = scores is not a copy), so the input is modified; it must mask a copy (masked_fill or scores.clone()). [cond: some length < n]
import torch

def ex_padding_attention(scores, lengths):
    s = scores
    for i, L in enumerate(lengths.tolist()):
        s[i, :, :, L:] = float("-inf")
    w = torch.softmax(s, dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    for i, L in enumerate(lengths.tolist()):
        w[i, :, L:, :] = 0.0
    return w

# exercise: ex_padding_attention
# mistake: In the per-sequence loop the learner zeroes w[i, L:], which indexes the head axis, instead of the padded query rows w[i, :, L:]; padded queries keep their weights (and heads >= L get wiped).
import torch


def ex_padding_attention(scores, lengths):
    s = scores.clone()
    for i, L in enumerate(lengths.tolist()):
        s[i, :, :, L:] = float("-inf")
    w = torch.softmax(s, dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    for i, L in enumerate(lengths.tolist()):
        w[i, L:] = 0.0
    return w

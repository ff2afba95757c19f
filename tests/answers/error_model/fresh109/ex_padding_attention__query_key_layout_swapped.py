# exercise: ex_padding_attention
# mistake: The learner swapped the two layouts, masking with [:, None, :, None] (queries) before the softmax and zeroing [:, None, None, :] afterwards, so real queries still attend to padded keys (their weights are only zeroed, without renormalising); the key mask before the softmax must be [:, None, None, :].
import torch
from torch import nn


class PadMask(nn.Module):
    def forward(self, lengths, n):
        idx = torch.arange(n, device=lengths.device)
        return idx[None, :] >= lengths[:, None]


def ex_padding_attention(scores, lengths):
    pad = PadMask()(lengths, scores.shape[-1])
    w = torch.softmax(scores.masked_fill(pad[:, None, :, None], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad[:, None, None, :], 0.0)
    return w

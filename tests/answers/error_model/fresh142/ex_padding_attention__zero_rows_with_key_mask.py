# exercise: ex_padding_attention
# mistake: After the softmax the learner zeroes with the same key-shaped mask [:, None, None, :] again instead of a query-shaped one [:, None, :, None], so padded query rows keep their weights; rows of padded queries must be all 0. [cond: only when some sequence has 0 < length < n]
import torch
from torch import nn


class PaddingMask(nn.Module):
    def forward(self, lengths, n):
        pos = torch.arange(n, device=lengths.device)
        return pos[None, :] >= lengths[:, None]  # (b, n)


def ex_padding_attention(scores, lengths):
    pad = PaddingMask()(lengths, scores.shape[-1])
    key_mask = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(key_mask, 0.0)
    return w

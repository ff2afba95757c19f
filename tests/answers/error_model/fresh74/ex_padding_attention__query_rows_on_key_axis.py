# exercise: ex_padding_attention
# mistake: To zero the padded queries the learner reuses the key-shaped mask [:, None, None, :], which only re-zeroes padded key columns, so rows of padded queries keep their weights; the query mask is [:, None, :, None].
import torch


class MaskedSoftmax:
    fill = float("-inf")

    def __init__(self, pad):
        self.pad = pad  # (b, n)

    def mask(self):
        return self.pad[:, None, None, :]

    def __call__(self, scores):
        w = torch.softmax(scores.masked_fill(self.mask(), self.fill), dim=-1)
        w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
        return w.masked_fill(self.mask(), 0.0)   # padded rows -> 0


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    return MaskedSoftmax(pad)(scores)

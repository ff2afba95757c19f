# exercise: ex_padding_attention
# mistake: The positions are created with torch.arange(n) on the CPU, so comparing them with lengths (and masking scores) on a GPU fails; create them with device=scores.device. [cond: only on a GPU]
import torch


class Padding:
    def __init__(self, lengths, n):
        self.lengths = lengths
        self.positions = torch.arange(n)

    def mask(self):
        return self.positions[None, :] >= self.lengths[:, None]


def ex_padding_attention(scores, lengths):
    pad = Padding(lengths, scores.shape[-1]).mask()
    weights = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    weights = weights.nan_to_num(0.0)
    weights = weights.masked_fill(pad[:, None, :, None], 0.0)
    return weights
